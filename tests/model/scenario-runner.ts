import { expect } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type SnapshotFrom,
  transition,
} from 'xstate';
import type { SimClient } from '../api/sim-client';
import type { Scenario, TransitionCoverage } from './machine-paths';

/** What one step of a scenario sees: the event, the machine before and after it, the API. */
export interface Step<M extends AnyStateMachine, E, W> {
  event: E;
  before: SnapshotFrom<M>;
  after: SnapshotFrom<M>;
  world: W;
  sim: SimClient;
}

type Handler<M extends AnyStateMachine, E, W> = (step: Step<M, E, W>) => Promise<void>;

/** How an event becomes API calls: `allowed` when the machine takes it, `refused` (optional)
 * when it does not — to show the API refuses it too. Without `refused` a refusal is client-only:
 * the console hides the action and nothing is called. */
export type StepTable<M extends AnyStateMachine, W> = {
  [K in EventFromLogic<M>['type']]: {
    allowed: Handler<M, Extract<EventFromLogic<M>, { type: K }>, W>;
    refused?: Handler<M, Extract<EventFromLogic<M>, { type: K }>, W>;
  };
};

export interface MachineModel<M extends AnyStateMachine, W> {
  name: string;
  machine: M;
  /** sample events, one per distinct payload worth walking */
  events: ReadonlyArray<EventFromLogic<M>>;
  /** the test's view of the client side (token, loaded survey…), fresh for each scenario */
  world(sim: SimClient): Promise<W>;
  steps: StepTable<M, W>;
  /** asserts the API shows what the machine's state says */
  observe(snapshot: SnapshotFrom<M>, world: W, sim: SimClient): Promise<void>;
}

export async function runScenario<M extends AnyStateMachine, W>(
  model: MachineModel<M, W>,
  scenario: Scenario<EventFromLogic<M>>,
  sim: SimClient,
  coverage: TransitionCoverage,
): Promise<void> {
  const machine: AnyStateMachine = model.machine;
  const actor = createActor(machine, { inspect: coverage.inspect }).start();
  const world = await model.world(sim);
  for (const event of scenario.events) {
    const before: AnyMachineSnapshot = actor.getSnapshot();
    const refused = !before.can(event);
    const [after] = transition(machine, before, event);
    const entry = model.steps[event.type as EventFromLogic<M>['type']] as {
      allowed: Handler<M, EventFromLogic<M>, W>;
      refused?: Handler<M, EventFromLogic<M>, W>;
    };
    const handler = refused ? entry.refused : entry.allowed;
    await handler?.({
      event,
      before: before as SnapshotFrom<M>,
      after: after as SnapshotFrom<M>,
      world,
      sim,
    });
    // A final state stops the actor; the event is refused either way (`after` equals `before`).
    if (actor.getSnapshot().status === 'active') actor.send(event);
    expect(actor.getSnapshot().value, `machine after ${event.type}`).toEqual(after.value);
    await model.observe(actor.getSnapshot() as unknown as SnapshotFrom<M>, world, sim);
  }
  actor.stop();
}
