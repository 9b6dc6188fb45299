import { describe, expect, it } from 'vitest';
import { formatOperationMessage as text } from '../../simulator/i18n/messages/operations';
import { DEMO_WAREHOUSE_OPERATION_IDS as W } from '../../simulator/seed/demo/warehouse';
import { expectOneWins, operationsSetup } from './operations-helpers';
import { expectStatus } from './orders-helpers';
import { simulator } from './sim-client';

// Packing (doc 3 §2, §4, §5, §7; simulator/OPERATIONS-CONTRACT.md): volume 1 holds the unpacked
// items; saving volumes conserves each order item's quantity; finalizing renumbers the non-empty
// volumes from 1. No stock moves.
const app = simulator();
type Setup = Awaited<ReturnType<typeof operationsSetup>>;
type Volume = { volume: number; orderItem: string; quantity: number };

const stockRows = (t: Setup) => ({
  products: t
    .store()
    .db.prepare('SELECT id, quantity, quantityVirtual, balance FROM products ORDER BY id')
    .all(),
  positions: t.store().db.prepare('SELECT id, quantity FROM warehouse_position_items ORDER BY id').all(),
});

async function onePacking(t: Setup) {
  const { id, orders, record } = await t.newRecord('packing', [
    [
      { sku: 'SKU-00028', quantity: 4 },
      { sku: 'SKU-00029', quantity: 2 },
    ],
  ]);
  const [a, b] = record.items[0].order.items.map((l: { id: string }) => l.id);
  const order = orders[0];
  const volumes = (...v: Array<[number, string, number]>) => ({
    user: 'usr-operator',
    volumes: [...new Set(v.map(([n]) => n))].map((n) => ({
      volume: n,
      items: v
        .filter(([m]) => m === n)
        .map(([, orderItemId, quantity]) => ({ orderItemId, quantity, orderId: order })),
    })),
  });
  return { id, item: record.items[0].id as string, a, b, order, volumes, url: `/api/packing/${id}` };
}

describe('GET /api/packing', () => {
  it('lists packings with their volume count and reads the volumes of each order', async () => {
    const t = await operationsSetup(app);
    const all = await t.ok('GET', '/api/packing');
    expect(all.packings.map((r: { id: string }) => r.id)).toEqual([
      W.packingPending,
      W.packingDone,
      W.packingCancelled,
    ]);
    expect(all.packings[0]).toMatchObject({ volumes: 3, ordersCount: 2, executed: 0 });
    const detail = await t.detail('packing', W.packingPending);
    expect(detail.items[1].volumes.map((v: Volume) => v.volume)).toContain(2);
    expect(detail.items[0].volumes[0]).toMatchObject({
      volume: 1,
      orderItem: expect.any(String),
      quantity: expect.any(Number),
      order: detail.items[0].order.id,
      barcode: expect.any(String),
      description: expect.any(String),
    });
    expectStatus(await t.send('GET', `/api/packing/${W.packingOutsider}`), 403);
  });
});

describe('PUT /api/packing/:id', () => {
  it('saves volumes (origin=web) when every order item adds up to its quantity; no stock moves', async () => {
    const t = await operationsSetup(app);
    const p = await onePacking(t);
    const stock = stockRows(t);
    await t.expectRefused(400, () =>
      t.send('PUT', `${p.url}?origin=web`, p.volumes([1, p.a, 1], [3, p.a, 2])),
    );
    await t.expectRefused(400, () => t.send('PUT', `${p.url}?origin=web`, p.volumes([1, 'itm-nope', 4])));
    await t.expectRefused(400, () => t.send('PUT', `${p.url}?origin=web`, p.volumes([0, p.a, 4])));
    await t.expectRefused(400, () =>
      t.send('PUT', `${p.url}?origin=web`, {
        user: 'usr-operator',
        volumes: [{ volume: 1, items: [{ orderItemId: p.a, quantity: 4, orderId: 'ord-nope' }] }],
      }),
    );
    const { message, record } = await t.ok(
      'PUT',
      `${p.url}?origin=web`,
      p.volumes([1, p.a, 1], [3, p.a, 3], [3, p.b, 2]),
    );
    expect(message).toBe(text('en-US', 'volumesSaved'));
    expect(record.volumes).toBe(2);
    expect(record.items[0].volumes.map((v: Volume) => [v.volume, v.orderItem, v.quantity])).toEqual([
      [1, p.a, 1],
      [3, p.a, 3],
      [3, p.b, 2],
    ]);
    expect(stockRows(t)).toEqual(stock);
  });

  it('finalizes (COMPLETED): the non-empty volumes renumbered from 1; then nothing changes any more', async () => {
    const t = await operationsSetup(app);
    const p = await onePacking(t);
    await t.ok('PUT', `${p.url}?origin=web`, p.volumes([2, p.a, 4], [5, p.b, 2]));
    const { message, record } = await t.ok('PUT', `${p.url}?action=COMPLETED`, {});
    expect(message).toBe(text('en-US', 'finalized', { kind: 'packing', code: record.code }));
    expect(record).toMatchObject({ status: 'DONE', executed: 100, volumes: 2, items: [{ status: 'DONE' }] });
    expect(record.items[0].volumes.map((v: Volume) => [v.volume, v.orderItem, v.quantity])).toEqual([
      [1, p.a, 4],
      [2, p.b, 2],
    ]);
    await t.expectRefused(409, () => t.send('PUT', `${p.url}?action=COMPLETED`, {}));
    await t.expectRefused(409, () =>
      t.send('PUT', `${p.url}?origin=web`, p.volumes([1, p.a, 4], [1, p.b, 2])),
    );
    await t.expectRefused(409, () => t.send('PATCH', p.url, {}));
  });

  it("answers the success and refusal texts in the caller's language (Accept-Language)", async () => {
    const t = await operationsSetup(app);
    const p = await onePacking(t);
    const cancel = await t.sim.request('PATCH', p.url, {
      token: t.token,
      body: {},
      headers: { 'accept-language': 'en-US' },
    });
    const code = expectStatus(cancel, 200).record.code;
    expect(cancel.json().message).toBe(`Packing ${code} cancelled`);
    const refused = await t.sim.request('PATCH', p.url, {
      token: t.token,
      body: {},
      headers: { 'accept-language': 'es' },
    });
    expect(expectStatus(refused, 409).message).toBe(
      'No se puede cancelar este embalaje con estado Cancelado',
    );
  });

  it('two finalizes at once: exactly one succeeds', async () => {
    const t = await operationsSetup(app);
    const p = await onePacking(t);
    await expectOneWins(() => t.send('PUT', `${p.url}?action=COMPLETED`, {}));
    expect((await t.detail('packing', p.id)).status).toBe('DONE');
  });

  it('cancels only in PENDING (PATCH); its orders follow', async () => {
    const t = await operationsSetup(app);
    const { record } = await t.ok('PATCH', `/api/packing/${W.packingPending}`, {});
    expect(record.status).toBe('CANCELLED');
    expect(record.items.every((i: { status: string }) => i.status === 'CANCELLED')).toBe(true);
    await t.expectRefused(409, () => t.send('PATCH', `/api/packing/${W.packingPending}`, {}));
    await t.expectRefused(409, () => t.send('PATCH', `/api/packing/${W.packingDone}`, {}));
    await t.expectRefused(403, () => t.send('PATCH', `/api/packing/${W.packingOutsider}`, {}));
  });

  it('assigns a record, an order, and several packings at once (all or nothing)', async () => {
    const t = await operationsSetup(app);
    const p = await onePacking(t);
    expect((await t.ok('PUT', p.url, { user: 'usr-operator' })).record.user).toMatchObject({
      id: 'usr-operator',
    });
    const item = await t.ok('PUT', `${p.url}/${p.item}`, { user: 'usr-admin' });
    expect(item.record.items[0].user).toMatchObject({ id: 'usr-admin' });
    const done = (await t.detail('packing', W.packingDone)).items[0].id;
    await t.expectRefused(409, () =>
      t.send('PUT', `/api/packing/${W.packingDone}/${done}`, { user: 'usr-admin' }),
    );
    await t.expectRefused(404, () => t.send('PUT', `${p.url}/opi-nope`, { user: 'usr-admin' }));
    const many = '/api/packing-operation/attribute-user/usr-operator';
    await t.expectRefused(409, () => t.send('PUT', many, { packingOrder: [p.id, W.packingCancelled] }));
    await t.expectRefused(400, () => t.send('PUT', many, { pickingOrder: [p.id] }));
    expect((await t.ok('PUT', many, { packingOrder: [p.id, W.packingPending] })).ids).toEqual([
      p.id,
      W.packingPending,
    ]);
  });
});
