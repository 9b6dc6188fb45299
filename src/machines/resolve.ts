import { type AnyStateMachine, type EventFromLogic, type SnapshotFrom, transition } from 'xstate';

/**
 * Rebuilds a machine snapshot from a record's stored state (DESIGN §3: "a record's server status
 * maps to a state value; resolveState rebuilds the snapshot from data"). Used by the console to
 * enable buttons and by the simulator to decide whether a call may change the record.
 */
export function snapshotAt<M extends AnyStateMachine>(
  machine: M,
  value: string,
  context?: Record<string, unknown>,
): SnapshotFrom<M> {
  return machine.resolveState({ value, context: context ?? machine.config.context ?? {} }) as SnapshotFrom<M>;
}

/** Whether `event` is allowed in `value`, and the state it leads to (null when refused). */
export function transitionFrom<M extends AnyStateMachine>(
  machine: M,
  value: string,
  event: EventFromLogic<M>,
  context?: Record<string, unknown>,
): string | null {
  const snapshot = snapshotAt(machine, value, context);
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine, snapshot, event);
  return String(next.value);
}
