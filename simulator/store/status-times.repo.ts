import type { Database } from 'better-sqlite3';
import { DASHBOARD_VERSION_TRIGGERS, watchDashboardVersions } from '../dashboard/indicator-cache';
import { defineTable, type Table } from './table';

/**
 * When each operation, route and order started (INPROGRESS) and finished (DONE, OCCURRENCE) — the
 * "real timestamps" GET /dashboard measures LATE and SLA with, and the order monitoring's timers
 * (doc 1 §2.8: warning after 15 min in progress, error after 20). Written by SQLite triggers on
 * every status change of `operations`, `routes` and `orders`, whichever route or device makes it,
 * so no route has to remember to; `sim_now()` is the session's simulated clock (plugins/clock.ts)
 * and `sim_changed(companyDocument)` tells the dashboard's change feed (simulator/dashboard/
 * change-feed.ts) which company to notify. Records inserted with a status (the seed) have no row:
 * they were never seen changing, so they count as neither on time nor late once done.
 */
export interface StatusTimeRow {
  /** `op:{id}`, `route:{id}` or `order:{id}` */
  key: string;
  companyDocument: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const FINISHED = "('DONE', 'OCCURRENCE')";

/** One trigger per table: an upsert of the row's times, then the company's change notice. */
function statusTrigger(table: string, prefix: string): string {
  return `CREATE TRIGGER IF NOT EXISTS ${table}_status_times AFTER UPDATE OF status ON ${table}
WHEN NEW.status IS NOT OLD.status
BEGIN
  INSERT INTO status_times (key, companyDocument, startedAt, finishedAt)
  VALUES ('${prefix}:' || NEW.id, NEW.companyDocument,
    CASE WHEN NEW.status = 'INPROGRESS' THEN sim_now() END,
    CASE WHEN NEW.status IN ${FINISHED} THEN sim_now() END)
  ON CONFLICT (key) DO UPDATE SET
    startedAt = COALESCE(status_times.startedAt, excluded.startedAt),
    finishedAt = excluded.finishedAt;
  SELECT sim_changed(NEW.companyDocument);
END`;
}

/** A new operation or route changes the figures too (TOTAL, PENDING). */
function insertTrigger(table: string): string {
  return `CREATE TRIGGER IF NOT EXISTS ${table}_inserted_notice AFTER INSERT ON ${table}
BEGIN SELECT sim_changed(NEW.companyDocument); END`;
}

const base = defineTable<StatusTimeRow>({
  name: 'status_times',
  columns: {
    key: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text' },
    startedAt: { type: 'text', nullable: true },
    finishedAt: { type: 'text', nullable: true },
  },
});

/** Listed after the tables it watches (store.ts creates tables in order). */
export const statusTimesTable: Table<StatusTimeRow> = {
  ...base,
  ddl: [
    ...base.ddl,
    statusTrigger('operations', 'op'),
    statusTrigger('routes', 'route'),
    statusTrigger('orders', 'order'),
    insertTrigger('operations'),
    insertTrigger('routes'),
    // what each company's dashboard counts moved (simulator/dashboard/indicator-cache.ts)
    ...DASHBOARD_VERSION_TRIGGERS,
  ],
};

/** The SQL functions the triggers call: registered on every connection before any write. */
export function statusTimesRepo(db: Database) {
  let clock: () => Date = () => new Date();
  let changed: (companyDocument: string) => void = () => undefined;
  watchDashboardVersions(db);
  db.function('sim_now', { deterministic: false }, () => clock().toISOString());
  db.function('sim_changed', { deterministic: false }, (companyDocument: unknown) => {
    changed(String(companyDocument));
    return null;
  });
  return {
    insert: base.inserter(db),
    /** the session's clock (default: the wall clock) */
    followClock(now: () => Date): void {
      clock = now;
    },
    /** who hears a company's change (the dashboard's change feed) */
    onChange(listener: (companyDocument: string) => void): void {
      changed = listener;
    },
  };
}
export type StatusTimesRepo = ReturnType<typeof statusTimesRepo>;
