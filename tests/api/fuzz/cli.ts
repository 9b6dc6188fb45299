import { parseArgs } from 'node:util';
import { buildApp } from '../../../simulator/app';
import { reproduction, runFuzz } from './run';

/**
 * `npm run fuzz -- --runs 10000 --seed 7 [--only "POST /api/orders"]`: the fuzz of fuzz.test.ts
 * with more requests (per operation: runs ÷ operations, as in a whole run), on an in-memory
 * simulator. Prints one line per operation that failed, with the shrunk request to send
 * again, and exits 1 when any did.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed))
  throw new Error('usage: npm run fuzz -- [--runs N] [--seed N] [--only "METHOD /path"]');

const app = buildApp({ dbPath: ':memory:' });
console.log(`fuzz: ${runs} requests, seed ${seed}`);
const report = await runFuzz(app, {
  runs,
  seed,
  only: values.only,
  onOperation: (result) => {
    if (result.failure) console.log(reproduction(result));
  },
});
await app.close();
console.log(
  `fuzz: ${report.requests} requests over ${report.operations} operations, ${report.failures.length} failing` +
    (report.failures.length ? ` (again: npm run fuzz -- --runs ${runs} --seed ${seed})` : ''),
);
process.exitCode = report.failures.length ? 1 : 0;
