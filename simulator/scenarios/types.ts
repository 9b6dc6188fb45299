import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { ScenarioApi } from './scenario-api';

/**
 * One registry entry (registry.ts): a lifecycle machine and how its scenarios reach the
 * simulator. A machine joins the scenario runner with one of these — see README.md "Adding a
 * machine".
 */
export interface ScenarioMachine<M extends AnyStateMachine, W> {
  /** short name: used in path ids (`order:0.3.1`), `--machine`, the reports */
  name: string;
  machine: M;
  /** sample events, one per payload worth walking; path ids are indices into this list */
  events: ReadonlyArray<EventFromLogic<M>>;
  /** Builds what a path acts on in a fresh simulator session (restored from the base snapshot):
   * the record the machine governs, and the client side (a token, the id of the record…). */
  setup(api: ScenarioApi): Promise<W>;
  /** How each event becomes API calls (see StepTable). */
  steps: StepTable<M, W>;
  /** Reads the record's status back from the simulator (null: nothing to read yet). */
  read(world: W, api: ScenarioApi): Promise<string | null>;
  /** What `read` must answer in a machine state; null: nothing to compare. Default: the state
   * value, for records whose stored status is the machine's state. */
  expected?(snapshot: SnapshotFrom<M>): string | null;
  /** Event types whose steps reach into the in-process simulator (its store): a run against a
   * running instance (`--url`) leaves out the paths holding one, and says why. */
  inProcessOnly?: { events: Array<EventFromLogic<M>['type']>; why: string };
  /** How graph traversal tells states apart (default: the state value; context is ignored). */
  serializeState?(snapshot: SnapshotFrom<M>): string;
}

/** What one step of a path sees: the event, the machine before and after it, the world, the API. */
export interface StepContext<M extends AnyStateMachine, E, W> {
  event: E;
  before: SnapshotFrom<M>;
  after: SnapshotFrom<M>;
  world: W;
  api: ScenarioApi;
}

type Handler<M extends AnyStateMachine, E, W> = (step: StepContext<M, E, W>) => Promise<void>;

/**
 * Per event type: `allowed` runs when the machine takes the event (it makes the call that the
 * event stands for and asserts its answer), `refused` when the machine refuses it (it makes the
 * call anyway and asserts the simulator refuses too — 409 for a refused transition). Either may be
 * left out: an allowed event with no call (a request starting) or a refusal only the console
 * makes (the action is hidden, nothing is called). After a refused event the runner checks that
 * the session's data did not change at all.
 */
export type StepTable<M extends AnyStateMachine, W> = {
  [K in EventFromLogic<M>['type']]: {
    allowed?: Handler<M, Extract<EventFromLogic<M>, { type: K }>, W>;
    refused?: Handler<M, Extract<EventFromLogic<M>, { type: K }>, W>;
  };
};

// biome-ignore lint/suspicious/noExplicitAny: the registry holds entries of different machines and worlds
export type AnyScenarioMachine = ScenarioMachine<any, any>;

/** Identity, for type inference of an entry's world from its `setup`. */
export const defineScenarioMachine = <M extends AnyStateMachine, W>(entry: ScenarioMachine<M, W>) => entry;
