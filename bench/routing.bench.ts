import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../simulator/server/paths';
import { distanceMatrix, euc2d, euclidean } from '../src/domain/routing/distance';
import { solveTour } from '../src/domain/routing/solve';
import { parseTsplib } from '../src/domain/routing/tsplib';

// Route sequencing (issue 14, src/domain/routing): berlin52 within 2 % of its optimum in < 200 ms,
// 1,000 random stops in < 2 s. Median of 3 runs each; printed, never asserted.
// a copy of TSPLIB's berlin52 (also in the team's shared data)
const BERLIN = join(REPO_ROOT, 'bench', 'data', 'berlin52.tsp');

function median<T>(runs: T[], ms: (r: T) => number): T {
  return [...runs].sort((a, b) => ms(a) - ms(b))[runs.length >> 1];
}

function timed<T>(f: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = f();
  return { value, ms: performance.now() - started };
}

export function routingBench(): void {
  console.log('\nrouting (src/domain/routing: nearest neighbour + 2-opt + Or-opt, iterated)');
  try {
    const berlin = parseTsplib(readFileSync(BERLIN, 'utf8'));
    const m = distanceMatrix(berlin.points, euc2d);
    const r = median(
      [0, 1, 2].map(() => timed(() => solveTour(m))),
      (x) => x.ms,
    );
    const gap = berlin.optimum ? (r.value.length / berlin.optimum - 1) * 100 : Number.NaN;
    const ok = gap <= 2 && r.ms < 200;
    console.log(
      `  berlin52     length ${r.value.length} (optimum ${berlin.optimum}, gap ${gap.toFixed(2)} %) in ${r.ms.toFixed(0)} ms — goal ≤ 2 % in < 200 ms: ${ok ? 'OK' : 'OVER'}`,
    );
  } catch (error) {
    console.log(`  berlin52     not run: ${(error as Error).message}`);
  }
  let seed = 20_261_124;
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const points = Array.from({ length: 1000 }, () => ({ x: random() * 10_000, y: random() * 10_000 }));
  const r = median(
    [0, 1, 2].map(() => timed(() => solveTour(distanceMatrix(points, euclidean)))),
    (x) => x.ms,
  );
  console.log(
    `  1,000 stops  length ${r.value.length.toFixed(0)} in ${r.ms.toFixed(0)} ms (${r.value.kicks} kicks) — goal < 2000 ms: ${r.ms < 2000 ? 'OK' : 'OVER'}`,
  );
}
