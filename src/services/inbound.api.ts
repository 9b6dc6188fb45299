import { putOperation, useAssignUser, useOperationMutation } from './operations.api';
import { useCurrentUser } from './session/use-current-user';

// The inbound calls (simulator/OPERATIONS-CONTRACT.md "Calls"; doc 3 §2 Inbound, §7), each through
// the shared operation mutation, so the inbound cache refreshes: finalize / cancel the whole record
// or one order (action=COMPLETED / CANCEL), assign an operator (whole or item), and the partial
// read of one order (operation=PARTIAL). Bodies are built here.

export interface PartialRead {
  inboundId: string;
  orderId: string;
  /** order item id → quantity read */
  items: Array<{ id: string; quantity: number }>;
}

type Target = { id: string; itemId?: string };
type Action = 'COMPLETED' | 'CANCEL';

/** The body of PUT /inbound/:id?operation=PARTIAL (doc 3 §7: user, orders with order and volumes
 * "1", items with id and quantity; §9 "Inbound volumes sent as '1'"). */
export const partialReadBody = (read: PartialRead, user: string | null) => ({
  user,
  orders: [{ order: read.orderId, volumes: '1', items: read.items }],
});

export function useInboundCommands() {
  const me = useCurrentUser();
  const act = useOperationMutation('inbound', ({ id, itemId, action }: Target & { action: Action }) =>
    putOperation('inbound', { id, itemId }, { action }),
  );
  const assign = useAssignUser('inbound');
  const partial = useOperationMutation('inbound', (read: PartialRead) =>
    putOperation(
      'inbound',
      { id: read.inboundId },
      { operation: 'PARTIAL' },
      partialReadBody(read, me?.id ?? null),
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
