import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { createPrng } from '../seed/prng';
import { graphOf, type MachineGraph } from './graph';
import type { AnyScenarioMachine } from './types';

/**
 * Scenario paths from a lifecycle machine (DESIGN §7):
 * - `transition`: for every transition, the shortest path that ends with it (xstate/graph's
 *   shortest paths to each state, guards respected with `filterEvents: s.can(e)`), minus paths
 *   that are a prefix of another;
 * - `tour`: a few long paths that together take every transition (greedy: from where the path is,
 *   go to the nearest transition not taken yet) — what the UI level walks, since a browser pays
 *   for every path it starts;
 * - `refusal`: for every reachable state and every sample event the machine refuses there, the
 *   shortest path to the state then that event — the simulator must refuse it too (409 for a
 *   refused transition) and change nothing;
 * - `walk`: seeded random walks over all sample events, refused ones included.
 * A path is a list of indices into the entry's sample events; its id (`survey:0.4.7`) is enough
 * to replay it.
 */
export type PathKind = 'transition' | 'tour' | 'refusal' | 'walk' | 'replay';

export interface ScenarioPath {
  id: string;
  machine: string;
  kind: PathKind;
  /** indices into the entry's `events` */
  events: number[];
  /** where it came from (`walk 3 of seed 1`) */
  note?: string;
}

export interface WalkOptions {
  /** random walks per machine */
  walks: number;
  /** events per walk */
  length: number;
  seed: number;
  /** share of steps that fire an event the machine refuses (default 0.3) */
  refuseRate?: number;
}

export const DEFAULT_WALKS: WalkOptions = { walks: 20, length: 12, seed: 1 };

export const pathId = (machine: string, events: number[]) => `${machine}:${events.join('.')}`;

export function parsePathId(id: string): { machine: string; events: number[] } {
  const match = /^([A-Za-z0-9_-]+):((?:\d+(?:\.\d+)*)?)$/.exec(id.trim());
  if (!match) throw new Error(`"${id}" is not a path id (machine:i.j.k, e.g. survey:0.4.7)`);
  return { machine: match[1], events: match[2] ? match[2].split('.').map(Number) : [] };
}

export function pathOf(machine: string, kind: PathKind, events: number[], note?: string): ScenarioPath {
  return { id: pathId(machine, events), machine, kind, events, ...(note ? { note } : {}) };
}

interface Edge {
  event: AnyEventObject;
  to: string;
  taken: string[];
}

interface Traversal {
  start: string;
  edges: Map<string, Edge[]>;
  toState: Map<string, AnyEventObject[]>;
  /** one snapshot per reachable state */
  states: AnyMachineSnapshot[];
}

const traversals = new WeakMap<MachineGraph, Traversal>();

/** The machine's graph over its sample events, guards respected: state → allowed edges
 * (computed once per machine). */
function edgesOf(g: MachineGraph): Traversal {
  let found = traversals.get(g);
  if (!found) {
    found = traverse(g);
    traversals.set(g, found);
  }
  return found;
}

function traverse(g: MachineGraph): Traversal {
  const options = {
    events: [...g.entry.events] as AnyEventObject[],
    serializeState: (s: AnyMachineSnapshot) => g.serialize(s),
    filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) => s.can(e),
  };
  const adjacency = getAdjacencyMap(g.machine, options) as AdjacencyMap<AnyMachineSnapshot, AnyEventObject>;
  const shortest = getShortestPaths(g.machine, options);
  const toState = new Map(
    shortest.map((p) => [
      g.serialize(p.state as AnyMachineSnapshot),
      p.steps.map((s) => s.event as AnyEventObject).filter((e) => e.type !== 'xstate.init'),
    ]),
  );
  const edges = new Map<string, Edge[]>();
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    edges.set(
      key,
      (Object.values(transitions) as Array<{ event: AnyEventObject }>).map(({ event }) => {
        const { next, taken } = g.step(state, event);
        return { event, to: g.serialize(next), taken };
      }),
    );
  }
  const states = Object.values(adjacency).map((v) => v.state);
  return { start: g.serialize(g.initial()), edges, toState, states };
}

/** The shortest list of sample-event indices from the initial state to `snapshot`'s state
 * (by the entry's serialization), null when the graph does not reach it. */
export function shortestPathTo(entry: AnyScenarioMachine, snapshot: AnyMachineSnapshot): number[] | null {
  const g = graphOf(entry);
  const events = edgesOf(g).toState.get(g.serialize(snapshot));
  return events ? events.map((e) => g.indexOf(e)) : null;
}

/** For every reachable state and every sample event the machine refuses there: the shortest path
 * to the state, then that event (the simulator must refuse it too, and change nothing). */
export function refusalPaths(entry: AnyScenarioMachine): ScenarioPath[] {
  const g = graphOf(entry);
  const { edges, toState, states } = edgesOf(g);
  const paths: ScenarioPath[] = [];
  for (const snapshot of states) {
    const prefix = toState.get(g.serialize(snapshot));
    if (!prefix || !edges.has(g.serialize(snapshot))) continue;
    entry.events.forEach((event, k) => {
      if (!snapshot.can(event))
        paths.push(pathOf(entry.name, 'refusal', [...prefix.map((e) => g.indexOf(e)), k]));
    });
  }
  return paths;
}

/** One snapshot per reachable state (by the entry's serialization), guards respected. */
export function reachableStates(entry: AnyScenarioMachine): AnyMachineSnapshot[] {
  return edgesOf(graphOf(entry)).states;
}

/** For every transition the shortest path ending with it; paths that prefix another are dropped. */
export function transitionPaths(entry: AnyScenarioMachine): ScenarioPath[] {
  const g = graphOf(entry);
  const { edges, toState } = edgesOf(g);
  const best = new Map<string, AnyEventObject[]>();
  for (const [state, out] of edges) {
    const prefix = toState.get(state);
    if (!prefix) continue;
    for (const edge of out) {
      const path = [...prefix, edge.event];
      for (const t of edge.taken) {
        const known = best.get(t);
        if (!known || known.length > path.length) best.set(t, path);
      }
    }
  }
  const unique = new Map<string, number[]>();
  for (const path of best.values()) {
    const events = path.map((e) => g.indexOf(e));
    unique.set(pathId(entry.name, events), events);
  }
  const ids = [...unique.keys()];
  return [...unique]
    .filter(([id]) => !ids.some((other) => other !== id && other.startsWith(`${id}.`)))
    .sort(([a, ea], [b, eb]) => ea.length - eb.length || a.localeCompare(b))
    .map(([, events]) => pathOf(entry.name, 'transition', events));
}

/** A few long paths that together take every reachable transition. */
export function tourPaths(entry: AnyScenarioMachine, maxLength = 40): ScenarioPath[] {
  const g = graphOf(entry);
  const { start, edges } = edgesOf(g);
  const uncovered = new Set([...edges.values()].flatMap((out) => out.flatMap((e) => e.taken)));
  const tours: ScenarioPath[] = [];
  while (uncovered.size) {
    let at = start;
    const path: AnyEventObject[] = [];
    while (uncovered.size && path.length < maxLength) {
      const leg = nearestUncovered(edges, at, uncovered);
      if (!leg) break;
      for (const edge of leg) {
        path.push(edge.event);
        for (const t of edge.taken) uncovered.delete(t);
        at = edge.to;
      }
    }
    if (!path.length) break; // what is left cannot be reached
    tours.push(
      pathOf(
        entry.name,
        'tour',
        path.map((e) => g.indexOf(e)),
        `tour ${tours.length + 1}`,
      ),
    );
  }
  return tours;
}

/** Breadth-first: the shortest list of edges from `from` ending with one that takes an uncovered transition. */
function nearestUncovered(edges: Map<string, Edge[]>, from: string, uncovered: Set<string>): Edge[] | null {
  const seen = new Set([from]);
  const queue: Array<{ at: string; legs: Edge[] }> = [{ at: from, legs: [] }];
  for (let head = 0; head < queue.length; head++) {
    const { at, legs } = queue[head];
    for (const edge of edges.get(at) ?? []) {
      if (edge.taken.some((t) => uncovered.has(t))) return [...legs, edge];
      if (!seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push({ at: edge.to, legs: [...legs, edge] });
      }
    }
  }
  return null;
}

/** A PRNG seed per walk, so walk i can be regenerated without the others. */
const walkSeed = (seed: number, i: number) => (seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0;

/** Seeded random walks over every sample event, refused ones included. */
export function randomWalks(entry: AnyScenarioMachine, options: WalkOptions): ScenarioPath[] {
  const g = graphOf(entry);
  const refuseRate = options.refuseRate ?? 0.3;
  const all = entry.events.map((_, i) => i);
  return Array.from({ length: options.walks }, (_, i) => {
    const prng = createPrng(walkSeed(options.seed, i));
    let snapshot = g.initial();
    const events: number[] = [];
    for (let step = 0; step < options.length; step++) {
      const allowed = all.filter((k) => snapshot.can(entry.events[k]));
      const refused = all.filter((k) => !allowed.includes(k));
      const refuse = refused.length > 0 && (!allowed.length || prng.chance(refuseRate));
      const k = prng.pick(refuse ? refused : allowed);
      events.push(k);
      if (!allowed.length) break; // a final state: one refused event shows the API refuses too
      snapshot = g.step(snapshot, entry.events[k]).next;
    }
    return pathOf(entry.name, 'walk', events, `walk ${i} of seed ${options.seed}`);
  });
}

/** Every path of every entry: transition paths, tours, refusals, then walks; duplicates kept once. */
export function generatePaths(entries: AnyScenarioMachine[], walks: WalkOptions): ScenarioPath[] {
  const unique = new Map<string, ScenarioPath>();
  for (const entry of entries) {
    const all = [
      ...transitionPaths(entry),
      ...tourPaths(entry),
      ...refusalPaths(entry),
      ...randomWalks(entry, walks),
    ];
    for (const path of all) {
      if (!unique.has(path.id)) unique.set(path.id, path);
    }
  }
  return [...unique.values()];
}

/** Seeded walks for the UI level (issue 19 "a few seeded walks"): allowed events only — a browser
 * cannot send what its screen does not offer, and the UI model checks every refusal on the screen
 * at each state it reaches — so a walk ends early at a final state. */
export function uiWalks(entry: AnyScenarioMachine, options: WalkOptions): ScenarioPath[] {
  const g = graphOf(entry);
  return randomWalks(entry, { ...options, refuseRate: 0 }).map((walk) => {
    let snapshot = g.initial();
    const events: number[] = [];
    for (const k of walk.events) {
      if (!snapshot.can(entry.events[k])) break;
      events.push(k);
      snapshot = g.step(snapshot, entry.events[k]).next;
    }
    return pathOf(entry.name, 'walk', events, walk.note);
  });
}
