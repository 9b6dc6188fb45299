import type { Database } from 'better-sqlite3';
import { parseApiRange } from '../../src/domain/api-dates';
import type { Sort } from '../../src/domain/list-query';
import type { OrderListRow } from '../../src/domain/order-records';
import type { AttachmentType, OrderOrigin, OrderStatus, OrderType } from '../../src/domain/orders';
import { reusedTotals, versionedReads } from './data-version';
import { ORDER_SORT_INDEX, type OrderSortColumn } from './order-tables';
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

/** Sort field of doc 2 §2 → its column (each has a covering index, order-tables.ts). */
const SORT_COLUMNS: Record<string, OrderSortColumn> = {
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

interface Clause {
  sql: string;
  params: Array<string | number>;
}

/** The conditions of a list query, the scope first, then the date range, then the filters.
 * `dateIndexed: false` writes the range as `+orderDate` so SQLite does not search by it. */
function orderListClauses(q: OrderListQuery, dateIndexed: boolean): Clause[] {
  const clauses: Clause[] = [
    { sql: q.byShipper ? 'shipperDocument = ?' : 'companyDocument = ?', params: [q.companyDocument] },
  ];
  const range = q.dates ? parseApiRange(q.dates) : null;
  if (range)
    clauses.push({
      sql: `${dateIndexed ? '' : '+'}orderDate BETWEEN ? AND ?`,
      params: [range.from.toISOString(), range.to.toISOString()],
    });
  for (const [field, raw] of Object.entries(q.filters)) {
    const f = FILTERS[field];
    const value = raw.trim();
    if (!f || value === '') continue;
    if (field === 'saleschannel' || field === 'transporter')
      clauses.push({ sql: f.sql, params: [value, like(value)] });
    else if (field === 'client' || field === 'name')
      clauses.push({ sql: f.sql, params: [like(value), like(value)] });
    else clauses.push({ sql: f.sql, params: [f.value(value)] });
  }
  return clauses;
}

const joined = (clauses: Clause[]) => ({
  where: clauses.map((c) => c.sql).join(' AND ') || '1',
  params: clauses.flatMap((c) => c.params),
});

/** Builds the WHERE clause and its parameters of a list query (see orderListClauses). */
export function orderListWhere(
  q: OrderListQuery,
  dateIndexed = true,
): { where: string; params: Array<string | number> } {
  return joined(orderListClauses(q, dateIndexed));
}

/** The column a list is sorted by: the date unless a known sort field is asked. */
function sortColumn(sort: Sort | null): OrderSortColumn {
  return (sort && SORT_COLUMNS[sort.field]) || 'orderDate';
}

/** ORDER BY of a list. Ties are broken by orderDate then id, the columns that follow the sort
 * column in its index (order-tables.ts), so a sort walks its index with no temporary sort. */
export function orderListOrder(sort: Sort | null): string {
  const column = sortColumn(sort);
  const direction = sort && SORT_COLUMNS[sort.field] ? sort.direction : 'DESC';
  const tail = `orderDate ${direction}, id ${direction}`;
  return column === 'orderDate' ? tail : `${column} ${direction}, ${tail}`;
}

/** A matching set this small is found by the planner's own choice of index (an NF-e number, a
 * plate: the equality index) and its few entries sorted; larger ones walk the sort index. */
export const FEW_MATCHES = 500;

/** The query finding the rowids of a list in its order (`paged`: of one page, LIMIT ? OFFSET ?).
 * Many matches: the sort column's covering index is walked (INDEXED BY: the planner, without
 * statistics, would rather search an equality filter's index and sort its matches), the date
 * range and the filters tested on its entries. Few matches: as the planner finds them. A shipper's
 * list has its own index (shipperDocument, orderDate, id). */
export function orderRowidsSql(q: OrderListQuery, total: number, paged: boolean) {
  const column = sortColumn(q.sort);
  const walk = total > FEW_MATCHES && !q.byShipper;
  // the date range searches the index only when it is the walked index's second column
  const { where, params } = orderListWhere(q, !walk || column === 'orderDate');
  const indexed = walk ? ` INDEXED BY ${ORDER_SORT_INDEX[column]}` : '';
  const sql = `SELECT rowid FROM orders${indexed} WHERE ${where} ORDER BY ${orderListOrder(q.sort)}`;
  return { sql: paged ? `${sql} LIMIT ? OFFSET ?` : sql, params };
}

/** The most index entries a walk to a page steps over (see orderWalkSql). */
export const WALK_BOUND = 4000;

/** A page by a bounded walk: the sort column's covering index walked in the page's order for at
 * most WALK_BOUND entries (the inner LIMIT; only the scope, and the date range when the index
 * starts with it, searched), each entry's date and filters tested as `hit`, the page cut from the
 * hits. Parameters: the query's, then the bound, take and offset. A filter that goes with the sort
 * (a state and its cities) has its matches far along the index, where an estimate from its share
 * cannot tell: a page left short by the bound is read from the kept ordering instead (list()). */
export function orderWalkSql(q: OrderListQuery) {
  const column = sortColumn(q.sort);
  const clauses = orderListClauses(q, column === 'orderDate');
  const searched = joined(clauses.slice(0, column === 'orderDate' && q.dates ? 2 : 1));
  const tested = column === 'orderDate' && q.dates ? clauses.slice(2) : clauses.slice(1);
  const hit = joined(tested);
  return {
    sql: `SELECT rid FROM (SELECT rowid AS rid, ${hit.where} AS hit FROM orders INDEXED BY ${ORDER_SORT_INDEX[column]}
      WHERE ${searched.where} ORDER BY ${orderListOrder(q.sort)} LIMIT ?) WHERE hit LIMIT ? OFFSET ?`,
    params: [...hit.params, ...searched.params],
  };
}

/** A page deeper than this many index entries (an estimate: the page's end over the share of
 * the company's orders the filter matches) is cut from the list's whole ordering, kept per data
 * version, instead of walked to: a walk steps over every entry before the page (issue 33). */
export const WALK_ENTRIES = 2000;

/** Whether a page is read from the kept ordering rather than by a walk: its walk would step over
 * more than WALK_ENTRIES entries of the company's `scope` orders, of which `total` match. */
export function readsOrdering(offset: number, take: number, total: number, scope: number): boolean {
  return (offset + take) * scope > WALK_ENTRIES * total;
}

/** The columns of a page row, in the order of ListRowTuple. */
const LIST_COLUMNS = `o.id, o.orderNumber, o.orderSerie, o.orderDate, o.deliveryDate, o.scheduledDelivery, o.type, o.status,
  o.stage, o.origin, o.saleschannelCode, o.saleschannelName, o.transporterId, t.nameTransporter, o.invoiceNumber, o.plate,
  o.mechanic, o.additionalInfo, o.companyDocument, o.shipperDocument, o.recipientName, o.recipientFantasyName, o.recipientDocument,
  o.recipientCity, o.recipientState, o.recipientPostalCode, o.createdAt,
  (SELECT group_concat(DISTINCT a.type) FROM order_attachments a WHERE a.orderId = o.id) AS attachmentTypes`;

/** The rows of a page from their rowids (a JSON array, in the page's order), with their
 * transporter name and attachment types. */
export const ORDER_ROWS_SQL = `SELECT ${LIST_COLUMNS} FROM json_each(?) j JOIN orders o ON o.rowid = j.value
  LEFT JOIN transporters t ON t.id = o.transporterId ORDER BY j.key`;

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

/** Orderings kept at one version: at most this many rowids together (4 bytes each). */
const KEPT_ROWIDS = 8_000_000;

/** GET /orders over `db`: one page and its exact total (orders.repo.ts exposes it). */
export function orderListReader(db: Database) {
  const totals = reusedTotals(db);
  // a list's whole order as rowids, per filter and sort, kept per data version like the totals
  // (data-version.ts): a deep page is cut from it, and every write moves the version
  // (bounded by their rowids together, not by their number: a sparse filter's ordering is small)
  const orderings = versionedReads<Int32Array>(db, {
    keys: 1000,
    weight: { of: (rowids) => rowids.length, max: KEPT_ROWIDS },
  });
  const prepared = statementCache(db);
  const count = (where: string, params: Array<string | number>) =>
    totals.total(
      `${where}|${JSON.stringify(params)}`,
      () =>
        prepared(orderCountSql(where))
          .pluck()
          .get(...params) as number,
    );

  return {
    /** GET /orders: one page and the total, filtered, sorted and paged in SQL. The total is
     * counted once per filter and reused until a write (data-version.ts); a shallow page walks
     * the sort column's index to the page, a deep one is cut from the list's ordering kept until
     * a write; the page's rows are read on every request. */
    list: (q: OrderListQuery): { orders: OrderListRow[]; total: number } => {
      const { where, params } = orderListWhere(q);
      const total = count(where, params);
      const offset = (q.page - 1) * q.take;
      if (offset >= total) return { orders: [], total };
      const scope = orderListWhere({ ...q, dates: undefined, filters: {} });
      const key = `${where}|${JSON.stringify(params)}|${orderListOrder(q.sort)}`;
      const fromOrdering = () => {
        const ordering = orderings.get(key, () => {
          const all = orderRowidsSql(q, total, false);
          return Int32Array.from(
            prepared(all.sql)
              .pluck()
              .all(...all.params) as number[],
          );
        });
        return ordering.subarray(offset, offset + q.take);
      };
      let rowids: ArrayLike<number>;
      // a list whose ordering is kept (a deep page or a short walk read it) is cut from it
      const kept = orderings.peek(key);
      if (kept) rowids = kept.subarray(offset, offset + q.take);
      else if (readsOrdering(offset, q.take, total, count(scope.where, scope.params)))
        rowids = fromOrdering();
      else if (total > FEW_MATCHES && !q.byShipper) {
        const walk = orderWalkSql(q);
        rowids = prepared(walk.sql)
          .pluck()
          .all(...walk.params, WALK_BOUND, q.take, offset) as number[];
        // short of the page while the list has more: the bound was reached before the page
        if (rowids.length < Math.min(q.take, total - offset)) rowids = fromOrdering();
      } else {
        const page = orderRowidsSql(q, total, true);
        rowids = prepared(page.sql)
          .pluck()
          .all(...page.params, q.take, offset) as number[];
      }
      const rows = prepared(ORDER_ROWS_SQL)
        .raw(true)
        .all(JSON.stringify(Array.from(rowids))) as unknown[][];
      return { orders: rows.map(listRow), total };
    },
    /** Off: every page counts its total and orders afresh (bench/orders-list.ts measures a first
     * look this way). */
    setTotalReuse: (reuse: boolean) => {
      totals.setReuse(reuse);
      orderings.setReuse(reuse);
    },
  };
}
