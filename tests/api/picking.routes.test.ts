import { describe, expect, it } from 'vitest';
import { formatOperationMessage as text } from '../../simulator/i18n/messages/operations';
import { DEMO_POSITION_IDS as POS } from '../../simulator/seed/demo/positions';
import { DEMO_WAREHOUSE_OPERATION_IDS as W } from '../../simulator/seed/demo/warehouse';
import { expectOneWins, operationsSetup } from './operations-helpers';
import { expectBadRequest, expectStatus } from './orders-helpers';
import { simulator } from './sim-client';

// Picking (doc 3 §2, §4, §5, §7; simulator/OPERATIONS-CONTRACT.md): the picking and picking-item
// machines decide; a picked row leaves the position it was given at creation (the fullest).
const app = simulator();
type Setup = Awaited<ReturnType<typeof operationsSetup>>;
type Row = { id: string; position: { id: string; code: string } | null; quantity: number; status: string };

/** A fresh picking of one order with these lines, its rows and the confirm body builder. */
async function onePicking(t: Setup, lines: Array<{ sku: string; quantity: number }>) {
  const { id, orders, record } = await t.newRecord('picking', [lines]);
  const item = record.items[0];
  const rows: Row[] = item.itemPositions;
  /** [row, quantity entered, position named (default: the row's)] */
  const confirm = (picks: Array<[Row, number, string?]>) => ({
    user: 'usr-operator',
    orders: [
      {
        order: orders[0],
        items: picks.map(([row, quantity, position]) => ({
          id: row.id,
          position: position ?? row.position?.id ?? null,
          product: null,
          quantity,
        })),
      },
    ],
  });
  return { id, item: item.id as string, rows, confirm, url: `/api/picking/${id}?origin=app` };
}

describe('GET /api/picking and GET /api/users', () => {
  it('lists pickings and reads the rows with the position each is picked from', async () => {
    const t = await operationsSetup(app);
    const all = await t.ok('GET', '/api/picking');
    expect(all.pickings.map((r: { id: string }) => r.id)).toEqual([
      W.pickingPending,
      W.pickingOccurrence,
      W.pickingDone,
      W.pickingCancelled,
    ]);
    expect(all.pickings[0].items[0]).toMatchObject({ order: { items: [] } });
    const detail = await t.detail('picking', W.pickingPending);
    expect(detail.items[0].itemPositions[0]).toMatchObject({
      id: expect.stringMatching(/^opl-/),
      position: { id: expect.any(String), code: expect.any(String) },
      product: { sku: expect.any(String), description: expect.any(String), barcode: expect.any(String) },
      separateQuantity: 0,
      status: 'PENDING',
    });
    const p = await onePicking(t, [{ sku: 'SKU-00019', quantity: 2 }]);
    const productId = t.linesOf(p.id)[0].productId as string;
    expect(p.rows[0].position?.id).toBe(t.store().stock.fullestPosition(productId));
    expectStatus(await t.send('GET', `/api/picking/${W.pickingOutsider}`), 403);
  });

  it('GET /api/users takes a comma list of types (assign-operator dialog, doc 3 §6)', async () => {
    const t = await operationsSetup(app);
    const { users, total } = await t.ok('GET', '/api/users?type=USER,ADMIN&isActive=true&page=1&take=50');
    expect(total).toBe(users.length);
    expect(new Set(users.map((u: { type: string }) => u.type))).toEqual(new Set(['USER', 'ADMIN']));
    expectBadRequest(await t.send('GET', '/api/users?type=USER,BOSS'));
  });
});

describe('PUT /api/picking/:id?origin=app (confirm rows)', () => {
  it('one row at its expected quantity: DONE, taken out of its position', async () => {
    const t = await operationsSetup(app);
    const p = await onePicking(t, [{ sku: 'SKU-00019', quantity: 2 }]);
    const [row] = p.rows;
    const before = t.stockOf('SKU-00019');
    await t.expectRefused(409, () => t.send('PUT', p.url, p.confirm([[row, 1]]))); // doc 3 §5: entered = expected
    const wrong = await t.expectRefused(409, () => t.send('PUT', p.url, p.confirm([[row, 2, POS.inactive]])));
    expect(wrong.message).toMatch(/picked from position/);
    const { message, record } = await t.ok('PUT', p.url, p.confirm([[row, 2]]));
    expect(message).toBe(text('en-US', 'picked', { count: 1 }));
    expect(record).toMatchObject({
      status: 'DONE',
      items: [{ status: 'DONE', itemPositions: [{ status: 'DONE', separateQuantity: 2 }] }],
    });
    const after = t.stockOf('SKU-00019');
    expect(after.at(row.position?.id as string)).toBeCloseTo(before.at(row.position?.id as string) - 2, 2);
    expect(after.quantity).toBeCloseTo(before.quantity - 2, 2);
    t.expectInvariants();
  });

  it('several rows go through FINALIZE_ALL, all or nothing', async () => {
    const t = await operationsSetup(app);
    const p = await onePicking(t, [
      { sku: 'SKU-00020', quantity: 1 },
      { sku: 'SKU-00021', quantity: 2 },
      { sku: 'SKU-00022', quantity: 3 },
    ]);
    const [a, b, c] = p.rows;
    await t.expectRefused(409, () =>
      t.send(
        'PUT',
        p.url,
        p.confirm([
          [a, 1],
          [b, 1],
        ]),
      ),
    );
    const { record } = await t.ok(
      'PUT',
      p.url,
      p.confirm([
        [a, 1],
        [b, 2],
      ]),
    );
    expect(record.items[0].status).toBe('PENDING');
    expect(record.items[0].itemPositions.map((r: Row) => r.status)).toEqual(['DONE', 'DONE', 'PENDING']);
    await t.expectRefused(409, () =>
      t.send(
        'PUT',
        p.url,
        p.confirm([
          [a, 1],
          [c, 3],
        ]),
      ),
    ); // a is DONE
    await t.expectRefused(404, () => t.send('PUT', p.url, p.confirm([[{ ...c, id: 'opl-nope' }, 3]])));
    await t.expectRefused(400, () => t.send('PUT', p.url, { ...p.confirm([[c, 3]]), user: 'usr-nope' }));
    expect((await t.ok('PUT', p.url, p.confirm([[c, 3]]))).record.status).toBe('DONE');
    t.expectInvariants();
  });

  it('refuses a pick the position cannot give (below zero) or a product no position holds', async () => {
    const t = await operationsSetup(app);
    const big = await onePicking(t, [{ sku: 'SKU-00023', quantity: 5000 }]);
    const refused = await t.expectRefused(409, () =>
      t.send('PUT', big.url, big.confirm([[big.rows[0], 5000]])),
    );
    expect(refused.message).toMatch(/does not hold that much/);
    await t.expectRefused(409, () => t.send('PUT', `/api/picking/${big.id}?action=COMPLETED`, {}));
    const none = await onePicking(t, [{ sku: 'SKU-00036', quantity: 1 }]); // inactive, no stock
    expect(none.rows[0].position).toBeNull();
    expect(
      (await t.expectRefused(409, () => t.send('PUT', none.url, none.confirm([[none.rows[0], 1]])))).message,
    ).toMatch(/No position holds/);
    t.expectInvariants();
  });

  it('two confirms of the same row at once: exactly one succeeds, the stock moves once', async () => {
    const t = await operationsSetup(app);
    const p = await onePicking(t, [{ sku: 'SKU-00024', quantity: 3 }]);
    const before = t.stockOf('SKU-00024').quantity;
    await expectOneWins(() => t.send('PUT', p.url, p.confirm([[p.rows[0], 3]])));
    expect(t.stockOf('SKU-00024').quantity).toBeCloseTo(before - 3, 2);
    t.expectInvariants();
  });
});

describe('picking record and item calls', () => {
  it('reports an occurrence on a row (ours) and still picks it later', async () => {
    const t = await operationsSetup(app);
    const p = await onePicking(t, [
      { sku: 'SKU-00025', quantity: 1 },
      { sku: 'SKU-00026', quantity: 1 },
    ]);
    const [a, b] = p.rows;
    const url = `/api/picking/${p.id}/${p.item}?action=OCCURRENCE`;
    const { message, record } = await t.ok('PUT', url, { row: a.id });
    expect(message).toBe(text('en-US', 'occurrenceReported'));
    expect(record).toMatchObject({
      status: 'PENDING',
      items: [{ status: 'OCCURRENCE', itemPositions: [{ status: 'OCCURRENCE' }, { status: 'PENDING' }] }],
    });
    await t.expectRefused(409, () => t.send('PUT', url, { row: a.id }));
    await t.expectRefused(404, () => t.send('PUT', url, { row: 'opl-nope' }));
    expect((await t.ok('PUT', p.url, p.confirm([[a, 1]]))).record.items[0].status).toBe('PENDING');
    expect((await t.ok('PUT', p.url, p.confirm([[b, 1]]))).record.status).toBe('DONE');
  });

  it('finalizes (COMPLETED): every row left is picked at its expected quantity', async () => {
    const t = await operationsSetup(app);
    const left = t.linesOf(W.pickingOccurrence).filter((l) => l.status !== 'DONE');
    const before = new Map(
      left.map((l) => [l.productId as string, t.stockOf(l.productId as string).quantity]),
    );
    const taken = new Map<string, number>();
    for (const l of left)
      taken.set(l.productId as string, (taken.get(l.productId as string) ?? 0) + l.quantity);
    const { record } = await t.ok('PUT', `/api/picking/${W.pickingOccurrence}?action=COMPLETED`, {});
    expect(record).toMatchObject({ status: 'DONE', executed: 100 });
    for (const [product, quantity] of taken)
      expect(t.stockOf(product).quantity).toBeCloseTo((before.get(product) as number) - quantity, 2);
    await t.expectRefused(409, () =>
      t.send('PUT', `/api/picking/${W.pickingOccurrence}?action=COMPLETED`, {}),
    );
    t.expectInvariants();
  });

  it('cancels while no row is done or in progress; record and item', async () => {
    const t = await operationsSetup(app);
    await t.expectRefused(409, () => t.send('PATCH', `/api/picking/${W.pickingOccurrence}`, {}));
    const [occurrence, started] = (await t.detail('picking', W.pickingOccurrence)).items;
    await t.expectRefused(409, () =>
      t.send('PATCH', `/api/picking/${W.pickingOccurrence}/${started.id}`, {}),
    );
    const item = await t.ok('PATCH', `/api/picking/${W.pickingOccurrence}/${occurrence.id}`, {});
    expect(item.record.items[0]).toMatchObject({ status: 'CANCELLED' });
    const { record } = await t.ok('PATCH', `/api/picking/${W.pickingPending}`, {});
    expect(record.status).toBe('CANCELLED');
    expect(record.items[0].itemPositions.every((r: Row) => r.status === 'CANCELLED')).toBe(true);
    await t.expectRefused(409, () => t.send('PATCH', `/api/picking/${W.pickingPending}`, {}));
    await t.expectRefused(403, () => t.send('PATCH', `/api/picking/${W.pickingOutsider}`, {}));
  });

  it('assigns one record, one item, and several at once (all or nothing)', async () => {
    const t = await operationsSetup(app);
    const one = await t.ok('PUT', `/api/picking/${W.pickingPending}`, { user: 'usr-operator' });
    expect(one.record.user).toMatchObject({ id: 'usr-operator' });
    const itemId = one.record.items[0].id;
    expect(
      (await t.ok('PUT', `/api/picking/${W.pickingPending}/${itemId}`, { user: 'usr-admin' })).record.items[0]
        .user,
    ).toMatchObject({ id: 'usr-admin' });
    const many = '/api/picking-operation/attribute-user/usr-admin';
    await t.expectRefused(409, () =>
      t.send('PUT', many, { pickingOrder: [W.pickingPending, W.pickingDone] }),
    );
    await t.expectRefused(403, () =>
      t.send('PUT', many, { pickingOrder: [W.pickingPending, W.pickingOutsider] }),
    );
    await t.expectRefused(400, () =>
      t.send('PUT', '/api/picking-operation/attribute-user/usr-nope', { pickingOrder: [W.pickingPending] }),
    );
    await t.expectRefused(400, () => t.send('PUT', many, { pickingOrder: [] }));
    const answer = await t.ok('PUT', many, { pickingOrder: [W.pickingPending, W.pickingOccurrence] });
    expect(answer).toMatchObject({
      message: text('en-US', 'assignedMany', { count: 2 }),
      ids: [W.pickingPending, W.pickingOccurrence],
    });
    expect((await t.detail('picking', W.pickingOccurrence)).user).toMatchObject({ id: 'usr-admin' });
  });
});

describe('stock across operations (contract "Stock")', () => {
  it('inbound → storage → picking conserves the quantities; every step keeps the invariants', async () => {
    const t = await operationsSetup(app);
    const sku = 'SKU-00027';
    const start = t.stockOf(sku);
    const inbound = await t.newRecord('inbound', [[{ sku, quantity: 5 }]]);
    await t.ok('PUT', `/api/inbound/${inbound.id}?action=COMPLETED`, {});
    expect(t.stockOf(sku)).toMatchObject({
      quantity: start.quantity,
      quantityVirtual: start.quantityVirtual + 5,
    });
    t.expectInvariants();
    const storage = await t.newRecord('storage', [[{ sku, quantity: 5 }]]);
    const [item] = storage.record.items;
    await t.ok('PUT', `/api/storage/${storage.id}/${item.id}?action=COMPLETED`, {
      orderItem: item.order.items[0].id,
      position: POS.storage,
      quantity: 5,
    });
    expect(t.stockOf(sku)).toMatchObject({
      quantity: start.quantity + 5,
      quantityVirtual: start.quantityVirtual,
      balance: start.balance + 5,
    });
    t.expectInvariants();
    const picking = await onePicking(t, [{ sku, quantity: 5 }]);
    await t.ok('PUT', picking.url, picking.confirm([[picking.rows[0], 5]]));
    expect(t.stockOf(sku)).toMatchObject({
      quantity: start.quantity,
      quantityVirtual: start.quantityVirtual,
      balance: start.balance,
    });
    t.expectInvariants();
  });
});
