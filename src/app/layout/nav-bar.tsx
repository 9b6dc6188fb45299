import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { hstack } from '../../../styled-system/patterns';
import { HOME_PATH } from '../../domain/access-guard';
import { useCompanySettingsData } from '../../services/company.api';
import { currentBrand } from '../../services/config';
import { notifyLoadFailed } from '../../services/load-failed';
import { Button } from '../../ui/button';
import { onDemand, useOpenOnDemand } from '../../ui/on-demand';
import { NavMenu, useNavTree } from './nav-menu';
import { NotificationMenu } from './notification-menu';
import { ProfileMenu } from './profile-menu';
import { MenuIcon, SettingsIcon } from './shell-icons';
import { ViewedCompany } from './viewed-company';

const bar = hstack({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  gap: '2',
  height: '14',
  px: { base: '2', md: '4' },
  bg: 'surface',
  borderBottomWidth: '1px',
  borderColor: 'border',
  boxShadow: 'card',
});
const logoLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  mr: { base: '0', sm: '2', xl: '0', '2xl': '2' },
  // touch (issue 20): a 44 px target around the logo
  '@media (pointer: coarse)': { minHeight: '11', minWidth: '11' },
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
// Where the bar is crowded — below sm (a handheld), and from xl to 2xl where the full menu tree
// shares it — only the brand's mark shows (the left 40 of the logo's 200 units, in both brands:
// public/brands), so the viewed company's name has the room (issue 31).
const logoImage = css({
  height: '8',
  width: { base: '7', sm: 'auto', xl: '7', '2xl': 'auto' },
  maxWidth: 'none',
  objectFit: 'cover',
  objectPosition: 'left center',
});
// Below the xl breakpoint (1280 px; the full tree needs that width) the menu lives in the drawer (doc 1 §2.6 "on small screens").
const drawerButton = css({ display: { base: 'inline-flex', xl: 'none' } });
const desktopMenu = css({ display: { base: 'none', xl: 'block' }, minWidth: '0' });
// minWidth 0: on a handheld the viewed company's chip shrinks (its name cut) rather than push the
// icons off the screen (issue 20)
const actions = hstack({ gap: '1', ml: 'auto', minWidth: '0' });

// issue 17 (a signed-in page's first load ≤ 350 KB gzip): the drawer (small screens) and the
// company settings dialog (doc 1 §2.7; it lives with the settings screen folder, its form with
// TanStack Form and arktype) load when their button is pointed at, focused or pressed.
const navDrawer = onDemand(() => import('./nav-drawer').then((m) => m.NavDrawer));
const settingsDialog = onDemand(() =>
  import('../../screens/settings/company-settings.dialog').then((m) => m.CompanySettingsDialog),
);

/** The navigation bar of doc 1 §2.6: brand, menu tree (or drawer), notifications, settings, profile. */
export function NavBar() {
  const intl = useIntl();
  const tree = useNavTree();
  const drawer = useOpenOnDemand(navDrawer, notifyLoadFailed);
  // the settings dialog opens on its form, not on a skeleton (src/ui/on-demand.ts says why)
  const settingsData = useCompanySettingsData();
  const settings = useOpenOnDemand(settingsDialog, notifyLoadFailed, settingsData);
  return (
    <header className={bar}>
      <Button
        variant="ghost"
        iconOnly
        className={drawerButton}
        aria-label={intl.formatMessage({ id: 'app.nav.openMenu' })}
        aria-expanded={drawer.open}
        {...drawer.triggerProps}
      >
        <MenuIcon />
      </Button>
      <Link
        href={HOME_PATH}
        className={logoLink}
        aria-label={intl.formatMessage({ id: 'app.nav.home' }, { brand: currentBrand.name })}
      >
        <img className={logoImage} src={currentBrand.logoUrl} alt="" width={133} height={32} />
      </Link>
      <NavMenu tree={tree} className={desktopMenu} />
      <div className={actions}>
        <ViewedCompany />
        <NotificationMenu />
        <Button
          variant="ghost"
          iconOnly
          aria-label={intl.formatMessage({ id: 'app.settings.open' })}
          aria-haspopup="dialog"
          {...settings.triggerProps}
        >
          <SettingsIcon />
        </Button>
        <ProfileMenu />
      </div>
      {drawer.Component && <drawer.Component open={drawer.open} onOpenChange={drawer.setOpen} tree={tree} />}
      {settings.Component && <settings.Component open={settings.open} onOpenChange={settings.setOpen} />}
    </header>
  );
}
