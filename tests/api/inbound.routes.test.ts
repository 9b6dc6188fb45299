import { describe, expect, it } from 'vitest';
import { formatOperationMessage as text } from '../../simulator/i18n/messages/operations';
import { DEMO_WAREHOUSE_OPERATION_IDS as W } from '../../simulator/seed/demo/warehouse';
import { SEED_EPOCH } from '../../simulator/seed/epoch';
import { expectOneWins, operationsSetup } from './operations-helpers';
import { expectBadRequest, expectStatus } from './orders-helpers';
import { simulator } from './sim-client';

// Inbound (doc 3 §2, §4, §7; simulator/OPERATIONS-CONTRACT.md): every change through the inbound
// and inbound-item machines; received quantities wait at the dock (product.quantityVirtual).
const app = simulator();
const day = (n: number) => new Date(SEED_EPOCH - n * 86_400_000).toISOString().slice(0, 10);
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

/** quantityVirtual per product of a record's lines, to compare before and after. */
function virtualOf(t: Awaited<ReturnType<typeof operationsSetup>>, id: string) {
  const products = [...new Set(t.linesOf(id).map((l) => l.productId as string))];
  return Object.fromEntries(products.map((p) => [p, t.stockOf(p).quantityVirtual]));
}

describe('GET /api/inbound', () => {
  it('lists rows without product lines, newest first, filtered and paged in SQL', async () => {
    const t = await operationsSetup(app);
    const all = await t.ok('GET', '/api/inbound?take=50');
    expect(all.total).toBe(4);
    expect(ids(all.inbounds)).toEqual([
      W.inboundPending,
      W.inboundPartial,
      W.inboundDone,
      W.inboundCancelled,
    ]);
    expect(all.inbounds[1]).toMatchObject({
      executed: 50,
      volumes: 2,
      ordersCount: 2,
      user: { id: 'usr-operator' },
    });
    for (const row of all.inbounds) for (const item of row.items) expect(item.order.items).toEqual([]);
    const list = async (q: string) => ids((await t.ok('GET', `/api/inbound?${q}`)).inbounds);
    expect(await list('status=DONE')).toEqual([W.inboundDone]);
    expect(await list('code=000003')).toEqual([W.inboundDone]);
    expect(await list('user=usr-operator')).toEqual([W.inboundPartial, W.inboundDone]);
    expect(await list(`initialDate=${day(3)}&finalDate=${day(1)}`)).toEqual([
      W.inboundPending,
      W.inboundPartial,
    ]);
    const page = await t.ok('GET', '/api/inbound?page=2&take=1');
    expect([ids(page.inbounds), page.total]).toEqual([[W.inboundPartial], 4]);
    for (const q of ['status=NOPE', 'initialDate=yesterday', 'take=0', 'take=201'])
      expectBadRequest(await t.send('GET', `/api/inbound?${q}`));
  });

  it('GET /api/inbound/:id reads 0 until the order is DONE, then the quantity received', async () => {
    const t = await operationsSetup(app);
    const pending = await t.detail('inbound', W.inboundPending);
    expect(pending.items[0].order.items[0]).toMatchObject({ readQuantity: 0, quantity: expect.any(Number) });
    const partial = await t.detail('inbound', W.inboundPartial);
    const [first, ...rest] = partial.items[0].order.items;
    expect(first.readQuantity).toBe(Math.max(0, first.quantity - 1));
    for (const l of rest) expect(l.readQuantity).toBe(l.quantity);
    expect(partial.items[1].order.items.every((l: { readQuantity: number }) => l.readQuantity === 0)).toBe(
      true,
    );
    expectStatus(await t.send('GET', '/api/inbound/inb-nope'), 404);
    expectStatus(await t.send('GET', `/api/inbound/${W.storagePending}`), 404);
    expectStatus(await t.send('GET', `/api/inbound/${W.inboundOutsider}`), 403);
    expect((await t.sim.get(`/api/inbound/${W.inboundPending}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/inbound/:id', () => {
  it('assigns an operator; 400 without a known active user; 409 on a DONE inbound, nothing changed', async () => {
    const t = await operationsSetup(app);
    const answer = await t.ok('PUT', `/api/inbound/${W.inboundPending}`, { user: 'usr-operator' });
    expect(answer.message).toBe(text('en-US', 'assigned', { kind: 'inbound', code: 'INB-000001' }));
    expect(answer.record).toMatchObject({ id: W.inboundPending, user: { id: 'usr-operator' } });
    expectBadRequest(await t.send('PUT', `/api/inbound/${W.inboundPending}`, {}), 'user');
    expectBadRequest(await t.send('PUT', `/api/inbound/${W.inboundPending}`, { user: 'usr-nope' }));
    expectBadRequest(await t.send('PUT', `/api/inbound/${W.inboundPending}`, { user: 'usr-outsider' }));
    await t.expectRefused(409, () => t.send('PUT', `/api/inbound/${W.inboundDone}`, { user: 'usr-admin' }));
    await t.expectRefused(403, () =>
      t.send('PUT', `/api/inbound/${W.inboundOutsider}`, { user: 'usr-admin' }),
    );
  });

  it('finalizes (COMPLETED) with every PENDING order: full quantities wait at the dock', async () => {
    const t = await operationsSetup(app);
    const before = virtualOf(t, W.inboundPending);
    const received = new Map<string, number>();
    for (const l of t.linesOf(W.inboundPending))
      received.set(l.productId as string, (received.get(l.productId as string) ?? 0) + l.quantity);
    const { message, record } = await t.ok('PUT', `/api/inbound/${W.inboundPending}?action=COMPLETED`, {});
    expect(message).toBe(text('en-US', 'finalized', { kind: 'inbound', code: 'INB-000001' }));
    expect(record).toMatchObject({ status: 'DONE', executed: 100 });
    for (const item of record.items) {
      expect(item.status).toBe('DONE');
      for (const l of item.order.items) expect(l.readQuantity).toBe(l.quantity);
    }
    for (const [product, quantity] of received)
      expect(t.stockOf(product).quantityVirtual).toBeCloseTo(before[product] + quantity, 2);
    t.expectInvariants();
    await t.expectRefused(409, () => t.send('PUT', `/api/inbound/${W.inboundPending}?action=COMPLETED`, {}));
    // a field finalize does not read is ignored (OPERATIONS-CONTRACT.md "Bodies"): the machine answers
    await t.expectRefused(409, () =>
      t.send('PUT', `/api/inbound/${W.inboundPending}?action=COMPLETED`, { user: 'x' }),
    );
    expectBadRequest(await t.send('PUT', `/api/inbound/${W.inboundPartial}?action=NOPE`, {}));
  });

  it('cancels while PENDING also once an order was received (doc 3 §4): the received order stays received', async () => {
    const t = await operationsSetup(app);
    const before = virtualOf(t, W.inboundPartial);
    const { record } = await t.ok('PUT', `/api/inbound/${W.inboundPartial}?action=CANCEL`, {});
    expect(record.items.map((i: { status: string }) => i.status)).toEqual(['DONE', 'CANCELLED']);
    expect(record.status).toBe('CANCELLED');
    expect(virtualOf(t, W.inboundPartial)).toEqual(before);
    await t.expectRefused(409, () => t.send('PUT', `/api/inbound/${W.inboundPartial}?action=CANCEL`, {}));
    await t.expectRefused(409, () =>
      t.send('PUT', `/api/inbound/${W.inboundCancelled}?action=COMPLETED`, {}),
    );
  });

  it('reads orders partially (operation=PARTIAL): the order is DONE with what was read', async () => {
    const t = await operationsSetup(app);
    const { record: created, orders } = await t.newRecord('inbound', [
      [
        { sku: 'SKU-00002', quantity: 4 },
        { sku: 'SKU-00003', quantity: 2 },
      ],
      [{ sku: 'SKU-00004', quantity: 1 }],
    ]);
    const [a, b] = created.items[0].order.items;
    const before = [t.stockOf('SKU-00002').quantityVirtual, t.stockOf('SKU-00003').quantityVirtual];
    const url = `/api/inbound/${created.id}?operation=PARTIAL`;
    const body = (quantity: number | string) => ({
      user: 'usr-operator',
      orders: [{ order: orders[0], volumes: '1', items: [{ id: a.id, quantity }] }],
    });
    await t.expectRefused(409, () => t.send('PUT', url, body(5))); // more than expected
    await t.expectRefused(409, () => t.send('PUT', url, body(0))); // nothing read
    await t.expectRefused(400, () => t.send('PUT', url, { user: 'usr-operator', orders: [] }));
    await t.expectRefused(400, () => t.send('PUT', url, { ...body(1), user: 'usr-nope' }));
    await t.expectRefused(400, () =>
      t.send('PUT', url, {
        user: 'usr-operator',
        orders: [{ order: 'ord-nope', items: [{ id: a.id, quantity: 1 }] }],
      }),
    );
    const { message, record } = await t.ok('PUT', url, body('2,5'));
    expect(message).toBe(text('en-US', 'partialRead', { count: 1 }));
    expect(record.status).toBe('PENDING'); // the second order still waits
    expect(record.items[0].status).toBe('DONE');
    expect(
      record.items[0].order.items.map((l: { id: string; readQuantity: number }) => [l.id, l.readQuantity]),
    ).toEqual([
      [a.id, 2.5],
      [b.id, 0],
    ]);
    expect(t.stockOf('SKU-00002').quantityVirtual).toBeCloseTo(before[0] + 2.5, 2);
    expect(t.stockOf('SKU-00003').quantityVirtual).toBe(before[1]);
    // a DONE order offers no partial read (doc 3 §2)
    await t.expectRefused(409, () => t.send('PUT', url, body(1)));
    t.expectInvariants();
  });
});

describe('PUT /api/inbound/:id/:item', () => {
  it('assigns, finalizes and cancels one order; the record settles with its orders', async () => {
    const t = await operationsSetup(app);
    const { record } = await t.newRecord('inbound', [
      [{ sku: 'SKU-00005', quantity: 3 }],
      [{ sku: 'SKU-00006', quantity: 1 }],
    ]);
    const [first, second] = record.items;
    const item = (id: string, q = '') => `/api/inbound/${record.id}/${id}${q}`;
    const assigned = await t.ok('PUT', item(first.id), { user: 'usr-operator' });
    expect(assigned.record.items[0].user).toMatchObject({ id: 'usr-operator' });
    const virtual = t.stockOf('SKU-00005').quantityVirtual;
    const done = await t.ok('PUT', item(first.id, '?action=COMPLETED'), {});
    expect(done.message).toBe(text('en-US', 'itemFinalized', { order: first.order.orderNumber }));
    expect(done.record).toMatchObject({ status: 'PENDING', executed: 50 });
    expect(t.stockOf('SKU-00005').quantityVirtual).toBeCloseTo(virtual + 3, 2);
    await t.expectRefused(409, () => t.send('PUT', item(first.id, '?action=CANCEL'), {}));
    await t.expectRefused(409, () => t.send('PUT', item(first.id), { user: 'usr-admin' }));
    const cancelled = await t.ok('PUT', item(second.id, '?action=CANCEL'), {});
    expect(cancelled.record.status).toBe('DONE'); // DONE and CANCELLED: nothing left to do
    await t.expectRefused(404, () => t.send('PUT', item('opi-nope', '?action=COMPLETED'), {}));
    await t.expectRefused(403, () =>
      t.send('PUT', `/api/inbound/${W.inboundOutsider}/${first.id}?action=COMPLETED`, {}),
    );
    t.expectInvariants();
  });

  it('two finalizes of the same order at once: exactly one succeeds, the stock moves once', async () => {
    const t = await operationsSetup(app);
    const { record } = await t.newRecord('inbound', [[{ sku: 'SKU-00007', quantity: 6 }]]);
    const virtual = t.stockOf('SKU-00007').quantityVirtual;
    await expectOneWins(() =>
      t.send('PUT', `/api/inbound/${record.id}/${record.items[0].id}?action=COMPLETED`, {}),
    );
    expect(t.stockOf('SKU-00007').quantityVirtual).toBeCloseTo(virtual + 6, 2);
    t.expectInvariants();
  });
});
