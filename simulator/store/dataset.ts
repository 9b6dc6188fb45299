import type { Company } from '../../src/domain/company.schema';
import type { Configuration } from '../../src/domain/configuration';
import type { VehicleManufacturer } from '../../src/domain/manufacturers';
import type { YardDock } from '../../src/domain/yard';
import type { CrossdockingLineRow, CrossdockingRow } from './crossdockings.repo';
import type { DeviceRecord } from './devices.repo';
import type { HandlingHistoryRecord } from './handling-history.repo';
import type { HandlingItemRow, HandlingRow } from './handlings.repo';
import type { InventoryData } from './inventory-tables';
import type { OrdersAreaData } from './orders-area';
import type { ProductAreaData } from './product-area';
import type { RegistersData } from './registers-area';
import type { SmartCounterActivityRecord } from './smart-counter.repo';
import type { SurveyRecord } from './surveys.repo';
import type { UserRecord } from './users.repo';
import type { WarehouseData } from './warehouse-area';
import type { YardAppointmentRow } from './yard.repo';

/** Everything a store is loaded with; the seed generator produces one. */
export interface Dataset {
  companies: Company[];
  configurations: Configuration[];
  users: UserRecord[];
  surveys: SurveyRecord[];
  /** orders, parties, products, customers, transporters, NPS records, operations, routes (issue 3) */
  ordersArea: OrdersAreaData;
  /** warehouses, positions, stock, and the inbound/storage/picking/packing records (issue 4) */
  warehouse: WarehouseData;
  devices: DeviceRecord[];
  smartCounterActivities: SmartCounterActivityRecord[];
  handlingHistory: HandlingHistoryRecord[];
  /** vehicles, buildings, product categories (issue 12 part A) */
  registers: RegistersData;
  /** inventories, their counts and plannings (issue 13) */
  inventory: InventoryData;
  /** categories, product attributes, stock data changes (issue 12 part B) */
  productArea: ProductAreaData;
  /** handlings with mixed items (issue 11, seed/demo/handlings.ts) */
  handlings: { records: HandlingRow[]; items: HandlingItemRow[] };
  /** yard docks and appointments (issue 16) */
  yard: { docks: YardDock[]; appointments: YardAppointmentRow[] };
  /** the checklist's vehicle manufacturers, per company (issue 16) */
  manufacturers: VehicleManufacturer[];
  /** crossdocks in every status (issue 11, seed/demo/crossdockings.ts) */
  crossdockings: { records: CrossdockingRow[]; lines: CrossdockingLineRow[] };
}
