import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../../../simulator/seed/demo/companies';
import { generateDataset } from '../../../simulator/seed/generate';
import {
  type OrderListQuery,
  orderListOrder,
  readsOrdering,
} from '../../../simulator/store/order-list-query';
import { Store } from '../../../simulator/store/store';
import type { Sort } from '../../../src/domain/list-query';

// issue 33: a page is walked to through its sort's index when shallow and cut from the list's
// ordering kept per data version when deep (order-list-query.ts). Both give the same list — the one
// a plain ORDER BY over every match gives — and a write shows in the very next page, deep or not.
const company = DEMO_DOCUMENTS.principal;
let store: Store;

beforeAll(() => {
  store = Store.open(':memory:');
  const spec = { seed: 1, size: 'demo' as const };
  store.load(generateDataset(spec), spec);
  // the demo company's orders copied 30 times (new ids and numbers), so deep pages exist
  const columns = (store.db.prepare('PRAGMA table_info(orders)').all() as Array<{ name: string }>).map(
    (c) => c.name,
  );
  const copied = columns.map((c) =>
    c === 'id'
      ? "o.id || '-c' || n.value"
      : c === 'orderNumber'
        ? "o.orderNumber || '-' || n.value"
        : `o."${c}"`,
  );
  store.db.exec(`INSERT INTO orders (${columns.map((c) => `"${c}"`).join(', ')})
    WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 30)
    SELECT ${copied.join(', ')} FROM orders o, n WHERE o.companyDocument = '${company}'`);
  return () => store.close();
});

const query = (
  filters: Record<string, string>,
  sort: Sort | null,
  page: number,
  take = 25,
): OrderListQuery => ({
  companyDocument: company,
  byShipper: false,
  page,
  take,
  filters,
  sort,
});

/** Every match's id in the list's order, by one plain ORDER BY (no index chosen, nothing kept). */
function reference(filters: Record<string, string>, sort: Sort | null): string[] {
  const status = filters.status ? ' AND status = ?' : '';
  return store.db
    .prepare(
      `SELECT id FROM orders NOT INDEXED WHERE companyDocument = ?${status} ORDER BY ${orderListOrder(sort)}`,
    )
    .pluck()
    .all(company, ...(filters.status ? [filters.status] : [])) as string[];
}

/** Every page of the list, read as the console would, page after page. */
function paged(filters: Record<string, string>, sort: Sort | null, take: number): string[] {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { orders, total } = store.orders.list(query(filters, sort, page, take));
    ids.push(...orders.map((o) => o.id));
    if (page * take >= total) return ids;
  }
}

const SORTS: Array<Sort | null> = [
  null,
  { field: 'orderDate', direction: 'ASC' },
  { field: 'city', direction: 'DESC' },
  { field: 'status', direction: 'ASC' },
  { field: 'orderNumber', direction: 'DESC' },
  { field: 'type', direction: 'ASC' },
  { field: 'origin', direction: 'DESC' },
];

describe('the order list’s pages, walked or cut from the kept ordering', () => {
  it('has deep pages and a sparse filter that read the kept ordering, shallow ones that walk', () => {
    const all = reference({}, null).length;
    const done = reference({ status: 'DONE' }, null).length;
    expect(all).toBeGreaterThan(3000);
    expect(readsOrdering(0, 25, all, all)).toBe(false);
    expect(readsOrdering(all - 25, 25, all, all)).toBe(true);
    expect(readsOrdering(500, 25, done, all)).toBe(true);
  });

  it.each(SORTS.map((sort) => [sort ? `${sort.field} ${sort.direction}` : 'default sort', sort] as const))(
    'lists every match once, in order (%s)',
    (_, sort) => {
      expect(paged({}, sort, 25)).toEqual(reference({}, sort));
      expect(paged({ status: 'DONE' }, sort, 100)).toEqual(reference({ status: 'DONE' }, sort));
    },
  );

  it('shows a write in the next deep page at once', () => {
    const sort: Sort = { field: 'orderDate', direction: 'DESC' };
    const before = reference({ status: 'DONE' }, sort);
    const last = Math.ceil(before.length / 25);
    const deep = store.orders.list(query({ status: 'DONE' }, sort, last));
    expect(deep.orders.map((o) => o.id)).toEqual(before.slice((last - 1) * 25));
    const leaving = deep.orders[0].id;
    store.db.prepare("UPDATE orders SET status = 'PENDING' WHERE id = ?").run(leaving);
    const after = store.orders.list(query({ status: 'DONE' }, sort, last));
    expect(after.total).toBe(before.length - 1);
    expect(after.orders.map((o) => o.id)).not.toContain(leaving);
    expect(after.orders.map((o) => o.id)).toEqual(reference({ status: 'DONE' }, sort).slice((last - 1) * 25));
  });
});
