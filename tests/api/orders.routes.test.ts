import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../simulator/i18n/messages/order-errors';
import { formatOrderMessage } from '../../simulator/i18n/messages/orders';
import { DEMO_ORDER_IDS } from '../../simulator/seed/demo/order-ids';
import {
  call,
  expectBadRequest,
  expectStatus,
  NEW_ORDER,
  outsider,
  principal,
  subsidiary1,
  tokenFor,
} from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// GET /orders, GET /orders/:id, POST /orders (doc 2 §2, §3, §4, §6, §7).
const app = simulator();
const ALL = 'dates=2024-01-01T2025-12-31';

describe('GET /orders (doc 2 §2 list, §7: orders and total)', () => {
  const sim = new SimClient(app);

  it('answers orders and total for the viewed company, newest first, 25 by default', async () => {
    const token = await tokenFor(sim, 'admin');
    const body = expectStatus(await call(sim, token, 'GET', `/api/orders?${ALL}`), 200);
    expect(Object.keys(body).sort()).toEqual(['orders', 'total']);
    expect(body.total).toBeGreaterThan(300);
    expect(body.orders).toHaveLength(25);
    expect(body.orders.every((o: { companyDocument: string }) => o.companyDocument === principal)).toBe(true);
    const dates = body.orders.map((o: { orderDate: string }) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.orders[0]).toMatchObject({
      recipient: expect.objectContaining({ name: expect.any(String) }),
      attachmentTypes: expect.any(Array),
    });
  });

  it('filters by status, sorts by city, pages with page and take (in SQL)', async () => {
    const token = await tokenFor(sim, 'admin');
    const q = `${ALL}&filter=status|PENDING&sort=city|ASC&take=5`;
    const first = expectStatus(await call(sim, token, 'GET', `/api/orders?${q}&page=1`), 200);
    const second = expectStatus(await call(sim, token, 'GET', `/api/orders?${q}&page=2`), 200);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThan(5);
    const rows = [...first.orders, ...second.orders];
    expect(rows.every((o: { status: string }) => o.status === 'PENDING')).toBe(true);
    const typed = expectStatus(
      await call(sim, token, 'GET', `/api/orders?${ALL}&filter=status|PENDING,type|NEW&take=200`),
      200,
    );
    expect(typed.total).toBeGreaterThan(0);
    expect(
      typed.orders.every((o: { type: string; status: string }) => o.type === 'NEW' && o.status === 'PENDING'),
    ).toBe(true);
    const cities = rows.map((o: { recipient: { city: string } }) => o.recipient.city);
    expect([...cities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(cities);
    expect(new Set(rows.map((o: { id: string }) => o.id)).size).toBe(rows.length);
  });

  it('filters by order number, client name, state, postal code, origin and date range', async () => {
    const token = await tokenFor(sim, 'admin');
    const byNumber = expectStatus(
      await call(sim, token, 'GET', `/api/orders?${ALL}&filter=orderNumber|900004`),
      200,
    );
    expect(byNumber.orders.map((o: { id: string }) => o.id)).toEqual([DEMO_ORDER_IDS.docs]);
    const docs = expectStatus(await call(sim, token, 'GET', `/api/orders/${DEMO_ORDER_IDS.docs}`), 200);
    const byClient = expectStatus(
      await call(
        sim,
        token,
        'GET',
        `/api/orders?${ALL}&filter=client|${encodeURIComponent(docs.recipient.name.slice(0, 6))}`,
      ),
      200,
    );
    expect(byClient.orders.some((o: { id: string }) => o.id === DEMO_ORDER_IDS.docs)).toBe(true);
    // issue 20: every row the client filter finds shows what it matched — its name or its trade name
    const typed = docs.recipient.name.slice(0, 6).toLowerCase();
    for (const o of byClient.orders as Array<{ recipient: { name: string; fantasyName: string } }>) {
      expect(o.recipient).toHaveProperty('fantasyName', expect.any(String));
      expect(`${o.recipient.name} ${o.recipient.fantasyName}`.toLowerCase()).toContain(typed);
    }
    const byState = expectStatus(
      await call(
        sim,
        token,
        'GET',
        `/api/orders?${ALL}&filter=state|${docs.recipient.state},postalCode|${docs.recipient.postalCode}&take=200`,
      ),
      200,
    );
    expect(
      byState.orders.every(
        (o: { recipient: { state: string } }) => o.recipient.state === docs.recipient.state,
      ),
    ).toBe(true);
    const byOrigin = expectStatus(
      await call(sim, token, 'GET', `/api/orders?${ALL}&filter=origin|CHECKLIST&take=200`),
      200,
    );
    expect(byOrigin.orders.every((o: { origin: string }) => o.origin === 'CHECKLIST')).toBe(true);
    const none = expectStatus(await call(sim, token, 'GET', '/api/orders?dates=2030-01-01T2030-01-31'), 200);
    expect(none).toEqual({ orders: [], total: 0 });
  });

  it('the occurrence page lists orders with status OCCURRENCE', async () => {
    const token = await tokenFor(sim, 'admin');
    const body = expectStatus(
      await call(sim, token, 'GET', `/api/orders?${ALL}&filter=status|OCCURRENCE&take=200`),
      200,
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.orders.every((o: { status: string }) => o.status === 'OCCURRENCE')).toBe(true);
  });

  it('a SHIPPER sees orders by shipperDocument, a CUSTOMER by customerDocument (doc 2 §6)', async () => {
    const shipper = expectStatus(
      await call(
        sim,
        await tokenFor(sim, 'shipper'),
        'GET',
        `/api/orders?${ALL}&take=200&shipperDocument=${principal}`,
      ),
      200,
    );
    expect(shipper.orders.every((o: { shipperDocument: string }) => o.shipperDocument === principal)).toBe(
      true,
    );
    expect(shipper.orders.some((o: { companyDocument: string }) => o.companyDocument === subsidiary1)).toBe(
      true,
    );
    const customer = expectStatus(
      await call(
        sim,
        await tokenFor(sim, 'customer'),
        'GET',
        `/api/orders?${ALL}&take=200&customerDocument=${principal}`,
      ),
      200,
    );
    expect(customer.orders.every((o: { companyDocument: string }) => o.companyDocument === principal)).toBe(
      true,
    );
    expect(customer.total).not.toBe(shipper.total);
  });

  it('a company switch shows the subsidiary orders', async () => {
    const token = await tokenFor(sim, 'admin', subsidiary1);
    const body = expectStatus(await call(sim, token, 'GET', `/api/orders?${ALL}&take=200`), 200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.orders.every((o: { companyDocument: string }) => o.companyDocument === subsidiary1)).toBe(
      true,
    );
  });

  it.each([
    ['a take over 200', 'take=500'],
    ['a page 0', 'page=0'],
    ['an unknown sort field', 'sort=price|ASC'],
    ['a malformed date range', 'dates=2025-01-01'],
  ])('answers 400 for %s', async (_, query) => {
    expectBadRequest(await call(sim, await tokenFor(sim, 'admin'), 'GET', `/api/orders?${query}`));
  });

  it('answers 403 for another company document and 401 without a token', async () => {
    const token = await tokenFor(sim, 'admin');
    expectStatus(await call(sim, token, 'GET', `/api/orders?customerDocument=${outsider}`), 403);
    expect((await sim.get('/api/orders')).statusCode).toBe(401);
  });
});

describe('GET /orders/:id (doc 2 §2 detail, §3)', () => {
  const sim = new SimClient(app);

  it('answers the order with items, taxes, tracking, attachments, checklists and linked SO orders', async () => {
    const order = expectStatus(
      await call(sim, await tokenFor(sim, 'admin'), 'GET', `/api/orders/${DEMO_ORDER_IDS.docs}`),
      200,
    );
    expect(order).toMatchObject({
      id: DEMO_ORDER_IDS.docs,
      orderNumber: '900004',
      status: 'DONE',
      origin: 'CHECKLIST',
    });
    expect(order.accessKey).toHaveLength(44);
    expect(order.items.length).toBeGreaterThan(0);
    expect(Object.keys(order.taxes)).toContain('priceOrder');
    expect(order.attachments.map((a: { type: string }) => a.type).sort()).toEqual([
      'DanfeSimplificado',
      'Label',
      'nf-e',
      'xml',
    ]);
    expect(order.checklists.map((c: { type: string }) => c.type).sort()).toEqual(['MECHANIC', 'VEHICLE']);
    expect(order.ordersSO.map((s: { kind: string }) => s.kind).sort()).toEqual(['parts', 'service']);
    const dates = order.calendars.map((c: { dueDate: string }) => c.dueDate);
    expect([...dates].sort().reverse()).toEqual(dates); // newest first
    expect(order.recipient.maps).toMatch(/^https:\/\//);
  });

  it('the scheduled demo order carries the AGENDAMENTO: marker', async () => {
    const order = expectStatus(
      await call(sim, await tokenFor(sim, 'admin'), 'GET', `/api/orders/${DEMO_ORDER_IDS.scheduled}`),
      200,
    );
    expect(order.additionalInfo).toContain('AGENDAMENTO:');
  });

  it("answers 403 for another company's order, 404 for an unknown one", async () => {
    const token = await tokenFor(sim, 'admin');
    expect(
      expectStatus(await call(sim, token, 'GET', `/api/orders/${DEMO_ORDER_IDS.outsider}`), 403).message,
    ).toBe(ORDER_MESSAGES.otherCompany);
    expectStatus(await call(sim, token, 'GET', `/api/orders/${DEMO_ORDER_IDS.subsidiary}`), 403); // viewing the principal
    expectStatus(await call(sim, token, 'GET', '/api/orders/ord-nope'), 404);
    expectStatus(
      await call(
        sim,
        await tokenFor(sim, 'admin', subsidiary1),
        'GET',
        `/api/orders/${DEMO_ORDER_IDS.subsidiary}`,
      ),
      200,
    );
  });
});

describe('POST /orders (doc 2 §4, §5 "New order")', () => {
  it('creates a PENDING MANUAL order of the chosen type, readable afterwards', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/orders', { ...NEW_ORDER, type: 'DROPOFF' }),
      201,
    );
    expect(created.message).toBe(formatOrderMessage('en-US', 'orderCreated'));
    expect(created.order).toMatchObject({
      status: 'PENDING',
      origin: 'MANUAL',
      type: 'DROPOFF',
      orderSerie: '1',
      companyDocument: principal,
    });
    expect(created.order.orderDate).toBe('2025-01-06T13:00:00.000Z'); // yyyy-MM-dd HH:mm in −03:00
    expect(created.order.recipient.phone).toBe('11987654321');
    expect(created.order.recipient.lat).toEqual(expect.any(Number));
    expect(created.order.items[0]).toMatchObject({ sku: 'SKU-00001', quantity: 2, priceTotal: 21 });
    const read = expectStatus(await call(sim, token, 'GET', `/api/orders/${created.order.id}`), 200);
    expect(read.orderNumber).toBe(created.order.orderNumber);
  });

  it('answers 409 for a duplicate order number and series', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    expectStatus(await call(sim, token, 'POST', '/api/orders', { ...NEW_ORDER, orderNumber: '900001' }), 409);
  });

  it.each([
    ['no product', { ...NEW_ORDER, items: [] }, 'items'],
    [
      'a zero quantity',
      { ...NEW_ORDER, items: [{ ...NEW_ORDER.items[0], quantity: 0 }] },
      'items.0.quantity',
    ],
    ['no recipient', { ...NEW_ORDER, recipient: undefined }, 'recipient'],
    [
      'an invalid sender document',
      { ...NEW_ORDER, sender: { ...NEW_ORDER.sender, document: '11111111111' } },
      'sender.document',
    ],
    [
      'a bad postal code',
      { ...NEW_ORDER, recipient: { ...NEW_ORDER.recipient, postalCode: '123' } },
      'recipient.postalCode',
    ],
    ['an unknown type', { ...NEW_ORDER, type: 'FOO' }, 'type'],
    ['no delivery date', { ...NEW_ORDER, deliveryDate: undefined }, 'deliveryDate'],
  ])('answers 400 for %s and creates nothing', async (_, body, field) => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const before = expectStatus(await call(sim, token, 'GET', `/api/orders?${ALL}`), 200).total;
    expectBadRequest(await call(sim, token, 'POST', '/api/orders', body), field);
    expect(expectStatus(await call(sim, token, 'GET', `/api/orders?${ALL}`), 200).total).toBe(before);
  });

  it('answers 400 for a transporter of another company', async () => {
    const sim = new SimClient(app);
    expectBadRequest(
      await call(sim, await tokenFor(sim, 'admin'), 'POST', '/api/orders', {
        ...NEW_ORDER,
        transporterId: 'trp-outsider',
      }),
    );
  });
});
