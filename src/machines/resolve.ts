import { type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, transition } from 'xstate';

/**
 * Rebuilds a machine snapshot from a record's stored state (DESIGN §3: "a record's server status
 * maps to a state value; resolveState rebuilds the snapshot from data"). Used by the console to
 * enable buttons and by the simulator to decide whether a call may change the record.
 */
export function snapshotAt<M extends AnyStateMachine>(
  machine: M,
  value: string,
  context?: Record<string, unknown>,
): AnyMachineSnapshot {
  return machine.resolveState({ value, context: context ?? machine.config.context ?? {} });
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
  const [next] = transition(machine, snapshot as never, event);
  return String((next as AnyMachineSnapshot).value);
}
