import { describe, expect, it } from 'vitest';
import { DEMO_INVENTORY_IDS as INV } from '../../simulator/seed/demo/inventory';
import { DEMO_POSITION_IDS as POS } from '../../simulator/seed/demo/positions';
import { operationsSetup } from './operations-helpers';
import { call, expectBadRequest, expectStatus, outsider, tokenFor } from './orders-helpers';
import { simulator } from './sim-client';

// Inventory (doc 3 §2, §3, §4, §7; issue 13): the inventory and inventory-position machines decide,
// a close adjusts stock to the counts and writes the stock history, "in inventory" blocks a
// position for picking and for a new inventory.
const app = simulator();
type Setup = Awaited<ReturnType<typeof operationsSetup>>;

/** A new inventory over `positions`; answers its detail. */
async function newInventory(t: Setup, positions: string[]) {
  const { record } = expectStatus(await t.send('POST', '/api/inventory', { positions }), 201);
  return record;
}

/** What a position holds, as count reads (product id and quantity), optionally changed. */
function readsOf(t: Setup, positionId: string, change: (q: number, i: number) => number = (q) => q) {
  const held = t.store().inventory.stockAt(positionId);
  return held.map((h, i) => ({ product: h.productId, countRealized: change(h.quantity, i) }));
}

describe('GET /api/inventory', () => {
  it('lists with filters in SQL and reads a detail with counts', async () => {
    const t = await operationsSetup(app);
    const all = await t.ok('GET', '/api/inventory');
    expect(all.inventories.map((i: { id: string }) => i.id)).toEqual([INV.open, INV.closed]);
    expect(all.inventories[0]).toMatchObject({
      code: 'INV-000001',
      isOpen: true,
      status: 'INPROGRESS',
      totalPositions: 2,
      finalized: 0,
      user: { id: 'usr-operator' },
      positions: [],
    });
    expect(
      (await t.ok('GET', '/api/inventory?status=false')).inventories.map((i: { id: string }) => i.id),
    ).toEqual([INV.closed]);
    expect((await t.ok('GET', '/api/inventory?status=INPROGRESS&perPage=5')).total).toBe(1);
    expect(
      (await t.ok('GET', '/api/inventory?position=A-03-2&complete=true')).inventories[0].positions,
    ).toHaveLength(2);
    expect((await t.ok('GET', '/api/inventory?type=ASSET')).total).toBe(0);
    expectBadRequest(await t.send('GET', '/api/inventory?status=OPEN'));
    const closed = await t.ok('GET', `/api/inventory/${INV.closed}`);
    expect(
      closed.positions[1].counting.map((c: { sequence: number; status: string }) => [c.sequence, c.status]),
    ).toEqual([
      [1, 'DIVERGENT'],
      [2, 'MATCH'],
    ]);
    expect(closed.finalized).toBe(100);
    expectStatus(await t.send('GET', `/api/inventory/${INV.subsidiaryCancelled}`), 403);
    expectStatus(await t.send('GET', '/api/inventory/inv-999999'), 404);
  });
});

describe('POST /api/inventory', () => {
  it('opens an inventory and marks its positions in inventory; refuses one in inventory or virtual', async () => {
    const t = await operationsSetup(app);
    const record = await newInventory(t, [POS.storage, { id: 'pos-000004' } as unknown as string]);
    expect(record).toMatchObject({ status: 'PENDING', isOpen: true, totalPositions: 2, type: 'DEFAULT' });
    expect(t.store().warehouses.position(POS.storage)?.inInventory).toBe(true);
    const again = await t.expectRefused(409, () =>
      t.send('POST', '/api/inventory', { positions: [POS.storage] }),
    );
    expect(again.message).toMatch(/in inventory/);
    t.store().db.prepare('UPDATE positions SET isVirtual = 1 WHERE id = ?').run('pos-000007');
    const virtual = await t.expectRefused(409, () =>
      t.send('POST', '/api/inventory', { positions: ['pos-000007'] }),
    );
    expect(virtual.message).toMatch(/virtual/);
    expectBadRequest(await t.send('POST', '/api/inventory', { positions: [] }), 'positions');
    await t.expectRefused(400, () => t.send('POST', '/api/inventory', { positions: [POS.outsider] }));
  });
});

describe('counting, recount and close', () => {
  it('a divergence goes to RECOUNTING, another operator settles it, the close adjusts stock and history', async () => {
    const t = await operationsSetup(app);
    const record = await newInventory(t, [POS.storage]);
    const item = record.positions[0].id;
    const url = (q = '') => `/api/inventory/${record.id}/${item}${q}`;
    const reads = readsOf(t, POS.storage, (q, i) => (i === 0 ? q - 1 : q));
    expect(reads.length).toBeGreaterThan(0);
    const first = await t.ok('PUT', url('?action=COUNT'), { user: 'usr-operator', items: reads });
    expect(first.record.status).toBe('RECOUNTING');
    expect(first.record.positions[0]).toMatchObject({ status: 'RECOUNTING', statusInInventory: null });
    // the same operator cannot settle it; the inventory cannot be finalized meanwhile
    await t.expectRefused(409, () =>
      t.send('PUT', url('?action=COUNT'), { user: 'usr-operator', items: reads }),
    );
    const refused = await t.expectRefused(409, () =>
      t.send('PUT', `/api/inventory/${record.id}?action=COMPLETED`, {}),
    );
    expect(refused.message).toMatch(/recount/);
    const second = await t.ok('PUT', url('?action=COUNT'), { user: 'usr-admin', items: reads });
    expect(second.record).toMatchObject({ status: 'WAITING', positions: [{ status: 'WAITING' }] });
    const productId = reads[0].product as string;
    const before = t.stockOf(productId);
    const closed = await t.ok('PUT', `/api/inventory/${record.id}?action=COMPLETED`, {});
    expect(closed.record).toMatchObject({ status: 'CLOSED', isOpen: false, finalized: 100 });
    expect(closed.record.positions[0]).toMatchObject({ status: 'DONE', statusInInventory: 'CONFIRMED' });
    // the close answers the counts without their lines (issue 13's close bench); the detail has them
    const lines = (r: { positions: Array<{ counting: Array<{ items: unknown[] }> }> }) =>
      r.positions.flatMap((p) => p.counting).reduce((n, c) => n + c.items.length, 0);
    expect(lines(closed.record)).toBe(0);
    expect(lines(await t.ok('GET', `/api/inventory/${record.id}`))).toBeGreaterThan(0);
    expect(t.stockOf(productId).at(POS.storage)).toBeCloseTo(before.at(POS.storage) - 1, 2);
    // the change is in the one stock change history, the one GET warehouse/history answers
    const code = t.store().warehouses.position(POS.storage)?.code as string;
    const history = await t.ok('GET', `/api/warehouse/history?position=${code}&take=100`);
    const moved = (
      history.histories as Array<{ positionCode: string; quantity: number; newQuantity: number }>
    ).filter((h) => h.newQuantity !== h.quantity);
    expect(moved).toHaveLength(1);
    expect(moved[0].positionCode).toBe(code);
    expect(moved[0].newQuantity).toBeCloseTo(moved[0].quantity - 1, 2);
    expect(t.store().warehouses.position(POS.storage)?.inInventory).toBe(false);
    t.expectInvariants();
    await t.expectRefused(409, () => t.send('PUT', url('?action=COMPLETED'), {}));
    const report = await t.ok('GET', `/api/inventory/report/performance/${record.id}`);
    expect(report).toMatchObject({
      totalPositions: 1,
      totalExecutions: 2,
      positions: [{ inconsistencyDetected: true }],
    });
  });

  it('every history row of a close copies the product stock after the close', async () => {
    const t = await operationsSetup(app);
    const record = await newInventory(t, [POS.storage]);
    const url = `/api/inventory/${record.id}/${record.positions[0].id}?action=COUNT`;
    // one product held there counted 1 short, one held only elsewhere read there (new to it)
    const held = readsOf(t, POS.storage, (q, i) => (i === 0 ? q - 1 : q));
    const mine = new Set(held.map((r) => r.product));
    const other = readsOf(t, 'pos-000004').find((r) => !mine.has(r.product));
    if (!other) throw new Error('pos-000004 holds nothing POS.storage does not');
    const reads = [...held, { product: other.product, countRealized: 2 }];
    await t.ok('PUT', url, { user: 'usr-operator', items: reads });
    await t.ok('PUT', url, { user: 'usr-admin', items: reads });
    await t.ok('PUT', `/api/inventory/${record.id}?action=COMPLETED`, {});
    const code = t.store().warehouses.position(POS.storage)?.code as string;
    const { histories } = await t.ok('GET', `/api/warehouse/history?position=${code}&take=100`);
    const moved = (
      histories as Array<{
        quantity: number;
        newQuantity: number;
        product: { sku: string; quantity: number };
      }>
    ).filter((h) => h.newQuantity !== h.quantity);
    expect(moved.map((h) => Math.round(h.newQuantity - h.quantity)).sort((a, b) => a - b)).toEqual([-1, 2]);
    for (const h of moved) expect(h.product.quantity).toBe(t.stockOf(h.product.sku).quantity);
    t.expectInvariants();
  });

  it('an item of another position is marked; unknown codes are a 400; position finalize/cancel always allowed', async () => {
    const t = await operationsSetup(app);
    const record = await newInventory(t, ['pos-000004']);
    const item = record.positions[0].id;
    const elsewhere = readsOf(t, POS.storage)[0];
    const res = await t.ok('PUT', `/api/inventory/${record.id}/${item}?action=COUNT`, {
      user: 'usr-operator',
      items: [...readsOf(t, 'pos-000004'), elsewhere],
    });
    const items = res.record.positions[0].counting[0].items;
    expect(items.find((i: { product: { id: string } }) => i.product.id === elsewhere.product)).toMatchObject({
      anotherPosition: true,
      status: 'DIVERGENT',
    });
    await t.expectRefused(400, () =>
      t.send('PUT', `/api/inventory/${record.id}/${item}?action=COUNT`, {
        user: 'usr-admin',
        items: [{ barcode: 'NOPE', countRealized: 1 }],
      }),
    );
    expectBadRequest(
      await t.send('PUT', `/api/inventory/${record.id}/${item}?action=COUNT`, {
        user: 'usr-admin',
        items: [{ barcode: 'x', countRealized: -1 }],
      }),
    );
    const cancelled = await t.ok('PUT', `/api/inventory/${record.id}/${item}?action=CANCEL`, {});
    expect(cancelled.record.positions[0]).toMatchObject({
      status: 'CANCELLED',
      statusInInventory: 'CANCELLED',
    });
    const confirmed = await t.ok('PUT', `/api/inventory/${record.id}/${item}?action=COMPLETED`, {});
    expect(confirmed.record.positions[0]).toMatchObject({ status: 'DONE' });
    expectStatus(await t.send('PUT', `/api/inventory/${record.id}/ivp-999999?action=COMPLETED`, {}), 404);
  });

  it('assign and cancel; a closed inventory refuses everything; another company gets 403', async () => {
    const t = await operationsSetup(app);
    const record = await newInventory(t, [POS.storage]);
    expect((await t.ok('PUT', `/api/inventory/${record.id}`, { user: 'usr-operator' })).record.user.id).toBe(
      'usr-operator',
    );
    expectBadRequest(await t.send('PUT', `/api/inventory/${record.id}`, {}), 'user');
    const item = record.positions[0].id;
    await t.ok('PUT', `/api/inventory/${record.id}/${item}`, { user: 'usr-admin' });
    const cancelled = await t.ok('PATCH', `/api/inventory/${record.id}`, {});
    expect(cancelled.record).toMatchObject({ status: 'CANCELLED', isOpen: false });
    expect(t.store().warehouses.position(POS.storage)?.inInventory).toBe(false);
    await t.expectRefused(409, () => t.send('PUT', `/api/inventory/${record.id}`, { user: 'usr-operator' }));
    await t.expectRefused(409, () => t.send('PUT', `/api/inventory/${record.id}?action=CANCEL`, {}));
    await t.expectRefused(409, () =>
      t.send('PUT', `/api/inventory/${record.id}/${item}?action=COMPLETED`, {}),
    );
    const other = await tokenFor(t.sim, 'outsider');
    expectStatus(await call(t.sim, other, 'PUT', `/api/inventory/${record.id}?action=CANCEL`, {}), 403);
    expect(outsider).toBeTruthy();
  });
});

describe('in inventory blocks picking (doc 3 §4)', () => {
  it('a picking row whose position entered an inventory is refused with the reason', async () => {
    const t = await operationsSetup(app);
    const { id, orders, record } = await t.newRecord('picking', [[{ sku: 'SKU-00019', quantity: 1 }]]);
    const row = record.items[0].itemPositions[0];
    const inventory = await newInventory(t, [row.position.id]);
    const body = {
      user: 'usr-operator',
      orders: [
        { order: orders[0], items: [{ id: row.id, position: row.position.id, product: null, quantity: 1 }] },
      ],
    };
    const refused = await t.expectRefused(409, () => t.send('PUT', `/api/picking/${id}?origin=app`, body));
    // issue 31: the refusal names the inventory and what unblocks it
    expect(refused.message).toBe(
      `Position ${row.position.code} is in inventory ${inventory.code} and cannot be used until that inventory is finalized or cancelled`,
    );
  });
});

describe('what a new inventory would block (issue 31)', () => {
  it("GET /inventory/open-lines answers open operations' lines on the positions", async () => {
    const t = await operationsSetup(app);
    const { record } = await t.newRecord('picking', [[{ sku: 'SKU-00019', quantity: 2 }]]);
    const code = record.code;
    const position = record.items[0].itemPositions[0].position;
    const { lines } = await t.ok('GET', `/api/inventory/open-lines?positions=${position.id},${POS.storage}`);
    expect(lines).toContainEqual(
      expect.objectContaining({
        kind: 'picking',
        code,
        positionCode: position.code,
        sku: 'SKU-00019',
        quantity: 2,
      }),
    );
    // another company's position: nothing of ours, nothing of theirs
    expect((await t.ok('GET', `/api/inventory/open-lines?positions=${POS.outsider}`)).lines).toEqual([]);
    expectBadRequest(await t.send('GET', '/api/inventory/open-lines?positions=,'));
    expectBadRequest(await t.send('GET', '/api/inventory/open-lines'), 'positions');
    const many = Array.from({ length: 201 }, (_, i) => `pos-${i}`).join(',');
    expectBadRequest(await t.send('GET', `/api/inventory/open-lines?positions=${many}`));
  });

  it('GET /inventory/products names the products count reads give', async () => {
    const t = await operationsSetup(app);
    const { products } = await t.ok('GET', '/api/inventory/products?codes=SKU-00019,NOPE');
    expect(products).toEqual([{ code: 'SKU-00019', sku: 'SKU-00019', description: expect.any(String) }]);
    expectBadRequest(await t.send('GET', '/api/inventory/products?codes='));
  });
});

describe('inventory planning and its clock', () => {
  it('validates, lists, and creates the inventory when the session clock reaches its date', async () => {
    const t = await operationsSetup(app);
    const post = (body: unknown) => t.send('POST', '/api/inventory-planning', body);
    await t.expectRefused(400, () =>
      post({ planningDate: '2099-01-01', positions: [], repeatPlanning: false }),
    );
    await t.expectRefused(400, () =>
      post({
        planningDate: '2099-01-01',
        positions: [POS.storage],
        repeatPlanning: true,
        repeatType: 'days',
        repeatValue: '0',
      }),
    );
    expectBadRequest(
      await post({ planningDate: '2099-01-01', positions: [POS.storage], repeatPlanning: 'yes' }),
      'repeatPlanning',
    );
    await t.expectRefused(400, () =>
      post({ planningDate: '2099-01-01', positions: [POS.outsider], repeatPlanning: false }),
    );
    const now = await t.sim.request('GET', '/__sim/clock');
    const today = (now.json().now as string).slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const created = expectStatus(
      await post({
        planningDate: tomorrow,
        positions: [POS.storage],
        repeatPlanning: true,
        repeatType: 'days',
        repeatValue: 2,
      }),
      201,
    );
    const listed = await t.ok('GET', '/api/inventory-planning');
    expect(
      listed.planning.find((p: { planningId: string }) => p.planningId === created.planningId),
    ).toMatchObject({ nextDate: tomorrow, repeatType: 'days', repeatValue: 2 });
    const before = (await t.ok('GET', '/api/inventory')).total;
    await t.sim.request('POST', '/__sim/clock/advance', { body: { ms: 86_400_000 } });
    const after = await t.ok('GET', '/api/inventory');
    expect(after.total).toBe(before + 1);
    expect(after.inventories[0]).toMatchObject({
      inventoryDate: tomorrow,
      planningId: created.planningId,
      status: 'PENDING',
    });
    const moved = (await t.ok('GET', '/api/inventory-planning')).planning.find(
      (p: { planningId: string }) => p.planningId === created.planningId,
    );
    expect(moved.nextDate > tomorrow).toBe(true);
  });
});
