// The layout of a machine's coverage graph (issue 19 "each machine's graph coloured by coverage"):
// read from the run's coverage alone — its state list and its transition labels
// (`source --EVENT [guard]--> target,target`, simulator/scenarios/graph.ts) — and layered simply:
// a state's column is its shortest distance from the start (the states nothing leads to, else the
// first listed), its row its order in that column. No layout library: a machine has a few dozen
// states at most.

export type Mark = 'covered' | 'missed' | 'failed';

export interface GraphNode {
  id: string;
  x: number;
  y: number;
  mark: Mark;
  /** refusals of this state checked / known */
  refused: { covered: number; all: number };
}

export interface GraphEdge {
  label: string;
  event: string;
  from: string;
  /** the source itself when the transition stays */
  to: string;
  mark: Mark;
}

export interface CoverageLayout {
  nodes: GraphNode[];
  edges: GraphEdge[];
  width: number;
  height: number;
}

export interface CoverageInput {
  states: { all: string[]; covered: string[] };
  transitions: { all: string[]; covered: string[] };
  refused: { all: string[]; covered: string[] };
}

/** a failing step: the event sent and the state the machine was in after it */
export interface FailedStep {
  event: string;
  state: string;
}

export const NODE_W = 168;
export const NODE_H = 44;
const GAP_X = 96;
const GAP_Y = 28;
const PAD = 16;

const LABEL = /^(.*?) --(\S+?)( \[[^\]]*\])?--> (.*?)( #\d+)?$/;

export function parseTransition(label: string): { from: string; event: string; to: string[] } | null {
  const m = LABEL.exec(label);
  if (!m) return null;
  return { from: m[1], event: m[2], to: m[4] === '(stays)' ? [m[1]] : m[4].split(',') };
}

/** The event's type as a step names it (`SCAN{"code":"1"}` → `SCAN`). */
const eventType = (described: string) => described.replace(/\{.*$/, '');

export function layoutCoverage(coverage: CoverageInput, failed: FailedStep[] = []): CoverageLayout {
  const covered = new Set(coverage.transitions.covered);
  const statesCovered = new Set(coverage.states.covered);
  const failedStates = new Set(failed.map((f) => f.state));
  const edges: GraphEdge[] = [];
  const ids = [...coverage.states.all];
  const leaves = new Set(ids);
  const known = new Set(ids);
  for (const label of coverage.transitions.all) {
    const t = parseTransition(label);
    if (!t) continue;
    for (const to of t.to) {
      for (const id of [t.from, to]) {
        // a compound state's own transitions: drawn as a node of its own
        if (!known.has(id)) {
          known.add(id);
          ids.push(id);
        }
      }
      const isFailed = failed.some((f) => eventType(f.event) === t.event && f.state === to);
      edges.push({
        label,
        event: t.event,
        from: t.from,
        to,
        mark: isFailed ? 'failed' : covered.has(label) ? 'covered' : 'missed',
      });
    }
  }

  // columns: shortest distance from the start (breadth first)
  const incoming = new Set(edges.filter((e) => e.from !== e.to).map((e) => e.to));
  const starts = ids.filter((id) => !incoming.has(id));
  const depth = new Map<string, number>();
  const queue = starts.length ? [...starts] : ids.slice(0, 1);
  for (const id of queue) depth.set(id, 0);
  while (queue.length) {
    const id = queue.shift() as string;
    for (const e of edges)
      if (e.from === id && !depth.has(e.to)) {
        depth.set(e.to, (depth.get(id) ?? 0) + 1);
        queue.push(e.to);
      }
  }
  const deepest = Math.max(0, ...depth.values());
  const columns: string[][] = [];
  for (const id of ids) {
    const column = depth.get(id) ?? deepest + 1; // unreachable from the start: a last column
    columns[column] = [...(columns[column] ?? []), id];
  }

  const refusedOf = (id: string) => {
    const mine = (list: string[]) => list.filter((k) => k.startsWith(`${id} x `)).length;
    return { covered: mine(coverage.refused.covered), all: mine(coverage.refused.all) };
  };
  const nodes: GraphNode[] = [];
  columns.forEach((column, c) => {
    column?.forEach((id, r) => {
      nodes.push({
        id,
        x: PAD + c * (NODE_W + GAP_X),
        y: PAD + r * (NODE_H + GAP_Y),
        mark: failedStates.has(id)
          ? 'failed'
          : statesCovered.has(id) ||
              (!leaves.has(id) && edges.some((e) => e.mark === 'covered' && (e.from === id || e.to === id)))
            ? 'covered'
            : 'missed',
        refused: refusedOf(id),
      });
    });
  });
  const rows = Math.max(1, ...columns.map((c) => c?.length ?? 0));
  return {
    nodes,
    edges,
    width: PAD * 2 + columns.length * NODE_W + Math.max(0, columns.length - 1) * GAP_X,
    height: PAD * 2 + rows * NODE_H + (rows - 1) * GAP_Y,
  };
}
