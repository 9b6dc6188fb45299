import { css, cx } from '../../../styled-system/css';
import { grid } from '../../../styled-system/patterns';

// The 12-column form grid: one column on small screens, spans from md up. Shared by the register
// dialogs (customers, transporters), self-registration, the new-order page and its party dialog,
// and the order's address tab, which all lay their fields on the same grid. Literal values only
// (Panda extracts them at build time).

/** The grid itself, 3 units between cells. */
export const grid12 = grid({
  gridTemplateColumns: { base: '1fr', md: 'repeat(12, minmax(0, 1fr))' },
  gap: '3',
});

/** The register dialogs' grid: cells keep their own height (an error under one field does not stretch its neighbours). */
export const formGrid = cx(grid12, css({ alignItems: 'start' }));

export const span = {
  2: css({ md: { gridColumn: 'span 2' } }),
  3: css({ md: { gridColumn: 'span 3' } }),
  4: css({ md: { gridColumn: 'span 4' } }),
  5: css({ md: { gridColumn: 'span 5' } }),
  6: css({ md: { gridColumn: 'span 6' } }),
  7: css({ md: { gridColumn: 'span 7' } }),
  8: css({ md: { gridColumn: 'span 8' } }),
  9: css({ md: { gridColumn: 'span 9' } }),
  12: css({ md: { gridColumn: 'span 12' } }),
} as const;

/** A section heading across the register dialogs' grid. */
export const sectionTitle = css({
  md: { gridColumn: 'span 12' },
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'accent',
  pt: '1',
  pb: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
});

export const switchCell = css({ alignSelf: 'end', pb: '2' });
