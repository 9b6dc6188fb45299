import { describe, expect, it } from 'vitest';
import { call, expectBadRequest, expectStatus, outsider, principal, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// The products register (doc 3 §2 Products, §3 Product, §5 Product and Attribute forms, §7
// Products): list with filters, sort and quantityTotal; create/edit/delete; import; attributes.
const app = simulator();

async function setup(user = 'admin') {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, user) };
}

const NEW_PRODUCT = {
  sku: 'new-sku-1',
  description: 'Parafuso sextavado',
  manufactorDocument: '60746948000112',
  price: 12.5,
  barcode: 'abc123',
};

describe('GET /product', () => {
  it('pages, filters, sorts in SQL and answers the total quantity of every match', async () => {
    const { sim, token } = await setup();
    const all = expectStatus(await call(sim, token, 'GET', '/api/product?take=10'), 200);
    expect(all.products).toHaveLength(10);
    expect(all.total).toBe(40);
    expect(all.quantityTotal).toBeGreaterThan(0);
    expect(all.products[0]).toMatchObject({
      sku: expect.any(String),
      category: { name: expect.any(String) },
    });
    const skus = all.products.map((p: { sku: string }) => p.sku);
    expect([...skus].sort()).toEqual(skus);
    const desc = expectStatus(await call(sim, token, 'GET', '/api/product?take=5&sort=quantity|DESC'), 200);
    const q = desc.products.map((p: { quantity: number }) => p.quantity);
    expect([...q].sort((a, b) => b - a)).toEqual(q);
    const inactive = expectStatus(await call(sim, token, 'GET', '/api/product?isActive=false'), 200);
    expect(inactive.total).toBe(5);
    const one = expectStatus(await call(sim, token, 'GET', '/api/product?sku=sku-00001'), 200);
    expect(one.total).toBe(1);
    expect(one.quantityTotal).toBe(one.products[0].quantity);
    const simple = expectStatus(await call(sim, token, 'GET', '/api/product?simple=true'), 200);
    expect(simple.products[0]).toEqual({
      id: expect.any(String),
      sku: expect.any(String),
      description: expect.any(String),
    });
  });

  it('refuses a bad sort or page with 400', async () => {
    const { sim, token } = await setup();
    expectBadRequest(await call(sim, token, 'GET', '/api/product?sort=password|ASC'));
    expectBadRequest(await call(sim, token, 'GET', '/api/product?take=0'));
  });

  it("never lists another company's products", async () => {
    const { sim, token } = await setup('outsider');
    const body = expectStatus(await call(sim, token, 'GET', '/api/product?take=200'), 200);
    expect(body.total).toBe(8);
    expect(body.products.every((p: { companyDocument: string }) => p.companyDocument === outsider)).toBe(
      true,
    );
  });
});

describe('POST, PUT, DELETE /product', () => {
  it('creates with sku and barcode upper-cased and the 999 category, edits without touching the sku', async () => {
    const { sim, token } = await setup();
    const created = expectStatus(await call(sim, token, 'POST', '/api/product', NEW_PRODUCT), 201);
    expect(created.message).toEqual(expect.any(String));
    expect(created.product).toMatchObject({ sku: 'NEW-SKU-1', barcode: 'ABC123', category: { code: '999' } });
    const id = created.product.id;
    const edited = expectStatus(
      await call(sim, token, 'PUT', `/api/product/${id}`, { ...NEW_PRODUCT, sku: 'OTHER', brand: 'ACME' }),
      200,
    );
    expect(edited.product).toMatchObject({ sku: 'NEW-SKU-1', brand: 'ACME', updatedBy: 'admin' });
    expectStatus(await call(sim, token, 'POST', '/api/product', NEW_PRODUCT), 409);
    expectStatus(await call(sim, token, 'DELETE', `/api/product/${id}`), 200);
    expectStatus(await call(sim, token, 'GET', `/api/product/id/${id}`), 404);
  });

  it('answers 400 with the missing required fields (doc 3 §5)', async () => {
    const { sim, token } = await setup();
    expectBadRequest(await call(sim, token, 'POST', '/api/product', { sku: 'X' }), 'description');
    expectBadRequest(
      await call(sim, token, 'POST', '/api/product', { ...NEW_PRODUCT, sku: 'Y', categoryId: 'cat-4-101' }),
      'categoryId',
    );
  });

  it('refuses to delete a product that holds stock (409) and hides other companies (403)', async () => {
    const { sim, token } = await setup();
    const stocked = expectStatus(await call(sim, token, 'GET', '/api/product?take=1&sort=quantity|DESC'), 200)
      .products[0];
    expect(stocked.quantity).toBeGreaterThan(0);
    expectStatus(await call(sim, token, 'DELETE', `/api/product/${stocked.id}`), 409);
    const other = await setup('outsider');
    expectStatus(await call(sim, other.token, 'GET', `/api/product/id/${stocked.id}`), 403);
    expectStatus(await call(sim, other.token, 'PUT', `/api/product/${stocked.id}`, NEW_PRODUCT), 403);
  });
});

describe('POST /product/imports', () => {
  it('imports the valid rows and answers each refused row with its line', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(sim, token, 'POST', '/api/product/imports', {
        rows: [
          { line: 2, ...NEW_PRODUCT, sku: 'IMP-1' },
          { line: 3, sku: 'IMP-2', description: '', manufactorDocument: '1', price: 1 },
          { line: 4, ...NEW_PRODUCT, sku: 'SKU-00001', description: 'Renamed by import' },
        ],
      }),
      200,
    );
    expect(body.imported).toBe(2);
    expect(body.errors).toEqual([{ line: 3, message: expect.stringContaining('description') }]);
    const found = expectStatus(await call(sim, token, 'GET', '/api/product?sku=IMP-1'), 200);
    expect(found.total).toBe(1);
    const renamed = expectStatus(await call(sim, token, 'GET', '/api/product?sku=SKU-00001'), 200);
    expect(renamed.products[0].description).toBe('Renamed by import');
    expectBadRequest(await call(sim, token, 'POST', '/api/product/imports', { rows: [] }));
  });
});

describe('/product-attributes', () => {
  it('adds, lists and removes attributes; the last one stays (409)', async () => {
    const { sim, token } = await setup();
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/product', { ...NEW_PRODUCT, sku: 'ATTR-1' }),
      201,
    ).product;
    const url = `/api/product-attributes/${created.id}`;
    const attr = { productBatch: 'l1', productExpire: '2027-01-31', quantity: 4 };
    const one = expectStatus(await call(sim, token, 'POST', url, attr), 201).attributes;
    expect(one).toEqual([
      { id: expect.any(String), productBatch: 'L1', productExpire: '2027-01-31', quantity: 4 },
    ]);
    expectBadRequest(
      await call(sim, token, 'POST', url, { ...attr, productExpire: '31/01/2027' }),
      'productExpire',
    );
    expectStatus(await call(sim, token, 'DELETE', `/api/product-attributes/${one[0].id}`), 409);
    const two = expectStatus(
      await call(sim, token, 'POST', url, { ...attr, productBatch: 'L2' }),
      201,
    ).attributes;
    expect(expectStatus(await call(sim, token, 'GET', url), 200).attributes).toHaveLength(2);
    expectStatus(await call(sim, token, 'DELETE', `/api/product-attributes/${two[0].id}`), 200);
    const other = await setup('outsider');
    expectStatus(await call(sim, other.token, 'GET', url), 403);
    expect(principal).toBeTruthy();
  });
});
