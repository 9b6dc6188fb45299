import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';
import { flex } from '../../../styled-system/patterns';
import { NavBar } from './nav-bar';

const frame = flex({ minHeight: '100dvh', flexDirection: 'column', bg: 'canvas' });
const main = css({
  flex: '1',
  width: 'full',
  maxWidth: '1600px',
  // a page of tiles (the dashboard) opts into the whole width of a wide screen
  '&:has([data-wide-page])': { maxWidth: 'none' },
  mx: 'auto',
  px: { base: '3', md: '6' },
  py: { base: '4', md: '6' },
  outline: 'none',
});
const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-20',
  zIndex: 'toast',
  px: '3',
  py: '2',
  bg: 'surface',
  color: 'accent',
  borderRadius: 'md',
  _focus: { top: '2', boxShadow: 'popover' },
});

/** The standard page frame of signed-in pages: navigation bar, content (doc 1 §2.6; the DEV ribbon is drawn by the app on every page). */
export function PageFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={frame}>
      <a href="#main" className={skipLink}>
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className={main}>
        {children}
      </main>
    </div>
  );
}
