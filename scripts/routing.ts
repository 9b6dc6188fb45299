import { readFileSync } from 'node:fs';
import { distanceMatrix, euc2d } from '../src/domain/routing/distance';
import { solveTour } from '../src/domain/routing/solve';
import { parseTsplib } from '../src/domain/routing/tsplib';

// npm run routing -- <file.tsp>: the route sequencer (src/domain/routing) on a TSPLIB EUC_2D
// instance; prints the tour length (TSPLIB rounded distances), the gap to OPTIMUM when the file
// gives one, and the time taken.
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run routing -- <file.tsp>');
  process.exit(2);
}
const instance = parseTsplib(readFileSync(file, 'utf8'));
const started = performance.now();
const solution = solveTour(distanceMatrix(instance.points, euc2d));
const ms = performance.now() - started;
const gap =
  instance.optimum === null
    ? ''
    : `  optimum ${instance.optimum}  gap ${((solution.length / instance.optimum - 1) * 100).toFixed(2)} %`;
console.log(
  `${instance.name || file}: ${instance.points.length} nodes  length ${solution.length}${gap}  time ${ms.toFixed(1)} ms  (${solution.kicks} kicks)`,
);
