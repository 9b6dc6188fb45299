import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../simulator/server/paths';

/**
 * The storage detail tab rendering 200 expanded item rows (600 lines) in jsdom (issue 4: "report
 * the time"). The measurement is a Vitest bench (bench/storage-detail.bench.tsx: JSX, jsdom, the
 * console's modules), so it runs in its own `vitest bench` process; its JSON output gives the
 * mean, printed here. React runs its production build (NODE_ENV=production), the one the console
 * ships: the development build's checks and warnings cost ~2.6× the render in the same run
 * (bench/README.md "Big tables"), and no user pays them.
 */
const BENCH_FILE = 'bench/storage-detail.bench.tsx';

/** issue 17 "Big tables": the goal (ms, mean) of each bench, by the start of its name. */
const GOALS: Array<[prefix: string, ms: number]> = [
  ['200 expanded', 100],
  ['a line edit', 16],
];

interface BenchResult {
  name: string;
  mean: number;
  min: number;
  max: number;
  sampleCount: number;
}

export function storageDetailBench(): void {
  console.log(
    `\nstorage detail: render of the item table with every row expanded, and a line edit (jsdom, React production build, ${BENCH_FILE})`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'storage-detail-bench-'));
  const out = join(dir, 'bench.json');
  try {
    const run = spawnSync(
      process.platform === 'win32' ? 'npx.cmd' : 'npx',
      ['vitest', 'bench', BENCH_FILE, '--run', '--outputJson', out],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        shell: process.platform === 'win32',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (run.status !== 0) {
      console.log(`  unavailable: vitest bench exited with ${run.status}`);
      console.log((run.stderr || run.stdout).trim().split('\n').slice(-15).join('\n'));
      process.exitCode = 1;
      return;
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      files: Array<{ groups: Array<{ benchmarks: BenchResult[] }> }>;
    };
    for (const b of report.files.flatMap((f) => f.groups.flatMap((g) => g.benchmarks))) {
      const goal = GOALS.find(([prefix]) => b.name.startsWith(prefix))?.[1];
      const verdict = goal === undefined ? '' : ` — goal < ${goal} ms: ${b.mean < goal ? 'OK' : 'UNDER'}`;
      console.log(
        `  ${b.name.padEnd(38)} ${b.mean.toFixed(1).padStart(7)} ms mean  (min ${b.min.toFixed(1)}, max ${b.max.toFixed(0)}, ${b.sampleCount} renders)${verdict}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/storage-detail.ts` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  storageDetailBench();
}
