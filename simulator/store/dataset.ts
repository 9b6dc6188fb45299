import type { Company } from '../../src/domain/company.schema';
import type { Configuration } from '../../src/domain/configuration';
import type { DeviceRecord } from './devices.repo';
import type { HandlingHistoryRecord } from './handling-history.repo';
import type { OrdersAreaData } from './orders-area';
import type { PortalRouteLinkRecord } from './portal-routes.repo';
import type { SmartCounterActivityRecord } from './smart-counter.repo';
import type { SurveyRecord } from './surveys.repo';
import type { UserRecord } from './users.repo';

/** Everything a store is loaded with; the seed generator produces one. */
export interface Dataset {
  companies: Company[];
  configurations: Configuration[];
  users: UserRecord[];
  surveys: SurveyRecord[];
  /** orders, parties, products, customers, transporters, NPS records, operations, routes (issue 3) */
  ordersArea: OrdersAreaData;
  devices: DeviceRecord[];
  smartCounterActivities: SmartCounterActivityRecord[];
  handlingHistory: HandlingHistoryRecord[];
  portalRouteLinks: PortalRouteLinkRecord[];
}
