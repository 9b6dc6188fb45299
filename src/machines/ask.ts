import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  initialTransition,
  type SnapshotFrom,
} from 'xstate';

/**
 * The one way to ask a lifecycle machine about a stored record (DESIGN §3) — the console to enable
 * a control, the simulator before it writes, the scenario runner to check a step. A `Lifecycle`
 * pairs a machine with how a record becomes its snapshot (the Zag.js idea: machine + connect):
 *
 *   export const orderLifecycle = lifecycle(orderMachine, (o: OrderLike) => o.status, (o) => ({ type: o.type }));
 *   can(orderLifecycle, order, { type: 'EDIT' });                        // console: enable the button
 *   const next = run(orderLifecycle, row, [{ type: 'CANCEL' }]);         // simulator: decide, then write
 *   if (!next.ok) throw conflict(message);                               //   (simulator/http/decide.ts)
 *
 * A record whose stored status is not a state of its machine allows nothing.
 */
export interface Lifecycle<M extends AnyStateMachine, R> {
  readonly machine: M;
  /** the state value the record rests in (its stored status) */
  readonly stateOf: (record: R) => string;
  /** what the guards read (the order's type, an operation's lines…) */
  readonly contextOf: (record: R) => Record<string, unknown>;
}

/** A machine with its record adapter; without `contextOf` the machine's own initial context is used. */
export function lifecycle<M extends AnyStateMachine, R>(
  machine: M,
  stateOf: (record: R) => string,
  contextOf?: (record: R) => Record<string, unknown>,
): Lifecycle<M, R> {
  return {
    machine,
    stateOf,
    contextOf: contextOf ?? (() => (machine.config.context ?? {}) as Record<string, unknown>),
  };
}

// One snapshot per record object and lifecycle, reused while the record rests in the same state
// with the same context values: a storage page asks ~4 questions of each of 600 lines, and
// rebuilding a snapshot costs ~20 µs. A record changed in place (a simulator row) reads a
// different state or context and is rebuilt.
interface Resolved {
  state: string;
  context: Record<string, unknown>;
  snapshot: AnyMachineSnapshot | null;
}
const resolved = new WeakMap<object, WeakMap<Lifecycle<AnyStateMachine, never>, Resolved>>();

const sameContext = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

function resolve<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  state: string,
  context: Record<string, unknown>,
) {
  try {
    return life.machine.resolveState({ value: state, context }) as AnyMachineSnapshot;
  } catch {
    return null;
  }
}

/** The snapshot a record rests in; null when its status is not a state of the machine. */
export function snapshotOf<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  record: R,
): AnyMachineSnapshot | null {
  const state = life.stateOf(record);
  const context = life.contextOf(record);
  if (typeof record !== 'object' || record === null) return resolve(life, state, context);
  const key = life as unknown as Lifecycle<AnyStateMachine, never>;
  let byLife = resolved.get(record);
  if (!byLife) {
    byLife = new WeakMap();
    resolved.set(record, byLife);
  }
  const hit = byLife.get(key);
  if (hit && hit.state === state && sameContext(hit.context, context)) return hit.snapshot;
  const snapshot = resolve(life, state, context);
  byLife.set(key, { state, context, snapshot });
  return snapshot;
}

// xstate's `transition()` builds a fresh inert actor (createActor and its system) on every call,
// which was a third of the machine time of a 5,000-line finalize (bench/README.md "Session 26").
// The lifecycle machines neither invoke nor spawn (xstate/graph walks them) and their actions are
// `assign`s resolved inside the transition, so one inert scope per machine serves every step; the
// side-effect actions `transition()` would hand back are not run by any caller here either.
const scopes = new WeakMap<AnyStateMachine, unknown>();

function step(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: unknown): AnyMachineSnapshot {
  let scope = scopes.get(machine);
  if (!scope) {
    const self = createActor(machine);
    const none = () => {};
    scope = {
      self,
      id: '',
      sessionId: '',
      system: self.system,
      defer: none,
      logger: none,
      stopChild: none,
      emit: none,
      actionExecutor: none,
    };
    scopes.set(machine, scope);
  }
  return machine.transition(snapshot as never, event as never, scope as never) as AnyMachineSnapshot;
}

/** Whether the machine accepts `event` for `record`. */
export function can<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  record: R,
  event: EventFromLogic<M>,
): boolean {
  return snapshotOf(life, record)?.can(event) ?? false;
}

/** Where a run of events ended. */
export type RunResult =
  | { ok: true; state: string; context: Record<string, unknown>; accepted: boolean[] }
  | { ok: false; state: string; context: Record<string, unknown>; accepted: boolean[]; refused: number };

/**
 * `events` one after the other from the record's snapshot (one snapshot, so what an action writes
 * into the context carries over). By default the run stops at the first refused event
 * (`ok: false`, `refused` its index); with `{ skipRefused: true }` a refused event is skipped and
 * the run goes on — as the console previews a batch the server runs (`accepted` says which).
 */
export function run<M extends AnyStateMachine, R>(
  life: Lifecycle<M, R>,
  record: R,
  events: ReadonlyArray<EventFromLogic<M>>,
  options: { skipRefused?: boolean } = {},
): RunResult {
  let snapshot = snapshotOf(life, record);
  const accepted: boolean[] = [];
  if (!snapshot) {
    const state = life.stateOf(record);
    return {
      ok: false,
      state,
      context: life.contextOf(record),
      accepted: events.map(() => false),
      refused: 0,
    };
  }
  for (const [index, event] of events.entries()) {
    const allowed = snapshot.can(event);
    accepted.push(allowed);
    if (!allowed && !options.skipRefused) {
      return {
        ok: false,
        state: String(snapshot.value),
        context: snapshot.context,
        accepted,
        refused: index,
      };
    }
    if (allowed) snapshot = step(life.machine, snapshot, event);
  }
  return { ok: true, state: String(snapshot.value), context: snapshot.context, accepted };
}

/** `events` from the machine's initial state (no stored record yet: a login, a survey answer). */
export function runFromStart<M extends AnyStateMachine>(
  machine: M,
  events: ReadonlyArray<EventFromLogic<M>>,
): SnapshotFrom<M> {
  let [snapshot] = initialTransition(machine as AnyStateMachine) as unknown as [AnyMachineSnapshot];
  for (const event of events) snapshot = step(machine, snapshot, event);
  return snapshot as SnapshotFrom<M>;
}
