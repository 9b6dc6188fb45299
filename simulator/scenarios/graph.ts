import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  initialTransition,
  transition,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { AnyScenarioMachine } from './types';

/**
 * What the generator, the runner and the coverage report share about one machine: its states,
 * its transitions with readable labels, how a snapshot is named, which transitions an event takes.
 */

export const describeEvent = (e: AnyEventObject): string => {
  const { type, ...data } = e;
  return Object.keys(data).length ? `${type}${JSON.stringify(data)}` : type;
};

/** The state a snapshot is in, by its leaf state nodes (`signedOut`, `picking.scanning`). */
export function stateOf(snapshot: AnyMachineSnapshot): string {
  return snapshot._nodes
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'))
    .join(',');
}

function labelOf(t: AnyTransitionDefinition): string {
  const guard = t.guard
    ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  const targets = t.target?.map((n) => n.path.join('.')).join(',') ?? '(stays)';
  return `${t.source.path.join('.')} --${t.eventType}${guard}--> ${targets}`;
}

export interface MachineGraph {
  entry: AnyScenarioMachine;
  machine: AnyStateMachine;
  /** every state (leaf state node) of the machine */
  states: string[];
  /** every transition, by label (`requesting --LOGIN_FAILED [isWrongCredentials]--> rejected`) */
  transitions: string[];
  labelOf(t: AnyTransitionDefinition): string;
  /** how graph traversal tells snapshots apart */
  serialize(snapshot: AnyMachineSnapshot): string;
  initial(): AnyMachineSnapshot;
  /** the machine's answer to `event`: the next snapshot and the transitions taken (none: refused) */
  step(snapshot: AnyMachineSnapshot, event: AnyEventObject): { next: AnyMachineSnapshot; taken: string[] };
  /** sample event index by its JSON */
  indexOf(event: AnyEventObject): number;
}

const graphs = new WeakMap<AnyScenarioMachine, MachineGraph>();

export function graphOf(entry: AnyScenarioMachine): MachineGraph {
  const cached = graphs.get(entry);
  if (cached) return cached;
  const machine: AnyStateMachine = entry.machine;
  const nodes = getStateNodes(machine.root);
  const labels = new Map<AnyTransitionDefinition, string>();
  const used = new Map<string, number>();
  for (const t of nodes.flatMap((node) => [...node.transitions.values()].flat())) {
    let label = labelOf(t);
    const n = (used.get(label) ?? 0) + 1;
    used.set(label, n);
    if (n > 1) label = `${label} #${n}`;
    labels.set(t, label);
  }
  const indices = new Map(entry.events.map((e, i) => [JSON.stringify(e), i]));
  const serialize =
    entry.serializeState ??
    ((s: AnyMachineSnapshot) => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value)));
  const graph: MachineGraph = {
    entry,
    machine,
    states: nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.path.join('.')),
    transitions: [...labels.values()],
    labelOf: (t) => labels.get(t) ?? labelOf(t),
    serialize,
    initial: () => initialTransition(machine)[0] as AnyMachineSnapshot,
    step(snapshot, event) {
      if (!snapshot.can(event)) return { next: snapshot, taken: [] };
      const taken = machine.getTransitionData(snapshot as never, event).map((t) => graph.labelOf(t));
      const [next] = transition(machine, snapshot as never, event);
      return { next: next as AnyMachineSnapshot, taken };
    },
    indexOf(event) {
      const i = indices.get(JSON.stringify(event));
      if (i === undefined)
        throw new Error(`${entry.name}: event ${describeEvent(event)} is not a sample event`);
      return i;
    },
  };
  graphs.set(entry, graph);
  return graph;
}
