import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { DownstreamTarget, ExistingTarget } from '../../../domain/order-generation';
import type { OrderListRow } from '../../../domain/order-records';
import { type ChosenOrder, orderSelectionMachine } from '../../../machines/order-selection.machine';
import { createDownstream, type DownstreamOptions } from '../../../services/order-downstream.api';
import { useOrderChange } from '../../../services/orders.api';

// The list's selection (doc 2 §2 "Selection and downstream generation") held by the
// order-selection machine: which rows may be chosen, which generations are enabled and the
// generation in flight are all the machine's answers (DESIGN §3); this hook only makes the call.

const chosen = (row: OrderListRow): ChosenOrder => ({
  id: row.id,
  orderNumber: row.orderNumber,
  type: row.type,
  status: row.status,
});

export function useOrderSelection() {
  const [snapshot, send, actor] = useMachine(orderSelectionMachine);
  const change = useOrderChange();
  const orders = snapshot.context.orders;
  const ids = useMemo(() => new Set(orders.map((o) => o.id)), [orders]);

  const canSelect = useCallback(
    (row: OrderListRow) => ids.has(row.id) || snapshot.can({ type: 'SELECT', order: chosen(row) }),
    [snapshot, ids],
  );
  const toggle = useCallback(
    (row: OrderListRow, on: boolean) => {
      if (on) send({ type: 'SELECT', order: chosen(row) });
      else send({ type: 'DESELECT', id: row.id });
    },
    [send],
  );
  const setPage = useCallback(
    (rows: OrderListRow[], on: boolean) => {
      for (const row of rows) {
        if (on && !actor.getSnapshot().context.orders.some((o) => o.id === row.id))
          actor.send({ type: 'SELECT', order: chosen(row) });
        if (!on) actor.send({ type: 'DESELECT', id: row.id });
      }
    },
    [actor],
  );
  const clear = useCallback(() => send({ type: 'CLEAR' }), [send]);

  const canGenerate = useCallback(
    (target: DownstreamTarget, into?: ExistingTarget | null) =>
      snapshot.can({ type: 'GENERATE', target, into }),
    [snapshot],
  );

  /** Runs one generation: GENERATE, the call, then GENERATED (selection cleared; answers the new
   * record) or GENERATE_FAILED (answers null). */
  const generate = useCallback(
    async (target: DownstreamTarget, options: DownstreamOptions = {}, into?: ExistingTarget | null) => {
      const event = { type: 'GENERATE', target, into } as const;
      if (!actor.getSnapshot().can(event)) return null;
      const orderIds = actor.getSnapshot().context.orders.map((o) => o.id);
      actor.send(event);
      try {
        // The orders refetch after a refusal too: another user may have moved them meanwhile.
        const answer = await change(createDownstream(target, orderIds, options));
        actor.send({ type: 'GENERATED' });
        return answer;
      } catch {
        // The API client showed the answer's message (409 says why).
        actor.send({ type: 'GENERATE_FAILED' });
        return null;
      }
    },
    [actor, change],
  );

  return {
    orders,
    ids,
    count: orders.length,
    generating: snapshot.matches('generating'),
    pendingTarget: snapshot.context.pending?.target ?? null,
    canSelect,
    toggle,
    setPage,
    clear,
    canGenerate,
    generate,
  };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
