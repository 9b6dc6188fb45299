/*
 * The store's schema: its tables in creation order, the DDL and its fingerprint, and how a database
 * file is opened durably and rebuilt when an older schema wrote it. The Store (store.ts) is its
 * repositories.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { companiesTable } from './companies.repo';
import { configurationsTable } from './configurations.repo';
import { crossdockingLinesTable, crossdockingsTable } from './crossdockings.repo';
import { devicesTable } from './devices.repo';
import { handlingHistoryTable } from './handling-history.repo';
import { handlingItemsTable, handlingsTable } from './handlings.repo';
import { INVENTORY_TABLES } from './inventory-tables';
import { manufacturersTable } from './manufacturers.repo';
import { META_DDL } from './meta.repo';
import { ORDERS_AREA_TABLES } from './orders-area';
import { positionDetailsTable } from './position-details.repo';
import { PRODUCT_AREA_TABLES } from './product-area';
import { REGISTERS_TABLES } from './registers-area';
import { smartCounterActivitiesTable } from './smart-counter.repo';
import { statusTimesTable } from './status-times.repo';
import { surveysTable } from './surveys.repo';
import { usersTable } from './users.repo';
import { WAREHOUSE_TABLES } from './warehouse-area';
import { yardAppointmentsTable, yardDocksTable } from './yard.repo';

/** Parents before children: created in this order, emptied in the reverse one. */
const TABLES = [
  companiesTable,
  configurationsTable,
  usersTable,
  surveysTable,
  devicesTable,
  smartCounterActivitiesTable,
  handlingHistoryTable,
  ...ORDERS_AREA_TABLES,
  ...WAREHOUSE_TABLES,
  ...REGISTERS_TABLES,
  ...INVENTORY_TABLES,
  statusTimesTable,
  ...PRODUCT_AREA_TABLES,
  handlingsTable,
  handlingItemsTable,
  positionDetailsTable,
  yardDocksTable,
  yardAppointmentsTable,
  manufacturersTable,
  crossdockingsTable,
  crossdockingLinesTable,
];
const DDL = [META_DDL, ...TABLES.flatMap((t) => t.ddl)];
/** A file store written by an older schema is rebuilt rather than migrated: it is simulator data. */
const SCHEMA_FINGERPRINT = createHash('sha1').update(DDL.join(';')).digest('hex').slice(0, 16);

/**
 * A file store's settings, stated rather than left to the build's defaults (issue 18 "nothing
 * lost", tests/api/durability). WAL: a commit appends to the log before the call is answered, so
 * a process killed at any moment (kill -9, a crash) restarts with every answered change and never
 * a half-written one. synchronous NORMAL: the log is synced at checkpoints, not at every commit —
 * what a killed process needs; only a power cut or kernel crash may lose the last commits (never
 * corrupt the file). FULL would sync every commit: ~9 ms each on the CI disk, during which
 * better-sqlite3 holds the one thread, capping the whole simulator near 100 writes a second.
 * busy_timeout: a second process on the same file (a backup, sqlite3 in a shell) waits instead
 * of failing.
 */
export function durable(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // SQLite opens a file it may not write read-only without a word: take the write lock once so
  // that fails here, at start (server/start-failure.ts), not at the first change a client sends
  db.exec('BEGIN IMMEDIATE; ROLLBACK');
}

export function hasSchema(db: Database.Database): boolean {
  const meta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  if (!meta) return false;
  return db.prepare("SELECT value FROM meta WHERE key = 'schema'").pluck().get() === SCHEMA_FINGERPRINT;
}

/** Drops every table (whatever schema wrote them) and creates the current ones. */
export function rebuild(db: Database.Database): void {
  db.pragma('foreign_keys = OFF');
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  db.transaction(() => {
    for (const name of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
    for (const statement of DDL) db.exec(statement);
    db.prepare("INSERT INTO meta (key, value) VALUES ('schema', ?)").run(SCHEMA_FINGERPRINT);
  })();
}

/** Empties every table, children first (inside `load`'s transaction). */
export function emptyTables(db: Database.Database): void {
  for (const t of [...TABLES].reverse()) db.prepare(`DELETE FROM ${t.name}`).run();
}
