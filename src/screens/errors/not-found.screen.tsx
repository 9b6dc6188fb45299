import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { currentBrand } from '../../services/config';
import { buttonRecipe } from '../../ui/button';
import { useT } from '../../ui/use-t';
import { ErrorPage } from './error-page';

/** doc 1 §2.2: "an unknown path goes to /not-found, which says the page does not exist and offers a
 * link back to /login" (the guard sends a signed-in visitor on from /login to /dashboard). */
export function NotFoundScreen() {
  const intl = useIntl();
  const t = useT();
  return (
    <ErrorPage
      code="404"
      title={t('errors.notFound.title')}
      body={t('errors.notFound.body')}
      logoAlt={intl.formatMessage({ id: 'auth.brandAlt' }, { brand: currentBrand.name })}
      action={
        <Link href="/login" className={buttonRecipe({ size: 'lg' })}>
          {t('errors.notFound.backToLogin')}
        </Link>
      }
    />
  );
}
