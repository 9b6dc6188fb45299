import type { ScenarioReport } from './report';
import type { UiRunOptions, UiRunResult } from './ui-run';

// Scenario runs started from the control page (issue 19): the same runner as `npm run scenarios`
// (generated paths of every registered machine against an in-process simulator of their own, so a
// run never touches a tester's sessions), one at a time, in a worker thread (thread-run.ts, issue
// 28: on the server's own thread the run held up every API call to it). The last few are kept
// with their report; the machines load on the first run only.
// A run at level `ui` first runs the chosen machines' UI models through Playwright (ui-run.ts), one
// machine at a time so the page can show progress, then the API level, whose report merges both.

export interface ScenarioRunRequest {
  machines?: string[];
  walks?: number;
  length?: number;
  seed?: number;
  /** path ids to run instead of generated paths (replay of a failure) */
  replay?: string[];
  /** `api` (default): against an in-process simulator; `ui`: the UI models in the browser first */
  level?: 'api' | 'ui';
}

/** Runs some machines' UI models (ui-run.ts `runUiModels`; a fake in the unit tests). */
export type UiRunner = (machines: string[], options: UiRunOptions) => Promise<UiRunResult>;

export interface ScenarioRun {
  id: string;
  status: 'running' | 'done' | 'failed';
  startedAt: string;
  request: ScenarioRunRequest;
  /** which level the progress counts: UI models (machines) or API paths */
  phase: 'ui' | 'api';
  progress: { done: number; total: number; failed: number };
  /** a `ui` run's UI level: the machines walked, those without a model, and the end of the output
   * of each machine whose Playwright run failed */
  ui?: { machines: string[]; missing: string[]; failed: Array<{ machine: string; output: string }> };
  /** why the run itself broke (not a failing path: those are in the report) */
  error?: string;
  report?: ScenarioReport;
}

const KEPT = 8;

export class ScenarioRuns {
  private readonly runs = new Map<string, ScenarioRun>();
  private next = 1;

  /** `uiRunner` and `modelsOf` stand in for the browser run and the model specs on disk (tests). */
  constructor(
    private readonly uiRunner?: UiRunner,
    private readonly modelsOf?: (names: string[]) => { specs: string[]; missing: string[] },
  ) {}

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
      phase: request.level === 'ui' ? 'ui' : 'api',
      progress: { done: 0, total: 0, failed: 0 },
    };
    this.runs.set(run.id, run);
    while (this.runs.size > KEPT) this.runs.delete(this.runs.keys().next().value as string);
    void this.execute(run);
    return run;
  }

  private async execute(run: ScenarioRun): Promise<void> {
    try {
      const [{ runInThread }, { parsePathId, pathOf }] = await Promise.all([
        import('./thread-run'),
        import('./generate'),
      ]);
      const { replay, level, ...walks } = run.request;
      const paths = replay?.map((id) => {
        const { machine, events } = parsePathId(id);
        return pathOf(machine, 'replay', events, `replay of ${id}`);
      });
      if (level === 'ui')
        await this.uiLevel(
          run,
          paths?.map((p) => p.machine),
        );
      run.phase = 'api';
      run.progress = { done: 0, total: 0, failed: 0 };
      run.report = await runInThread(
        {
          ...walks,
          ...(paths ? { paths, machines: [...new Set(paths.map((p) => p.machine))] } : {}),
          workers: 1,
        },
        (p) => {
          run.progress = p;
        },
      );
      run.status = 'done';
    } catch (error) {
      run.status = 'failed';
      run.error = error instanceof Error ? error.message : String(error);
    }
  }

  /** The UI level: each chosen machine's UI model in turn (walks as asked, or the replayed ids). */
  private async uiLevel(run: ScenarioRun, replayed: string[] | undefined): Promise<void> {
    const [{ scenarioMachines }, ui] = await Promise.all([import('./registry'), import('./ui-run')]);
    const { machines, walks, length, seed, replay } = run.request;
    const names = [...new Set(replayed ?? machines ?? scenarioMachines.map((m) => m.name))];
    const { specs, missing } = (this.modelsOf ?? ui.uiModelsOf)(names);
    const options: UiRunOptions = replay
      ? { replay }
      : {
          walks: {
            walks: walks ?? ui.DEFAULT_UI_WALKS.walks,
            length: length ?? ui.DEFAULT_UI_WALKS.length,
            seed: seed ?? ui.DEFAULT_UI_WALKS.seed,
          },
        };
    run.ui = { machines: specs, missing, failed: [] };
    run.progress = { done: 0, total: specs.length, failed: 0 };
    const runner = this.uiRunner ?? ((m: string[], o: UiRunOptions) => ui.runUiModels(m, o, { quiet: true }));
    for (const machine of specs) {
      const { status, output } = await runner([machine], options);
      if (status !== 0) run.ui.failed.push({ machine, output });
      run.progress = {
        done: run.progress.done + 1,
        total: specs.length,
        failed: run.ui.failed.length,
      };
    }
  }
}
