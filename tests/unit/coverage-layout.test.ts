import { describe, expect, it } from 'vitest';
import { layoutCoverage, parseTransition } from '../../src/control/coverage-layout';

// issue 19: the control page draws a machine's graph coloured by coverage from the run's report.
const coverage = {
  states: { all: ['idle', 'busy', 'done', 'lost'], covered: ['idle', 'busy'] },
  transitions: {
    all: [
      'idle --START [canStart]--> busy',
      'busy --FINISH--> done',
      'busy --TICK--> (stays)',
      'busy --FINISH--> done #2',
    ],
    covered: ['idle --START [canStart]--> busy', 'busy --TICK--> (stays)'],
  },
  refused: { all: ['idle x FINISH', 'busy x START', 'done x START'], covered: ['idle x FINISH'] },
};

describe('coverage layout', () => {
  it('reads transition labels: guard, staying, numbered duplicates', () => {
    expect(parseTransition('idle --START [canStart]--> busy')).toEqual({
      from: 'idle',
      event: 'START',
      to: ['busy'],
    });
    expect(parseTransition('busy --TICK--> (stays)')).toEqual({ from: 'busy', event: 'TICK', to: ['busy'] });
    expect(parseTransition('a --E--> b,c #2')).toEqual({ from: 'a', event: 'E', to: ['b', 'c'] });
    expect(parseTransition('nonsense')).toBeNull();
  });

  it('layers states by shortest distance from the start and marks coverage, refusals and failures', () => {
    const layout = layoutCoverage(coverage, [{ event: 'FINISH{"x":1}', state: 'done' }]);
    const node = (id: string) => layout.nodes.find((n) => n.id === id);
    // one column per distance: idle 0, busy 1, done 2
    expect(node('busy')?.x).toBeGreaterThan(node('idle')?.x ?? 0);
    expect(node('done')?.x).toBeGreaterThan(node('busy')?.x ?? 0);
    // unreachable from the start: a start of its own (nothing leads to it), column 0
    expect(node('lost')?.x).toBe(node('idle')?.x);
    expect(node('idle')).toMatchObject({ mark: 'covered', refused: { covered: 1, all: 1 } });
    expect(node('busy')?.refused).toEqual({ covered: 0, all: 1 });
    expect(node('done')?.mark).toBe('failed');
    expect(node('lost')?.mark).toBe('missed');
    const marks = Object.fromEntries(layout.edges.map((e) => [e.label, e.mark]));
    expect(marks).toEqual({
      'idle --START [canStart]--> busy': 'covered',
      'busy --FINISH--> done': 'failed',
      'busy --TICK--> (stays)': 'covered',
      'busy --FINISH--> done #2': 'failed',
    });
    expect(layout.width).toBeGreaterThan(3 * 168);
  });
});
