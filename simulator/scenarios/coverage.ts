import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { reachableStates } from './generate';
import { describeEvent, graphOf, stateOf } from './graph';
import type { AnyScenarioMachine } from './types';

/**
 * Coverage per machine: states visited, transitions taken, and refused events fired — each
 * (reachable state, sample event the machine refuses there) pair, which the simulator must refuse
 * too. Paths report what they covered as plain lists (they may run in worker threads); a tally
 * merges them, and API and UI coverage merge the same way.
 */
export interface CoverageSet {
  all: string[];
  covered: string[];
}

export interface MachineCoverage {
  machine: string;
  states: CoverageSet;
  transitions: CoverageSet;
  refused: CoverageSet;
}

/** What one path covered. */
export interface Covered {
  states: string[];
  transitions: string[];
  refused: string[];
}

export const refusalKey = (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
  `${stateOf(snapshot)} x ${describeEvent(event)}`;

const refusalsCache = new WeakMap<AnyScenarioMachine, string[]>();

/** Every (reachable state, refused sample event) pair of a machine. */
export function allRefusals(entry: AnyScenarioMachine): string[] {
  let found = refusalsCache.get(entry);
  if (!found) {
    const keys = new Set<string>();
    for (const snapshot of reachableStates(entry)) {
      for (const event of entry.events) if (!snapshot.can(event)) keys.add(refusalKey(snapshot, event));
    }
    found = [...keys];
    refusalsCache.set(entry, found);
  }
  return found;
}

/** Collects what one path covers, step by step. */
export class PathCoverage {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();
  private readonly refused = new Set<string>();

  visit(snapshot: AnyMachineSnapshot): void {
    this.states.add(stateOf(snapshot));
  }

  take(transitions: string[]): void {
    for (const t of transitions) this.transitions.add(t);
  }

  refuse(snapshot: AnyMachineSnapshot, event: AnyEventObject): void {
    this.refused.add(refusalKey(snapshot, event));
  }

  toJSON(): Covered {
    return { states: [...this.states], transitions: [...this.transitions], refused: [...this.refused] };
  }
}

/** Merges what paths covered into coverage per machine. */
export class CoverageTally {
  private readonly covered = new Map<
    string,
    { states: Set<string>; transitions: Set<string>; refused: Set<string> }
  >();

  constructor(private readonly entries: AnyScenarioMachine[]) {
    for (const e of entries)
      this.covered.set(e.name, { states: new Set(), transitions: new Set(), refused: new Set() });
  }

  add(machine: string, covered: Covered): void {
    const sets = this.covered.get(machine);
    if (!sets) return;
    for (const s of covered.states) sets.states.add(s);
    for (const t of covered.transitions) sets.transitions.add(t);
    for (const r of covered.refused) sets.refused.add(r);
  }

  result(): MachineCoverage[] {
    return this.entries.map((entry) => {
      const g = graphOf(entry);
      const sets = this.covered.get(entry.name)!;
      const of = (all: string[], covered: Set<string>): CoverageSet => ({
        all,
        covered: all.filter((k) => covered.has(k)),
      });
      return {
        machine: entry.name,
        states: of(g.states, sets.states),
        transitions: of(g.transitions, sets.transitions),
        refused: of(allRefusals(entry), sets.refused),
      };
    });
  }
}

const union = (a: CoverageSet, b: CoverageSet): CoverageSet => {
  const all = [...new Set([...a.all, ...b.all])];
  const covered = new Set([...a.covered, ...b.covered]);
  return { all, covered: all.filter((k) => covered.has(k)) };
};

/** API and UI coverage of the same machines as one. */
export function mergeCoverage(...runs: MachineCoverage[][]): MachineCoverage[] {
  const merged = new Map<string, MachineCoverage>();
  for (const run of runs) {
    for (const m of run) {
      const known = merged.get(m.machine);
      merged.set(
        m.machine,
        known
          ? {
              machine: m.machine,
              states: union(known.states, m.states),
              transitions: union(known.transitions, m.transitions),
              refused: union(known.refused, m.refused),
            }
          : m,
      );
    }
  }
  return [...merged.values()];
}

export const ratio = (set: CoverageSet) => (set.all.length ? set.covered.length / set.all.length : 1);
export const percent = (set: CoverageSet) => `${Math.floor(ratio(set) * 1000) / 10}%`;
