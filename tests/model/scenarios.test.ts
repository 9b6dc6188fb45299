import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { CoverageTally } from '../../simulator/scenarios/coverage';
import { InlineExecutor } from '../../simulator/scenarios/executor';
import { DEFAULT_WALKS, generatePaths } from '../../simulator/scenarios/generate';
import { scenarioMachines } from '../../simulator/scenarios/registry';
import { failureOf } from '../../simulator/scenarios/report';
import { shrink } from '../../simulator/scenarios/runner';
import { failureLines } from '../../simulator/scenarios/summary';

// DESIGN §7 at API level: the paths `npm run scenarios` generates from every registered lifecycle
// machine (transition paths, tours, seeded walks), each in its own simulator session restored from
// a snapshot; after every step the record must read as the machine's state says, and a refused
// event must change nothing. A failing path is shrunk and printed with its replay command.
// Every machine must reach 100% transition coverage.
const executor = new InlineExecutor(() => buildApp({ dbPath: ':memory:' }), `vitest${process.pid}`);
afterAll(() => executor.close());
const paths = generatePaths(scenarioMachines, DEFAULT_WALKS);
const tally = new CoverageTally(scenarioMachines);

describe.each(scenarioMachines)('$name machine against the simulator', (entry) => {
  for (const path of paths.filter((p) => p.machine === entry.name)) {
    it(`${path.kind} ${path.id}`, async () => {
      const result = await executor.run(path);
      tally.add(entry.name, result.covered);
      if (!result.ok) {
        const shrunk = await shrink(result, executor);
        throw new Error(failureLines(failureOf(result, shrunk)).join('\n'));
      }
    });
  }

  it('took every transition of the machine', () => {
    const coverage = tally.result().find((m) => m.machine === entry.name)!;
    expect(coverage.transitions.all.length).toBeGreaterThan(0);
    expect(coverage.transitions.all.filter((t) => !coverage.transitions.covered.includes(t))).toEqual([]);
    expect(coverage.states.covered).toEqual(coverage.states.all);
  });
});
