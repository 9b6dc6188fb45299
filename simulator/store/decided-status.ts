import type { AnyStateMachine, StateValueFrom } from 'xstate';

/**
 * A status a lifecycle machine decided (issue 34 "One authority, enforced by types"): the only
 * kind of status a repository writes, and what a stored row's status is (it was decided when it
 * was written). Made only where a machine was just asked — simulator/http/decide.ts `decide` (a
 * call's events, 409 when refused) and `follow` (a derived event such as ITEMS_CHANGED, never a
 * 409), and `created` here (the state a new record starts in) — and by the seed's `seeded`
 * (simulator/seed/seeded-status.ts, data the generator lays down). So a status typed by hand
 * does not compile where the store takes it;
 * tests/unit/architecture/status-writes.test.ts checks what types cannot see (SQL literals, and
 * that no other file makes one).
 *
 * It is still the status text (`Decided<'DONE'>` is a `'DONE'`): it compares, prints and binds
 * to SQL as one.
 */
declare const decided: unique symbol;

export type Decided<S extends string = string> = S & { readonly [decided]: true };

/** The statuses a machine's record can rest in: its state values but `loading` (where a screen
 * starts before it knows the record). */
export type StatusOf<M extends AnyStateMachine> = Exclude<StateValueFrom<M>, 'loading'> & string;

/**
 * The status a new record is created in: the machine's initial state, or — for a machine that
 * starts `loading` a stored record — the first state its statechart lists after it (each machine
 * writes its lifecycle out in order: PENDING, PENDING ROUTING, unanswered, pending…;
 * tests/unit/architecture/status-writes.test.ts names each one).
 */
export function created<M extends AnyStateMachine>(machine: M): Decided<StatusOf<M>> {
  const initial = String(machine.config.initial);
  if (initial !== 'loading') return initial as Decided<StatusOf<M>>;
  const first = Object.keys(machine.config.states ?? {}).find((state) => state !== 'loading');
  if (!first) throw new Error(`machine ${machine.id} has no state a record rests in`);
  return first as Decided<StatusOf<M>>;
}

/**
 * A decision of a machine known only as "some lifecycle" (the warehouse kinds' record machines
 * asked through one table) as the statuses its table stores: a state outside `statuses` is a
 * machine and table out of step — a bug, thrown, never written.
 */
export function within<S extends string, T extends string>(
  state: Decided<T>,
  statuses: readonly S[],
): Decided<S> {
  if (!(statuses as readonly string[]).includes(state))
    throw new Error(`a machine decided '${state}', which is not one of ${statuses.join(', ')}`);
  return state as string as Decided<S>;
}
