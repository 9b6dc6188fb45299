import { describe, expect, it } from 'vitest';
import { DEMO_OPERATION_IDS, DEMO_ORDER_IDS } from '../../simulator/seed/demo/order-ids';
import { call, expectBadRequest, expectStatus, NEW_ORDER, principal, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Downstream creation from a selection (doc 2 §2, §7) in the shapes of doc 3 §3; the selection
// machine refuses (409, nothing changed) when an order is not selectable or already of the target.
const app = simulator();
const { fresh, invoice, picking, cancelled, done, outsider, subsidiary } = DEMO_ORDER_IDS;

async function setup() {
  const sim = new SimClient(app);
  const token = await tokenFor(sim, 'admin');
  const order = async (id: string) => expectStatus(await call(sim, token, 'GET', `/api/orders/${id}`), 200);
  const newOrder = async (type = 'NEW') =>
    expectStatus(await call(sim, token, 'POST', '/api/orders', { ...NEW_ORDER, type }), 201).order
      .id as string;
  return { sim, token, order, newOrder };
}

describe.each([
  ['/api/inbound', 'INBOUND', 'INB-', 'inbound'],
  ['/api/storage', 'STORAGE', 'STO-', 'storage'],
  ['/api/picking', 'PICKING', 'PIC-', 'picking'],
  ['/api/packing', 'PACKING', 'PAC-', 'packing'],
  ['/api/conference', 'CONFERENCE', 'CON-', 'conference'],
  ['/api/invoices', 'INVOICE', 'INV-', 'invoice'],
  ['/api/outbound', 'OUTBOUND', 'OUT-', 'outbound'],
])('POST %s', (url, target, prefix, kind) => {
  it(`creates a PENDING ${kind} with one item per order and gives the orders type ${target}`, async () => {
    const { sim, token, order, newOrder } = await setup();
    const ids = target === 'INVOICE' ? [fresh, await newOrder('DROPOFF')] : [fresh, invoice];
    const body = expectStatus(await call(sim, token, 'POST', url, { orders: ids }), 201);
    expect(body).toMatchObject({
      message: expect.stringContaining(prefix),
      code: expect.stringMatching(new RegExp(`^${prefix}\\d{6}$`)),
      orders: ids,
    });
    for (const id of ids) expect(await order(id)).toMatchObject({ type: target, status: 'PENDING' });
    const record = sim.app.stores.get(sim.session).operations.view(body.id) as unknown as Record<
      string,
      unknown
    > & { items: Array<Record<string, unknown>> };
    expect(record).toMatchObject({ code: body.code, status: 'PENDING', companyDocument: principal });
    expect(record[`${kind}Date`] ?? record.conferenceDate).toEqual(expect.any(String));
    expect(record.items.map((i) => (i.order as { id: string }).id)).toEqual(ids);
    expect(record.items.every((i) => i.status === 'PENDING')).toBe(true);
    expect((record.items[0].order as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it('answers 409 when an order is already of the target type or not selectable, and changes nothing', async () => {
    const { sim, token, order, newOrder } = await setup();
    const other = await newOrder();
    const already =
      target === 'INVOICE'
        ? invoice
        : await (async () => {
            const id = await newOrder();
            expectStatus(await call(sim, token, 'POST', url, { orders: [id] }), 201);
            return id;
          })();
    const res = await call(sim, token, 'POST', url, { orders: [other, already] });
    expect(expectStatus(res, 409).message).toMatch(/already of type|cannot be selected/);
    expect(await order(other)).toMatchObject({ type: 'NEW', status: 'PENDING' });
    expectStatus(await call(sim, token, 'POST', url, { orders: [other, cancelled] }), 409);
    expectStatus(await call(sim, token, 'POST', url, { orders: [other, picking] }), 409);
    expect((await order(other)).type).toBe('NEW');
  });

  it('answers 400 for no orders, 403 for another company order, 404 for an unknown one', async () => {
    const { sim, token, order } = await setup();
    expectBadRequest(await call(sim, token, 'POST', url, { orders: [] }), 'orders');
    expectBadRequest(await call(sim, token, 'POST', url, {}), 'orders');
    expectStatus(await call(sim, token, 'POST', url, { orders: [fresh, outsider] }), 403);
    expectStatus(await call(sim, token, 'POST', url, { orders: [fresh, subsidiary] }), 403);
    expectStatus(await call(sim, token, 'POST', url, { orders: [fresh, 'ord-nope'] }), 404);
    expect((await order(fresh)).type).toBe('NEW');
  });
});

describe('POST /api/outbound with action ADDED (doc 2 §2 "added to an existing non-DONE outbound")', () => {
  it('adds the orders into an open outbound', async () => {
    const { sim, token, order } = await setup();
    const body = expectStatus(
      await call(sim, token, 'POST', '/api/outbound', {
        action: 'ADDED',
        outboundId: DEMO_OPERATION_IDS.outboundOpen,
        orders: [fresh],
      }),
      201,
    );
    expect(body).toMatchObject({ id: DEMO_OPERATION_IDS.outboundOpen, code: 'OUT-000001' });
    expect(body.orders).toContain(fresh);
    expect(body.orders.length).toBeGreaterThan(1);
    expect((await order(fresh)).type).toBe('OUTBOUND');
  });
  it('answers 409 for a DONE outbound, 404 for an unknown one, 400 for ADDED without outboundId', async () => {
    const { sim, token, order } = await setup();
    const refused = expectStatus(
      await call(sim, token, 'POST', '/api/outbound', {
        action: 'ADDED',
        outboundId: DEMO_OPERATION_IDS.outboundDone,
        orders: [fresh],
      }),
      409,
    );
    expect(refused.message).toMatch(/DONE/);
    expectStatus(
      await call(sim, token, 'POST', '/api/outbound', {
        action: 'ADDED',
        outboundId: 'out-nope',
        orders: [fresh],
      }),
      404,
    );
    expectBadRequest(await call(sim, token, 'POST', '/api/outbound', { action: 'ADDED', orders: [fresh] }));
    expect((await order(fresh)).type).toBe('NEW');
  });
  it('GET /api/outbound?notDone=true lists only open outbounds', async () => {
    const { sim, token } = await setup();
    const open = expectStatus(await call(sim, token, 'GET', '/api/outbound?notDone=true'), 200);
    // the downstream seed's open outbound, and seed/demo/dispatch.ts's two open ones (issue 11)
    expect(open.outbounds.map((o: { id: string }) => o.id)).toContain(DEMO_OPERATION_IDS.outboundOpen);
    expect(open.outbounds.map((o: { status: string }) => o.status)).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    const all = expectStatus(await call(sim, token, 'GET', '/api/outbound?take=50'), 200);
    expect(all.total).toBe(2 + 4);
    const seeded = all.outbounds.find((o: { id: string }) => o.id === DEMO_OPERATION_IDS.outboundOpen);
    expect(seeded).toMatchObject({
      outboundDate: expect.any(String),
      transportador: { nameTransporter: expect.any(String) },
    });
    expectBadRequest(await call(sim, token, 'GET', '/api/outbound?notDone=maybe'));
  });
});

describe('POST /api/routes (doc 2 §7 "route optionally with routeId")', () => {
  it('creates a route awaiting routing with one item per order', async () => {
    const { sim, token, order } = await setup();
    const body = expectStatus(await call(sim, token, 'POST', '/api/routes', { orders: [fresh, done] }), 201);
    expect(body.code).toMatch(/^ROT-\d{6}$/);
    const route = sim.app.stores.get(sim.session).routes.view(body.id);
    expect(route).toMatchObject({ status: 'PENDING ROUTING', companyDocument: principal });
    expect(route?.items.map((i) => i.order.id)).toEqual([fresh, done]);
    expect(route?.items[0].lat).toEqual(expect.any(Number));
    expect((await order(done)).type).toBe('ROUTE');
  });
  it('adds into an existing route (routeId, action add); 409 for a DONE route', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(sim, token, 'POST', '/api/routes', {
        action: 'add',
        routeId: DEMO_OPERATION_IDS.routeOpen,
        orders: [fresh],
      }),
      201,
    );
    expect(body.orders).toContain(fresh);
    expectStatus(
      await call(sim, token, 'POST', '/api/routes', {
        routeId: DEMO_OPERATION_IDS.routeDone,
        orders: [done],
      }),
      409,
    );
    expectBadRequest(await call(sim, token, 'POST', '/api/routes', { action: 'add', orders: [done] }));
  });
  it('GET /api/routes lists routes by date (the 5-day lookup)', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(
        sim,
        token,
        'GET',
        '/api/routes?page=1&take=200&initialDate=2025-01-01&finalDate=2025-01-06',
      ),
      200,
    );
    // the routes issue seeds more routes (simulator/seed/demo/routes.ts), newest first
    const ids = body.routes.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([DEMO_OPERATION_IDS.routeOpen, DEMO_OPERATION_IDS.routeDone]));
    expect(ids.indexOf(DEMO_OPERATION_IDS.routeOpen)).toBeLessThan(ids.indexOf(DEMO_OPERATION_IDS.routeDone));
    expect(
      expectStatus(
        await call(sim, token, 'GET', '/api/routes?initialDate=2030-01-01&finalDate=2030-01-05'),
        200,
      ).total,
    ).toBe(0);
    expectBadRequest(await call(sim, token, 'GET', '/api/routes?initialDate=yesterday'));
  });
});

describe('GET /api/invoices (doc 2 §3: orders with items holding an order, and countOrders)', () => {
  it('answers invoice records and their count, filtered by date', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(
        sim,
        token,
        'GET',
        '/api/invoices?page=1&take=25&initialDate=2024-12-01&finalDate=2025-01-06',
      ),
      200,
    );
    expect(Object.keys(body).sort()).toEqual(['countOrders', 'orders']);
    expect(body.countOrders).toBe(3);
    expect(body.orders[0].items[0].order).toMatchObject({
      id: expect.any(String),
      orderNumber: expect.any(String),
    });
    const recent = expectStatus(
      await call(sim, token, 'GET', '/api/invoices?initialDate=2025-01-03&finalDate=2025-01-06'),
      200,
    );
    expect(recent.countOrders).toBe(1);
  });
  it('POST /api/invoices with resendNps sends each order a survey', async () => {
    const { sim, token, newOrder } = await setup();
    const id = await newOrder();
    expectStatus(await call(sim, token, 'POST', '/api/invoices', { orders: [id], resendNps: true }), 201);
    const nps = expectStatus(await call(sim, token, 'GET', '/api/nps?take=200'), 200);
    expect(nps.nps.find((n: { orderId: string }) => n.orderId === id)).toMatchObject({
      answered: false,
      sentCount: 1,
    });
  });
});
