import { describe, expect, it } from 'vitest';
import { simulator } from '../sim-client';
import { reproduction, runFuzz } from './run';

// Issue 18 "Fuzz every route from the OpenAPI document": every operation of /docs gets valid
// requests generated from its schemas and requests broken on purpose (requests.ts); no answer is
// a 5xx or a hang, every 4xx has a message in the caller's language that names the broken field
// and no internal word, a refused request writes nothing (checks.ts). A fixed seed keeps the
// suite repeatable; `npm run fuzz -- --runs 10000 --seed N` runs more with any seed.
const app = simulator();

const RUNS = 2000;
const SEED = 18;
/** A budget for a busy shared machine, not a speed goal (those live in bench/). */
const BUDGET_MS = 300_000;

describe('fuzz of every operation of the OpenAPI document', () => {
  it(
    `${RUNS} seeded requests: no 5xx, no hang, helpful refusals that change nothing`,
    async () => {
      const report = await runFuzz(app, { runs: RUNS, seed: SEED });
      expect(report.operations).toBeGreaterThan(100);
      expect(report.requests).toBeGreaterThanOrEqual(RUNS);
      expect(report.failures.map(reproduction)).toEqual([]);
    },
    BUDGET_MS,
  );
});
