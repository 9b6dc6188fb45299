import type { Database } from 'better-sqlite3';
import { parseApiRange } from '../../src/domain/api-dates';
import type { Sort } from '../../src/domain/list-query';
import type { OrderListRow } from '../../src/domain/order-records';
import type { AttachmentType, OrderOrigin, OrderStatus, OrderType } from '../../src/domain/orders';
import { reusedTotals } from './data-version';
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
    // one IN over the small transporters table, so the order side is a plain column test
    sql: "transporterId IN (SELECT id FROM transporters WHERE id = ? OR nameTransporter LIKE ? ESCAPE '\\')",
    value: (v) => v,
  },
};

/** Builds the WHERE clause and its parameters of a list query. `dateIndexed: false` writes the
 * date range as `+orderDate` so SQLite does not pick it for the index search (see orderListSql). */
export function orderListWhere(
  q: OrderListQuery,
  dateIndexed = true,
): { where: string; params: Array<string | number> } {
  const clauses = [q.byShipper ? 'shipperDocument = ?' : 'companyDocument = ?'];
  const params: Array<string | number> = [q.companyDocument];
  const range = q.dates ? parseApiRange(q.dates) : null;
  if (range) {
    clauses.push(`${dateIndexed ? '' : '+'}orderDate BETWEEN ? AND ?`);
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

/** ORDER BY of a list. Ties are broken by orderDate then rowid, the last columns of every sort
 * index (order-tables.ts), so a sort walks its index with no temporary sort. */
export function orderListOrder(sort: Sort | null, rowid = 'rowid'): string {
  const column = sort ? SORT_COLUMNS[sort.field] : undefined;
  if (!column || !sort || column === 'orderDate') {
    const direction = sort && column ? sort.direction : 'DESC';
    return `orderDate ${direction}, ${rowid} ${direction}`;
  }
  return `${column} ${sort.direction}, orderDate ${sort.direction}, ${rowid} ${sort.direction}`;
}

/** Above this many matches a sort on another column than the date walks that column's index
 * (testing the date range on each entry) instead of sorting every match of the date range in a
 * temporary tree: sorting a few thousand entries is cheap, sorting 85k is not (bench/). */
const WALK_SORT_INDEX_FROM = 2000;

/** Whether the page query of `q` should walk its sort column's index (see above). */
export function walksSortIndex(q: OrderListQuery, total: number): boolean {
  const column = q.sort ? SORT_COLUMNS[q.sort.field] : undefined;
  return column !== undefined && column !== 'orderDate' && total > WALK_SORT_INDEX_FROM;
}

/** The columns of a page row, in the order of ListRowTuple. */
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

/** The total of a list: counted on the same indexes as its page. */
export function orderCountSql(where: string): string {
  return `SELECT count(*) FROM orders WHERE ${where}`;
}

/** A page row as SQLite gives it in raw mode (an array, in the order of LIST_COLUMNS): a
 * page of 25 rows reads half as fast when better-sqlite3 builds an object per row. */
type ListRowTuple = [
  id: string,
  orderNumber: string,
  orderSerie: string,
  orderDate: string,
  deliveryDate: string | null,
  scheduledDelivery: number,
  type: OrderType,
  status: OrderStatus,
  stage: string | null,
  origin: OrderOrigin,
  saleschannelCode: string | null,
  saleschannelName: string | null,
  transporterId: string | null,
  nameTransporter: string | null,
  invoiceNumber: string | null,
  plate: string | null,
  mechanic: string | null,
  additionalInfo: string | null,
  companyDocument: string,
  shipperDocument: string | null,
  recipientName: string,
  recipientFantasyName: string | null,
  recipientDocument: string,
  recipientCity: string,
  recipientState: string,
  recipientPostalCode: string,
  createdAt: string,
  attachmentTypes: string | null,
];

function listRow(row: unknown[]): OrderListRow {
  const [
    id,
    orderNumber,
    orderSerie,
    orderDate,
    deliveryDate,
    scheduledDelivery,
    type,
    status,
    stage,
    origin,
    saleschannelCode,
    saleschannelName,
    transporterId,
    nameTransporter,
    invoiceNumber,
    plate,
    mechanic,
    additionalInfo,
    companyDocument,
    shipperDocument,
    recipientName,
    recipientFantasyName,
    recipientDocument,
    recipientCity,
    recipientState,
    recipientPostalCode,
    createdAt,
    attachmentTypes,
  ] = row as ListRowTuple;
  return {
    id,
    orderNumber,
    orderSerie,
    orderDate,
    deliveryDate,
    scheduledDelivery: scheduledDelivery === 1,
    type,
    status,
    stage,
    origin,
    saleschannel: saleschannelCode ? { code: saleschannelCode, saleschannel: saleschannelName ?? '' } : null,
    transporter: transporterId ? { id: transporterId, nameTransporter: nameTransporter ?? '' } : null,
    invoiceNumber,
    plate,
    mechanic,
    additionalInfo,
    companyDocument,
    shipperDocument,
    recipient: {
      name: recipientName,
      // the client filter matches the name or the trade name: the list shows both (issue 20)
      fantasyName: recipientFantasyName ?? '',
      document: recipientDocument,
      city: recipientCity,
      state: recipientState,
      postalCode: recipientPostalCode,
    },
    attachmentTypes: attachmentTypes ? (attachmentTypes.split(',') as AttachmentType[]) : [],
    createdAt,
  };
}

/** GET /orders over `db`: one page and its exact total (orders.repo.ts exposes it). */
export function orderListReader(db: Database) {
  const totals = reusedTotals(db);
  const prepared = statementCache(db);

  return {
    /** GET /orders: one page and the total, filtered, sorted and paged in SQL. The total is
     * counted once per filter and reused for its other pages until a write (data-version.ts); the
     * page itself is read on every request. */
    list: (q: OrderListQuery): { orders: OrderListRow[]; total: number } => {
      const { where, params } = orderListWhere(q);
      const total = totals.total(
        `${where}|${JSON.stringify(params)}`,
        () =>
          prepared(orderCountSql(where))
            .pluck()
            .get(...params) as number,
      );
      const page = walksSortIndex(q, total) ? orderListWhere(q, false) : { where, params };
      const rows = prepared(orderListSql(page.where, q.sort))
        .raw(true)
        .all(...page.params, q.take, (q.page - 1) * q.take) as unknown[][];
      return { orders: rows.map(listRow), total };
    },
    /** Off: every page counts its total (bench/orders-list.ts measures a first look this way). */
    setTotalReuse: totals.setReuse,
  };
}
