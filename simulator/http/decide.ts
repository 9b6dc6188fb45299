import type { AnyStateMachine, EventFromLogic, StateValueFrom } from 'xstate';
import { type Lifecycle, run } from '../../src/machines/ask';
import type { Decided } from '../store/decided-status';
import { conflict, type ErrorMessage, HttpError } from './http-error';

export type { Decided } from '../store/decided-status';

/** How a refusal is answered: a message (409), or an HttpError of its own (403 for a company the
 * token may not view, 400 for a request the upload dialog would not send). */
export type Refusal = ErrorMessage | HttpError;

/** The statuses a machine's record can rest in: its state values but `loading` (where a screen
 * starts before it knows the record). */
export type StatusOf<M extends AnyStateMachine> = Exclude<StateValueFrom<M>, 'loading'> & string;

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
 * (null). Also null when the run leaves the record in the status it has: nothing to write.
 */
export function follow<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  record: R,
  event: EventFromLogic<M>,
): Decision<M> | null {
  const result = run(life, record, [event]);
  if (!result.ok || result.state === life.stateOf(record)) return null;
  return { state: decided<M>(result.state), context: result.context };
}

/**
 * The status a new record is created in: the machine's initial state, or — for a machine that
 * starts `loading` a stored record — the first state its statechart lists after it (each machine
 * writes its lifecycle out in order: PENDING, PENDING ROUTING, unanswered, pending…;
 * tests/unit/architecture/status-writes.test.ts names each one).
 */
export function created<M extends AnyStateMachine>(machine: M): Decided<StatusOf<M>> {
  const initial = String(machine.config.initial);
  if (initial !== 'loading') return decided<M>(initial);
  const first = Object.keys(machine.config.states ?? {}).find((state) => state !== 'loading');
  if (!first) throw new Error(`machine ${machine.id} has no state a record rests in`);
  return decided<M>(first);
}
