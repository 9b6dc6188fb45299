import {
  type AnyStateMachine,
  type EventFromLogic,
  initialTransition,
  type SnapshotFrom,
  transition,
} from 'xstate';

/**
 * Runs `events` through a lifecycle machine from its initial state and returns where it ends
 * (DESIGN §3: the simulator asks the same machine the console uses before it answers). For a
 * record resting in a known state use `transitionFrom` (src/machines/resolve.ts) instead.
 */
export function replay<M extends AnyStateMachine>(
  machine: M,
  events: Array<EventFromLogic<M>>,
): SnapshotFrom<M> {
  const logic = machine as AnyStateMachine;
  let [snapshot] = initialTransition(logic);
  for (const event of events) [snapshot] = transition(logic, snapshot, event);
  return snapshot as SnapshotFrom<M>;
}
