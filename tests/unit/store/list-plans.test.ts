import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Store } from '../../../simulator/store/store';
import { fullScans, queryPlan } from './query-plan';

// issue 17 "Lists in SQL": every list page and total of the operation and register repositories
// (GET /inbound … /invoices, /outbound, /routes, /product/light, /courrier, /customers, /parties,
// /saleschannel, /nps, /position, /position-handling/history) searches its table through an index.
// The repositories prepare those statements when they are made — on a store's first use of each
// (store.ts) — so opening a store, using every repository and keeping every SQL text prepared finds
// them all, including ones added later.
const prepare = vi.spyOn(Database.prototype, 'prepare');
const store = Store.open(':memory:');
for (const [name, property] of Object.entries(Object.getOwnPropertyDescriptors(Store.prototype)))
  if (property.get) void (store as unknown as Record<string, unknown>)[name];
const prepared = [...new Set(prepare.mock.calls.map(([sql]) => String(sql)))];
prepare.mockRestore();
afterAll(() => store.close());

const tables = store.db
  .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
  .pluck()
  .all() as string[];
/** list pages (LIMIT/OFFSET) and list totals (count) */
const lists = prepared.filter((sql) => /^\s*SELECT/i.test(sql) && /LIMIT @take|count\(\*\)/i.test(sql));

/** Dummy values: plans do not depend on them (no ANALYZE statistics are kept). */
function dummyParams(sql: string): unknown[] | Record<string, unknown> {
  const named = [...new Set([...sql.matchAll(/@(\w+)/g)].map((m) => m[1]))];
  if (named.length > 0)
    return Object.fromEntries(named.map((n) => [n, n === 'take' || n === 'offset' ? 1 : 'x']));
  return Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 'x');
}

describe('operation and register lists search an index', () => {
  it('finds the list statements', () => {
    expect(lists.some((sql) => /FROM operations WHERE/.test(sql))).toBe(true);
    expect(lists.some((sql) => /FROM routes WHERE/.test(sql))).toBe(true);
    expect(lists.some((sql) => /FROM products WHERE/.test(sql))).toBe(true);
  });

  it.each(lists.map((sql) => [sql.replace(/\s+/g, ' ').trim().slice(0, 100), sql] as const))(
    '%s',
    (_, sql) => {
      const plan = queryPlan(store.db, sql, dummyParams(sql));
      expect(fullScans(plan, tables)).toEqual([]);
    },
  );
});
