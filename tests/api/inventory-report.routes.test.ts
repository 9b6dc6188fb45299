import { describe, expect, it } from 'vitest';
import { categoryIdOf } from '../../simulator/seed/demo/product-register';
import { operationsSetup } from './operations-helpers';
import { expectBadRequest, expectStatus, outsider, principal } from './orders-helpers';
import { simulator } from './sim-client';

// GET /inventory/report/positions (doc 3 §2 Reports "Inventory by category and position", §7
// "positions list"; issue 13): positions with stock grouped by category, totals in SQL, the
// category filter, paging, bad input, another company's category.
const app = simulator();

interface Row {
  category: { id: string; name: string } | null;
  categoryQuantity: number;
  position: { id: string; code: string; isActive: boolean; inInventory: boolean };
  warehouse: { name: string };
  products: number;
  quantity: number;
}

describe('GET /api/inventory/report/positions', () => {
  it('groups the company’s positions by category with quantities and totals, in SQL', async () => {
    const t = await operationsSetup(app);
    const all = await t.ok('GET', '/api/inventory/report/positions?take=200');
    const rows = all.positions as Row[];
    expect(all.total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(3);
    // the expected figures, straight from the stored stock of the viewed company
    const expected = t
      .store()
      .db.prepare(
        `SELECT pr.categoryId, pi.positionId, round(sum(pi.quantity), 2) AS quantity
         FROM warehouse_position_items pi JOIN positions p ON p.id = pi.positionId JOIN products pr ON pr.id = pi.productId
         WHERE p.companyDocument = ? AND pi.quantity > 0 GROUP BY pr.categoryId, pi.positionId`,
      )
      .all(principal) as Array<{ categoryId: string | null; positionId: string; quantity: number }>;
    expect(rows).toHaveLength(expected.length);
    for (const e of expected) {
      const row = rows.find(
        (r) => r.position.id === e.positionId && (r.category?.id ?? null) === e.categoryId,
      );
      expect(row?.quantity).toBe(e.quantity);
    }
    // grouped: each category's rows are together (one run per category), "no category" last
    const runs = rows.map((r) => r.category?.id ?? null).filter((c, i, all) => i === 0 || all[i - 1] !== c);
    expect(new Set(runs).size).toBe(runs.length);
    if (runs.includes(null)) expect(runs.at(-1)).toBeNull();
    const first = rows[0];
    const sameCategory = rows.filter((r) => r.category?.id === first.category?.id);
    const sum = Math.round(sameCategory.reduce((s, r) => s + r.quantity, 0) * 100) / 100;
    expect(sameCategory.every((r) => r.categoryQuantity === sum)).toBe(true);
    expect(first.warehouse.name).toBeTruthy();
    expect(typeof first.position.inInventory).toBe('boolean');
  });

  it('filters by category and pages; totals cover every page', async () => {
    const t = await operationsSetup(app);
    const category = categoryIdOf(principal, '101');
    const filtered = await t.ok('GET', `/api/inventory/report/positions?categoryId=${category}&take=200`);
    expect(filtered.total).toBeGreaterThan(0);
    expect((filtered.positions as Row[]).every((r) => r.category?.id === category)).toBe(true);
    const first = await t.ok('GET', '/api/inventory/report/positions?page=1&take=2');
    const second = await t.ok('GET', '/api/inventory/report/positions?page=2&take=2');
    expect(first.positions).toHaveLength(2);
    expect(second.total).toBe(first.total);
    expect(second.positions[0]).not.toEqual(first.positions[0]);
    const beyond = await t.ok('GET', '/api/inventory/report/positions?page=9999&take=2');
    expect(beyond).toEqual({ positions: [], total: first.total });
  });

  it('refuses bad input and another company’s category, and shows only the viewed company', async () => {
    const t = await operationsSetup(app);
    expectBadRequest(await t.send('GET', '/api/inventory/report/positions?take=0'), 'take');
    expectBadRequest(await t.send('GET', '/api/inventory/report/positions?page=abc'), 'page');
    expectBadRequest(await t.send('GET', '/api/inventory/report/positions?categoryId='), 'categoryId');
    const theirs = categoryIdOf(outsider, '101');
    expectStatus(await t.send('GET', `/api/inventory/report/positions?categoryId=${theirs}`), 403);
    expectStatus(await t.send('GET', '/api/inventory/report/positions?categoryId=cat-none'), 404);
    const theirPositions = new Set(
      t.store().db.prepare('SELECT id FROM positions WHERE companyDocument <> ?').pluck().all(principal),
    );
    const all = await t.ok('GET', '/api/inventory/report/positions?take=200');
    expect((all.positions as Row[]).some((r) => theirPositions.has(r.position.id))).toBe(false);
    expectStatus(await app.inject({ method: 'GET', url: '/api/inventory/report/positions' }), 401);
  });
});
