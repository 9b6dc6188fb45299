import { useAtomValue } from 'jotai';
import { VOLUMES_PER_ORDER } from '../../../domain/operation-rules';
import { putOperation, useAssignUser, useOperationMutation } from '../../../services/operations.api';
import { sessionUserAtom } from '../../../services/session-store';

// The inbound calls (contract table; doc 3 §7 Inbound), each refreshing the inbound cache:
// finalize / cancel the whole record or one order (action=COMPLETED / CANCEL), assign an operator
// (whole or item), and the partial read of one order (operation=PARTIAL, volumes sent as "1", doc 3 §9).

export interface PartialRead {
  inboundId: string;
  orderId: string;
  /** order item id → quantity read */
  items: Array<{ id: string; quantity: number }>;
}

type Target = { id: string; itemId?: string };
type Action = 'COMPLETED' | 'CANCEL';

export function useInboundCommands() {
  const me = useAtomValue(sessionUserAtom);
  const act = useOperationMutation('inbound', ({ id, itemId, action }: Target & { action: Action }) =>
    putOperation('inbound', { id, itemId }, { action }),
  );
  const assign = useAssignUser('inbound');
  const partial = useOperationMutation('inbound', ({ inboundId, orderId, items }: PartialRead) =>
    putOperation(
      'inbound',
      { id: inboundId },
      { operation: 'PARTIAL' },
      { user: me?.id ?? null, orders: [{ order: orderId, volumes: String(VOLUMES_PER_ORDER), items }] },
    ),
  );
  return {
    finalize: (target: Target) => act.mutateAsync({ ...target, action: 'COMPLETED' }),
    cancel: (target: Target) => act.mutateAsync({ ...target, action: 'CANCEL' }),
    assign: (target: Target, userId: string) =>
      assign.mutateAsync({ id: target.id, itemId: target.itemId, userId }),
    readPartial: (read: PartialRead) => partial.mutateAsync(read),
    pending: act.isPending || assign.isPending || partial.isPending,
  };
}
