import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../simulator/i18n/messages/order-errors';
import { DEMO_PRODUCT_BARCODE, DEMO_TRANSPORTER_IDS } from '../../simulator/seed/demo/order-ids';
import {
  call,
  expectBadRequest,
  expectStatus,
  PARTY,
  principal,
  subsidiary1,
  tokenFor,
} from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Products and parties for the new-order page, company customers, transporters (/courrier) and
// the user list (doc 2 §2, §5, §7).
const app = simulator();

async function setup() {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, 'admin') };
}

const CUSTOMER = {
  corporateName: 'Nova Distribuidora Ltda',
  fantasyName: 'Nova',
  document: '27183456000190',
  postalCode: '01310100',
  street: 'Avenida Paulista',
  number: '200',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
  email: 'contato@nova.example',
  phone: '(11) 3333-4444',
};
const TRANSPORTER = {
  type: 'TERCEIRO',
  typeFreight: 'WEIGHT',
  nameTransporter: 'Transportes Novos',
  documentTransporter: '31.827.654/0001-17',
  address: 'Rua A, 1',
  city: 'Campinas',
  state: 'SP',
  status: true,
};

describe('products (doc 2 §5 quick product, §9 active products only)', () => {
  it('GET /product/light lists active products only, searchable', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(await call(sim, token, 'GET', '/api/product/light?take=200'), 200);
    expect(body.total).toBe(35); // 40 products, 5 inactive
    expect(body.products.every((p: { isActive: boolean }) => p.isActive)).toBe(true);
    const found = expectStatus(
      await call(sim, token, 'GET', `/api/product/light?search=${DEMO_PRODUCT_BARCODE}`),
      200,
    );
    expect(found.products.map((p: { barcode: string }) => p.barcode)).toEqual([DEMO_PRODUCT_BARCODE]);
  });
  it('POST /product/quick upper-cases sku, barcode and batch; 409 for a barcode in use', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(sim, token, 'POST', '/api/product/quick', {
        sku: 'novo-1',
        barcode: 'abc123',
        description: 'Novo',
        price: 9.9,
        productBatch: 'l1',
      }),
      201,
    );
    expect(body.product).toMatchObject({
      sku: 'NOVO-1',
      barcode: 'ABC123',
      productBatch: 'L1',
      isActive: true,
    });
    const dup = expectStatus(
      await call(sim, token, 'POST', '/api/product/quick', {
        sku: 'x',
        barcode: 'ABC123',
        description: 'x',
        price: 1,
      }),
      409,
    );
    expect(dup.message).toBe(ORDER_MESSAGES.barcodeInUse);
    expectStatus(
      await call(sim, token, 'POST', '/api/product/quick', {
        sku: 'x',
        barcode: DEMO_PRODUCT_BARCODE.toLowerCase(),
        description: 'x',
        price: 1,
      }),
      409,
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/product/quick', { sku: 'x', barcode: 'y', description: 'z' }),
      'price',
    );
  });
});

describe('recipients and senders (doc 2 §5 party form, §7 recipients by document)', () => {
  it('creates a recipient, finds it by document; 409 for the same document; 400 invalid', async () => {
    const { sim, token } = await setup();
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/recipients', { ...PARTY, document: '52736481000100' }),
      201,
    );
    expect(created.recipient).toMatchObject({
      kind: 'recipient',
      document: '52736481000100',
      lat: expect.any(Number),
    });
    const found = expectStatus(
      await call(sim, token, 'GET', '/api/recipients?document=52.736.481/0001-00'),
      200,
    );
    expect(found).toMatchObject({ total: 1, recipients: [{ id: created.recipient.id }] });
    expectStatus(
      await call(sim, token, 'POST', '/api/recipients', { ...PARTY, document: '52736481000100' }),
      409,
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/recipients', { ...PARTY, document: '12345678901' }),
      'document',
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/senders', { ...PARTY, postalCode: '1' }),
      'postalCode',
    );
    const senders = expectStatus(await call(sim, token, 'GET', '/api/senders'), 200);
    expect(
      senders.senders.every(
        (s: { kind: string; companyDocument: string }) =>
          s.kind === 'sender' && s.companyDocument === principal,
      ),
    ).toBe(true);
  });
});

describe('company customers (doc 2 §2 customers page, §5 customer form; doc 1 §7.1 `company-customer`)', () => {
  it('lists with companyCustomers and total, filtered by name and status', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(await call(sim, token, 'GET', '/api/company-customer?page=1&take=10'), 200);
    expect(Object.keys(body).sort()).toEqual(['companyCustomers', 'total']);
    expect(body.total).toBe(25);
    const inactive = expectStatus(
      await call(sim, token, 'GET', '/api/company-customer?isActive=false&take=200'),
      200,
    );
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.companyCustomers.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);
  });
  it('creates (isActive defaults true), edits, reprocesses and deletes', async () => {
    const { sim, token } = await setup();
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/company-customer', CUSTOMER),
      201,
    ).companyCustomer;
    expect(created).toMatchObject({ isActive: true, phone: '1133334444', lat: expect.any(Number) });
    expectStatus(await call(sim, token, 'POST', '/api/company-customer', CUSTOMER), 409);
    const edited = expectStatus(
      await call(sim, token, 'PUT', `/api/company-customer/${created.id}`, {
        ...CUSTOMER,
        fantasyName: 'Nova 2',
        isActive: false,
      }),
      200,
    );
    expect(edited.companyCustomer).toMatchObject({ fantasyName: 'Nova 2', isActive: false });
    const reprocessed = expectStatus(
      await call(sim, token, 'POST', `/api/company-customer/reprocess/${created.id}`),
      200,
    );
    expect(reprocessed.companyCustomer.lat).toEqual(expect.any(Number));
    expect(expectStatus(await call(sim, token, 'GET', `/api/company-customer?name=Nova`), 200).total).toBe(1);
    expectStatus(await call(sim, token, 'DELETE', `/api/company-customer/${created.id}`), 200);
    expectStatus(await call(sim, token, 'GET', `/api/company-customer/${created.id}`), 404);
  });
  it('answers 400 for an invalid document or email, 403 for another company', async () => {
    const { sim, token } = await setup();
    expectBadRequest(
      await call(sim, token, 'POST', '/api/company-customer', { ...CUSTOMER, document: '11111111111111' }),
      'document',
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/company-customer', { ...CUSTOMER, email: 'x@' }),
      'email',
    );
    const { companyCustomers } = expectStatus(
      await call(sim, token, 'GET', '/api/company-customer?take=1'),
      200,
    );
    expectStatus(
      await call(
        sim,
        await tokenFor(sim, 'admin', subsidiary1),
        'DELETE',
        `/api/company-customer/${companyCustomers[0].id}`,
      ),
      403,
    );
  });
  it('serves the plural /company-customers as an alias of the same resource', async () => {
    const { sim, token } = await setup();
    const list = (path: string) => call(sim, token, 'GET', `/api/${path}?page=1&take=10`);
    expect(expectStatus(await list('company-customers'), 200)).toEqual(
      expectStatus(await list('company-customer'), 200),
    );
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/company-customers', CUSTOMER),
      201,
    ).companyCustomer;
    expect(expectStatus(await call(sim, token, 'GET', `/api/company-customer/${created.id}`), 200)).toEqual(
      created,
    );
    expectStatus(await call(sim, token, 'POST', '/api/company-customer', CUSTOMER), 409);
    expectStatus(await call(sim, token, 'POST', `/api/company-customers/reprocess/${created.id}`), 200);
    expectStatus(await call(sim, token, 'DELETE', `/api/company-customers/${created.id}`), 200);
    expectStatus(await call(sim, token, 'GET', `/api/company-customer/${created.id}`), 404);
  });
});

describe('transporters /courrier (doc 2 §2 list, §5 form)', () => {
  it('lists with transporters and total; creates; document already in use → 409', async () => {
    const { sim, token } = await setup();
    const list = expectStatus(await call(sim, token, 'GET', '/api/courrier?page=1&take=25'), 200);
    expect(Object.keys(list).sort()).toEqual(['total', 'transporters']);
    expect(list.total).toBe(8);
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/courrier', TRANSPORTER),
      201,
    ).transporter;
    expect(created.documentTransporter).toBe('31827654000117');
    const dup = expectStatus(
      await call(sim, token, 'POST', '/api/courrier', { ...TRANSPORTER, nameTransporter: 'Outra' }),
      409,
    );
    expect(dup.message).toBe('31827654000117 already in use');
    const byName = expectStatus(await call(sim, token, 'GET', '/api/courrier?name=Novos'), 200);
    expect(byName.transporters.map((t: { id: string }) => t.id)).toEqual([created.id]);
  });
  it('edits (409 when taking another document), deletes (409 while orders use it)', async () => {
    const { sim, token } = await setup();
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/courrier', TRANSPORTER),
      201,
    ).transporter;
    const existing = expectStatus(
      await call(sim, token, 'GET', `/api/courrier/${DEMO_TRANSPORTER_IDS.principal}`),
      200,
    );
    expectStatus(
      await call(sim, token, 'PUT', `/api/courrier/${created.id}`, {
        ...TRANSPORTER,
        documentTransporter: existing.documentTransporter,
      }),
      409,
    );
    expect(
      expectStatus(
        await call(sim, token, 'PUT', `/api/courrier/${created.id}`, { ...TRANSPORTER, status: false }),
        200,
      ).transporter.status,
    ).toBe(false);
    expectStatus(await call(sim, token, 'DELETE', `/api/courrier/${DEMO_TRANSPORTER_IDS.principal}`), 409);
    expectStatus(await call(sim, token, 'DELETE', `/api/courrier/${created.id}`), 200);
    expectStatus(await call(sim, token, 'GET', `/api/courrier/${created.id}`), 404);
  });
  it('answers 400 for missing fields, 403 for another company', async () => {
    const { sim, token } = await setup();
    expectBadRequest(
      await call(sim, token, 'POST', '/api/courrier', { ...TRANSPORTER, nameTransporter: '' }),
      'nameTransporter',
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/courrier', { ...TRANSPORTER, type: 'OUTRO' }),
      'type',
    );
    expectStatus(await call(sim, token, 'GET', `/api/courrier/${DEMO_TRANSPORTER_IDS.outsider}`), 403);
  });
});

describe('GET /users (doc 2 §6: mechanic choices are active users of type MECHANIC)', () => {
  it('filters by type and isActive; answers users and total', async () => {
    const { sim, token } = await setup();
    const mechanics = expectStatus(
      await call(sim, token, 'GET', '/api/users?type=MECHANIC&isActive=true'),
      200,
    );
    expect(mechanics).toMatchObject({ total: 1, users: [{ userName: 'mechanic', type: 'MECHANIC' }] });
    const all = expectStatus(await call(sim, token, 'GET', '/api/users?take=200'), 200);
    expect(all.users.some((u: { userName: string }) => u.userName === 'outsider')).toBe(false);
    expectBadRequest(await call(sim, token, 'GET', '/api/users?type=BOSS'));
    expect(expectStatus(await call(sim, token, 'GET', '/api/users/usr-driver'), 200).userName).toBe('driver');
    expectStatus(await call(sim, token, 'GET', '/api/users/usr-outsider'), 403);
    expectStatus(await call(sim, token, 'GET', '/api/users/usr-nope'), 404);
  });
});
