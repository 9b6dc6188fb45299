import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import {
  patchCancel,
  putOperation,
  useAssignUser,
  useOperationMutation,
} from '../../../services/operations.api';
import { sessionUserAtom } from '../../../services/session-store';

// The storage calls (contract table; doc 3 §7 Storage), each refreshing the storage cache: cancel
// the record or an item (PATCH), finalize one line with its position and quantity
// (action=COMPLETED), correct a short line's quantity (action=EDIT, quantity as text, doc 3 §5),
// the bulk finalize of the chosen lines (origin=app, all or nothing; each line with its read
// quantity) and assign. The returned functions are stable (TanStack's mutateAsync), so memoized
// rows can take them.

export interface LineConfirm {
  storageId: string;
  itemId: string;
  lineId: string;
  positionId: string;
  quantity: number;
}

export interface BulkLine {
  orderId: string;
  lineId: string;
  positionId: string;
  quantity: number;
}

export function useStorageCommands() {
  const me = useAtomValue(sessionUserAtom);
  const cancel = useOperationMutation('storage', ({ id, itemId }: { id: string; itemId?: string }) =>
    patchCancel('storage', id, itemId),
  );
  const finalizeLine = useOperationMutation('storage', (c: LineConfirm) =>
    putOperation(
      'storage',
      { id: c.storageId, itemId: c.itemId },
      { action: 'COMPLETED' },
      { orderItem: c.lineId, position: c.positionId, quantity: c.quantity },
    ),
  );
  const edit = useOperationMutation(
    'storage',
    (c: { storageId: string; itemId: string; lineId: string; quantity: string }) =>
      putOperation(
        'storage',
        { id: c.storageId, itemId: c.itemId },
        { action: 'EDIT' },
        { orderItem: c.lineId, quantity: c.quantity },
      ),
  );
  const bulk = useOperationMutation(
    'storage',
    ({ storageId, lines }: { storageId: string; lines: BulkLine[] }) => {
      const orders = new Map<string, Array<{ id: string; quantity: number; position: string }>>();
      for (const l of lines) {
        const items = orders.get(l.orderId) ?? [];
        items.push({ id: l.lineId, quantity: l.quantity, position: l.positionId });
        orders.set(l.orderId, items);
      }
      return putOperation(
        'storage',
        { id: storageId },
        { origin: 'app' },
        {
          user: me?.id ?? null,
          action: null,
          orders: [...orders].map(([order, items]) => ({ order, items })),
        },
      );
    },
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
      editQuantity: (c: { storageId: string; itemId: string; lineId: string; quantity: string }) =>
        editCall(c),
      finalizeChosen: (storageId: string, lines: BulkLine[]) => bulkCall({ storageId, lines }),
      assign: (id: string, userId: string, itemId?: string) => assignCall({ id, itemId, userId }),
    }),
    [cancelCall, lineCall, editCall, bulkCall, assignCall],
  );
}
