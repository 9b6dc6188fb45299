import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { type Lifecycle, run } from '../../src/machines/ask';
import { conflict, type ErrorMessage } from './http-error';

/**
 * The simulator's one way to ask a machine before it writes (DESIGN §3, §5): `events` run through
 * the record's lifecycle (src/machines/ask.ts); the first one refused answers 409 with
 * `refusal(index)`. Nothing is written before this returns, and the caller writes only what the
 * run ends in — never a status of its own.
 *
 *   const next = decide(orderLifecycle, row, [{ type: 'CANCEL' }], () => ORDER_MESSAGES.notCancellable);
 *   store.orders.setStatus(row.id, next.state);
 */
export function decide<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  record: R,
  events: ReadonlyArray<EventFromLogic<M>>,
  refusal: ErrorMessage | ((index: number) => ErrorMessage),
): { state: string; context: Record<string, unknown> } {
  const result = run(life, record, events);
  if (!result.ok) throw conflict(typeof refusal === 'function' ? refusal(result.refused) : refusal);
  return { state: result.state, context: result.context };
}
