import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';
import { companyDisplayName, companyShortName } from '../../domain/company-name';
import type { User } from '../../domain/user';
import { useCurrentUser } from '../../services/session/use-current-user';
import { useSession } from '../../services/session/use-session';
import { srOnly } from '../../ui/a11y';
import { BuildingIcon } from './shell-icons';

// Which company the screens show (doc 1 §2.6, §6): always in the header, not only inside the
// profile menu — a user of a group switches between companies and must see which one a list
// belongs to before acting on it (issue 20). The chip shows the short name (issue 31: at 412 px
// the full name was cut to its first letter); the full one is its tooltip and the menu's entry.

export interface ViewableCompany {
  document: string;
  /** fantasy name, else corporate name (the profile menu's entries) */
  name: string;
  /** the header chip's text (company-name.ts) */
  shortName: string;
  corporateName: string;
}

const viewable = (document: string, company: User['company']): ViewableCompany => ({
  document,
  name: companyDisplayName(company),
  shortName: companyShortName(company),
  corporateName: company.corporateName,
});

/** The user's own company and its subsidiaries (doc 1 §2.6, §6), with their names. */
export function viewableCompanies(user: User): ViewableCompany[] {
  return [
    viewable(user.companyDocument, user.company),
    ...user.subsidiaries.map((s) => viewable(s.companyDocument, s.company)),
  ];
}

/** The company being viewed (the session's document; the user's own when it is none of them). */
export function viewedCompanyOf(user: User, companyDocument: string | null) {
  const companies = viewableCompanies(user);
  return companies.find((c) => c.document === companyDocument) ?? companies[0];
}

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minWidth: '0',
  flexShrink: 1,
  // from xl the full menu tree shares the bar (nav-bar.tsx; the logo shows only its mark there)
  maxWidth: { base: '11rem', sm: '16rem', md: '20rem', xl: '12rem', '2xl': '16rem' },
  px: '2',
  py: '1',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'text',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'full',
});
const name = css({ truncate: true });
// below sm the name needs the icon's room (a 412 px handheld fits "Demo Logística" whole)
const icon = css({ display: { base: 'none', sm: 'block' }, flexShrink: 0, color: 'textMuted' });

/** The viewed company's short name in the header (screen readers hear "Viewed company" before
 * it); its corporate name as the tooltip. */
export function ViewedCompany() {
  const intl = useIntl();
  const user = useCurrentUser();
  const { companyDocument } = useSession();
  if (!user) return null;
  const viewed = viewedCompanyOf(user, companyDocument);
  return (
    <span className={chip} data-testid="viewed-company" title={viewed.corporateName || viewed.name}>
      <BuildingIcon className={icon} size={14} />
      <span className={srOnly}>{intl.formatMessage({ id: 'app.viewedCompany' })}</span>
      <span className={name}>{viewed.shortName}</span>
    </span>
  );
}
