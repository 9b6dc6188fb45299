import type { Database } from 'better-sqlite3';
import type { CompanyCustomer } from '../../src/domain/customers';
import type { SalesChannel } from '../../src/domain/sales-channels';
import type { Transporter } from '../../src/domain/transporters';
import { companyCustomersRepo, companyCustomersTable } from './company-customers.repo';
import { type IntegrationRow, integrationsRepo, integrationsTable } from './integrations.repo';
import { type NpsRecordRow, npsRecordsRepo, npsRecordsTable } from './nps-records.repo';
import {
  type OperationItemRow,
  type OperationRow,
  operationItemsTable,
  operationsRepo,
  operationsTable,
} from './operations.repo';
import { type AttachmentRow, orderAttachmentsRepo, orderAttachmentsTable } from './order-attachments.repo';
import {
  type OrderSeed,
  orderCalendarsTable,
  orderChecklistsTable,
  orderItemsTable,
  ordersTable,
} from './order-tables';
import { ordersRepo } from './orders.repo';
import { type PartyRow, partiesRepo, partiesTable } from './parties.repo';
import { type ProductRow, productsRepo, productsTable } from './products.repo';
import { routeFilesTable } from './route-writes';
import { type RouteItemRow, type RouteRow, routeItemsTable, routesRepo, routesTable } from './routes.repo';
import { salesChannelsRepo, salesChannelsTable } from './sales-channels.repo';
import { transportersRepo, transportersTable } from './transporters.repo';

/**
 * The orders area's tables (issue 3), registered in store.ts in one place: parents before
 * children (created in this order, emptied in the reverse one).
 */
export const ORDERS_AREA_TABLES = [
  transportersTable,
  salesChannelsTable,
  partiesTable,
  productsTable,
  companyCustomersTable,
  integrationsTable,
  ordersTable,
  orderItemsTable,
  orderCalendarsTable,
  orderChecklistsTable,
  orderAttachmentsTable,
  npsRecordsTable,
  operationsTable,
  operationItemsTable,
  routesTable,
  routeItemsTable,
  routeFilesTable,
];

/** What the seed gives the orders area. `orders` is a generator so 100k orders stream into one
 * transaction without being held in memory at once. */
export interface OrdersAreaData {
  transporters: Transporter[];
  salesChannels: SalesChannel[];
  parties: PartyRow[];
  products: ProductRow[];
  companyCustomers: CompanyCustomer[];
  integrations: IntegrationRow[];
  orders: () => Iterable<OrderSeed>;
  attachments: AttachmentRow[];
  npsRecords: NpsRecordRow[];
  operations: OperationRow[];
  operationItems: OperationItemRow[];
  routes: RouteRow[];
  routeItems: RouteItemRow[];
}

export function ordersAreaRepos(db: Database) {
  return {
    orders: ordersRepo(db),
    attachments: orderAttachmentsRepo(db),
    parties: partiesRepo(db),
    products: productsRepo(db),
    companyCustomers: companyCustomersRepo(db),
    transporters: transportersRepo(db),
    salesChannels: salesChannelsRepo(db),
    npsRecords: npsRecordsRepo(db),
    integrations: integrationsRepo(db),
    operations: operationsRepo(db),
    routes: routesRepo(db),
  };
}
export type OrdersAreaRepos = ReturnType<typeof ordersAreaRepos>;

/** Inserts the orders area's seed (inside Store.load's transaction). */
export function loadOrdersArea(r: OrdersAreaRepos & { db: Database }, data: OrdersAreaData): void {
  data.transporters.forEach(r.transporters.insert);
  data.salesChannels.forEach(r.salesChannels.insert);
  data.parties.forEach(r.parties.insert);
  data.products.forEach(r.products.insert);
  data.companyCustomers.forEach(r.companyCustomers.insert);
  data.integrations.forEach(r.integrations.insert);
  // Bulk orders (100k for `large`) go in before their indexes exist: building an index once over
  // sorted data is far cheaper than updating a dozen indexes on every insert.
  const indexed = [ordersTable, orderItemsTable, orderCalendarsTable, orderChecklistsTable];
  const indexes = indexed.flatMap((t) => t.ddl.slice(1));
  for (const ddl of indexes) r.db.exec(`DROP INDEX IF EXISTS ${/INDEX IF NOT EXISTS (\w+)/.exec(ddl)?.[1]}`);
  for (const order of data.orders()) r.orders.insert(order);
  for (const ddl of indexes) r.db.exec(ddl);
  data.attachments.forEach(r.attachments.insert);
  data.npsRecords.forEach(r.npsRecords.insert);
  data.operations.forEach(r.operations.insert);
  data.operationItems.forEach(r.operations.insertItem);
  data.routes.forEach(r.routes.insert);
  data.routeItems.forEach(r.routes.insertItem);
}
