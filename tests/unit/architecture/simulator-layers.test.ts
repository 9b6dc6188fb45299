import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 34 "A simulator a newcomer can extend": the simulator's own layers are checked like src/
// (boundaries.test.ts): routes → operations → store, every layer may use http/ and i18n/, and
// store/ imports neither seed/ nor dashboard/ (simulator/README.md "Adding a route"). And no import
// cycle anywhere in src/ or simulator/. Each list of known exceptions only shrinks.

const root = resolve(import.meta.dirname, '../../..');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((m) => resolveImport(file, m[1]))
    .filter((f): f is string => f !== null);
}

/** The simulator folder a file is in ("store", "routes"…; "." for app.ts and server.ts). */
const folderOf = (file: string) => {
  const parts = relative(join(root, 'simulator'), file).split('/');
  return parts.length > 1 ? parts[0] : '.';
};

// What a folder may not import (the layers below it import nothing above them).
const FORBIDDEN: Record<string, string[]> = {
  store: [
    'seed',
    'dashboard',
    'routes',
    'operations',
    'inventory',
    'orders-area',
    'plugins',
    'devices',
    'scenarios',
    '.',
  ],
  operations: ['routes', 'plugins', 'scenarios', '.'],
  inventory: ['routes', 'plugins', 'scenarios', '.'],
  'orders-area': ['routes', 'plugins', 'scenarios', '.'],
  http: ['routes', 'operations', 'inventory', 'orders-area', 'plugins', 'scenarios', '.'],
  i18n: ['routes', 'operations', 'inventory', 'orders-area', 'store', 'plugins', 'scenarios', '.'],
  routes: ['.'],
};

/** Today's crossings, each waiting for its piece to move (issue 34): the list only shrinks. */
const KNOWN_CROSSINGS = new Set([
  // the product register's attribute rows are typed in the seed that lays them down
  'store/product-area.ts → seed/demo/product-register.ts',
  'store/product-register.repo.ts → seed/demo/product-register.ts',
  // the session registry seeds a new session's store: it belongs above store/
  'store/registry.ts → seed/generate.ts',
  'store/registry.ts → seed/sizes.ts',
  'store/store.ts → seed/sizes.ts',
  // the dashboard's cache version is bumped by the status-times triggers
  'store/status-times.repo.ts → dashboard/indicator-cache.ts',
]);

function layerCrossings(): string[] {
  const found: string[] = [];
  for (const file of sources(join(root, 'simulator'))) {
    const forbidden = FORBIDDEN[folderOf(file)] ?? [];
    for (const target of importsOf(file)) {
      if (!target.startsWith(join(root, 'simulator'))) continue;
      if (!forbidden.includes(folderOf(target))) continue;
      const crossing = `${relative(join(root, 'simulator'), file)} → ${relative(join(root, 'simulator'), target)}`;
      if (!KNOWN_CROSSINGS.has(crossing)) found.push(crossing);
    }
  }
  return found;
}

/** Today's cycles (each a strongly connected set of files, sorted): the list only shrinks. */
const KNOWN_CYCLES = new Set([
  'simulator/http/answers.ts · simulator/http/validate.ts',
  'simulator/operations/operation-chain.ts · simulator/operations/operation-work.ts',
  'simulator/seed/demo/bench-operations.ts · simulator/seed/demo/dispatch.ts · simulator/seed/demo/warehouse.ts',
  'simulator/store/dispatch-views.ts · simulator/store/operation-views.ts · simulator/store/operations.repo.ts',
  'simulator/app.ts · simulator/openapi/error-answers.ts · simulator/openapi/finish.ts · simulator/plugins/docs.ts',
]);

/** The import cycles of src/ and simulator/ (type imports count: they tie the files as much). */
function cycles(): string[] {
  const files = [...sources(join(root, 'src')), ...sources(join(root, 'simulator'))];
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  // Tarjan's strongly connected components
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(relative(root, w));
    } while (w !== v);
    if (component.length > 1) found.push(component.sort().join(' · '));
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.filter((c) => !KNOWN_CYCLES.has(c));
}

describe('the simulator’s own layers (issue 34)', () => {
  it('routes → operations → store: no import goes against it', () => {
    expect(layerCrossings()).toEqual([]);
  });

  it('no new import cycle in src/ or simulator/', () => {
    expect(cycles()).toEqual([]);
  });
});
