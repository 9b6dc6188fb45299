import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../simulator/app';
import { DEFAULT_WALKS, generatePaths } from '../simulator/scenarios/generate';
import { scenarioMachines } from '../simulator/scenarios/registry';
import { runScenarios } from '../simulator/scenarios/runner';
import { DIST_DIR, REPO_ROOT } from '../simulator/server/paths';
import { conferenceFinalizeBench } from './conference-finalize.bench';
import { printConsoleWeight } from './console-weight';
import { dashboardBench } from './dashboard.bench';
import { devicesBench } from './devices';
import { fleetBench } from './devices-fleet';
import { handlingFinalizeBench } from './handling-finalize.bench';
import { inventoryCloseBench } from './inventory-close.bench';
import { listFormsBench } from './list-forms';
import { type LoadOptions, load } from './load';
import { operationsFinalizeBench } from './operations-finalize.bench';
import { routingBench } from './routing.bench';
import { scenarioRunLatencyBench } from './scenario-run-latency';
import { storageDetailBench } from './storage-detail';
import type { Targets } from './targets';
import { uiModelsBench } from './ui-models.bench';
import { inventoryCountBench } from './vitest-bench';

// npm run bench (DESIGN §7): ratios measured in one run, printed, never asserted in npm test.
const CONFIGURE_RATIO_GOAL = 0.7;
const CONFIGURE_P99_GOAL_MS = 5;
const options: LoadOptions = {
  requests: Number(process.env.BENCH_REQUESTS ?? 20_000),
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
};

/** Starts the servers in a worker thread, measures each in turn, stops them. */
async function throughput() {
  // The worker runs TypeScript too; on Node 20 a worker's entry is loaded before `--import`
  // hooks apply, so the entry is a one-line loader that imports targets.ts through tsx's API.
  const targetsUrl = new URL('./targets.ts', import.meta.url).href;
  const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(targetsUrl)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(loader, { eval: true });
  const targets = await new Promise<Targets>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const headers = { authorization: `Bearer ${targets.token}` };
  const warmup = { requests: 500, seconds: 2, concurrency: options.concurrency };
  await load(targets.simulatorUrl, headers, warmup);
  await load(targets.bareUrl, {}, warmup);
  const simulator = await load(targets.simulatorUrl, headers, options);
  const baseline = await load(targets.bareUrl, {}, options);
  worker.postMessage('stop');
  await new Promise((resolve) => worker.once('exit', resolve));
  return { simulator, baseline };
}

/** Scenario generation and the API-level scenario suite (simulator/scenarios): goals < 2 s and < 60 s. */
async function scenarioBench() {
  const generation = Array.from({ length: 5 }, () => {
    const started = performance.now();
    const paths = generatePaths(scenarioMachines, DEFAULT_WALKS);
    return { ms: performance.now() - started, paths: paths.length };
  }).sort((a, b) => a.ms - b.ms);
  const { ms, paths } = generation[2];
  console.log(
    `\nscenarios: ${scenarioMachines.map((m) => m.name).join(', ')} (${DEFAULT_WALKS.walks} walks of ${DEFAULT_WALKS.length} each)`,
  );
  console.log(
    `  generate all paths  ${ms.toFixed(0).padStart(6)} ms  (${paths} paths, median of 5) — goal < 2000 ms: ${ms < 2000 ? 'OK' : 'OVER'}`,
  );
  for (const workers of [1, 2]) {
    const report = await runScenarios({
      workers,
      shrink: false,
      makeApp: () => buildApp({ dbPath: ':memory:' }),
    });
    const s = report.runMs / 1000;
    console.log(
      `  run API-level suite ${s.toFixed(2).padStart(6)} s   (${workers} worker${workers > 1 ? 's' : ''}, ${report.results.length} paths, ${report.failures.length} failed) — goal < 60 s: ${s < 60 ? 'OK' : 'OVER'}`,
    );
  }
}

function ensureBuild(): boolean {
  if (existsSync(join(DIST_DIR, 'index.html'))) return true;
  console.log('dist/ missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  return build.status === 0 && existsSync(join(DIST_DIR, 'index.html'));
}

async function main() {
  const fmt = (n: number) => n.toFixed(0).padStart(8);
  console.log(
    `\nthroughput: GET /api/configure vs a bare Fastify route (${options.concurrency} connections, ≤ ${options.requests} requests or ${options.seconds} s each, loopback)`,
  );
  const { simulator, baseline } = await throughput();
  console.log(
    `  simulator ${fmt(simulator.perSecond)} req/s  (${simulator.completed} in ${simulator.seconds.toFixed(2)} s, ${simulator.failed} failed)`,
  );
  console.log(
    `  bare      ${fmt(baseline.perSecond)} req/s  (${baseline.completed} in ${baseline.seconds.toFixed(2)} s, ${baseline.failed} failed)`,
  );
  // issue 17, per-request cost: ≥ 0.7× bare, p99 ≤ 5 ms (bench/README.md)
  const ratio = simulator.perSecond / baseline.perSecond;
  const p99 = `p99 ${simulator.p99Ms.toFixed(1)} ms (bare ${baseline.p99Ms.toFixed(1)} ms)`;
  console.log(
    `  ratio     ${ratio.toFixed(2)} (simulator / bare) — goal ≥ ${CONFIGURE_RATIO_GOAL}: ${ratio >= CONFIGURE_RATIO_GOAL ? 'OK' : 'UNDER'}`,
  );
  console.log(
    `  latency   ${p99} — goal p99 ≤ ${CONFIGURE_P99_GOAL_MS} ms: ${simulator.p99Ms <= CONFIGURE_P99_GOAL_MS ? 'OK' : 'OVER'}`,
  );

  // issues 3, 12, 17, 33: every list form over the large seed under autocannon, random pages, each
  // against a bare route serving the same bytes, and the peers (bench/list-forms.ts). The ceiling
  // and bound of issue 17 stay runnable alone: `tsx bench/orders-list.ts`, `tsx bench/products-list.bench.ts`.
  await listFormsBench({
    seconds: Number(process.env.BENCH_LIST_SECONDS ?? 3),
    connections: options.concurrency,
  });

  // issue 4: server-side finalize of the 5,000-line picking and storage (bench/operations-finalize.bench.ts)
  await operationsFinalizeBench();
  await inventoryCloseBench();

  // issue 11: server-side finalize of a 1,000-item handling (bench/handling-finalize.bench.ts)
  await handlingFinalizeBench();
  await conferenceFinalizeBench();

  // issue 4: the storage detail tab rendering 200 expanded rows (bench/storage-detail.bench.tsx)
  storageDetailBench();
  inventoryCountBench(); // issue 13: one line edit on a 3,500-line count (bench/inventory-count.bench.tsx)

  // issue 14: route sequencing, berlin52 gap and 1,000 stops (bench/routing.bench.ts)
  routingBench();

  await scenarioBench();
  // issue 28: the same instance's API while a control page run is going (bench/scenario-run-latency.ts)
  await scenarioRunLatencyBench();

  await devicesBench();
  await fleetBench();
  await dashboardBench(); // issue 15: GET /dashboard over the large seed

  if (!ensureBuild()) {
    console.log('\nconsole weight: unavailable, the console build failed');
    process.exitCode = 1;
    return;
  }
  printConsoleWeight(DIST_DIR);
  uiModelsBench(); // issue 19: the UI models' time at 1 and 2 workers (bench/ui-models.bench.ts)
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
