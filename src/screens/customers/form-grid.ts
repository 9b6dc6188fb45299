import { css } from '../../../styled-system/css';

// The 12-column grid of the register dialogs (customers, transporters): one column on small
// screens, spans from md up. Literal values only (Panda extracts them at build time).

export const formGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(12, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'start',
});

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
