import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { SeedSize, SeedSpec } from '../seed/sizes';
import { checklistsRepo } from './checklists.repo';
import { companiesRepo } from './companies.repo';
import { configurationsRepo } from './configurations.repo';
import { crossdockingsRepo } from './crossdockings.repo';
import type { Dataset } from './dataset';
import { devicesRepo } from './devices.repo';
import { handlingHistoryRepo } from './handling-history.repo';
import { handlingsRepo } from './handlings.repo';
import { inventoryRepo, loadInventory } from './inventory.repo';
import { inventoryPlanningRepo } from './inventory-planning.repo';
import { inventoryReportRepo } from './inventory-report.repo';
import { manufacturersRepo } from './manufacturers.repo';
import { metaRepo } from './meta.repo';
import { loadOrdersArea, type OrdersAreaRepos, ordersAreaRepos } from './orders-area';
import { positionDetailsRepo } from './position-details.repo';
import { loadProductArea, type ProductAreaRepos, productAreaRepos } from './product-area';
import { loadRegisters, type RegistersRepos, registersRepos } from './registers-area';
import { smartCounterRepo } from './smart-counter.repo';
import { statusTimesRepo } from './status-times.repo';
import { durable, emptyTables, hasSchema, rebuild } from './store-schema';
import { surveysRepo } from './surveys.repo';
import { usersRepo } from './users.repo';
import { loadWarehouse, type WarehouseRepos, warehouseRepos } from './warehouse-area';
import { yardRepo } from './yard.repo';

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
      emptyTables(this.db);
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
