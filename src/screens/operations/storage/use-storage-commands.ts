import { useAtomValue } from 'jotai';
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
// the bulk finalize of the chosen lines (origin=app, all or nothing) and assign.

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
  return {
    cancel: (id: string, itemId?: string) => cancel.mutateAsync({ id, itemId }),
    finalizeLine: (c: LineConfirm) => finalizeLine.mutateAsync(c),
    editQuantity: (c: { storageId: string; itemId: string; lineId: string; quantity: string }) =>
      edit.mutateAsync(c),
    finalizeChosen: (storageId: string, lines: BulkLine[]) => bulk.mutateAsync({ storageId, lines }),
    assign: (id: string, userId: string, itemId?: string) => assign.mutateAsync({ id, itemId, userId }),
  };
}
