import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  initialTransition,
  transition,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { graphOf } from '../../../simulator/scenarios/graph';
import { scenarioMachines } from '../../../simulator/scenarios/registry';
import { lifecycle, run, runFromStart } from '../../../src/machines/ask';

// src/machines/ask.ts steps a machine with one hand-built inert actor scope per machine instead of
// xstate's `transition()` (which builds a fresh actor per call — the finalize bench's cost). That
// scope copies xstate internals, so an xstate upgrade could make it drift silently: for every
// machine the scenario runner drives, along every shortest path (xstate/graph, guards respected),
// ask's stepping must land where `transition()` lands, step by step.

/** xstate/graph refuses machines that invoke or wait (`after`): such a machine is skipped. */
const walkable = (machine: AnyStateMachine) =>
  getStateNodes(machine.root).every((node) => node.invoke.length === 0 && node.after.length === 0);

describe.each(scenarioMachines)('ask.ts steps the $name machine as xstate transition() does', (entry) => {
  it.skipIf(!walkable(entry.machine))(
    'along every shortest path: same state and context after each event',
    () => {
      const machine: AnyStateMachine = entry.machine;
      const paths = getShortestPaths(machine, {
        events: [...entry.events] as AnyEventObject[],
        // by state value (the entry's own serialization when it has one): without it the traversal
        // tells snapshots apart by their whole context and never ends
        serializeState: (s: AnyMachineSnapshot) => graphOf(entry).serialize(s),
        filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) => s.can(e),
        limit: 10_000,
      });
      expect(paths.length).toBeGreaterThan(0);
      let steps = 0;
      for (const path of paths) {
        const events = path.steps
          .map((s) => s.event as AnyEventObject)
          .filter((e) => e.type !== 'xstate.init');
        let expected = initialTransition(machine)[0] as AnyMachineSnapshot;
        for (const [i, event] of events.entries()) {
          const before = expected;
          [expected] = transition(machine, before as never, event) as unknown as [AnyMachineSnapshot];
          // from the start (runFromStart), as a login or a survey answer is asked
          const fromStart = runFromStart(machine, events.slice(0, i + 1)) as AnyMachineSnapshot;
          expect(fromStart.value, `${entry.name}: after ${JSON.stringify(events.slice(0, i + 1))}`).toEqual(
            expected.value,
          );
          expect(fromStart.context).toEqual(expected.context);
          // from a stored record resting where the path is (run), as the console and simulator ask
          // (a stored status names a flat state: records rest only in those)
          if (typeof before.value === 'string' && typeof expected.value === 'string') {
            const resting = lifecycle(
              machine,
              () => before.value as string,
              () => before.context,
            );
            const result = run(resting, null, [event as never]);
            expect(result.ok, `${entry.name}: ${before.value} refused ${JSON.stringify(event)}`).toBe(true);
            expect(result.state).toBe(expected.value);
            expect(result.context).toEqual(expected.context);
          }
          steps++;
        }
        // the path's end as xstate/graph reached it
        expect(graphOf(entry).serialize(expected)).toBe(
          graphOf(entry).serialize(path.state as AnyMachineSnapshot),
        );
      }
      expect(steps).toBeGreaterThan(0);
    },
  );
});
