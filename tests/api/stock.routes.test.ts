import { describe, expect, it } from 'vitest';
import { call, expectBadRequest, expectStatus, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// The stock calls (doc 3 §2 Stock and Reports, §3 Warehouse position item, Stock chart row, Stock
// change history, §5 "Stock inline edits need a non-empty value", §7).
const app = simulator();

async function setup(user = 'admin') {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, user) };
}

async function stockedProduct(sim: SimClient, token: string) {
  return expectStatus(await call(sim, token, 'GET', '/api/product?take=1&sort=quantity|DESC'), 200)
    .products[0];
}

describe('GET /warehouse/product/{id} and /warehouse/position/{id}', () => {
  it('says where a product is stored, item by item, and the sums per warehouse', async () => {
    const { sim, token } = await setup();
    const product = await stockedProduct(sim, token);
    const where = expectStatus(await call(sim, token, 'GET', `/api/warehouse/product/${product.id}`), 200);
    expect(where.product.id).toBe(product.id);
    expect(where.storage.length).toBeGreaterThan(0);
    const sum = where.storage.reduce((s: number, it: { quantity: number }) => s + it.quantity, 0);
    expect(Math.round(sum * 100) / 100).toBe(product.quantity);
    expect(where.warehouses[0]).toMatchObject({ code: expect.any(String), quantity: expect.any(Number) });
    const item = expectStatus(
      await call(sim, token, 'GET', `/api/warehouse/position/${where.storage[0].id}`),
      200,
    );
    expect(item).toMatchObject({ id: where.storage[0].id, position: { code: expect.any(String) } });
    expectStatus(await call(sim, token, 'GET', '/api/warehouse/position/wpi-nope'), 404);
    const other = await setup('outsider');
    expectStatus(await call(sim, other.token, 'GET', `/api/warehouse/product/${product.id}`), 403);
    expectStatus(await call(sim, other.token, 'GET', `/api/warehouse/position/${where.storage[0].id}`), 403);
  });
});

describe('PATCH /warehouse/position/{id} and GET /warehouse/history', () => {
  it('changes one field, writes the old and new value in the history, and refuses bad edits', async () => {
    const { sim, token } = await setup();
    const product = await stockedProduct(sim, token);
    const where = expectStatus(await call(sim, token, 'GET', `/api/warehouse/product/${product.id}`), 200);
    const itemId = where.storage[0].id;
    const url = `/api/warehouse/position/${itemId}`;
    const done = expectStatus(await call(sim, token, 'PATCH', url, { serviceTag: 'ST-NEW-1' }), 200);
    expect(done.item.serviceTag).toBe('ST-NEW-1');
    expectStatus(await call(sim, token, 'PATCH', url, { status: 'INACTIVE' }), 200);
    expectBadRequest(await call(sim, token, 'PATCH', url, { responsible: '   ' }), 'responsible');
    expectBadRequest(await call(sim, token, 'PATCH', url, { status: 'BROKEN' }), 'status');
    expectBadRequest(await call(sim, token, 'PATCH', url, { serviceTag: 'A', padlock: 'B' }));
    expectBadRequest(await call(sim, token, 'PATCH', url, {}));
    const other = await setup('outsider');
    expectStatus(await call(sim, other.token, 'PATCH', url, { padlock: 'X' }), 403);

    const history = expectStatus(
      await call(sim, token, 'GET', '/api/warehouse/history?serviceTag=ST-NEW-1'),
      200,
    );
    expect(history.total).toBe(2);
    expect(history.histories[0]).toMatchObject({
      status: 'ACTIVE',
      newStatus: 'INACTIVE',
      newServiceTag: 'ST-NEW-1',
    });
    expect(history.histories[1]).toMatchObject({
      newServiceTag: 'ST-NEW-1',
      updatedBy: 'admin',
      product: { sku: product.sku },
    });
    const seeded = expectStatus(await call(sim, token, 'GET', '/api/warehouse/history?take=200'), 200);
    expect(seeded.total).toBeGreaterThanOrEqual(30);
    const none = expectStatus(
      await call(sim, token, 'GET', '/api/warehouse/history?initialDate=2001-01-01&finalDate=2001-01-02'),
      200,
    );
    expect(none).toEqual({ histories: [], total: 0 });
    expectBadRequest(await call(sim, token, 'GET', '/api/warehouse/history?initialDate=01/01/2001'));
    const theirs = expectStatus(await call(sim, other.token, 'GET', '/api/warehouse/history'), 200);
    expect(theirs.total).toBe(0);
  });
});

describe('GET /warehouse/report, /warehouse/infos-filter, /dashboard/charts-stock', () => {
  it('lists stock per product with the eleven filters, and the filter options', async () => {
    const { sim, token } = await setup();
    const all = expectStatus(await call(sim, token, 'GET', '/api/warehouse/report?take=200'), 200);
    expect(all.total).toBeGreaterThan(20);
    expect(all.stock[0]).toMatchObject({ sku: expect.any(String), category: { name: expect.any(String) } });
    const infos = expectStatus(await call(sim, token, 'GET', '/api/warehouse/infos-filter'), 200);
    expect(infos.warehouses.map((w: { code: string }) => w.code)).toEqual(['CDGRU', 'CDSP']);
    expect(infos.buildings).toEqual(['MATRIZ']);
    const inWarehouse = expectStatus(
      await call(sim, token, 'GET', `/api/warehouse/report?take=200&warehouse=${infos.warehouses[0].id}`),
      200,
    );
    expect(inWarehouse.total).toBeLessThan(all.total);
    const bySku = expectStatus(
      await call(sim, token, 'GET', `/api/warehouse/report?sku=${all.stock[0].sku}`),
      200,
    );
    expect(bySku.total).toBe(1);
    expectBadRequest(await call(sim, token, 'GET', '/api/warehouse/report?status=MAYBE'));
  });

  it('answers chart rows of product, position and quantity, narrowed by category and product', async () => {
    const { sim, token } = await setup();
    const { rows } = expectStatus(await call(sim, token, 'GET', '/api/dashboard/charts-stock'), 200);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows[0]).toEqual({
      item: { id: expect.any(String), name: expect.any(String), description: expect.any(String) },
      position: { code: expect.any(String) },
      quantity: expect.any(Number),
    });
    const one = expectStatus(
      await call(sim, token, 'GET', `/api/dashboard/charts-stock?productId=${rows[0].item.id}`),
      200,
    );
    expect(new Set(one.rows.map((r: { item: { id: string } }) => r.item.id))).toEqual(
      new Set([rows[0].item.id]),
    );
    const cat = expectStatus(
      await call(sim, token, 'GET', '/api/dashboard/charts-stock?categoryId=cat-1-101'),
      200,
    );
    expect(cat.rows.length).toBeLessThan(rows.length);
    const other = await setup('outsider');
    const theirs = expectStatus(
      await call(sim, other.token, 'GET', `/api/dashboard/charts-stock?productId=${rows[0].item.id}`),
      200,
    );
    expect(theirs.rows).toEqual([]);
  });
});
