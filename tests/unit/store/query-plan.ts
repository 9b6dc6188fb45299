import type { Database } from 'better-sqlite3';

/** The lines of SQLite's EXPLAIN QUERY PLAN of `sql` with `params` bound. */
export function queryPlan(db: Database, sql: string, params: unknown[] | Record<string, unknown>): string[] {
  const explain = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
  const rows = Array.isArray(params) ? explain.all(...params) : explain.all(params);
  return (rows as Array<{ detail: string }>).map((r) => r.detail);
}

/** The plan lines reading one of `tables` from end to end: `SCAN t`, with or without an index
 * (a whole-index walk is still every row). Sub-query and virtual-table scans are not tables. */
export function fullScans(plan: string[], tables: string[]): string[] {
  return plan.filter((line) => {
    const m = /^SCAN (\w+)(?: AS \w+)?(?: USING .*)?$/.exec(line);
    return m !== null && tables.includes(m[1]) && !line.includes('VIRTUAL TABLE');
  });
}
