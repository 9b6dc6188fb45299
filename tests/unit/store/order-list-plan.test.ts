import { describe, expect, it } from 'vitest';
import {
  FEW_MATCHES,
  ORDER_ROWS_SQL,
  type OrderListQuery,
  orderCountSql,
  orderListWhere,
  orderRowidsSql,
  orderWalkSql,
  readsOrdering,
  WALK_BOUND,
} from '../../../simulator/store/order-list-query';
import { ORDER_SORT_INDEX } from '../../../simulator/store/order-tables';
import { Store } from '../../../simulator/store/store';
import { FILTER_FIELDS, SORT_FIELDS } from '../../../src/screens/orders/list/orders-query';
import { fullScans, queryPlan } from './query-plan';

// issue 33: no list form the console sends (every filter and sort of doc 2 §2, sent as
// orders-query.ts builds it, over 7 and 90 days) and no form without dates reads more order rows
// than its page plus the index entries it steps over. In EXPLAIN QUERY PLAN terms, the query that
// finds a page's rowids (and the one that builds a list's kept ordering, order-list-query.ts):
// - with many matches walks the sort column's covering index — `SEARCH orders USING COVERING
//   INDEX` (no row read to test a filter or the dates) and no `USE TEMP B-TREE` (no sort step:
//   the walk is in the page's order and stops at the page, or at WALK_BOUND entries);
// - with few matches (≤ FEW_MATCHES) searches an index, never `SCAN orders`, and sorts only those;
// and the page's rows are then read by rowid, one each. The plans do not depend on the data, so an
// empty store is enough.
const store = Store.open(':memory:');

/** A value of each filter as the console sends it (orders-filters.tsx). */
const SAMPLE: Record<string, string> = {
  client: 'maria',
  orderNumber: '1001',
  invoiceNumber: '123',
  saleschannel: 'ML',
  state: 'SP',
  city: 'campinas',
  postalCode: '01001000',
  origin: 'API',
  type: 'NEW',
  plate: 'ABC1D23',
  mechanic: 'João',
  transporter: 'Rápido',
  status: 'PENDING',
};
const filterSets: Array<Record<string, string>> = [
  {},
  ...Object.values(FILTER_FIELDS).map((field) => ({ [field]: SAMPLE[field] })),
  { status: 'PENDING', type: 'NEW' },
  { client: 'maria', status: 'PENDING' },
  { state: 'SP', city: 'campinas', transporter: 'Rápido' },
];
const sorts = [
  null,
  ...Object.values(SORT_FIELDS).flatMap((field) =>
    (['ASC', 'DESC'] as const).map((direction) => ({ field, direction })),
  ),
];
/** the console's ranges (the last 7 days it opens on, 90 days) and the API's undated form */
const RANGES = ['2026-12-01T2026-12-07', '2026-09-09T2026-12-07', undefined];

const cases = (byShipper: boolean): OrderListQuery[] =>
  RANGES.flatMap((dates) =>
    filterSets.flatMap((filters) =>
      sorts.map((sort) => ({
        companyDocument: '11222333000181',
        byShipper,
        page: 10,
        take: 25,
        dates,
        filters,
        sort,
      })),
    ),
  );

const label = (q: OrderListQuery) =>
  `${q.dates ?? 'no dates'} ${JSON.stringify(q.filters)} ${q.sort ? `${q.sort.field} ${q.sort.direction}` : 'default sort'}`;

/** The plan of the rowids query of `q` for `total` matches, paged or whole (a kept ordering).
 * Many matches, paged: the bounded walk (orderWalkSql). */
function rowidsPlan(q: OrderListQuery, total: number, paged: boolean): string[] {
  if (paged && total > FEW_MATCHES && !q.byShipper) {
    const walk = orderWalkSql(q);
    return queryPlan(store.db, walk.sql, [...walk.params, WALK_BOUND, 25, 225]);
  }
  const { sql, params } = orderRowidsSql(q, total, paged);
  return queryPlan(store.db, sql, paged ? [...params, 25, 225] : params);
}
/** Plan lines reading the orders table or one of its indexes. */
const ordersLines = (plan: string[]) => plan.filter((line) => /^(SEARCH|SCAN) orders\b/.test(line));

describe('a page of the order list reads its rows and the index entries before it, no more', () => {
  it.each(cases(false).map((q) => [label(q), q] as const))('%s', (_, q) => {
    const { where, params } = orderListWhere(q);
    expect(fullScans(queryPlan(store.db, orderCountSql(where), params), ['orders'])).toEqual([]);
    const column = (q.sort && { city: 'recipientCity' }[q.sort.field]) ?? q.sort?.field ?? 'orderDate';
    for (const paged of [true, false]) {
      // many matches: the sort column's covering index, walked in the page's order
      const many = rowidsPlan(q, 85_000, paged);
      expect(ordersLines(many)).toEqual([
        expect.stringMatching(
          new RegExp(`^SEARCH orders USING COVERING INDEX ${ORDER_SORT_INDEX[column as 'orderDate']} \\(`),
        ),
      ]);
      expect(many.filter((line) => line.includes('TEMP B-TREE'))).toEqual([]);
      // few matches: searched through an index; only those few are sorted
      const few = rowidsPlan(q, FEW_MATCHES, paged);
      expect(fullScans(few, ['orders'])).toEqual([]);
      expect(ordersLines(few).length).toBeGreaterThan(0);
    }
  });
});

describe('a shipper’s order list', () => {
  it.each(cases(true).map((q) => [label(q), q] as const))('%s searches an index', (_, q) => {
    const { where, params } = orderListWhere(q);
    expect(fullScans(queryPlan(store.db, orderCountSql(where), params), ['orders'])).toEqual([]);
    for (const total of [FEW_MATCHES, 85_000])
      expect(fullScans(rowidsPlan(q, total, true), ['orders'])).toEqual([]);
  });
});

describe('where a page is read from', () => {
  it('walks to a shallow page, cuts a deep one or a sparse filter’s from the kept ordering', () => {
    // the console's first and tenth pages of 25 over 85k orders
    expect(readsOrdering(0, 25, 85_000, 85_000)).toBe(false);
    expect(readsOrdering(225, 25, 85_000, 85_000)).toBe(false);
    // page 3,000 of an undated list: 75,000 entries stepped over by a walk
    expect(readsOrdering(74_975, 25, 85_000, 85_000)).toBe(true);
    // the tenth page of a filter matching 1 order in 100: ~25,000 entries to walk
    expect(readsOrdering(225, 25, 850, 85_000)).toBe(true);
  });

  it('reads the page’s rows by rowid, one each', () => {
    const plan = queryPlan(store.db, ORDER_ROWS_SQL, ['[1,2]']);
    expect(plan.filter((line) => /^(SEARCH|SCAN) o\b/.test(line))).toEqual([
      'SEARCH o USING INTEGER PRIMARY KEY (rowid=?)',
    ]);
    // (its ORDER BY j.key puts back the page's own rows in the page's order: a sort of ≤ take)
  });
});

describe('fullScans', () => {
  it('names a table read end to end, with or without an index, and nothing else', () => {
    const scan = queryPlan(store.db, 'SELECT id FROM orders WHERE plate LIKE ?', ['%A%']);
    expect(fullScans(scan, ['orders'])).toHaveLength(1);
    const search = queryPlan(store.db, 'SELECT id FROM orders WHERE id = ?', ['ord-1']);
    expect(fullScans(search, ['orders'])).toEqual([]);
  });
});
