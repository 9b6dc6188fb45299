import { css } from '../../../../styled-system/css';
import { grid } from '../../../../styled-system/patterns';

// The scan bar of an operation detail (picking, conference): the scan field beside the last
// read's status line, one column on a handheld.

export const scanBar = grid({
  gridTemplateColumns: { base: '1fr', md: 'minmax(18rem, 28rem) 1fr' },
  alignItems: 'start',
  gap: '3',
  p: '3',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
});

export const lastScan = css({
  alignSelf: 'center',
  fontSize: 'sm',
  color: 'text',
  fontVariantNumeric: 'tabular-nums',
});
