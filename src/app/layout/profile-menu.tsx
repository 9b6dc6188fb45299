import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';
import { LANGUAGES, type Language } from '../../domain/user';
import { languageAtom } from '../../services/i18n';
import { useCurrentUser } from '../../services/session/use-current-user';
import { useSession } from '../../services/session/use-session';
import { updateSession } from '../../services/session-store';
import { updateLanguage } from '../../services/users.api';
import { srOnly } from '../../ui/a11y';
import { CheckIcon } from '../../ui/icons';
import { Menu, type MenuEntry } from '../../ui/menu';
import { UserIcon } from './shell-icons';
import { viewableCompanies, viewedCompanyOf } from './viewed-company';

const triggerText = css({
  display: { base: 'none', md: 'flex', xl: 'none', '2xl': 'flex' },
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: '1.15',
  maxWidth: '48',
  overflow: 'hidden',
  textAlign: 'left',
});
const chosen = css({ ml: 'auto', color: 'accent' });

/**
 * Profile menu (doc 1 §2.6): company switcher (own company + subsidiaries, the viewed one checked),
 * language selector (pt-BR, en-US, es — applied at once and saved to the user with PUT /users/{id})
 * and sign out.
 */
export function ProfileMenu() {
  const intl = useIntl();
  const user = useCurrentUser();
  const { companyDocument, switchCompany, signOut } = useSession();
  const [language, setLanguage] = useAtom(languageAtom);
  if (!user) return null;

  const companies = viewableCompanies(user);
  const viewed = viewedCompanyOf(user, companyDocument);
  const selected = intl.formatMessage({ id: 'app.profile.selected' });
  const mark = (on: boolean) =>
    on ? (
      <>
        <CheckIcon className={chosen} size={14} />
        <span className={srOnly}>{selected}</span>
      </>
    ) : null;

  const chooseLanguage = (next: Language) => {
    if (next === language) return;
    setLanguage(next);
    updateSession({ user: { ...user, language: next } });
    // The answer's message toasts (doc 1 §8); a failure toasts too and the choice stays local.
    updateLanguage(user.id, next).catch(() => {});
  };

  const items: MenuEntry[] = [
    {
      group: intl.formatMessage({ id: 'app.profile.company' }),
      value: 'companies',
      items: companies.map((c) => ({
        value: `company:${c.document}`,
        label: (
          <>
            {c.name}
            {mark(c.document === viewed.document)}
          </>
        ),
        onSelect: () => void switchCompany(c.document),
      })),
    },
    { separator: true, value: 'sep-language' },
    {
      group: intl.formatMessage({ id: 'app.profile.language' }),
      value: 'languages',
      items: LANGUAGES.map((lang) => ({
        value: `language:${lang}`,
        label: (
          <>
            <span lang={lang}>{intl.formatMessage({ id: `app.languages.${lang}` })}</span>
            {mark(lang === language)}
          </>
        ),
        onSelect: () => chooseLanguage(lang),
      })),
    },
    { separator: true, value: 'sep-sign-out' },
    { value: 'sign-out', label: intl.formatMessage({ id: 'app.profile.signOut' }), onSelect: signOut },
  ];

  return (
    <Menu
      label={intl.formatMessage({ id: 'app.profile.menu' }, { name: user.profile?.name || user.userName })}
      trigger={
        <>
          <UserIcon />
          <span className={triggerText}>{user.profile?.name || user.userName}</span>
        </>
      }
      items={items}
      placement="bottom-end"
    />
  );
}
