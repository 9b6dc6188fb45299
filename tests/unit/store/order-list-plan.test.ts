import { describe, expect, it } from 'vitest';
import {
  type OrderListQuery,
  orderCountSql,
  orderListSql,
  orderListWhere,
  walksSortIndex,
} from '../../../simulator/store/order-list-query';
import { Store } from '../../../simulator/store/store';
import { FILTER_FIELDS, SORT_FIELDS } from '../../../src/screens/orders/list/orders-query';
import { fullScans, queryPlan } from './query-plan';

// issue 17 "Lists in SQL": no filter or sort the console's order list offers (doc 2 §2, sent as
// orders-query.ts builds it) reads the orders table from end to end; every page and every total
// searches an index. The plans do not depend on the data, so an empty store is enough.
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
];
const sorts = [
  null,
  ...Object.values(SORT_FIELDS).flatMap((field) =>
    (['ASC', 'DESC'] as const).map((direction) => ({ field, direction })),
  ),
];

const cases: OrderListQuery[] = [false, true].flatMap((byShipper) =>
  ['2026-11-18T2026-11-24', undefined].flatMap((dates) =>
    filterSets.flatMap((filters) =>
      sorts.map((sort) => ({
        companyDocument: '11222333000181',
        byShipper,
        page: 3,
        take: 25,
        dates,
        filters,
        sort,
      })),
    ),
  ),
);

const label = (q: OrderListQuery) =>
  `${q.byShipper ? 'shipper' : 'company'} ${q.dates ?? 'no dates'} ${JSON.stringify(q.filters)} ${q.sort ? `${q.sort.field} ${q.sort.direction}` : 'default sort'}`;

describe('the order list searches an index for every filter and sort of the console', () => {
  it.each(cases.map((q) => [label(q), q] as const))('%s', (_, q) => {
    const { where, params } = orderListWhere(q);
    expect(fullScans(queryPlan(store.db, orderCountSql(where), params), ['orders'])).toEqual([]);
    // the page is planned both ways the reader may ask it: few matches (date range searched,
    // then sorted) and many (the sort column's index walked)
    for (const total of [0, 85_000]) {
      const page = walksSortIndex(q, total) ? orderListWhere(q, false) : { where, params };
      const plan = queryPlan(store.db, orderListSql(page.where, q.sort), [...page.params, 25, 50]);
      expect(fullScans(plan, ['orders'])).toEqual([]);
      expect(plan.some((line) => /^SEARCH orders /.test(line))).toBe(true);
    }
  });

  it('walks a sort index only for another column than the date and many matches', () => {
    const q = cases.find((c) => c.sort?.field === 'city' && !c.byShipper) as OrderListQuery;
    expect(walksSortIndex(q, 85_000)).toBe(true);
    expect(walksSortIndex(q, 10)).toBe(false);
    expect(walksSortIndex({ ...q, sort: { field: 'orderDate', direction: 'ASC' } }, 85_000)).toBe(false);
    expect(walksSortIndex({ ...q, sort: null }, 85_000)).toBe(false);
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
