import { vitestBench } from './vitest-bench';

/**
 * The storage detail tab rendering 200 expanded item rows (600 lines) in jsdom (issue 4: "report
 * the time"). The measurement is a Vitest bench (bench/storage-detail.bench.tsx: JSX, jsdom, the
 * console's modules), so it runs in its own `vitest bench` process; its JSON output gives the
 * mean, printed here (bench/vitest-bench.ts). React runs its production build (NODE_ENV=production), the one the console
 * ships: the development build's checks and warnings cost ~2.6× the render in the same run
 * (bench/README.md "Big tables"), and no user pays them.
 */
const BENCH_FILE = 'bench/storage-detail.bench.tsx';

/** issue 17 "Big tables": the goal (ms, mean) of each bench, by the start of its name. */
const GOALS: Array<[prefix: string, ms: number]> = [
  ['200 expanded', 100],
  ['a line edit', 16],
];

export function storageDetailBench(): void {
  vitestBench(
    BENCH_FILE,
    'storage detail: render of the item table with every row expanded, and a line edit (React production build)',
    GOALS,
    { NODE_ENV: 'production' },
  );
}

// `npx tsx bench/storage-detail.ts` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  storageDetailBench();
}
