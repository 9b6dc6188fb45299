import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../simulator/server/paths';

/**
 * Runs one Vitest bench file (JSX, jsdom, the console's modules) in its own `vitest bench`
 * process and prints the mean of each bench from its JSON output, with its goal: `goals` maps the
 * start of a bench's name to its ceiling in ms (mean). Shared by the jsdom benches of `npm run
 * bench` (storage detail, inventory count).
 */
export type BenchGoals = ReadonlyArray<readonly [prefix: string, ms: number]>;

interface BenchResult {
  name: string;
  mean: number;
  min: number;
  max: number;
  sampleCount: number;
}

/** `env`: extra environment of the bench process (NODE_ENV=production: React's shipped build). */
export function vitestBench(
  file: string,
  title: string,
  goals: BenchGoals,
  env: NodeJS.ProcessEnv = {},
): void {
  console.log(`\n${title} (jsdom, ${file})`);
  const dir = mkdtempSync(join(tmpdir(), 'vitest-bench-'));
  const out = join(dir, 'bench.json');
  try {
    const run = spawnSync(
      process.platform === 'win32' ? 'npx.cmd' : 'npx',
      ['vitest', 'bench', file, '--run', '--outputJson', out],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        shell: process.platform === 'win32',
        env: { ...process.env, ...env },
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
      const goal = goals.find(([prefix]) => b.name.startsWith(prefix))?.[1];
      const verdict = goal === undefined ? '' : ` — goal < ${goal} ms: ${b.mean < goal ? 'OK' : 'UNDER'}`;
      console.log(
        `  ${b.name.padEnd(38)} ${b.mean.toFixed(1).padStart(7)} ms mean  (min ${b.min.toFixed(1)}, max ${b.max.toFixed(0)}, ${b.sampleCount} renders)${verdict}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The inventory count screen: one line edit on a 3,500-line count (issue 13: goal < 50 ms). */
export const inventoryCountBench = () =>
  vitestBench('bench/inventory-count.bench.tsx', 'inventory count: a line edit on the count screen', [
    ['a line edit', 50],
  ]);
