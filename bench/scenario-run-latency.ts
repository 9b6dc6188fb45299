import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../simulator/seed/demo/users';
import { REPO_ROOT } from '../simulator/server/paths';

// Issue 28: a scenario run started from the control page must not hold up the simulator's API.
// The simulator runs as `npm run serve` does (a process of its own); this process is its client:
// sequential GET /api/users/me while idle, then while a full page run (POST /__sim/scenarios/runs,
// every machine) is going. Goal: p95 during the run ≤ 2× p95 idle.

const RATIO_GOAL = 2;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startSimulator(): Promise<{ child: ChildProcess; base: string; dir: string }> {
  const [port, mqtt] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'bench-run-latency-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'simulator', 'server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      MQTT_PORT: String(mqtt),
      HOST: '127.0.0.1',
      DB_PATH: join(dir, 'sim.db'),
      SERVE_CONSOLE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Simulator ready at')) resolve();
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', () => reject(new Error(`the simulator ended before it was ready:\n${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, dir };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

interface Sample {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

/** Sequential calls for `ms`, each timed from send to the last byte. */
async function sample(call: () => Promise<Response>, ms: number): Promise<Sample> {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    const res = await call();
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
  };
}

export async function scenarioRunLatencyBench(seconds = Number(process.env.BENCH_RUN_SECONDS ?? 60)) {
  const machines = process.env.BENCH_RUN_MACHINES?.split(',').filter(Boolean);
  console.log(
    `\nscenario run from the control page vs the same instance's API (GET /api/users/me, sequential, ${seconds} s during the run)`,
  );
  const { child, base, dir } = await startSimulator();
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const token = (await login.json()).access_token as string;
    const me = () => fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    await sample(me, 10_000); // warm-up: the first thousands of calls are slower (JIT)
    const idle = await sample(me, Math.max(5000, (seconds * 1000) / 4));
    const started = await fetch(`${base}/__sim/scenarios/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // BENCH_RUN_MACHINES=a,b: only those machines (default: every one, as the page's "run all")
      body: JSON.stringify(machines ? { machines } : {}),
    });
    const { id } = await started.json();
    const during = await sample(me, seconds * 1000);
    const run = await (await fetch(`${base}/__sim/scenarios/runs/${id}`)).json();
    const line = (name: string, s: Sample) =>
      `  ${name.padEnd(12)} p50 ${s.p50.toFixed(1).padStart(6)} ms  p95 ${s.p95.toFixed(1).padStart(6)} ms  max ${s.max.toFixed(0).padStart(5)} ms  (${s.count} calls)`;
    console.log(line('idle', idle));
    console.log(line('during run', during));
    const ratio = during.p95 / idle.p95;
    console.log(
      `  p95 ratio    ${ratio.toFixed(2)} (during / idle) — goal ≤ ${RATIO_GOAL}: ${ratio <= RATIO_GOAL ? 'OK' : 'OVER'}; ` +
        `the run had walked ${run.progress.done} of ${run.progress.total} paths (${run.status})`,
    );
    if (run.status === 'failed')
      console.log(`  the run failed, so the figure is idle against idle: ${run.error}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void scenarioRunLatencyBench();
