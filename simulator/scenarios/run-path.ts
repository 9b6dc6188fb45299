import type { AnyEventObject } from 'xstate';
import { type Covered, PathCoverage } from './coverage';
import type { ScenarioPath } from './generate';
import { describeEvent, graphOf, stateOf } from './graph';
import type { ScenarioApi } from './scenario-api';
import type { AnyScenarioMachine } from './types';

/** One step of a path as it ran. Step -1 is the set-up and the check of the initial state. */
export interface StepReport {
  index: number;
  event: string;
  refused: boolean;
  /** the machine's state after the step */
  state: string;
  /** what the record should read as in that state, and what it read as */
  expected: string | null;
  actual: string | null;
  ms: number;
  error?: string;
}

/** One call of a path as the running instance's journal holds it (GET /__sim/journal). */
export interface JournalCall {
  seq: number;
  method: string;
  url: string;
  status: number;
  /** the fault rules that fired on it, and what they did */
  fault?: { rules: string[]; effects: string[] };
}

export interface PathResult {
  path: ScenarioPath;
  ok: boolean;
  steps: StepReport[];
  /** index of the failing step (-1: set-up or initial state), null when the path passed */
  failedAt: number | null;
  error: string | null;
  ms: number;
  covered: Covered;
  session: string;
  /** against a running instance, a failing path's calls in its session's journal (entries after `from`) */
  journal?: { from: number; calls: JournalCall[] };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one path against the simulator through `api` (a session already restored from the base
 * snapshot): the machine takes each event; the entry's step handler makes the matching calls; then
 * the record read back must equal what the machine's state says. A refused event must leave the
 * session's data exactly as it was. Stops at the first failure.
 */
export async function runPath(
  entry: AnyScenarioMachine,
  path: ScenarioPath,
  api: ScenarioApi,
): Promise<PathResult> {
  const g = graphOf(entry);
  const started = performance.now();
  const coverage = new PathCoverage();
  const steps: StepReport[] = [];
  const done = (failedAt: number | null, error: string | null): PathResult => ({
    path,
    ok: error === null,
    steps,
    failedAt,
    error,
    ms: performance.now() - started,
    covered: coverage.toJSON(),
    session: api.session,
  });

  let snapshot = g.initial();
  coverage.visit(snapshot);
  let world: unknown;
  const initial: StepReport = {
    index: -1,
    event: '(set-up)',
    refused: false,
    state: stateOf(snapshot),
    expected: null,
    actual: null,
    ms: 0,
  };
  steps.push(initial);
  try {
    world = await entry.setup(api);
    initial.expected = expectedOf(entry, snapshot);
    if (initial.expected !== null) initial.actual = await entry.read(world, api);
    initial.ms = performance.now() - started;
    if (initial.expected !== null && initial.actual !== initial.expected) {
      initial.error = mismatch(initial);
      return done(-1, initial.error);
    }
  } catch (error) {
    initial.error = `set-up: ${message(error)}`;
    return done(-1, initial.error);
  }

  for (const [index, k] of path.events.entries()) {
    const event = entry.events[k] as AnyEventObject | undefined;
    if (!event) return done(index, `no sample event #${k} in ${entry.name} (it has ${entry.events.length})`);
    const stepStarted = performance.now();
    const before = snapshot;
    const { next, taken } = g.step(before, event);
    const refused = taken.length === 0;
    const report: StepReport = {
      index,
      event: describeEvent(event),
      refused,
      state: stateOf(next),
      expected: null,
      actual: null,
      ms: 0,
    };
    steps.push(report);
    try {
      const handlers = (entry.steps as Record<string, { allowed?: Handler; refused?: Handler }>)[event.type];
      const handler = refused ? handlers?.refused : handlers?.allowed;
      const writes = refused ? await api.writes() : null;
      await handler?.({ event, before, after: next, world, api });
      if (writes !== null && (await api.writes()) !== writes) {
        throw new Error(
          `the simulator changed the session's data on ${report.event}, refused in ${stateOf(before)}`,
        );
      }
      if (refused) coverage.refuse(before, event);
      else coverage.take(taken);
      snapshot = next;
      coverage.visit(snapshot);
      report.expected = expectedOf(entry, snapshot);
      if (report.expected !== null) report.actual = await entry.read(world, api);
      report.ms = performance.now() - stepStarted;
      if (report.expected !== null && report.actual !== report.expected) {
        report.error = mismatch(report);
        return done(index, report.error);
      }
    } catch (error) {
      report.ms = performance.now() - stepStarted;
      report.error = message(error);
      return done(index, report.error);
    }
  }
  return done(null, null);
}

type Handler = (step: unknown) => Promise<void>;

function expectedOf(entry: AnyScenarioMachine, snapshot: ReturnType<ReturnType<typeof graphOf>['initial']>) {
  if (entry.expected) return entry.expected(snapshot);
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}

const mismatch = (r: StepReport) =>
  `the record reads "${r.actual}" but the machine is in ${r.state}, where it should read "${r.expected}"`;
