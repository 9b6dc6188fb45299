import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DOCUMENTS } from '../../../simulator/seed/demo/companies';
import { generateDataset } from '../../../simulator/seed/generate';
import { seeded } from '../../../simulator/seed/seeded-status';
import { reusedTotals } from '../../../simulator/store/data-version';
import type { OrderListQuery } from '../../../simulator/store/order-list-query';
import type { OrderRow } from '../../../simulator/store/order-tables';
import { Store } from '../../../simulator/store/store';

// issue 17 "Lists in SQL": a list's total is counted once per filter and reused for its next pages
// while the data is unchanged (data-version.ts); whatever writes, the next answer's total is exact.
const company = DEMO_DOCUMENTS.principal;
const NOW = '2026-01-01T00:00:00.000Z';

let store: Store;
beforeEach(() => {
  store = Store.open(':memory:');
  const spec = { seed: 1, size: 'demo' as const };
  store.load(generateDataset(spec), spec);
  return () => store.close();
});

const query = (filters: Record<string, string>, page = 1): OrderListQuery => ({
  companyDocument: company,
  byShipper: false,
  page,
  take: 25,
  filters,
  sort: null,
});
/** The total of a status as the list answers it, after paging once so the total is reused. */
const listed = (status: string) => {
  store.orders.list(query({ status }, 2));
  return store.orders.list(query({ status })).total;
};
/** The same total counted independently of the list code. */
const counted = (status: string) =>
  store.db
    .prepare('SELECT count(*) FROM orders WHERE companyDocument = ? AND status = ?')
    .pluck()
    .get(company, status) as number;
const aPendingOrder = () =>
  store.db
    .prepare("SELECT id FROM orders WHERE companyDocument = ? AND status = 'PENDING' LIMIT 1")
    .pluck()
    .get(company) as string;

describe('the order list total after a write', () => {
  it('counts a created order', () => {
    const before = listed('PENDING');
    const model = store.orders.byId(aPendingOrder()) as OrderRow;
    store.orders.insert({
      row: { ...model, id: 'ord-list-total-1', orderNumber: 'X-1', externalCode: null },
      items: [],
    });
    expect(listed('PENDING')).toBe(before + 1);
    expect(listed('PENDING')).toBe(counted('PENDING'));
  });

  it('moves an order whose status changed from one status total to the other', () => {
    const pending = listed('PENDING');
    const done = listed('DONE');
    store.orders.update(aPendingOrder(), { status: seeded('DONE') }, NOW);
    expect(listed('PENDING')).toBe(pending - 1);
    expect(listed('DONE')).toBe(done + 1);
    expect([listed('PENDING'), listed('DONE')]).toEqual([counted('PENDING'), counted('DONE')]);
  });

  it('drops a deleted order, whatever statement deleted it', () => {
    const model = store.orders.byId(aPendingOrder()) as OrderRow;
    store.orders.insert({
      row: { ...model, id: 'ord-list-total-2', orderNumber: 'X-2', externalCode: null },
      items: [],
    });
    const before = listed('PENDING');
    store.db.prepare('DELETE FROM orders WHERE id = ?').run('ord-list-total-2');
    expect(listed('PENDING')).toBe(before - 1);
    expect(listed('PENDING')).toBe(counted('PENDING'));
  });

  it('does not keep a total counted inside a transaction that is rolled back', () => {
    const before = listed('PENDING');
    expect(() =>
      store.db.transaction(() => {
        store.orders.update(aPendingOrder(), { status: seeded('DONE') }, NOW);
        expect(listed('PENDING')).toBe(before - 1);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(listed('PENDING')).toBe(before);
  });
});

describe('reusedTotals', () => {
  it('counts a filter once until a write, then again', () => {
    const totals = reusedTotals(store.db);
    const count = vi.fn(() => 7);
    expect([totals.total('a', count), totals.total('a', count)]).toEqual([7, 7]);
    expect(count).toHaveBeenCalledTimes(1);
    totals.total('b', count);
    expect(count).toHaveBeenCalledTimes(2);
    store.orders.update(aPendingOrder(), { status: seeded('DONE') }, NOW);
    totals.total('a', count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('counts every time when reuse is off', () => {
    const totals = reusedTotals(store.db);
    const count = vi.fn(() => 7);
    totals.setReuse(false);
    totals.total('a', count);
    totals.total('a', count);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
