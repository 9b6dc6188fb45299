import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { SeedSize, SeedSpec } from '../seed/sizes';
import { checklistsRepo } from './checklists.repo';
import { companiesRepo, companiesTable } from './companies.repo';
import { configurationsRepo, configurationsTable } from './configurations.repo';
import { crossdockingLinesTable, crossdockingsRepo, crossdockingsTable } from './crossdockings.repo';
import type { Dataset } from './dataset';
import { devicesRepo, devicesTable } from './devices.repo';
import { handlingHistoryRepo, handlingHistoryTable } from './handling-history.repo';
import { handlingItemsTable, handlingsRepo, handlingsTable } from './handlings.repo';
import { inventoryRepo, loadInventory } from './inventory.repo';
import { inventoryPlanningRepo } from './inventory-planning.repo';
import { inventoryReportRepo } from './inventory-report.repo';
import { INVENTORY_TABLES } from './inventory-tables';
import { manufacturersRepo, manufacturersTable } from './manufacturers.repo';
import { META_DDL, metaRepo } from './meta.repo';
import { loadOrdersArea, ORDERS_AREA_TABLES, type OrdersAreaRepos, ordersAreaRepos } from './orders-area';
import { positionDetailsRepo, positionDetailsTable } from './position-details.repo';
import {
  loadProductArea,
  PRODUCT_AREA_TABLES,
  type ProductAreaRepos,
  productAreaRepos,
} from './product-area';
import { loadRegisters, REGISTERS_TABLES, type RegistersRepos, registersRepos } from './registers-area';
import { smartCounterActivitiesTable, smartCounterRepo } from './smart-counter.repo';
import { statusTimesRepo, statusTimesTable } from './status-times.repo';
import { surveysRepo, surveysTable } from './surveys.repo';
import { usersRepo, usersTable } from './users.repo';
import { loadWarehouse, WAREHOUSE_TABLES, type WarehouseRepos, warehouseRepos } from './warehouse-area';
import { yardAppointmentsTable, yardDocksTable, yardRepo } from './yard.repo';

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
 * One simulator session's data: a SQLite database with typed tables and their repositories.
 * A repository prepares its statements when it is first used, not when the store opens: a store is
 * opened for every restored snapshot (the scenario runner restores one per path), and preparing
 * the ~430 statements of every repository took ~40 ms of it, for the few repositories a path uses.
 */
export class Store {
  readonly db: Database.Database;
  // first: statements on the tables it watches compile its triggers, which call its functions
  readonly statusTimes;
  #meta?: ReturnType<typeof metaRepo>;
  #companies?: ReturnType<typeof companiesRepo>;
  #configurations?: ReturnType<typeof configurationsRepo>;
  #users?: ReturnType<typeof usersRepo>;
  #surveys?: ReturnType<typeof surveysRepo>;
  // orders area (issue 3): orders, attachments, parties, products, companyCustomers, transporters,
  // salesChannels, npsRecords, integrations, operations, routes
  #area?: OrdersAreaRepos;
  // warehouse operations (issue 4): positions and stock; the lines live in `operations.lines`
  #warehouses?: WarehouseRepos['warehouses'];
  #devices?: ReturnType<typeof devicesRepo>;
  #smartCounter?: ReturnType<typeof smartCounterRepo>;
  #handlingHistory?: ReturnType<typeof handlingHistoryRepo>;
  // registers (issue 12): vehicles, product categories, buildings, the warehouse register
  #registers?: RegistersRepos;
  #inventory?: ReturnType<typeof inventoryRepo>;
  #inventoryPlanning?: ReturnType<typeof inventoryPlanningRepo>;
  #inventoryReport?: ReturnType<typeof inventoryReportRepo>;
  // products register and stock screens (issue 12 part B)
  #productArea?: ProductAreaRepos;
  #handlings?: ReturnType<typeof handlingsRepo>;
  #positionDetails?: ReturnType<typeof positionDetailsRepo>;
  #yard?: ReturnType<typeof yardRepo>;
  #checklists?: ReturnType<typeof checklistsRepo>;
  #manufacturers?: ReturnType<typeof manufacturersRepo>;
  #crossdockings?: ReturnType<typeof crossdockingsRepo>;

  private constructor(db: Database.Database) {
    this.db = db;
    this.statusTimes = statusTimesRepo(db);
  }

  get meta() {
    this.#meta ??= metaRepo(this.db);
    return this.#meta;
  }
  get companies() {
    this.#companies ??= companiesRepo(this.db);
    return this.#companies;
  }
  get configurations() {
    this.#configurations ??= configurationsRepo(this.db);
    return this.#configurations;
  }
  get users() {
    this.#users ??= usersRepo(this.db, this.companies);
    return this.#users;
  }
  get surveys() {
    this.#surveys ??= surveysRepo(this.db);
    return this.#surveys;
  }
  private get area(): OrdersAreaRepos {
    this.#area ??= ordersAreaRepos(this.db);
    return this.#area;
  }
  get orders() {
    return this.area.orders;
  }
  get attachments() {
    return this.area.attachments;
  }
  get parties() {
    return this.area.parties;
  }
  get products() {
    return this.area.products;
  }
  get companyCustomers() {
    return this.area.companyCustomers;
  }
  get transporters() {
    return this.area.transporters;
  }
  get salesChannels() {
    return this.area.salesChannels;
  }
  get npsRecords() {
    return this.area.npsRecords;
  }
  get integrations() {
    return this.area.integrations;
  }
  get operations() {
    return this.area.operations;
  }
  get routes() {
    return this.area.routes;
  }
  get stock() {
    return this.area.operations.stock;
  }
  get warehouses() {
    this.#warehouses ??= warehouseRepos(this.db).warehouses;
    return this.#warehouses;
  }
  get devices() {
    this.#devices ??= devicesRepo(this.db);
    return this.#devices;
  }
  get smartCounter() {
    this.#smartCounter ??= smartCounterRepo(this.db);
    return this.#smartCounter;
  }
  get handlingHistory() {
    this.#handlingHistory ??= handlingHistoryRepo(this.db);
    return this.#handlingHistory;
  }
  private get registers(): RegistersRepos {
    this.#registers ??= registersRepos(this.db);
    return this.#registers;
  }
  get vehicles() {
    return this.registers.vehicles;
  }
  get categories() {
    return this.registers.categories;
  }
  get buildings() {
    return this.registers.buildings;
  }
  get warehouseRegister() {
    return this.registers.warehouseRegister;
  }
  get inventory() {
    this.#inventory ??= inventoryRepo(this.db);
    return this.#inventory;
  }
  get inventoryPlanning() {
    this.#inventoryPlanning ??= inventoryPlanningRepo(this.db);
    return this.#inventoryPlanning;
  }
  get inventoryReport() {
    this.#inventoryReport ??= inventoryReportRepo(this.db);
    return this.#inventoryReport;
  }
  get productArea(): ProductAreaRepos {
    this.#productArea ??= productAreaRepos(this.db);
    return this.#productArea;
  }
  get handlings() {
    this.#handlings ??= handlingsRepo(this.db);
    return this.#handlings;
  }
  get positionDetails() {
    this.#positionDetails ??= positionDetailsRepo(this.db);
    return this.#positionDetails;
  }
  get yard() {
    this.#yard ??= yardRepo(this.db);
    return this.#yard;
  }
  get checklists() {
    this.#checklists ??= checklistsRepo(this.db);
    return this.#checklists;
  }
  get manufacturers() {
    this.#manufacturers ??= manufacturersRepo(this.db);
    return this.#manufacturers;
  }
  get crossdockings() {
    this.#crossdockings ??= crossdockingsRepo(this.db);
    return this.#crossdockings;
  }

  /** Opens (creating when needed) the database at `path` (`:memory:` for an in-memory one). */
  static open(path: string): Store {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path);
    if (path !== ':memory:') durable(db);
    if (!hasSchema(db)) rebuild(db);
    db.pragma('foreign_keys = ON');
    return new Store(db);
  }

  /** An in-memory store holding a copy of `image` (a snapshot, see `image()`). */
  static fromImage(image: Buffer): Store {
    const db = new Database(image);
    if (!hasSchema(db)) rebuild(db);
    db.pragma('foreign_keys = ON');
    return new Store(db);
  }

  /** The whole database as bytes (POST /__sim/snapshots); cheap for simulator-sized data. */
  image(): Buffer {
    return this.db.serialize();
  }

  /** The seed this store was last loaded with; null for a store never seeded. */
  get seedSpec(): SeedSpec | null {
    const seed = this.meta.get('seed');
    const size = this.meta.get('size');
    return seed === null || size === null ? null : { seed: Number(seed), size: size as SeedSize };
  }

  /** Replaces every record with `data`, atomically. The foreign keys are checked at the commit,
   * not per DELETE: TABLES groups tables by area, so a row may point at a later area's table (an
   * outbound's dispatch position: operations → positions) and emptying in reverse would fail. */
  load(data: Dataset, spec: SeedSpec): void {
    this.db.transaction(() => {
      this.db.pragma('defer_foreign_keys = ON'); // reset by SQLite when the transaction ends
      for (const t of [...TABLES].reverse()) this.db.prepare(`DELETE FROM ${t.name}`).run();
      data.companies.forEach(this.companies.insert);
      data.configurations.forEach(this.configurations.insert);
      data.users.forEach(this.users.insert);
      data.surveys.forEach(this.surveys.insert);
      loadOrdersArea(this, data.ordersArea);
      loadWarehouse(this, data.warehouse);
      loadProductArea(this.productArea, data.productArea);
      data.devices.forEach(this.devices.insert);
      data.smartCounterActivities.forEach(this.smartCounter.insert);
      data.handlingHistory.forEach(this.handlingHistory.insert);
      loadRegisters(this, data.registers);
      loadInventory(this.inventory, data.inventory);
      data.handlings.records.forEach(this.handlings.insert);
      data.handlings.items.forEach(this.handlings.insertItem);
      data.yard.docks.forEach(this.yard.insertDock);
      data.yard.appointments.forEach(this.yard.insertAppointment);
      data.manufacturers.forEach(this.manufacturers.insert);
      data.crossdockings.records.forEach(this.crossdockings.insert);
      data.crossdockings.lines.forEach(this.crossdockings.insertLine);
      this.meta.set('seed', String(spec.seed));
      this.meta.set('size', spec.size);
    })();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

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
function durable(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // SQLite opens a file it may not write read-only without a word: take the write lock once so
  // that fails here, at start (server/start-failure.ts), not at the first change a client sends
  db.exec('BEGIN IMMEDIATE; ROLLBACK');
}

function hasSchema(db: Database.Database): boolean {
  const meta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  if (!meta) return false;
  return db.prepare("SELECT value FROM meta WHERE key = 'schema'").pluck().get() === SCHEMA_FINGERPRINT;
}

/** Drops every table (whatever schema wrote them) and creates the current ones. */
function rebuild(db: Database.Database): void {
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
