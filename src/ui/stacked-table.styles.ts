import { css } from '../../styled-system/css';

// The looks of the operation tables that become stacked cards below the medium breakpoint (issue
// 20 "Handheld"): the operations' line table and order rows (src/screens/operations/shared), and
// a DataTable with `stacked` (the operation lists). One
// DOM at every size: below md the table, its body and its rows are blocks, the header row is kept
// for screen readers and axe but not drawn, and a cell labels itself from `data-label`
// ("Lote L1") when it carries `data-labelled`; `data-slot` says where it goes in the card.

export const stackedTable = css({
  display: { base: 'block', md: 'table' },
  '& > tbody': { display: { base: 'block', md: 'table-row-group' } },
});
// Below md the header row stays for screen readers and axe (each cell keeps its header) but is not drawn.
export const stackedHead = css({
  position: { base: 'absolute', md: 'sticky' },
  top: '0',
  zIndex: 'sticky',
  width: { base: '1px', md: 'auto' },
  height: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clipPath: { base: 'inset(50%)', md: 'none' },
  bg: 'gray.100',
});
export const stackedCell = css({
  display: { base: 'block', md: 'table-cell' },
  minWidth: '0',
  px: { base: '0', md: '2.5' },
  py: { base: '0', md: '1.5' },
  verticalAlign: 'middle',
  borderBottomWidth: { base: '0', md: '1px' },
  borderColor: 'gray.200',
  overflowWrap: 'anywhere',
  // below md: an empty cell takes no room; a labelled one reads "Lote L1"
  _empty: { display: { base: 'none', md: 'table-cell' } },
  '&[data-labelled]::before': {
    content: 'attr(data-label)',
    display: { base: 'block', md: 'none' },
    fontSize: 'xs',
    color: 'textMuted',
  },
  // the card opens with its title cells (SKU, description) wherever the table has them
  '&[data-slot=title]': {
    gridColumn: '1 / -1',
    order: { base: '-1', md: '0' },
    fontWeight: { base: 'semibold', md: 'normal' },
  },
  '&[data-slot=meta]': { fontSize: { base: 'xs', md: 'inherit' } },
  '&[data-slot=action]': { gridColumn: '1 / -1' },
});
export const stackedRight = css({ textAlign: { base: 'left', md: 'right' } });
/** A row that is a two-column card below md (the cells flow into it; title and action span it). */
export const stackedRow = css({
  display: { base: 'grid', md: 'table-row' },
  gridTemplateColumns: '1fr 1fr',
  columnGap: '3',
  rowGap: '1.5',
  px: { base: '3', md: '0' },
  py: { base: '2.5', md: '0' },
  borderBottomWidth: { base: '1px', md: '0' },
  borderColor: 'gray.200',
});
