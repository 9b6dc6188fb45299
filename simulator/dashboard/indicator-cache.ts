import type { Database } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/** An indicator's counts that do not depend on the clock (indicators.ts). */
export interface Counts {
  total: number;
  pending: number;
  inprogress: number;
  occurrence: number;
  done: number;
  /** done records whose finish was seen */
  measured: number;
  /** …of them, finished by their due time */
  onTime: number;
}

/** The tables an indicator counts. */
export type CountedTable = 'operations' | 'routes' | 'orders';
const COUNTED: readonly CountedTable[] = ['operations', 'routes', 'orders'];
/** `status_times.key` prefix → the table its record lives in (status-times.repo.ts) */
const TIMES_OF =
  "CASE substr(%.key, 1, instr(%.key, ':') - 1) WHEN 'op' THEN 'operations' WHEN 'route' THEN 'routes' ELSE 'orders' END";

/**
 * The dashboard's counts kept until a write touches what they counted (issue 15: the TV wall and
 * every supervisor's dashboard ask the same figures every 30 s / 5 min, and a write must not make
 * the next ask count everything again). Each company's operations, routes and orders have a
 * version, (orders: of each type) moved by SQLite triggers on every INSERT, UPDATE and DELETE of that table — whichever
 * repository, route or raw statement writes — and of `status_times` (the SLA's finish times), so a
 * finalized operation recounts that company's operation blocks and nothing else; a configuration
 * write recounts nothing (lead times are part of the key, flags are read on each call). Inside a
 * transaction nothing is kept (a rollback would leave counts of rows that never were). Keyed by
 * source, company, range and lead time; LATE is kept only while the clock stays between the due
 * times around it (late-window.ts).
 */
const MAX_ENTRIES = 500;

interface Kept {
  version: number;
  figures: unknown;
}

interface StoreCache {
  versions: Map<string, number>;
  entries: LRUCache<string, Kept>;
}

const caches = new WeakMap<Database, StoreCache>();

function cacheOf(db: Database): StoreCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { versions: new Map(), entries: new LRUCache({ max: MAX_ENTRIES }) };
    caches.set(db, cache);
  }
  return cache;
}

const versionKey = (table: string, company: unknown) => `${table}|${String(company)}`;

/** A trigger per table and write kind calling `dashboard_moved(table, company)` (OLD and NEW rows
 * both for an update: a record moved to another company changes both). */
function movedTriggers(table: string, tableOf: (row: string) => string, byType = false): string[] {
  // orders: the company's orders of one type (each type is its own block: PICKUP, DROPOFF)
  const scope = (row: string) =>
    byType ? `${row}.companyDocument || '|' || ${row}.type` : `${row}.companyDocument`;
  const moved = (row: string) => `SELECT dashboard_moved(${tableOf(row)}, ${scope(row)});`;
  const name = table === 'status_times' ? 'status_times' : table;
  return [
    `CREATE TRIGGER IF NOT EXISTS ${name}_dashboard_inserted AFTER INSERT ON ${table} BEGIN ${moved('NEW')} END`,
    `CREATE TRIGGER IF NOT EXISTS ${name}_dashboard_updated AFTER UPDATE ON ${table} BEGIN ${moved('OLD')} ${moved('NEW')} END`,
    `CREATE TRIGGER IF NOT EXISTS ${name}_dashboard_deleted AFTER DELETE ON ${table} BEGIN ${moved('OLD')} END`,
  ];
}

/** The triggers that move the versions: listed after the tables they watch (status-times.repo.ts). */
export const DASHBOARD_VERSION_TRIGGERS: readonly string[] = [
  ...COUNTED.flatMap((table) => movedTriggers(table, () => `'${table}'`, table === 'orders')),
  ...movedTriggers('status_times', (row) => TIMES_OF.replaceAll('%', row)),
];

/** Registers the triggers' SQL function on `db` (every connection, before any write). */
export function watchDashboardVersions(db: Database): void {
  const { versions } = cacheOf(db);
  db.function('dashboard_moved', { deterministic: false }, (table: unknown, company: unknown) => {
    const key = versionKey(String(table), company);
    versions.set(key, (versions.get(key) ?? 0) + 1);
    return null;
  });
}

/** The figures of `key` (over `table` of `company`, orders of `type`), counted by `count` unless
 * kept since the last write there and `holds` (e.g. the clock has not passed a due time). */
export function cachedCounts<F>(
  db: Database,
  table: CountedTable,
  company: string,
  type: string,
  key: string,
  count: () => F,
  holds: (kept: F) => boolean = () => true,
): F {
  if (db.inTransaction) return count();
  const cache = cacheOf(db);
  // a write to the whole company's table (status_times) or to the type's records: either moves it
  const version =
    (cache.versions.get(versionKey(table, company)) ?? 0) +
    (table === 'orders' ? (cache.versions.get(versionKey(table, `${company}|${type}`)) ?? 0) : 0);
  const kept = cache.entries.get(key);
  if (kept && kept.version === version && holds(kept.figures as F)) return kept.figures as F;
  const figures = count();
  cache.entries.set(key, { version, figures });
  return figures;
}
