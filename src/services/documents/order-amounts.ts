import type { DocumentItem, DocumentOrder } from './document-types';

/** An item's total: its priceTotal, or quantity × unit price when the order does not carry one. */
export function itemTotal(item: DocumentItem): number {
  return Number(item.priceTotal ?? Number(item.quantity ?? 0) * Number(item.priceUnit ?? 0));
}

/** The order's declared priceOrder, or the sum of its item totals when it has none. */
export function orderTotal(order: DocumentOrder): number {
  const declared = order.taxes?.priceOrder;
  if (declared !== null && declared !== undefined && declared !== '') return Number(declared);
  return (order.items ?? []).reduce((sum, item) => sum + itemTotal(item), 0);
}
