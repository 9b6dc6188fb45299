import { availableParallelism } from 'node:os';
import { CoverageTally, type MachineCoverage } from './coverage';
import { InlineExecutor, type MakeApp, type PathExecutor } from './executor';
import {
  DEFAULT_WALKS,
  generatePaths,
  pathOf,
  type ScenarioPath,
  shortestPathTo,
  type WalkOptions,
} from './generate';
import { graphOf } from './graph';
import { HttpExecutor, laneSessions } from './http-executor';
import { checkInstance } from './instance-check';
import { scenarioMachine, scenarioMachines } from './registry';
import type { PathResult } from './run-path';
import type { AnyScenarioMachine } from './types';
import { WorkerPool } from './worker-pool';

export interface RunOptions extends WalkOptions {
  /** machine names (default: every registered one) */
  machines?: string[];
  /** worker threads; 1 runs in this thread (default: min(2, cores)) */
  workers?: number;
  /** run these paths instead of generating them (replay) */
  paths?: ScenarioPath[];
  /** shrink failing paths (default true) */
  shrink?: boolean;
  /** a running simulator's base URL (`--url`): paths run there over HTTP instead of in-process */
  url?: string;
  /** its session (`--session`, default DEFAULT_RUN_SESSION); workers use `<session>-1…N` */
  session?: string;
  /** the in-process simulator of a run without `url` (executor.ts MakeApp; worker threads make
   * their own) */
  makeApp?: MakeApp;
  onProgress?: (progress: Progress) => void;
}

export interface Progress {
  done: number;
  total: number;
  failed: number;
  last: PathResult | null;
}

export interface Failure {
  result: PathResult;
  /** the shortest failing path found from it (null when shrinking was off or found nothing shorter) */
  shrunk: PathResult | null;
}

/** Where the paths ran: a running instance and the sessions used there (null: in-process). */
export type RunTarget = { url: string; sessions: string[] } | null;

export interface RunReport {
  startedAt: string;
  options: { machines: string[]; walks: number; length: number; seed: number; workers: number };
  target: RunTarget;
  /** paths not run against an instance: their machine's steps need the in-process simulator */
  leftOut: Array<{ id: string; reason: string }>;
  generateMs: number;
  runMs: number;
  shrinkMs: number;
  results: PathResult[];
  failures: Failure[];
  coverage: MachineCoverage[];
}

/** Below this many paths one thread is faster on a 2-core machine: a worker spends 3–20 s loading
 * the simulator (TypeScript through tsx, then buildApp), and two workers share the same two cores
 * with everything else (npm run bench: 775 paths, 19.7 s with 1 worker, 46.3 s with 2). */
export const PARALLEL_FROM_PATHS = 2000;

/** min(2, cores) worker threads for a large run, else 1. */
export const defaultWorkers = (paths = Number.POSITIVE_INFINITY) =>
  paths < PARALLEL_FROM_PATHS ? 1 : Math.max(1, Math.min(2, availableParallelism()));

/** The session a run against an instance uses when `--session` names none. */
export const DEFAULT_RUN_SESSION = 'scenarios';

/** The event types of `path` that only an in-process run can take (ScenarioMachine.inProcessOnly). */
function inProcessReason(path: ScenarioPath): string | null {
  const entry = scenarioMachine(path.machine);
  const only = entry.inProcessOnly;
  if (!only) return null;
  const found = path.events
    .map((k) => (entry.events[k] as { type: string } | undefined)?.type)
    .find((t) => t !== undefined && (only.events as string[]).includes(t));
  return found ? `${found}: ${only.why}` : null;
}

/** Generates (or takes) the paths, runs them in parallel, shrinks failures, tallies coverage. */
const inProcess = (options: Partial<RunOptions>): MakeApp => {
  if (!options.makeApp) throw new Error('an in-process run needs makeApp (runner.ts RunOptions)');
  return options.makeApp;
};

export async function runScenarios(options: Partial<RunOptions> = {}): Promise<RunReport> {
  const entries = options.machines?.length ? options.machines.map(scenarioMachine) : scenarioMachines;
  const walks: WalkOptions = {
    walks: options.walks ?? DEFAULT_WALKS.walks,
    length: options.length ?? DEFAULT_WALKS.length,
    seed: options.seed ?? DEFAULT_WALKS.seed,
    refuseRate: options.refuseRate,
  };
  const startedAt = new Date().toISOString();
  // an instance that cannot serve the run is said before any path is generated
  if (options.url) await checkInstance(options.url, options.session ?? DEFAULT_RUN_SESSION);
  const generating = performance.now();
  const generated = options.paths ?? generatePaths(entries, walks);
  const generateMs = performance.now() - generating;
  const leftOut: RunReport['leftOut'] = [];
  const paths = options.url
    ? generated.filter((p) => {
        const reason = inProcessReason(p);
        if (reason) leftOut.push({ id: p.id, reason });
        return !reason;
      })
    : generated;

  const workers = Math.max(1, Math.min(options.workers ?? defaultWorkers(paths.length), paths.length || 1));
  const target: RunTarget = options.url
    ? { url: options.url, sessions: laneSessions(options.session ?? DEFAULT_RUN_SESSION, workers) }
    : null;
  const running = performance.now();
  const executor: PathExecutor = target
    ? new HttpExecutor(target.url, target.sessions)
    : workers > 1
      ? new WorkerPool(workers)
      : new InlineExecutor(inProcess(options));
  const results: PathResult[] = [];
  let failed = 0;
  try {
    await Promise.all(
      paths.map(async (path) => {
        const result = await executor.run(path);
        results.push(result);
        if (!result.ok) failed += 1;
        options.onProgress?.({ done: results.length, total: paths.length, failed, last: result });
      }),
    );
  } finally {
    await executor.close();
  }
  const order = new Map(paths.map((p, i) => [p.id, i]));
  results.sort((a, b) => (order.get(a.path.id) ?? 0) - (order.get(b.path.id) ?? 0));
  const runMs = performance.now() - running;

  const shrinking = performance.now();
  const failures: Failure[] = [];
  const bad = results.filter((r) => !r.ok);
  if (bad.length) {
    // against an instance the shrinker walks there too (its fault rules are what failed)
    const shrinker = target
      ? new HttpExecutor(target.url, target.sessions.slice(0, 1))
      : new InlineExecutor(inProcess(options), `shrink${process.pid}`);
    try {
      for (const result of bad) {
        failures.push({ result, shrunk: options.shrink === false ? null : await shrink(result, shrinker) });
      }
    } finally {
      await shrinker.close();
    }
  }
  const shrinkMs = performance.now() - shrinking;

  const tally = new CoverageTally(entries);
  for (const r of results) tally.add(r.path.machine, r.covered);
  return {
    startedAt,
    options: { machines: entries.map((e) => e.name), ...walks, workers },
    target,
    leftOut,
    generateMs,
    runMs,
    shrinkMs,
    results,
    failures,
    coverage: tally.result(),
  };
}

const MAX_SHRINK_RUNS = 300;

/**
 * The shortest failing path found from a failing one: cut after the failing step, then drop one
 * event at a time while the path still fails on the same kind of event, until no single removal
 * does. Any list of events is a valid path (refused events included), so every candidate runs.
 */
export async function shrink(failing: PathResult, executor: PathExecutor): Promise<PathResult | null> {
  const target = failingEventType(failing);
  const stillFails = (r: PathResult) => !r.ok && failingEventType(r) === target;
  const cut = (r: PathResult): number[] =>
    r.path.events.slice(0, (r.failedAt ?? r.path.events.length - 1) + 1);
  const attempt = (events: number[]) =>
    executor.run(pathOf(failing.path.machine, 'replay', events, `shrunk from ${failing.path.id}`));

  let best: PathResult | null = null;
  let events = cut(failing);
  let runs = 0;
  if (events.length < failing.path.events.length) {
    const r = await attempt(events);
    runs += 1;
    if (stillFails(r)) best = r;
    else events = failing.path.events;
  }
  // The shortest way to the state the failing event was sent in, then that event.
  const direct = directRoute(failing);
  if (direct && direct.length < events.length) {
    const r = await attempt(direct);
    runs += 1;
    if (stillFails(r)) {
      best = r;
      events = cut(r);
    }
  }
  let changed = true;
  while (changed && runs < MAX_SHRINK_RUNS) {
    changed = false;
    for (let i = 0; i < events.length && runs < MAX_SHRINK_RUNS; i++) {
      const r = await attempt([...events.slice(0, i), ...events.slice(i + 1)]);
      runs += 1;
      if (stillFails(r)) {
        best = r;
        events = cut(r);
        changed = true;
        break;
      }
    }
  }
  if (best && cut(best).length < best.path.events.length) best = await attempt(cut(best));
  return best;
}

/** The shortest path to the machine state before the failing step, plus the failing event. */
function directRoute(failing: PathResult): number[] | null {
  if (failing.failedAt === null || failing.failedAt < 0) return null;
  const entry = scenarioMachine(failing.path.machine);
  const g = graphOf(entry);
  let snapshot = g.initial();
  for (const k of failing.path.events.slice(0, failing.failedAt))
    snapshot = g.step(snapshot, entry.events[k]).next;
  const prefix = shortestPathTo(entry, snapshot);
  return prefix ? [...prefix, failing.path.events[failing.failedAt]] : null;
}

const failingEventType = (r: PathResult) =>
  r.failedAt === null
    ? null
    : r.failedAt < 0
      ? '(set-up)'
      : r.steps.find((s) => s.index === r.failedAt)?.event.split(/[{[]/)[0];

export function entriesOf(names?: string[]): AnyScenarioMachine[] {
  return names?.length ? names.map(scenarioMachine) : scenarioMachines;
}
