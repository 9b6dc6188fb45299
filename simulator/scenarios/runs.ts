import type { ScenarioReport } from './report';
import type { Progress } from './runner';

// Scenario runs started from the control page (issue 19): the same runner as `npm run scenarios`
// (generated paths of every registered machine against an in-process simulator of their own, so a
// run never touches a tester's sessions), one at a time, in this process, on one thread. The last
// few are kept with their report; the runner and the machines load on the first run only.

export interface ScenarioRunRequest {
  machines?: string[];
  walks?: number;
  length?: number;
  seed?: number;
  /** path ids to run instead of generated paths (replay of a failure) */
  replay?: string[];
}

export interface ScenarioRun {
  id: string;
  status: 'running' | 'done' | 'failed';
  startedAt: string;
  request: ScenarioRunRequest;
  progress: { done: number; total: number; failed: number };
  /** why the run itself broke (not a failing path: those are in the report) */
  error?: string;
  report?: ScenarioReport;
}

const KEPT = 8;

export class ScenarioRuns {
  private readonly runs = new Map<string, ScenarioRun>();
  private next = 1;

  get(id: string): ScenarioRun | undefined {
    return this.runs.get(id);
  }

  list(): ScenarioRun[] {
    return [...this.runs.values()].reverse();
  }

  running(): ScenarioRun | undefined {
    return [...this.runs.values()].find((r) => r.status === 'running');
  }

  /** Starts a run (the caller checked none is running) and answers it at once. */
  start(request: ScenarioRunRequest, now: Date): ScenarioRun {
    const run: ScenarioRun = {
      id: `run-${this.next++}`,
      status: 'running',
      startedAt: now.toISOString(),
      request,
      progress: { done: 0, total: 0, failed: 0 },
    };
    this.runs.set(run.id, run);
    while (this.runs.size > KEPT) this.runs.delete(this.runs.keys().next().value as string);
    void this.execute(run);
    return run;
  }

  private async execute(run: ScenarioRun): Promise<void> {
    try {
      const [{ runScenarios }, { buildReport }, { parsePathId, pathOf }] = await Promise.all([
        import('./runner'),
        import('./report'),
        import('./generate'),
      ]);
      const { replay, ...walks } = run.request;
      const paths = replay?.map((id) => {
        const { machine, events } = parsePathId(id);
        return pathOf(machine, 'replay', events, `replay of ${id}`);
      });
      const result = await runScenarios({
        ...walks,
        ...(paths ? { paths, machines: [...new Set(paths.map((p) => p.machine))] } : {}),
        workers: 1,
        onProgress: (p: Progress) => {
          run.progress = { done: p.done, total: p.total, failed: p.failed };
        },
      });
      run.report = buildReport(result);
      run.status = 'done';
    } catch (error) {
      run.status = 'failed';
      run.error = error instanceof Error ? error.message : String(error);
    }
  }
}
