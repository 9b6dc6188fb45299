import { css } from '../../../../styled-system/css';

// The card of one order inside a picking or packing detail: a bordered box with a grey head
// (order number, status, operator, item actions) above the order's dense table.

export const orderCard = css({
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  overflow: 'hidden',
});

export const orderCardHead = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  bg: 'gray.100',
  borderBottomWidth: '1px',
  borderColor: 'border',
  fontSize: 'sm',
});

export const orderCardTitle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'text' });
