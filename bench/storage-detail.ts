import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../simulator/server/paths';

/**
 * The storage detail tab rendering 200 expanded item rows (600 lines) in jsdom (issue 4: "report
 * the time"). The measurement is a Vitest bench (bench/storage-detail.bench.tsx: JSX, jsdom, the
 * console's modules), so it runs in its own `vitest bench` process; its JSON output gives the
 * mean, printed here.
 */
const BENCH_FILE = 'bench/storage-detail.bench.tsx';

interface BenchResult {
  name: string;
  mean: number;
  min: number;
  max: number;
  sampleCount: number;
}

export function storageDetailBench(): void {
  console.log(`\nstorage detail: render of the item table with every row expanded (jsdom, ${BENCH_FILE})`);
  const dir = mkdtempSync(join(tmpdir(), 'storage-detail-bench-'));
  const out = join(dir, 'bench.json');
  try {
    const run = spawnSync(
      process.platform === 'win32' ? 'npx.cmd' : 'npx',
      ['vitest', 'bench', BENCH_FILE, '--run', '--outputJson', out],
      { cwd: REPO_ROOT, encoding: 'utf8', shell: process.platform === 'win32' },
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
    for (const b of report.files.flatMap((f) => f.groups.flatMap((g) => g.benchmarks)))
      console.log(
        `  ${b.name.padEnd(38)} ${b.mean.toFixed(0).padStart(6)} ms mean  (min ${b.min.toFixed(0)}, max ${b.max.toFixed(0)}, ${b.sampleCount} renders)`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/storage-detail.ts` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  storageDetailBench();
}
