import type { Database, Statement } from 'better-sqlite3';
import { parseApiRange } from '../../src/domain/api-dates';
import type { Sort } from '../../src/domain/list-query';
import {
  type AttachmentType,
  type CalendarEntry,
  type CalendarStatus,
  type ChecklistType,
  type Order,
  type OrderChecklist,
  type OrderItem,
  type OrderListRow,
  type OrderOrigin,
  type OrderSO,
  type OrderStatus,
  type OrderTaxes,
  type OrderType,
  type Party,
  soKind,
} from '../../src/domain/orders';
import { mapsLink } from '../../src/domain/parties';
import type { ProductLight } from '../../src/domain/products';
import { idMaker } from './ids';
import { defineTable } from './table';

/**
 * Orders (doc 2 §3). One row per order with the recipient flattened into indexed columns (the
 * list filters and sorts by its name, city, state and postal code — doc 2 §2), the sender and the
 * taxes as JSON. Items, tracking entries and checklists are child tables. Lists filter, sort and
 * paginate in SQL (WHERE / ORDER BY / LIMIT / OFFSET) over the indexes below, never in arrays.
 *
 * Write orders only through this repository: its list totals are cached per query until the
 * database changes (`total_changes()`), which keeps a console polling every 30 s cheap.
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
  indexes: [
    ['companyDocument', 'orderDate'],
    ['companyDocument', 'status', 'orderDate'],
    ['companyDocument', 'type', 'orderDate'],
    ['companyDocument', 'orderNumber'],
    ['companyDocument', 'recipientCity'],
    ['shipperDocument', 'orderDate'],
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

/** The columns an order line takes from a catalogue product. */
export type ProductLine = Omit<OrderItemRow, 'id' | 'orderId' | 'position' | 'isChecked' | 'notBelong'>;

/** `quantity` units of a catalogue product as an order line: the product's codes copied, priced
 * at its price (the total to 2 decimals, as the orders area rounds). */
export function productLine(p: ProductLight, quantity: number): ProductLine {
  return {
    productId: p.id,
    sku: p.sku,
    description: p.description,
    barcode: p.barcode,
    rfidcode: p.rfidcode,
    un: p.un,
    manufactorCode: p.manufactorCode,
    productBatch: p.productBatch,
    productExpire: p.productExpire,
    quantity,
    priceUnit: p.price,
    priceTotal: Math.round(quantity * p.price * 100) / 100,
  };
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

/** GET /orders query, after validation. */
export interface OrderListQuery {
  /** the viewed company; SHIPPER users match `shipperDocument`, others `companyDocument` */
  companyDocument: string;
  byShipper: boolean;
  page: number;
  take: number;
  dates?: string;
  filters: Record<string, string>;
  sort: Sort | null;
}

const SORT_COLUMNS: Record<string, string> = {
  orderNumber: 'orderNumber',
  orderDate: 'orderDate',
  city: 'recipientCity',
  type: 'type',
  status: 'status',
  origin: 'origin',
};

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const prefix = (v: string) => `${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Filter field → SQL condition (doc 2 §2 "Filters"); `?` is the value. Unknown fields are ignored. */
const FILTERS: Record<string, { sql: string; value: (v: string) => string | number }> = {
  client: {
    sql: "(recipientName LIKE ? ESCAPE '\\' OR recipientFantasyName LIKE ? ESCAPE '\\')",
    value: like,
  },
  name: { sql: "(recipientName LIKE ? ESCAPE '\\' OR recipientFantasyName LIKE ? ESCAPE '\\')", value: like },
  orderNumber: { sql: "orderNumber LIKE ? ESCAPE '\\'", value: prefix },
  invoiceNumber: { sql: 'invoiceNumber = ?', value: (v) => v },
  saleschannel: { sql: "(saleschannelCode = ? OR saleschannelName LIKE ? ESCAPE '\\')", value: (v) => v },
  state: { sql: 'recipientState = ?', value: (v) => v.toUpperCase() },
  city: { sql: "recipientCity LIKE ? ESCAPE '\\'", value: like },
  postalCode: { sql: 'recipientPostalCode = ?', value: (v) => v.replace(/\D/g, '') },
  origin: { sql: 'origin = ?', value: (v) => v.toUpperCase() },
  type: { sql: 'type = ?', value: (v) => v.toUpperCase() },
  status: { sql: 'status = ?', value: (v) => v.toUpperCase() },
  plate: { sql: 'plate = ?', value: (v) => v.toUpperCase().replace(/[^A-Z0-9]/g, '') },
  mechanic: { sql: "mechanic LIKE ? ESCAPE '\\'", value: like },
  transporter: {
    sql: "(transporterId = ? OR transporterId IN (SELECT id FROM transporters WHERE nameTransporter LIKE ? ESCAPE '\\'))",
    value: (v) => v,
  },
};

/** Builds the WHERE clause and its parameters of a list query. */
export function orderListWhere(q: OrderListQuery): { where: string; params: Array<string | number> } {
  const clauses = [q.byShipper ? 'shipperDocument = ?' : 'companyDocument = ?'];
  const params: Array<string | number> = [q.companyDocument];
  const range = q.dates ? parseApiRange(q.dates) : null;
  if (range) {
    clauses.push('orderDate BETWEEN ? AND ?');
    params.push(range.from.toISOString(), range.to.toISOString());
  }
  for (const [field, raw] of Object.entries(q.filters)) {
    const f = FILTERS[field];
    const value = raw.trim();
    if (!f || value === '') continue;
    clauses.push(f.sql);
    if (field === 'saleschannel' || field === 'transporter') params.push(value, like(value));
    else if (field === 'client' || field === 'name') params.push(like(value), like(value));
    else params.push(f.value(value));
  }
  return { where: clauses.join(' AND '), params };
}

/** ORDER BY of a list. Ties are broken by rowid, the implicit last column of every index, so a
 * sort on an indexed column walks the index with no temporary sort (100k orders, bench/). */
export function orderListOrder(sort: Sort | null, rowid = 'rowid'): string {
  const column = sort ? SORT_COLUMNS[sort.field] : undefined;
  if (!column || !sort) return `orderDate DESC, ${rowid} DESC`;
  return `${column} ${sort.direction}, ${rowid} ${sort.direction}`;
}

const LIST_COLUMNS = `o.id, o.orderNumber, o.orderSerie, o.orderDate, o.deliveryDate, o.scheduledDelivery, o.type, o.status,
  o.stage, o.origin, o.saleschannelCode, o.saleschannelName, o.transporterId, t.nameTransporter, o.invoiceNumber, o.plate,
  o.mechanic, o.additionalInfo, o.companyDocument, o.shipperDocument, o.recipientName, o.recipientDocument,
  o.recipientCity, o.recipientState, o.recipientPostalCode, o.createdAt,
  (SELECT group_concat(DISTINCT a.type) FROM order_attachments a WHERE a.orderId = o.id) AS attachmentTypes`;

/** The page query of a list: the page's rows found in a sub-query (index walk, LIMIT/OFFSET),
 * then joined with their transporter name and attachment types. */
export function orderListSql(where: string, sort: Sort | null): string {
  // The sub-query only walks an index for rowids (no row is read for the skipped OFFSET rows);
  // the page's rows are then read by rowid.
  const outer = orderListOrder(sort, 'p.rid').replace(/(^|, )(\w+) (ASC|DESC)/g, '$1o.$2 $3');
  return `SELECT ${LIST_COLUMNS} FROM (SELECT rowid AS rid FROM orders WHERE ${where} ORDER BY ${orderListOrder(sort)} LIMIT ? OFFSET ?) p
    JOIN orders o ON o.rowid = p.rid LEFT JOIN transporters t ON t.id = o.transporterId ORDER BY ${outer}`;
}

interface ListRowRaw {
  id: string;
  orderNumber: string;
  orderSerie: string;
  orderDate: string;
  deliveryDate: string | null;
  scheduledDelivery: number;
  type: OrderType;
  status: OrderStatus;
  stage: string | null;
  origin: OrderOrigin;
  saleschannelCode: string | null;
  saleschannelName: string | null;
  transporterId: string | null;
  nameTransporter: string | null;
  invoiceNumber: string | null;
  plate: string | null;
  mechanic: string | null;
  additionalInfo: string | null;
  companyDocument: string;
  shipperDocument: string | null;
  recipientName: string;
  recipientDocument: string;
  recipientCity: string;
  recipientState: string;
  recipientPostalCode: string;
  createdAt: string;
  attachmentTypes: string | null;
}

function listRow(r: ListRowRaw): OrderListRow {
  return {
    id: r.id,
    orderNumber: r.orderNumber,
    orderSerie: r.orderSerie,
    orderDate: r.orderDate,
    deliveryDate: r.deliveryDate,
    scheduledDelivery: r.scheduledDelivery === 1,
    type: r.type,
    status: r.status,
    stage: r.stage,
    origin: r.origin,
    saleschannel: r.saleschannelCode
      ? { code: r.saleschannelCode, saleschannel: r.saleschannelName ?? '' }
      : null,
    transporter: r.transporterId ? { id: r.transporterId, nameTransporter: r.nameTransporter ?? '' } : null,
    invoiceNumber: r.invoiceNumber,
    plate: r.plate,
    mechanic: r.mechanic,
    additionalInfo: r.additionalInfo,
    companyDocument: r.companyDocument,
    shipperDocument: r.shipperDocument,
    recipient: {
      name: r.recipientName,
      document: r.recipientDocument,
      city: r.recipientCity,
      state: r.recipientState,
      postalCode: r.recipientPostalCode,
    },
    attachmentTypes: r.attachmentTypes ? (r.attachmentTypes.split(',') as AttachmentType[]) : [],
    createdAt: r.createdAt,
  };
}

export function recipientOf(r: OrderRow): Party {
  return {
    id: r.recipientId,
    document: r.recipientDocument,
    additionalDocument: r.recipientAdditionalDocument,
    name: r.recipientName,
    fantasyName: r.recipientFantasyName,
    postalCode: r.recipientPostalCode,
    street: r.recipientStreet,
    number: r.recipientNumber,
    additionalAddress: r.recipientAdditionalAddress,
    neighborhood: r.recipientNeighborhood,
    city: r.recipientCity,
    state: r.recipientState,
    country: r.recipientCountry,
    lat: r.recipientLat,
    long: r.recipientLong,
    maps: mapsLink(r.recipientLat, r.recipientLong),
    email: r.recipientEmail,
    phone: r.recipientPhone,
  };
}

/** The recipient columns of a party (POST /orders, address updates). */
export function recipientColumns(
  p: Party,
): Pick<
  OrderRow,
  | 'recipientId'
  | 'recipientDocument'
  | 'recipientAdditionalDocument'
  | 'recipientName'
  | 'recipientFantasyName'
  | 'recipientPostalCode'
  | 'recipientStreet'
  | 'recipientNumber'
  | 'recipientAdditionalAddress'
  | 'recipientNeighborhood'
  | 'recipientCity'
  | 'recipientState'
  | 'recipientCountry'
  | 'recipientLat'
  | 'recipientLong'
  | 'recipientEmail'
  | 'recipientPhone'
> {
  return {
    recipientId: p.id,
    recipientDocument: p.document,
    recipientAdditionalDocument: p.additionalDocument,
    recipientName: p.name,
    recipientFantasyName: p.fantasyName,
    recipientPostalCode: p.postalCode,
    recipientStreet: p.street,
    recipientNumber: p.number,
    recipientAdditionalAddress: p.additionalAddress,
    recipientNeighborhood: p.neighborhood,
    recipientCity: p.city,
    recipientState: p.state,
    recipientCountry: p.country,
    recipientLat: p.lat,
    recipientLong: p.long,
    recipientEmail: p.email,
    recipientPhone: p.phone,
  };
}

function itemOf(r: OrderItemRow): OrderItem {
  return {
    id: r.id,
    sku: r.sku,
    description: r.description,
    barcode: r.barcode,
    rfidcode: r.rfidcode,
    un: r.un,
    product: { id: r.productId, manufactorCode: r.manufactorCode },
    productBatch: r.productBatch,
    productExpire: r.productExpire,
    quantity: r.quantity,
    priceUnit: r.priceUnit,
    priceTotal: r.priceTotal,
    isChecked: r.isChecked,
    notBelong: r.notBelong,
  };
}

export function ordersRepo(db: Database) {
  const t = ordersTable;
  const insertCalendar = orderCalendarsTable.inserter(db);
  const insertChecklist = orderChecklistsTable.inserter(db);
  const byId = db.prepare('SELECT * FROM orders WHERE id = ?');
  const byIds = db.prepare('SELECT * FROM orders WHERE id IN (SELECT value FROM json_each(?))');
  const byNumber = db.prepare(
    'SELECT * FROM orders WHERE companyDocument = ? AND orderNumber = ? AND orderSerie = ? LIMIT 1',
  );
  const byNumberAnySerie = db.prepare(
    'SELECT * FROM orders WHERE companyDocument = ? AND orderNumber = ? LIMIT 1',
  );
  const byExternal = db.prepare(
    'SELECT * FROM orders WHERE companyDocument = ? AND externalCode = ? LIMIT 1',
  );
  const itemsOf = db.prepare('SELECT * FROM order_items WHERE orderId = ? ORDER BY position');
  const itemsOfMany = db.prepare(
    'SELECT * FROM order_items WHERE orderId IN (SELECT value FROM json_each(?)) ORDER BY orderId, position',
  );
  const calendarsOf = db.prepare(`
    SELECT c.*, u.name AS userName FROM order_calendars c LEFT JOIN users u ON u.id = c.userId
    WHERE c.orderId = ? ORDER BY c.dueDate DESC, c.createdAt DESC, c.id DESC`);
  const checklistsOf = db.prepare('SELECT * FROM order_checklists WHERE orderId = ? ORDER BY type DESC, id');
  const soOf = db.prepare('SELECT * FROM orders WHERE parentOrderId = ? ORDER BY orderDate DESC, id');
  const transporterName = db.prepare('SELECT nameTransporter FROM transporters WHERE id = ?').pluck();
  const maxNumber = db
    .prepare(
      "SELECT MAX(CAST(orderNumber AS INTEGER)) FROM orders WHERE companyDocument = ? AND orderNumber GLOB '[0-9]*'",
    )
    .pluck();
  const totalChanges = db.prepare('SELECT total_changes()').pluck();

  const countCache = new Map<string, { changes: number; total: number }>();
  const pageCache = new Map<string, { changes: number; value: { orders: OrderListRow[]; total: number } }>();
  let caching = true;
  const statements = new Map<string, Statement<unknown[]>>();
  const prepared = (sql: string) => {
    let s = statements.get(sql);
    if (!s) {
      s = db.prepare<unknown[]>(sql);
      statements.set(sql, s);
    }
    return s;
  };

  const one = (row: unknown) => (row ? t.decode(row) : null);

  // Seeding inserts up to 100k orders: positional statements, and each shared JSON value (a
  // company's few senders) serialised once.
  const orderColumns = Object.keys(t.encode({} as OrderRow));
  const itemColumns = Object.keys(orderItemsTable.encode({} as OrderItemRow));
  const bulkOrder = db.prepare(`INSERT INTO orders VALUES (${orderColumns.map(() => '?').join(', ')})`);
  const bulkItem = db.prepare(`INSERT INTO order_items VALUES (${itemColumns.map(() => '?').join(', ')})`);
  const senderJson = new WeakMap<object, string>();
  const jsonOf = (v: object) => {
    let text = senderJson.get(v);
    if (text === undefined) {
      text = JSON.stringify(v);
      senderJson.set(v, text);
    }
    return text;
  };
  const bool = (v: boolean) => (v ? 1 : 0);
  const insertSeed = (seed: OrderSeed) => {
    const r = seed.row;
    bulkOrder.run(
      orderColumns.map((k) => {
        const v = (r as unknown as Record<string, unknown>)[k];
        if (v === undefined || v === null) return null;
        if (k === 'sender') return jsonOf(v as object);
        if (k === 'taxes') return JSON.stringify(v);
        if (typeof v === 'boolean') return bool(v);
        return v;
      }),
    );
    for (const i of seed.items) {
      bulkItem.run(
        itemColumns.map((k) => {
          const v = (i as unknown as Record<string, unknown>)[k];
          return v === undefined ? null : typeof v === 'boolean' ? bool(v) : v;
        }),
      );
    }
    for (const c of seed.calendars ?? []) insertCalendar(c);
    for (const c of seed.checklists ?? []) insertChecklist(c);
  };

  const update = (id: string, fields: Partial<OrderRow>, now: string) => {
    const current = one(byId.get(id));
    if (!current) return;
    const keys = [...Object.keys(fields).filter((k) => k !== 'id'), 'updatedAt'];
    const encoded = t.encode({ ...current, ...fields, updatedAt: now });
    const sql = `UPDATE orders SET ${keys.map((k) => `"${k}" = @${k}`).join(', ')} WHERE id = @id`;
    prepared(sql).run({ ...Object.fromEntries(keys.map((k) => [k, encoded[k]])), id });
  };
  const nextOrderId = idMaker(db, 'orders', 'ord');
  const nextCalendarId = idMaker(db, 'order_calendars', 'cal');
  const nextItemId = idMaker(db, 'order_items', 'itm');

  return {
    insert: insertSeed,
    byId: (id: string): OrderRow | null => one(byId.get(id)),
    byIds: (ids: string[]): OrderRow[] => byIds.all(JSON.stringify(ids)).map(t.decode),
    byNumber: (companyDocument: string, orderNumber: string, orderSerie?: string): OrderRow | null =>
      one(
        orderSerie === undefined
          ? byNumberAnySerie.get(companyDocument, orderNumber)
          : byNumber.get(companyDocument, orderNumber, orderSerie),
      ),
    byExternalCode: (companyDocument: string, code: string): OrderRow | null =>
      one(byExternal.get(companyDocument, code)),
    items: (orderId: string): OrderItemRow[] => itemsOf.all(orderId).map(orderItemsTable.decode),
    itemsOfMany: (orderIds: string[]): OrderItemRow[] =>
      itemsOfMany.all(JSON.stringify(orderIds)).map(orderItemsTable.decode),
    /** next free numeric order number of a company (new orders without one) */
    nextOrderNumber: (companyDocument: string): string =>
      String(((maxNumber.get(companyDocument) as number | null) ?? 100000) + 1),
    nextId: nextOrderId,
    /** ids for a new order's items, in order */
    nextItemIds: (count: number): string[] => {
      const first = nextItemId();
      const n = Number(first.slice(4));
      return Array.from({ length: count }, (_, i) => `itm-${String(n + i).padStart(6, '0')}`);
    },

    /** GET /orders: one page and the total, filtered and sorted in SQL. A console polls the same
     * page every 30 s (doc 1 §7.1): answers are reused until the database changes. */
    list: (q: OrderListQuery): { orders: OrderListRow[]; total: number } => {
      const { where, params } = orderListWhere(q);
      const changes = totalChanges.get() as number;
      const pageKey = `${where}|${JSON.stringify(params)}|${orderListOrder(q.sort)}|${q.page}|${q.take}`;
      const hit = caching ? pageCache.get(pageKey) : undefined;
      if (hit && hit.changes === changes) return hit.value;
      const rows = prepared(orderListSql(where, q.sort)).all(
        ...params,
        q.take,
        (q.page - 1) * q.take,
      ) as ListRowRaw[];
      const countKey = `${where}|${JSON.stringify(params)}`;
      let cached = caching ? countCache.get(countKey) : undefined;
      if (!cached || cached.changes !== changes) {
        const total = prepared(`SELECT count(*) FROM orders WHERE ${where}`)
          .pluck()
          .get(...params) as number;
        cached = { changes, total };
        if (countCache.size > 500) countCache.clear();
        countCache.set(countKey, cached);
      }
      const value = { orders: rows.map(listRow), total: cached.total };
      if (caching) {
        if (pageCache.size > 200) pageCache.clear();
        pageCache.set(pageKey, { changes, value });
      }
      return value;
    },
    /** Turns the list's answer and count caches off (bench/orders-list.ts measures both). */
    setCaching: (on: boolean) => {
      caching = on;
      pageCache.clear();
      countCache.clear();
    },

    /** GET /orders/{id}: the order with everything the detail modal shows (doc 2 §2, §3). */
    view: (row: OrderRow, attachments: Order['attachments']): Order => {
      const calendars: CalendarEntry[] = (
        calendarsOf.all(row.id) as Array<OrderCalendarRow & { userName: string | null }>
      ).map((c) => ({
        id: c.id,
        dueDate: c.dueDate,
        user: c.userId ? { id: c.userId, name: c.userName ?? '' } : null,
        description: c.description,
        status: c.status,
        createdAt: c.createdAt,
      }));
      const checklists: OrderChecklist[] = checklistsOf.all(row.id).map((raw) => {
        const c = orderChecklistsTable.decode(raw);
        return { id: c.id, type: c.type, data: c.data, createdAt: c.createdAt };
      });
      const ordersSO: OrderSO[] = soOf.all(row.id).map((raw) => {
        const so = t.decode(raw);
        return {
          id: so.id,
          orderNumber: so.orderNumber,
          orderDate: so.orderDate,
          customer: so.recipientFantasyName || so.recipientName,
          attribute: so.soAttribute,
          kind: soKind(so.soAttribute),
          status: so.status,
        };
      });
      const name = row.transporterId
        ? (transporterName.get(row.transporterId) as string | undefined)
        : undefined;
      return {
        id: row.id,
        orderNumber: row.orderNumber,
        orderSerie: row.orderSerie,
        orderDate: row.orderDate,
        deliveryDate: row.deliveryDate,
        scheduledDelivery: row.scheduledDelivery,
        trackingCode: row.trackingCode,
        type: row.type,
        status: row.status,
        stage: row.stage,
        origin: row.origin,
        saleschannel: row.saleschannelCode
          ? { code: row.saleschannelCode, saleschannel: row.saleschannelName ?? '' }
          : null,
        transporter: row.transporterId ? { id: row.transporterId, nameTransporter: name ?? '' } : null,
        priceFreight: row.priceFreight,
        priceTransfer: row.priceTransfer,
        additionalInfo: row.additionalInfo,
        companyDocument: row.companyDocument,
        shipperDocument: row.shipperDocument,
        accessKey: row.accessKey,
        invoiceNumber: row.invoiceNumber,
        plate: row.plate,
        mechanic: row.mechanic,
        recipient: recipientOf(row),
        sender: row.sender,
        items: itemsOf.all(row.id).map((r) => itemOf(orderItemsTable.decode(r))),
        taxes: row.taxes,
        calendars,
        attachments,
        checklists,
        ordersSO,
        createdAt: row.createdAt,
      };
    },

    checklists: (orderId: string): OrderChecklist[] =>
      checklistsOf.all(orderId).map((raw) => {
        const c = orderChecklistsTable.decode(raw);
        return { id: c.id, type: c.type, data: c.data, createdAt: c.createdAt };
      }),

    /** Changes some columns of one order (status, type, inline fields, address…). */
    update,
    addCalendar: (entry: OrderCalendarRow) => insertCalendar(entry),
    calendar: (id: string): CalendarEntry | null => {
      const c = db
        .prepare(
          'SELECT c.*, u.name AS userName FROM order_calendars c LEFT JOIN users u ON u.id = c.userId WHERE c.id = ?',
        )
        .get(id) as (OrderCalendarRow & { userName: string | null }) | undefined;
      if (!c) return null;
      return {
        id: c.id,
        dueDate: c.dueDate,
        user: c.userId ? { id: c.userId, name: c.userName ?? '' } : null,
        description: c.description,
        status: c.status,
        createdAt: c.createdAt,
      };
    },
    nextCalendarId,
    transporterInUse: (transporterId: string): boolean =>
      db.prepare('SELECT 1 FROM orders WHERE transporterId = ? LIMIT 1').get(transporterId) !== undefined,
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
