import {
  type PickingItem,
  type PickingRow,
  patchCancel,
  putOperation,
  useAssignUser,
  useOperationMutation,
} from './operations.api';
import { useCurrentUser } from './session/use-current-user';

// The picking detail's state-changing calls (simulator/OPERATIONS-CONTRACT.md "Calls"; doc 3 §2
// Picking, §7), their bodies built here. Each goes through the shared operation mutation: the
// answer's record replaces the cached detail, then the picking lists and details refetch; a refused
// call (409) is toasted by the API client and rethrown.

/** A row to confirm, with the order it belongs to. */
export interface PickConfirmation {
  item: Pick<PickingItem, 'order'>;
  row: Pick<PickingRow, 'id' | 'position' | 'product'>;
  /** the entered (picked) quantity — equal to the expected one (doc 3 §5) */
  quantity: number;
}

/** The body of PUT /picking/:id?origin=app: the rows grouped by order (doc 3 §7 "confirm an order
 * item with origin=app": user, orders with order and items of id, position, product, quantity). */
export function pickConfirmationBody(rows: readonly PickConfirmation[], user: string | null) {
  const orders = new Map<
    string,
    Array<{ id: string; position: string | null; product: string; quantity: number }>
  >();
  for (const { item, row, quantity } of rows) {
    const items = orders.get(item.order.id) ?? [];
    items.push({ id: row.id, position: row.position?.id ?? null, product: row.product.sku, quantity });
    orders.set(item.order.id, items);
  }
  return { user, orders: [...orders].map(([order, items]) => ({ order, items })) };
}

export function usePickingActions(id: string) {
  const me = useCurrentUser();
  const assign = useAssignUser('picking');
  /** One row: picking-item FINALIZE_ROW; several: picking FINALIZE_ALL then each row (all or nothing). */
  const confirmRows = useOperationMutation('picking', (rows: PickConfirmation[]) =>
    putOperation('picking', { id }, { origin: 'app' }, pickConfirmationBody(rows, me?.id ?? null)),
  );
  /** PUT /picking/:id/:item?action=OCCURRENCE `{ row }` — the goods are not at the position. */
  const reportOccurrence = useOperationMutation('picking', (v: { itemId: string; rowId: string }) =>
    putOperation('picking', { id, itemId: v.itemId }, { action: 'OCCURRENCE' }, { row: v.rowId }),
  );
  /** PUT /picking/:id?action=COMPLETED — picks every remaining row at its expected quantity. */
  const finalize = useOperationMutation('picking', () =>
    putOperation('picking', { id }, { action: 'COMPLETED' }),
  );
  /** PATCH /picking/:id or /picking/:id/:item. */
  const cancel = useOperationMutation('picking', (itemId?: string) => patchCancel('picking', id, itemId));
  return { assign, confirmRows, reportOccurrence, finalize, cancel };
}
