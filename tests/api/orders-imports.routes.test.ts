import { describe, expect, it } from 'vitest';
import { nfeXml } from '../../simulator/seed/files';
import { buildAccessKey } from '../../src/domain/access-key';
import { call, expectBadRequest, expectStatus, subsidiary1, subsidiary2, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Integrations and order imports (doc 2 §2 import, §5 manual import, §7 process-import, data import).
const app = simulator();

async function setup(company?: string) {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, 'admin', company) };
}

const key = buildAccessKey({
  yearMonth: '2501',
  senderDocument: '27183456000190',
  serie: '2',
  number: '777001',
});
const address = {
  postalCode: '13015000',
  street: 'Rua Barão de Jaguara',
  number: '10',
  neighborhood: 'Centro',
  city: 'Campinas',
  state: 'SP',
};
const xml = nfeXml({
  accessKey: key,
  number: '777001',
  serie: '2',
  issuedAt: '2025-01-05T10:00:00-03:00',
  sender: { document: '27183456000190', name: 'Armazéns Paulista Ltda', ...address },
  recipient: {
    document: '52736481000100',
    name: 'Rio Express & Cia',
    email: 'rio@express.example',
    ...address,
  },
  items: [
    { sku: 'A-1', barcode: '7890000000001', description: 'Item <A>', quantity: 2, priceUnit: 5 },
    { sku: 'B-2', barcode: null, description: 'Item B', quantity: 1, priceUnit: 7.5 },
  ],
  freight: 12,
});

describe('GET /integrations/:name', () => {
  it('answers the configured integrations of the viewed company; 404 otherwise', async () => {
    const { sim, token } = await setup();
    expect(expectStatus(await call(sim, token, 'GET', '/api/integrations/bsoft'), 200)).toMatchObject({
      name: 'bsoft',
      apiKey: expect.any(String),
    });
    expect(expectStatus(await call(sim, token, 'GET', '/api/integrations/rsys'), 200)).toMatchObject({
      name: 'rsys',
      empresa: expect.any(String),
    });
    const sub1 = await tokenFor(sim, 'admin', subsidiary1);
    expectStatus(await call(sim, sub1, 'GET', '/api/integrations/bsoft'), 404);
    expectStatus(await call(sim, sub1, 'GET', '/api/integrations/rsys'), 200);
    expectStatus(
      await call(sim, await tokenFor(sim, 'admin', subsidiary2), 'GET', '/api/integrations/rsys'),
      404,
    );
  });
});

describe('POST /process-import (doc 2 §5 manual order import)', () => {
  it('imports by a 44-digit access key without serie or sender', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(sim, token, 'POST', '/api/process-import', {
        type: 'order-bsoft',
        orderCode: `${key}EXTRA`,
      }),
      201,
    );
    expect(body.order).toMatchObject({
      accessKey: key,
      orderNumber: '777001',
      orderSerie: '2',
      origin: 'INTEGRATION',
      status: 'PENDING',
      type: 'INVOICE',
    });
    expect(body.order.sender.document).toBe('27183456000190');
    expect(body.order.items.length).toBeGreaterThan(0);
    expectStatus(
      await call(sim, token, 'POST', '/api/process-import', { type: 'order-bsoft', orderCode: key }),
      409,
    );
  });
  it('a shorter code needs the sender (400 without); rsys imports sales and purchase orders', async () => {
    const { sim, token } = await setup();
    expectBadRequest(
      await call(sim, token, 'POST', '/api/process-import', { type: 'order-bsoft', orderCode: '5551' }),
      'senderDocument',
    );
    expectStatus(
      await call(sim, token, 'POST', '/api/process-import', {
        type: 'order-bsoft',
        orderCode: '5551',
        serie: '3',
        senderDocument: '27183456000190',
      }),
      201,
    );
    const purchase = expectStatus(
      await call(sim, token, 'POST', '/api/process-import', {
        type: 'order-rsys',
        orderCode: 'PC-42',
        orderType: 'purchase-order',
      }),
      201,
    );
    expect(purchase.order.type).toBe('PURCHASE');
    expectBadRequest(
      await call(sim, token, 'POST', '/api/process-import', { type: 'order-xyz', orderCode: '1' }),
    );
  });
  it('answers 409 when the integration is not configured for the viewed company', async () => {
    const { sim, token } = await setup(subsidiary1);
    expect(
      expectStatus(
        await call(sim, token, 'POST', '/api/process-import', { type: 'order-bsoft', orderCode: key }),
        409,
      ).message,
    ).toMatch(/bsoft/);
  });
});

describe('POST /data-import (doc 2 §7: csv rows or nfe-xml)', () => {
  it('imports an NF-e XML: sender, recipient, items, taxes, and keeps the XML as an attachment', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(sim, token, 'POST', '/api/data-import', { type: 'nfe-xml', xml }),
      201,
    );
    expect(body.created).toBe(1);
    const order = expectStatus(await call(sim, token, 'GET', `/api/orders/${body.orders[0]}`), 200);
    expect(order).toMatchObject({
      orderNumber: '777001',
      orderSerie: '2',
      accessKey: key,
      type: 'INVOICE',
      origin: 'IMPORT',
    });
    expect(order.recipient).toMatchObject({
      name: 'Rio Express & Cia',
      document: '52736481000100',
      postalCode: '13015000',
      email: 'rio@express.example',
    });
    expect(order.items.map((i: { description: string }) => i.description)).toEqual(['Item <A>', 'Item B']);
    expect(order.taxes).toMatchObject({ priceTotalProducts: 17.5, priceFreight: 12, priceOrder: 29.5 });
    expect(order.attachments.map((a: { type: string }) => a.type)).toEqual(['xml']);
    expectStatus(await call(sim, token, 'POST', '/api/data-import', { type: 'nfe-xml', xml }), 409);
  });
  it('answers 400 for an XML that is not an NF-e and never expands DOCTYPE entities', async () => {
    const { sim, token } = await setup();
    expectBadRequest(
      await call(sim, token, 'POST', '/api/data-import', { type: 'nfe-xml', xml: '<a>not an nfe</a>' }),
      'xml',
    );
    expectBadRequest(await call(sim, token, 'POST', '/api/data-import', { type: 'nfe-xml', xml: '<<<' }));
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "${'A'.repeat(50)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>${xml.replace(/<\?xml[^>]*>/, '').replace('<xNome>Rio Express &amp; Cia', '<xNome>&b;')}`;
    const res = await call(sim, token, 'POST', '/api/data-import', { type: 'nfe-xml', xml: bomb });
    expect(res.statusCode).toBe(201);
    const order = expectStatus(await call(sim, token, 'GET', `/api/orders/${res.json().orders[0]}`), 200);
    expect(order.recipient.name).toBe('&b;');
  });
  it('imports spreadsheet rows: one order per orderNumber, empty values as null', async () => {
    const { sim, token } = await setup();
    const row = {
      recipientDocument: '52736481000100',
      recipientName: 'Rio Express',
      ...address,
      quantity: 1,
      description: 'Caixa',
      priceUnit: null,
      barcode: null,
    };
    const body = expectStatus(
      await call(sim, token, 'POST', '/api/data-import', {
        type: 'order',
        rows: [
          { ...row, orderNumber: 'IMP-1', sku: 'a-1' },
          { ...row, orderNumber: 'IMP-1', sku: 'a-2', quantity: 3 },
          { ...row, orderNumber: 'IMP-2', sku: 'b-1', type: 'DROPOFF', orderDate: '2025-01-05 08:00' },
        ],
      }),
      201,
    );
    expect(body.created).toBe(2);
    const first = expectStatus(await call(sim, token, 'GET', `/api/orders/${body.orders[0]}`), 200);
    expect(first.items.map((i: { sku: string }) => i.sku)).toEqual(['A-1', 'A-2']);
    const second = expectStatus(await call(sim, token, 'GET', `/api/orders/${body.orders[1]}`), 200);
    expect(second).toMatchObject({
      type: 'DROPOFF',
      orderDate: '2025-01-05T11:00:00.000Z',
      origin: 'IMPORT',
    });
    expectStatus(
      await call(sim, token, 'POST', '/api/data-import', {
        type: 'order',
        rows: [{ ...row, orderNumber: 'IMP-1', sku: 'x' }],
      }),
      409,
    );
  });
  it('answers 400 with the row and field of a bad row, importing nothing', async () => {
    const { sim, token } = await setup();
    const before = expectStatus(
      await call(sim, token, 'GET', '/api/orders?dates=2000-01-01T2100-01-01'),
      200,
    ).total;
    const res = await call(sim, token, 'POST', '/api/data-import', {
      type: 'order',
      rows: [
        {
          orderNumber: 'IMP-9',
          recipientDocument: '123',
          recipientName: 'X',
          ...address,
          sku: 'a',
          description: 'b',
          quantity: 1,
        },
      ],
    });
    expectBadRequest(res);
    expect(JSON.stringify(res.json().problems)).toContain('recipientDocument');
    expect(
      expectStatus(await call(sim, token, 'GET', '/api/orders?dates=2000-01-01T2100-01-01'), 200).total,
    ).toBe(before);
  });
});

describe('GET /integrations/sysemp/data/:id (doc 2 §7)', () => {
  it("answers the ERP data of an imported order; 404 for another origin or none; 403 for another company's", async () => {
    const { sim, token } = await setup();
    const imported = expectStatus(
      await call(sim, token, 'POST', '/api/process-import', {
        type: 'order-rsys',
        orderCode: 'PV-20931',
        orderType: 'sales-order',
      }),
      201,
    ).order;
    const data = expectStatus(
      await call(sim, token, 'GET', `/api/integrations/sysemp/data/${imported.id}`),
      200,
    );
    expect(data).toEqual({
      orderId: imported.id,
      orderNumber: imported.orderNumber,
      orderSerie: imported.orderSerie,
      integration: 'rsys',
      code: 'PV-20931',
      accessKey: null,
      importedAt: expect.any(String),
    });
    const manual = expectStatus(await call(sim, token, 'GET', '/api/orders?take=50'), 200).orders.find(
      (o: { origin: string }) => o.origin !== 'INTEGRATION',
    );
    expect(manual, 'the seed has orders of another origin').toBeTruthy();
    const none = await call(sim, token, 'GET', `/api/integrations/sysemp/data/${manual.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This order was not imported through an integration');
    expect((await call(sim, token, 'GET', '/api/integrations/sysemp/data/ord-nope')).statusCode).toBe(404);
    const outsider = await tokenFor(sim, 'outsider');
    expect(
      (await call(sim, outsider, 'GET', `/api/integrations/sysemp/data/${imported.id}`)).statusCode,
    ).toBe(403);
    expect((await call(sim, '', 'GET', `/api/integrations/sysemp/data/${imported.id}`)).statusCode).toBe(401);
  });
});
