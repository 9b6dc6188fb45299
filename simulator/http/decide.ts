import type { AnyStateMachine, EventFromLogic } from 'xstate';
import type { LineState } from '../../src/domain/operation-rules';
import { type Lifecycle, run } from '../../src/machines/ask';
import type { Decided, StatusOf } from '../store/decided-status';
import { conflict, type ErrorMessage, HttpError } from './http-error';

export { created, type Decided, type StatusOf, within } from '../store/decided-status';

/** How a refusal is answered: a message (409), or an HttpError of its own (403 for a company the
 * token may not view, 400 for a request the upload dialog would not send). */
export type Refusal = ErrorMessage | HttpError;

/** What a machine run decided: the state it ends in — the only status a repository takes
 * (store/decided-status.ts) — and its context (the lines an item machine settled…). */
export interface Decision<M extends AnyStateMachine> {
  state: Decided<StatusOf<M>>;
  context: Record<string, unknown>;
}

// The one place a status becomes Decided: each function below has just had the machine run.
const decided = <M extends AnyStateMachine>(state: string) => state as Decided<StatusOf<M>>;

/**
 * The simulator's one way to ask a machine before it writes (DESIGN §3, §5): `events` run through
 * the record's lifecycle (src/machines/ask.ts); the first one refused answers 409 with
 * `refusal(index)` (or the HttpError given). Nothing is written before this returns, and the
 * caller writes only what the run ends in — never a status of its own (the repositories take a
 * `Decided` status only).
 *
 *   const next = decide(orderLifecycle, row, [{ type: 'CANCEL' }], () => ORDER_MESSAGES.notCancellable);
 *   store.orders.setStatus(row.id, next.state);
 */
export function decide<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  record: R,
  events: ReadonlyArray<EventFromLogic<M>>,
  refusal: Refusal | ((index: number) => Refusal),
): Decision<M> {
  const result = run(life, record, events);
  if (!result.ok) {
    const answer = typeof refusal === 'function' ? refusal(result.refused) : refusal;
    throw answer instanceof HttpError ? answer : conflict(answer);
  }
  return { state: decided<M>(result.state), context: result.context };
}

/**
 * A derived event no request sends (ITEMS_CHANGED after an item changed, doc 3 §4 "status is
 * derived"; the planning clock's DUE; an order's FINISH_STEP when its operation ends): the machine
 * decides what it makes the record, and a refusal is no 409 — it means the record stays as it is
 * (null). An accepted event may leave the status as it is (ITEMS_CHANGED with an order still
 * open, a repeating planning's DUE): the caller compares before it writes.
 */
export function follow<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  record: R,
  event: EventFromLogic<M>,
): Decision<M> | null {
  const result = run(life, record, [event]);
  if (!result.ok) return null;
  return { state: decided<M>(result.state), context: result.context };
}

/** The lines an item machine's run left in its context (src/machines/operation-lifecycle.ts
 * `LinesContext`): each line's status is part of what the machine decided. */
export function decidedLines<L extends { status: string } = LineState>(decision: {
  context: Record<string, unknown>;
}): DecidedLine<L>[] {
  return (decision.context as { lines: DecidedLine<L>[] }).lines;
}

export type DecidedLine<L extends { status: string } = LineState> = Omit<L, 'status'> & {
  status: Decided<L['status']>;
};

/**
 * A batch a call applies row by row (a conference import's counts): `events` through the
 * lifecycle, a refused one skipped — each is the caller's to report, by row, not a 409 — and the
 * others applied. `accepted` says which; `decision` is where the accepted ones lead.
 */
export function decideEach<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  record: R,
  events: ReadonlyArray<EventFromLogic<M>>,
): { decision: Decision<M>; accepted: boolean[] } {
  const result = run(life, record, events, { skipRefused: true });
  return {
    decision: { state: decided<M>(result.state), context: result.context },
    accepted: result.accepted,
  };
}
