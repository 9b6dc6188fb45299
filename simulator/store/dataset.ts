import type { Company } from '../../src/domain/company.schema';
import type { Configuration } from '../../src/domain/configuration';
import type { YardDock } from '../../src/domain/yard';
import type { DeviceRecord } from './devices.repo';
import type { HandlingHistoryRecord } from './handling-history.repo';
import type { OrdersAreaData } from './orders-area';
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
  /** yard docks and appointments (issue 16) */
  yard: { docks: YardDock[]; appointments: YardAppointmentRow[] };
}
