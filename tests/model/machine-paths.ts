import type {
  AnyEventObject,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventFromLogic,
  InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';

/**
 * Scenario generation from a lifecycle machine (DESIGN §7) and transition coverage.
 * States are told apart by value only: the machines' contexts carry data (documents, reasons)
 * that would make the graph as large as the sample events allow, and never end for some.
 */
export interface Scenario<E> {
  name: string;
  events: E[];
}

const serializeState = (s: { value: unknown }) => JSON.stringify(s.value);
const describeEvent = (e: { type: string }) => {
  const { type, ...data } = e;
  return Object.keys(data).length ? `${type}${JSON.stringify(data)}` : type;
};

/**
 * Shortest and simple paths to every state, plus one path per (state, sample event) edge of the
 * adjacency map — the shortest path to the state followed by that event — so every transition,
 * self-transitions and refused events included, is walked at least once.
 */
export function scenariosOf<M extends AnyStateMachine>(
  machine: M,
  events: ReadonlyArray<EventFromLogic<M>>,
): Array<Scenario<EventFromLogic<M>>> {
  type E = EventFromLogic<M>;
  const logic = machine as AnyStateMachine;
  const options = { events: [...events] as AnyEventObject[], serializeState };
  const real = (steps: Array<{ event: AnyEventObject }>) =>
    steps.map((s) => s.event as E).filter((e) => e.type !== 'xstate.init');

  const shortest = getShortestPaths(logic, options);
  const toState = new Map(shortest.map((p) => [serializeState(p.state), real(p.steps)]));
  // adjacency: serialized state → (serialized event → next state), refused events included
  const adjacency = getAdjacencyMap(logic, options) as unknown as Record<
    string,
    { transitions: Record<string, { event: E }> }
  >;
  const edgePaths = Object.entries(adjacency).flatMap(([state, { transitions }]) =>
    Object.values(transitions).map(({ event }) => [...(toState.get(state) ?? []), event]),
  );

  const all: E[][] = [
    ...shortest.map((p) => real(p.steps)),
    ...getSimplePaths(logic, options).map((p) => real(p.steps)),
    ...edgePaths,
  ];
  const unique = new Map<string, E[]>();
  for (const path of all) {
    const name = path.map(describeEvent).join(' > ') || '(initial)';
    if (!unique.has(name)) unique.set(name, path);
  }
  return [...unique].map(([name, path]) => ({ name, events: path }));
}

const labelOf = (t: AnyTransitionDefinition) => {
  const guard = t.guard
    ? `[${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  const targets = t.target?.map((n) => n.key).join(',') ?? '(self)';
  return `${t.source.key} --${t.eventType}${guard}--> ${targets}`;
};

/** Records the transitions actors actually take (xstate's microstep inspection events). */
export class TransitionCoverage {
  private readonly taken = new Set<AnyTransitionDefinition>();
  private readonly all: AnyTransitionDefinition[];

  constructor(machine: AnyStateMachine) {
    this.all = getStateNodes(machine.root).flatMap((node) => [...node.transitions.values()].flat());
  }

  readonly inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') for (const t of event._transitions) this.taken.add(t);
  };

  get total(): number {
    return this.all.length;
  }

  uncovered(): string[] {
    return this.all.filter((t) => !this.taken.has(t)).map(labelOf);
  }
}
