import { describe, expect, it } from 'vitest';
import { allRefusals, CoverageTally, PathCoverage } from '../../../simulator/scenarios/coverage';
import type { PathExecutor } from '../../../simulator/scenarios/executor';
import {
  generatePaths,
  parsePathId,
  pathId,
  randomWalks,
  refusalPaths,
  type ScenarioPath,
  tourPaths,
  transitionPaths,
  uiWalks,
} from '../../../simulator/scenarios/generate';
import { describeEvent, graphOf, stateOf } from '../../../simulator/scenarios/graph';
import { scenarioMachines } from '../../../simulator/scenarios/registry';
import type { PathResult } from '../../../simulator/scenarios/run-path';
import { shrink } from '../../../simulator/scenarios/runner';
import type { AnyScenarioMachine } from '../../../simulator/scenarios/types';

/** What a list of paths covers, by running them through the machine alone. */
function coverageOf(entry: AnyScenarioMachine, paths: ScenarioPath[]) {
  const g = graphOf(entry);
  const tally = new CoverageTally([entry]);
  for (const path of paths) {
    const c = new PathCoverage();
    let s = g.initial();
    c.visit(s);
    for (const k of path.events) {
      const { next, taken } = g.step(s, entry.events[k]);
      if (taken.length) c.take(taken);
      else c.refuse(s, entry.events[k]);
      s = next;
      c.visit(s);
    }
    tally.add(entry.name, c.toJSON());
  }
  return tally.result()[0];
}

describe.each(scenarioMachines)('paths generated from the $name machine', (entry) => {
  it('transition paths take every transition, guards respected (no refused event)', () => {
    const paths = transitionPaths(entry);
    const coverage = coverageOf(entry, paths);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.all);
    expect(coverage.refused.covered).toEqual([]);
    // none is a prefix of another
    for (const p of paths) expect(paths.filter((o) => o.id.startsWith(`${p.id}.`))).toEqual([]);
  });

  it('tours take every transition in a few paths', () => {
    const tours = tourPaths(entry);
    expect(tours.length).toBeLessThanOrEqual(transitionPaths(entry).length);
    const coverage = coverageOf(entry, tours);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.all);
  });

  it('refusal paths fire every refused (state, event) pair once', () => {
    const coverage = coverageOf(entry, refusalPaths(entry));
    expect(coverage.refused.all).toEqual(allRefusals(entry));
    expect(coverage.refused.covered.sort()).toEqual([...allRefusals(entry)].sort());
  });

  it('random walks: the same seed gives the same walks, refused events included', () => {
    const options = { walks: 10, length: 12, seed: 42 };
    const walks = randomWalks(entry, options);
    expect(walks).toEqual(randomWalks(entry, options));
    expect(walks.map((w) => w.id)).not.toEqual(randomWalks(entry, { ...options, seed: 43 }).map((w) => w.id));
    expect(walks.every((w) => w.events.length >= 1 && w.events.length <= 12)).toBe(true);
    expect(coverageOf(entry, walks).refused.covered.length).toBeGreaterThan(0);
  });

  it.each(scenarioMachines.map((m) => [m.name, m] as const))(
    'UI walks of %s: seeded, allowed events only (a screen offers nothing else)',
    (_, machine) => {
      const options = { walks: 5, length: 8, seed: 7 };
      const walks = uiWalks(machine, options);
      expect(walks).toEqual(uiWalks(machine, options));
      expect(walks).toHaveLength(5);
      expect(coverageOf(machine, walks).refused.covered).toEqual([]);
      expect(walks.every((w) => w.kind === 'walk' && w.events.length <= 8)).toBe(true);
    },
  );
});

describe('path ids', () => {
  it('round-trip machine and event indices', () => {
    expect(parsePathId(pathId('survey', [0, 4, 7]))).toEqual({ machine: 'survey', events: [0, 4, 7] });
    expect(parsePathId('session:')).toEqual({ machine: 'session', events: [] });
  });

  it.each(['survey', 'survey:0..1', 'survey:a', ':1'])('refuse %s', (id) => {
    expect(() => parsePathId(id)).toThrow(/not a path id/);
  });

  it('are unique across a whole generation', () => {
    const paths = generatePaths(scenarioMachines, { walks: 20, length: 12, seed: 1 });
    expect(new Set(paths.map((p) => p.id)).size).toBe(paths.length);
  });
});

describe('shrink', () => {
  // A fake simulator that breaks one guard: it answers SEND on an answered survey (the machine
  // refuses it). Paths run through the machine alone; the broken step fails.
  const survey = scenarioMachines.find((m) => m.name === 'survey')!;
  const g = graphOf(survey);
  let runs = 0;
  const broken: PathExecutor = {
    async run(path) {
      runs += 1;
      let s = g.initial();
      const steps: PathResult['steps'] = [];
      for (const [index, k] of path.events.entries()) {
        const event = survey.events[k];
        const failing = stateOf(s) === 'answered' && event.type === 'SEND';
        const { next, taken } = g.step(s, event);
        s = next;
        steps.push({
          index,
          event: describeEvent(event),
          refused: !taken.length,
          state: stateOf(s),
          expected: null,
          actual: null,
          ms: 0,
        });
        if (failing) {
          return {
            path,
            ok: false,
            steps,
            failedAt: index,
            error: 'expected 409, got 200',
            ms: 0,
            covered: { states: [], transitions: [], refused: [] },
            session: 'fake',
          };
        }
      }
      return {
        path,
        ok: true,
        steps,
        failedAt: null,
        error: null,
        ms: 0,
        covered: { states: [], transitions: [], refused: [] },
        session: 'fake',
      };
    },
    close: async () => {},
  };

  it('cuts after the failing step and finds the shortest way to it', async () => {
    // LOADED, SEND 0 (refused), SEND 5, SEND 11 (refused), SENT, RETRY (refused), SEND 5 (fails), SENT
    const events = [0, 5, 4, 6, 7, 3, 4, 7];
    const failing = await broken.run({
      id: pathId('survey', events),
      machine: 'survey',
      kind: 'walk',
      events,
    });
    expect(failing.failedAt).toBe(6);
    const shrunk = await shrink(failing, broken);
    expect(shrunk?.path.id).toBe('survey:0.4.7.4');
    expect(shrunk?.ok).toBe(false);
    expect(runs).toBeLessThan(40);
  });
});
