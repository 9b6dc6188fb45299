import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { type Lifecycle, run } from '../../src/machines/ask';
import { conflict, type ErrorMessage, HttpError } from './http-error';

/** How a refusal is answered: a message (409), or an HttpError of its own (403 for a company the
 * token may not view, 400 for a request the upload dialog would not send). */
export type Refusal = ErrorMessage | HttpError;

/**
 * The simulator's one way to ask a machine before it writes (DESIGN §3, §5): `events` run through
 * the record's lifecycle (src/machines/ask.ts); the first one refused answers 409 with
 * `refusal(index)` (or the HttpError given). Nothing is written before this returns, and the
 * caller writes only what the run ends in — never a status of its own.
 *
 *   const next = decide(orderLifecycle, row, [{ type: 'CANCEL' }], () => ORDER_MESSAGES.notCancellable);
 *   store.orders.setStatus(row.id, next.state);
 */
export function decide<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  record: R,
  events: ReadonlyArray<EventFromLogic<M>>,
  refusal: Refusal | ((index: number) => Refusal),
): { state: string; context: Record<string, unknown> } {
  const result = run(life, record, events);
  if (!result.ok) {
    const answer = typeof refusal === 'function' ? refusal(result.refused) : refusal;
    throw answer instanceof HttpError ? answer : conflict(answer);
  }
  return { state: result.state, context: result.context };
}
