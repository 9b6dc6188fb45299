import type { ChecklistType, OrderTaxes, Party } from '../../src/domain/order-records';
import type { CalendarStatus, OrderOrigin, OrderStatus, OrderType } from '../../src/domain/orders';
import { defineTable, indexName } from './table';

/**
 * Orders (doc 2 §3). One row per order with the recipient flattened into indexed columns (the
 * list filters and sorts by its name, city, state and postal code — doc 2 §2), the sender and the
 * taxes as JSON. Items, tracking entries and checklists are child tables. Lists filter, sort and
 * paginate in SQL (WHERE / ORDER BY / LIMIT / OFFSET) over the indexes below, never in arrays
 * (order-list-query.ts); the repository is orders.repo.ts.
 */
export interface OrderRow {
  id: string;
  orderNumber: string;
  orderSerie: string;
  orderDate: string;
  deliveryDate: string | null;
  scheduledDelivery: boolean;
  trackingCode: string | null;
  type: OrderType;
  status: OrderStatus;
  stage: string | null;
  origin: OrderOrigin;
  saleschannelCode: string | null;
  saleschannelName: string | null;
  transporterId: string | null;
  priceFreight: number;
  priceTransfer: number;
  additionalInfo: string | null;
  companyDocument: string;
  shipperDocument: string | null;
  accessKey: string | null;
  invoiceNumber: string | null;
  plate: string | null;
  mechanic: string | null;
  /** a linked service order (SO) points at its main order (doc 2 §2 "Orders SO" tab) */
  parentOrderId: string | null;
  /** an SO's attribute: the SO is a service when set, parts otherwise */
  soAttribute: string | null;
  /** the integration/import code it came from (duplicate imports are refused) */
  externalCode: string | null;
  taxes: OrderTaxes;
  sender: Party;
  recipientId: string;
  recipientDocument: string;
  recipientAdditionalDocument: string | null;
  recipientName: string;
  recipientFantasyName: string | null;
  recipientPostalCode: string;
  recipientStreet: string;
  recipientNumber: string;
  recipientAdditionalAddress: string | null;
  recipientNeighborhood: string;
  recipientCity: string;
  recipientState: string;
  recipientCountry: string;
  recipientLat: number | null;
  recipientLong: number | null;
  recipientEmail: string | null;
  recipientPhone: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The columns the list's filters test (order-list-query.ts FILTERS, doc 2 §2 "Filters"). */
const ORDER_FILTER_COLUMNS = [
  'status',
  'type',
  'origin',
  'recipientState',
  'recipientPostalCode',
  'recipientCity',
  'recipientName',
  'recipientFantasyName',
  'orderNumber',
  'invoiceNumber',
  'saleschannelCode',
  'saleschannelName',
  'transporterId',
  'plate',
  'mechanic',
] as const satisfies ReadonlyArray<keyof OrderRow>;

/** The list's sort columns (doc 2 §2 "Sortable columns"). */
export const ORDER_SORT_COLUMNS = [
  'orderDate',
  'orderNumber',
  'recipientCity',
  'type',
  'status',
  'origin',
] as const satisfies ReadonlyArray<keyof OrderRow>;
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];

/** A sort column's covering index: the column, the tie-break (orderDate, id), every filter column. */
function sortIndex(column: OrderSortColumn): Array<keyof OrderRow & string> {
  const head: Array<keyof OrderRow & string> =
    column === 'orderDate'
      ? ['companyDocument', 'orderDate', 'id']
      : ['companyDocument', column, 'orderDate', 'id'];
  return [...head, ...ORDER_FILTER_COLUMNS.filter((c) => c !== column)];
}
const ORDER_SORT_INDEXES = ORDER_SORT_COLUMNS.map(sortIndex);
/** The index a page sorted by `column` walks (its name, for `INDEXED BY`). */
export const ORDER_SORT_INDEX: Record<OrderSortColumn, string> = Object.fromEntries(
  ORDER_SORT_COLUMNS.map((c) => [c, indexName('orders', sortIndex(c))]),
) as Record<OrderSortColumn, string>;

export const ordersTable = defineTable<OrderRow>({
  name: 'orders',
  columns: {
    id: { type: 'text', primaryKey: true },
    orderNumber: { type: 'text' },
    orderSerie: { type: 'text' },
    orderDate: { type: 'text' },
    deliveryDate: { type: 'text', nullable: true },
    scheduledDelivery: { type: 'boolean' },
    trackingCode: { type: 'text', nullable: true },
    type: { type: 'text' },
    status: { type: 'text' },
    stage: { type: 'text', nullable: true },
    origin: { type: 'text' },
    saleschannelCode: { type: 'text', nullable: true },
    saleschannelName: { type: 'text', nullable: true },
    transporterId: { type: 'text', nullable: true, references: 'transporters(id)' },
    priceFreight: { type: 'real' },
    priceTransfer: { type: 'real' },
    additionalInfo: { type: 'text', nullable: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    shipperDocument: { type: 'text', nullable: true },
    accessKey: { type: 'text', nullable: true },
    invoiceNumber: { type: 'text', nullable: true },
    plate: { type: 'text', nullable: true },
    mechanic: { type: 'text', nullable: true },
    parentOrderId: { type: 'text', nullable: true, references: 'orders(id)' },
    soAttribute: { type: 'text', nullable: true },
    externalCode: { type: 'text', nullable: true },
    taxes: { type: 'json' },
    sender: { type: 'json' },
    recipientId: { type: 'text' },
    recipientDocument: { type: 'text' },
    recipientAdditionalDocument: { type: 'text', nullable: true },
    recipientName: { type: 'text' },
    recipientFantasyName: { type: 'text', nullable: true },
    recipientPostalCode: { type: 'text' },
    recipientStreet: { type: 'text' },
    recipientNumber: { type: 'text' },
    recipientAdditionalAddress: { type: 'text', nullable: true },
    recipientNeighborhood: { type: 'text' },
    recipientCity: { type: 'text' },
    recipientState: { type: 'text' },
    recipientCountry: { type: 'text' },
    recipientLat: { type: 'real', nullable: true },
    recipientLong: { type: 'real', nullable: true },
    recipientEmail: { type: 'text', nullable: true },
    recipientPhone: { type: 'text', nullable: true },
    createdAt: { type: 'text' },
    updatedAt: { type: 'text' },
  },
  // The list's indexes (order-list-query.ts; tests/unit/store/order-list-plan.test.ts checks every
  // filter × sort of doc 2 §2 against them, issue 33). One covering index per sort column: the sort
  // column, then orderDate and id (the tie-break of every sort), then every column a filter tests —
  // so a page walks its sort's index in the page's order, decides the date range and any filter on
  // the index entries, and reads only the page's rows; no temporary sort, no row read to test a
  // filter. The orderDate one also searches a date range. The narrow ones below serve the counts
  // and the searches of the equality filters that match few orders (a plate, an NF-e number).
  indexes: [
    ...ORDER_SORT_INDEXES,
    ['companyDocument', 'recipientState', 'orderDate'],
    ['companyDocument', 'recipientPostalCode', 'orderDate'],
    ['companyDocument', 'invoiceNumber', 'orderDate'],
    ['companyDocument', 'plate', 'orderDate'],
    ['companyDocument', 'transporterId', 'orderDate'],
    // a shipper's list (doc 2 §2): its orders by date, the tie-break in the index too
    ['shipperDocument', 'orderDate', 'id'],
    // GET /dashboard (simulator/dashboard/indicators.ts): per type, each status's orders in the
    // range are one run of entries, counted without reading a row; due date and id (the
    // status-times key) ride along so LATE and SLA read no row either
    ['companyDocument', 'type', 'status', 'orderDate', 'deliveryDate', 'id'],
    ['parentOrderId'],
    ['transporterId'],
  ],
});

export interface OrderItemRow {
  id: string;
  orderId: string;
  position: number;
  productId: string | null;
  sku: string;
  description: string;
  barcode: string | null;
  rfidcode: string | null;
  un: string;
  manufactorCode: string | null;
  productBatch: string | null;
  productExpire: string | null;
  quantity: number;
  priceUnit: number;
  priceTotal: number;
  isChecked: boolean;
  notBelong: boolean;
}

export const orderItemsTable = defineTable<OrderItemRow>({
  name: 'order_items',
  columns: {
    id: { type: 'text', primaryKey: true },
    orderId: { type: 'text', references: 'orders(id)' },
    position: { type: 'integer' },
    productId: { type: 'text', nullable: true },
    sku: { type: 'text' },
    description: { type: 'text' },
    barcode: { type: 'text', nullable: true },
    rfidcode: { type: 'text', nullable: true },
    un: { type: 'text' },
    manufactorCode: { type: 'text', nullable: true },
    productBatch: { type: 'text', nullable: true },
    productExpire: { type: 'text', nullable: true },
    quantity: { type: 'real' },
    priceUnit: { type: 'real' },
    priceTotal: { type: 'real' },
    isChecked: { type: 'boolean' },
    notBelong: { type: 'boolean' },
  },
  indexes: [['orderId', 'position']],
});

export interface OrderCalendarRow {
  id: string;
  orderId: string;
  dueDate: string;
  userId: string | null;
  description: string;
  status: CalendarStatus;
  createdAt: string;
}

export const orderCalendarsTable = defineTable<OrderCalendarRow>({
  name: 'order_calendars',
  columns: {
    id: { type: 'text', primaryKey: true },
    orderId: { type: 'text', references: 'orders(id)' },
    dueDate: { type: 'text' },
    userId: { type: 'text', nullable: true, references: 'users(id)' },
    description: { type: 'text' },
    status: { type: 'text' },
    createdAt: { type: 'text' },
  },
  indexes: [['orderId', 'dueDate']],
});

export interface OrderChecklistRow {
  id: string;
  orderId: string;
  type: ChecklistType;
  data: Record<string, unknown>;
  createdAt: string;
}

export const orderChecklistsTable = defineTable<OrderChecklistRow>({
  name: 'order_checklists',
  columns: {
    id: { type: 'text', primaryKey: true },
    orderId: { type: 'text', references: 'orders(id)' },
    type: { type: 'text' },
    data: { type: 'json' },
    createdAt: { type: 'text' },
  },
  indexes: [['orderId']],
});

/** A full order to insert: the row plus its children. */
export interface OrderSeed {
  row: OrderRow;
  items: OrderItemRow[];
  calendars?: OrderCalendarRow[];
  checklists?: OrderChecklistRow[];
}
