import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { hstack } from '../../../styled-system/patterns';
import { HOME_PATH } from '../../domain/access-guard';
import { currentBrand } from '../../services/config';
import { Button } from '../../ui/button';
import { NavDrawer } from './nav-drawer';
import { NavMenu, useNavTree } from './nav-menu';
import { NotificationMenu } from './notification-menu';
import { ProfileMenu } from './profile-menu';
import { SettingsDialog } from './settings-dialog';
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
  flexShrink: 0,
  mr: '2',
  // touch (issue 20): a 44 px tall target around the 32 px logo
  '@media (pointer: coarse)': { minHeight: '11' },
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
// Below the xl breakpoint (1280 px; the full tree needs that width) the menu lives in the drawer (doc 1 §2.6 "on small screens").
const drawerButton = css({ display: { base: 'inline-flex', xl: 'none' } });
const desktopMenu = css({ display: { base: 'none', xl: 'block' }, minWidth: '0' });
// minWidth 0: on a handheld the viewed company's chip shrinks (its name cut) rather than push the
// icons off the screen (issue 20)
const actions = hstack({ gap: '1', ml: 'auto', minWidth: '0' });

/** The navigation bar of doc 1 §2.6: brand, menu tree (or drawer), notifications, settings, profile. */
export function NavBar() {
  const intl = useIntl();
  const tree = useNavTree();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <header className={bar}>
      <Button
        variant="ghost"
        iconOnly
        className={drawerButton}
        aria-label={intl.formatMessage({ id: 'app.nav.openMenu' })}
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
      >
        <MenuIcon />
      </Button>
      <Link
        href={HOME_PATH}
        className={logoLink}
        aria-label={intl.formatMessage({ id: 'app.nav.home' }, { brand: currentBrand.name })}
      >
        <img src={currentBrand.logoUrl} alt="" width={133} height={32} />
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
          onClick={() => setSettingsOpen(true)}
        >
          <SettingsIcon />
        </Button>
        <ProfileMenu />
      </div>
      <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} tree={tree} />
      <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </header>
  );
}
