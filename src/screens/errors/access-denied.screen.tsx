import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { currentBrand } from '../../services/config';
import { buttonRecipe } from '../../ui/button';
import { useT } from '../../ui/use-t';
import { ErrorPage } from './error-page';

/** doc 1 §2.1: "/access-denied (a page exists; what leads to it is not shown)". Ours: it says the
 * user may not open the page and leads to the start ("/"), which the access guard turns into the
 * dashboard for a signed-in user and the login page otherwise. */
export function AccessDeniedScreen() {
  const intl = useIntl();
  const t = useT();
  return (
    <ErrorPage
      code="403"
      title={t('errors.accessDenied.title')}
      body={t('errors.accessDenied.body')}
      logoAlt={intl.formatMessage({ id: 'auth.brandAlt' }, { brand: currentBrand.name })}
      action={
        <Link href="/" className={buttonRecipe({ size: 'lg' })}>
          {t('errors.accessDenied.back')}
        </Link>
      }
    />
  );
}
