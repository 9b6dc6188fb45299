import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { created } from '../../../simulator/store/decided-status';

// Issue 34 "One authority, enforced by types": a status reaches the simulator's store only as what
// a lifecycle machine decided. The types see most of it (repositories take a `Decided` status,
// simulator/store/decided-status.ts); this test reads simulator/ for what they cannot: a status
// typed by hand into an object literal or an assignment (`status: 'DONE'`, `item.status =
// 'CANCELLED'`), a bulk `SET status = '…'` in SQL, a repository's `setStatus(…: string)`, and a
// `Decided` made anywhere but where a machine was just asked. Seeds and scenario fixtures lay data
// down (simulator/seed/seeded-status.ts) and are aside.

const root = resolve(import.meta.dirname, '../../..');
const machinesDir = join(root, 'src/machines');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'config' in value && 'transition' in value;

/** Every lifecycle machine of src/machines, by file. */
async function machines(): Promise<Map<string, AnyStateMachine>> {
  const found = new Map<string, AnyStateMachine>();
  for (const file of readdirSync(machinesDir).filter((f) => f.endsWith('.machine.ts'))) {
    const module = (await import(join(machinesDir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) if (isMachine(value)) found.set(file, value);
  }
  return found;
}

/** A state value some lifecycle machine has: the words a status literal would be written in. */
async function stateNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const machine of (await machines()).values())
    for (const state of Object.keys(machine.config.states ?? {})) if (state !== 'loading') names.add(state);
  return names;
}

/** Where a status literal is written though it is no lifecycle's status — each with why. The list
 * only shrinks. */
const NOT_A_LIFECYCLE: Record<string, string> = {
  // an order's calendar entry (doc 2 §2 "Calendar") names what happened; it has no machine
  "simulator/routes/conference.routes.ts: status: 'OCCURRENCE'": 'a calendar entry: the divergence found',
  "simulator/operations/operation-chain.ts: status: 'DONE'": 'a calendar entry: the step finished',
  "simulator/devices/route-confirmation.ts: status: 'INPROGRESS'": 'a calendar entry: the route started',
  // a replay's progress in the devices tool (npm run devices), not a record of the platform
  "simulator/devices/tools/replays.ts: .status = 'done'": 'a replay run of the devices tool',
  "simulator/devices/tools/replays.ts: .status = 'failed'": 'a replay run of the devices tool',
};

const ASIDE = /^simulator\/(seed|scenarios)\//;

/** The status literals `source` writes: an object literal's `status: 'X'` (not a type's
 * `status: 'X' | 'Y';`) and a statement `x.status = 'X';` (not SQL's `AND r.status = 'X'`). */
function statusLiterals(source: string): string[] {
  const literal = [...source.matchAll(/\bstatus\s*:\s*'([^']+)'(?!\s*[|;])/g)].map(
    (m) => `status: '${m[1]}'`,
  );
  const assigned = [...source.matchAll(/^\s*[\w.]+\.status\s*=\s*'([^']+)'\s*;?\s*$/gm)].map(
    (m) => `.status = '${m[1]}'`,
  );
  return [...literal, ...assigned];
}

interface Found {
  file: string;
  text: string;
}

function literalWrites(states: Set<string>): Found[] {
  const found: Found[] = [];
  for (const path of sources(join(root, 'simulator'))) {
    const file = relative(root, path);
    if (ASIDE.test(file)) continue;
    const source = readFileSync(path, 'utf8');
    for (const text of statusLiterals(source))
      if (states.has(text.replace(/^.*'(.+)'$/, '$1')) && !NOT_A_LIFECYCLE[`${file}: ${text}`])
        found.push({ file, text });
    for (const m of source.matchAll(/\bSET\s+status\s*=\s*'([^']+)'/gi))
      found.push({ file, text: `SET status = '${m[1]}'` });
  }
  return found;
}

describe('a status reaches the store only as a machine decided it (issue 34)', () => {
  it('no status literal is written outside a machine (object literal, assignment or SQL SET)', async () => {
    expect(literalWrites(await stateNames())).toEqual([]);
  });

  it('no repository status write takes any string (`setStatus(…: string)`)', () => {
    const found = sources(join(root, 'simulator'))
      .filter((path) =>
        /setStatus\s*(?::\s*)?\([^)]*\bstatus\s*:\s*string\b/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(root, path));
    expect(found).toEqual([]);
  });

  it('a Decided status is made only where a machine was just asked, and seeded only by the seed', () => {
    const makers = new Set([
      'simulator/store/decided-status.ts',
      'simulator/http/decide.ts',
      'simulator/seed/seeded-status.ts',
    ]);
    const found: string[] = [];
    for (const path of sources(join(root, 'simulator'))) {
      const file = relative(root, path);
      const source = readFileSync(path, 'utf8');
      if (/\bas\s+Decided\b/.test(source) && !makers.has(file)) found.push(`${file}: as Decided`);
      if (/\bseeded\(/.test(source) && !file.startsWith('simulator/seed/')) found.push(`${file}: seeded(`);
    }
    expect(found).toEqual([]);
  });

  it('the literal check sees what it is meant to see', () => {
    // a guard against a test that asserts nothing: the patterns find a hand-written write
    const sample = [
      "Object.assign(item, { status: 'DONE' });",
      "  line.status = 'CANCELLED';",
      "type T = { status: 'DONE' | 'X'; other: string };",
      "const sql = `SELECT 1 FROM t WHERE x = 1 AND r.status = 'DONE'`;",
    ].join('\n');
    expect(statusLiterals(sample)).toEqual(["status: 'DONE'", ".status = 'CANCELLED'"]);
  });

  it('a new record starts in its machine’s first state (created)', async () => {
    const byFile = await machines();
    const start = (file: string) => created(byFile.get(file) as AnyStateMachine);
    expect(start('handling.machine.ts')).toBe('PENDING');
    expect(start('handling-item.machine.ts')).toBe('PENDING');
    expect(start('order.machine.ts')).toBe('PENDING');
    expect(start('route.machine.ts')).toBe('PENDING ROUTING');
    expect(start('route-item.machine.ts')).toBe('PENDING');
    expect(start('inventory.machine.ts')).toBe('PENDING');
    expect(start('inventory-position.machine.ts')).toBe('PENDING');
    expect(start('nps-record.machine.ts')).toBe('unanswered');
    expect(start('yard-appointment.machine.ts')).toBe('pending');
    for (const kind of ['inbound', 'storage', 'picking', 'packing', 'conference', 'outbound', 'crossdocking'])
      expect(start(`${kind}.machine.ts`)).toBe('PENDING');
  });
});
