import type { Database } from 'better-sqlite3';
import { parseApiRange } from '../../src/domain/api-dates';
import type { Sort } from '../../src/domain/list-query';
import type {
  AttachmentType,
  OrderListRow,
  OrderOrigin,
  OrderStatus,
  OrderType,
} from '../../src/domain/orders';
import { statementCache } from './prepared';

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
  o.mechanic, o.additionalInfo, o.companyDocument, o.shipperDocument, o.recipientName, o.recipientFantasyName, o.recipientDocument,
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
  recipientFantasyName: string | null;
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
      // the client filter matches the name or the trade name: the list shows both (issue 20)
      fantasyName: r.recipientFantasyName ?? '',
      document: r.recipientDocument,
      city: r.recipientCity,
      state: r.recipientState,
      postalCode: r.recipientPostalCode,
    },
    attachmentTypes: r.attachmentTypes ? (r.attachmentTypes.split(',') as AttachmentType[]) : [],
    createdAt: r.createdAt,
  };
}

/** GET /orders over `db`: one page and the total, and the switch of their caches (orders.repo.ts
 * exposes both). */
export function orderListReader(db: Database) {
  const totalChanges = db.prepare('SELECT total_changes()').pluck();

  const countCache = new Map<string, { changes: number; total: number }>();
  const pageCache = new Map<string, { changes: number; value: { orders: OrderListRow[]; total: number } }>();
  let caching = true;
  const prepared = statementCache(db);

  return {
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
  };
}
