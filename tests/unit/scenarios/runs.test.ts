import { describe, expect, it } from 'vitest';
import { type ScenarioRun, ScenarioRuns, type UiRunner } from '../../../simulator/scenarios/runs';
import type { UiRunOptions } from '../../../simulator/scenarios/ui-run';

// issue 19 "Scenarios: start a run (machines, walks, seed, API or UI)": a UI-level run from the
// control page walks each chosen machine's UI model in turn (Playwright, faked here: the browser
// suite is tests/e2e/model), names the machines without one, keeps a failed one's output, then
// runs the API level, whose report is the run's.
async function finished(runs: ScenarioRuns, id: string): Promise<ScenarioRun> {
  for (let i = 0; i < 600; i++) {
    const run = runs.get(id);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${id} never ended`);
}

describe('ScenarioRuns at level ui', () => {
  it('walks each modelled machine in the browser (progress per machine), then the API level', async () => {
    const calls: Array<{ machines: string[]; options: UiRunOptions; progress: ScenarioRun['progress'] }> = [];
    let runs: ScenarioRuns;
    let id = '';
    const runner: UiRunner = async (machines, options) => {
      calls.push({
        machines,
        options,
        progress: { ...(runs.get(id)?.progress ?? { done: -1, total: -1, failed: -1 }) },
      });
      return machines[0] === 'session'
        ? { status: 1, output: 'step 2 failed: boom' }
        : { status: 0, output: '' };
    };
    // every registered machine has a UI model: the run is told upload has none, to show how a
    // machine without one is named and left to the API level
    const withoutUpload = (names: string[]) => ({
      specs: names.filter((n) => n !== 'upload'),
      missing: names.filter((n) => n === 'upload'),
    });
    runs = new ScenarioRuns(runner, withoutUpload);
    id = runs.start(
      { machines: ['survey', 'session', 'upload'], walks: 0, seed: 9, level: 'ui' },
      new Date(),
    ).id;
    const run = await finished(runs, id);

    expect(calls.map((c) => c.machines)).toEqual([['survey'], ['session']]);
    expect(calls[0].options).toEqual({ walks: { walks: 0, length: 8, seed: 9 } });
    expect(calls.map((c) => c.progress)).toEqual([
      { done: 0, total: 2, failed: 0 },
      { done: 1, total: 2, failed: 0 },
    ]);
    expect(run.ui).toEqual({
      machines: ['survey', 'session'],
      missing: ['upload'],
      failed: [{ machine: 'session', output: 'step 2 failed: boom' }],
    });
    expect(run).toMatchObject({ status: 'done', phase: 'api' });
    expect(run.progress.done).toBe(run.progress.total);
    expect(run.report?.coverage.api.map((m) => m.machine).sort()).toEqual(['session', 'survey', 'upload']);
  }, 120_000);

  it('a replay at level ui replays the ids in the browser too (an API run never starts it: sim-scenarios.test.ts)', async () => {
    const calls: Array<{ machines: string[]; options: UiRunOptions }> = [];
    const runs = new ScenarioRuns(async (machines, options) => {
      calls.push({ machines, options });
      return { status: 0, output: '' };
    });
    const replay = await finished(runs, runs.start({ replay: ['survey:0'], level: 'ui' }, new Date()).id);
    expect(calls).toEqual([{ machines: ['survey'], options: { replay: ['survey:0'] } }]);
    expect(replay.report?.totals.paths).toBe(1);
  }, 120_000);
});
