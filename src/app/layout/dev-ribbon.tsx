import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';

const ribbon = css({
  position: 'fixed',
  bottom: '5',
  left: '-9',
  zIndex: 'toast',
  width: '36',
  py: '1',
  transform: 'rotate(45deg)',
  bg: 'danger',
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: 'widest',
  textAlign: 'center',
  boxShadow: 'card',
  pointerEvents: 'none',
  userSelect: 'none',
});

/** doc 1 §2.6: a DEV ribbon shows in non-production builds (the caller checks isProduction). */
export function DevRibbon() {
  const intl = useIntl();
  return (
    // A landmark of its own, so the ribbon is not content outside every region (axe "region").
    <aside className={ribbon} aria-label={intl.formatMessage({ id: 'app.devRibbon.label' })}>
      {intl.formatMessage({ id: 'app.devRibbon.text' })}
    </aside>
  );
}
