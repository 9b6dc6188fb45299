import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../simulator/server/paths';

// issue 19 "npm run bench prints the UI suite's time at 1 and 2 workers": the UI models
// (tests/e2e/model, every machine's tours through the console) run twice, with one worker and with
// two, against one simulator (each worker its own x-sim-session). Wall-clock time printed, never
// asserted; kept out of npm test (it runs the model specs twice). Needs a built console (dist/),
// which run.ts builds when it is missing. BENCH_UI=0 skips it.
const MODEL_DIR = 'tests/e2e/model';

function timedRun(workers: number): { seconds: number; ok: boolean; summary: string } {
  const started = performance.now();
  const run = spawnSync(
    'node',
    [
      'scripts/e2e.mjs',
      MODEL_DIR,
      '--project=chromium',
      '--retries=0',
      `--workers=${workers}`,
      '--reporter=line',
    ],
    { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, E2E_WORKERS: String(workers) } },
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = /(\d+ passed|\d+ failed)[^\n]*/.exec(run.stdout ?? '')?.[0] ?? `exit ${run.status}`;
  return { seconds, ok: run.status === 0, summary };
}

export function uiModelsBench(): void {
  console.log(`\nUI models (${MODEL_DIR}, Playwright, one simulator): wall-clock time by workers`);
  if (process.env.BENCH_UI === '0') {
    console.log('  skipped (BENCH_UI=0)');
    return;
  }
  const one = timedRun(1);
  console.log(
    `  1 worker   ${one.seconds.toFixed(1).padStart(7)} s  ${one.ok ? '' : 'FAILED '}${one.summary}`,
  );
  const two = timedRun(2);
  console.log(
    `  2 workers  ${two.seconds.toFixed(1).padStart(7)} s  ${two.ok ? '' : 'FAILED '}${two.summary}`,
  );
  if (one.ok && two.ok) console.log(`  speed-up   ×${(one.seconds / two.seconds).toFixed(2)}`);
}
