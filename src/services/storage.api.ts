import { useMemo } from 'react';
import {
  type OperationAnswer,
  patchCancel,
  putOperation,
  useAssignUser,
  useOperationMutation,
} from './operations.api';
import { useCurrentUser } from './session/use-current-user';

// The storage calls (simulator/OPERATIONS-CONTRACT.md "Calls"; doc 3 §2 Storage, §7), each through
// the shared operation mutation, so the storage cache refreshes: cancel the record or an item
// (PATCH), finalize one line with its position and quantity (action=COMPLETED), correct a short
// line's quantity (action=EDIT, quantity as text, doc 3 §5), the bulk finalize of the chosen lines
// (origin=app, all or nothing; each line with its read quantity) and assign. Bodies are built
// here. The returned functions are stable (TanStack's mutateAsync), so memoized rows can take them.

export interface LineConfirm {
  storageId: string;
  itemId: string;
  lineId: string;
  positionId: string;
  quantity: number;
}

export interface QuantityEdit {
  storageId: string;
  itemId: string;
  lineId: string;
  /** the quantity as typed (doc 3 §5 "Quantity edit is numeric text") */
  quantity: string;
}

export interface BulkLine {
  orderId: string;
  lineId: string;
  positionId: string;
  quantity: number;
}

/** The body of PUT /storage/:id/:item?action=COMPLETED (doc 3 §5: the position is required). */
export const lineConfirmBody = (c: LineConfirm) => ({
  orderItem: c.lineId,
  position: c.positionId,
  quantity: c.quantity,
});

/** The body of PUT /storage/:id/:item?action=EDIT. */
export const quantityEditBody = (c: QuantityEdit) => ({ orderItem: c.lineId, quantity: c.quantity });

/** The body of PUT /storage/:id?origin=app: the lines grouped by order (doc 3 §7: user, action
 * null, orders with order and items of id, quantity, position). */
export function bulkConfirmBody(lines: readonly BulkLine[], user: string | null) {
  const orders = new Map<string, Array<{ id: string; quantity: number; position: string }>>();
  for (const l of lines) {
    const items = orders.get(l.orderId) ?? [];
    items.push({ id: l.lineId, quantity: l.quantity, position: l.positionId });
    orders.set(l.orderId, items);
  }
  return { user, action: null, orders: [...orders].map(([order, items]) => ({ order, items })) };
}

/** Whether a line confirm's answer left the line short (OCCURRENCE: less put away than expected,
 * doc 3 §4), so its message is a warning rather than a success. */
export function leftLineShort(answer: unknown, c: Pick<LineConfirm, 'itemId' | 'lineId'>): boolean {
  const record = (answer as Partial<OperationAnswer<'storage'>> | null)?.record;
  const item = record?.items.find((i) => i.id === c.itemId);
  return item?.order.items.find((l) => l.id === c.lineId)?.status === 'OCCURRENCE';
}

export function useStorageCommands() {
  const me = useCurrentUser();
  const cancel = useOperationMutation('storage', ({ id, itemId }: { id: string; itemId?: string }) =>
    patchCancel('storage', id, itemId),
  );
  const finalizeLine = useOperationMutation('storage', (c: LineConfirm) =>
    putOperation(
      'storage',
      { id: c.storageId, itemId: c.itemId },
      { action: 'COMPLETED' },
      lineConfirmBody(c),
      { warnWhen: (answer) => leftLineShort(answer, c) },
    ),
  );
  const edit = useOperationMutation('storage', (c: QuantityEdit) =>
    putOperation('storage', { id: c.storageId, itemId: c.itemId }, { action: 'EDIT' }, quantityEditBody(c)),
  );
  const bulk = useOperationMutation(
    'storage',
    ({ storageId, lines }: { storageId: string; lines: BulkLine[] }) =>
      putOperation('storage', { id: storageId }, { origin: 'app' }, bulkConfirmBody(lines, me?.id ?? null)),
  );
  const assign = useAssignUser('storage');
  const [cancelCall, lineCall, editCall, bulkCall, assignCall] = [
    cancel.mutateAsync,
    finalizeLine.mutateAsync,
    edit.mutateAsync,
    bulk.mutateAsync,
    assign.mutateAsync,
  ];
  return useMemo(
    () => ({
      cancel: (id: string, itemId?: string) => cancelCall({ id, itemId }),
      finalizeLine: (c: LineConfirm) => lineCall(c),
      editQuantity: (c: QuantityEdit) => editCall(c),
      finalizeChosen: (storageId: string, lines: BulkLine[]) => bulkCall({ storageId, lines }),
      assign: (id: string, userId: string, itemId?: string) => assignCall({ id, itemId, userId }),
    }),
    [cancelCall, lineCall, editCall, bulkCall, assignCall],
  );
}
