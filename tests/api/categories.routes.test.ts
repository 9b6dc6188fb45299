import { describe, expect, it } from 'vitest';
import { formatRegisterMessage, REGISTER_MESSAGES } from '../../simulator/i18n/messages/registers';
import { call, expectBadRequest, expectStatus, outsider, principal, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Product categories (doc 3 §2 "Categories", §3, §5, §7 GET/POST /category, GET/PUT/DELETE
// /category/{id}, §9 reserved code 999).
const app = simulator();

async function setup(user = 'admin') {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, user) };
}
interface Category {
  id: string;
  companyDocument: string;
  name: string;
  code: string;
}
const list = async (s: { sim: SimClient; token: string }, query = '') =>
  expectStatus(await call(s.sim, s.token, 'GET', `/api/category?${query}`), 200) as {
    categories: Category[];
    total: number;
  };
const reserved = async (s: { sim: SimClient; token: string }) =>
  (await list(s, 'paginate=false')).categories.find((c) => c.code === '999') as Category;

describe('GET /category', () => {
  it('pages the company’s categories by name, filters by name, answers all without pagination', async () => {
    const s = await setup();
    const first = await list(s, 'page=1&take=25');
    expect(first.total).toBe(38);
    expect(first.categories).toHaveLength(25);
    expect(first.categories.every((c) => c.companyDocument === principal)).toBe(true);
    expect((await list(s, 'paginate=false')).categories).toHaveLength(38);
    expect((await list(s, 'name=bebi')).categories.map((c) => c.name)).toEqual(['Bebidas']);
    const theirs = await list(await setup('outsider'), 'paginate=false');
    expect(theirs.categories.every((c) => c.companyDocument === outsider)).toBe(true);
    expectBadRequest(await call(s.sim, s.token, 'GET', '/api/category?take=500'));
  });
});

describe('POST, PUT, DELETE /category', () => {
  it('creates, edits and deletes a category', async () => {
    const s = await setup();
    const created = expectStatus(
      await call(s.sim, s.token, 'POST', '/api/category', { code: ' 700 ', name: ' Novos ' }),
      201,
    );
    expect(created.message).toBe(formatRegisterMessage('en-US', 'categoryCreated'));
    expect(created.category).toMatchObject({ code: '700', name: 'Novos', companyDocument: principal });
    const id = created.category.id;
    const edited = expectStatus(
      await call(s.sim, s.token, 'PUT', `/api/category/${id}`, { code: '701', name: 'Novidades' }),
      200,
    );
    expect(edited.category).toMatchObject({ id, code: '701', name: 'Novidades' });
    expect(expectStatus(await call(s.sim, s.token, 'GET', `/api/category/${id}`), 200)).toEqual(
      edited.category,
    );
    expectStatus(await call(s.sim, s.token, 'DELETE', `/api/category/${id}`), 200);
    expectStatus(await call(s.sim, s.token, 'GET', `/api/category/${id}`), 404);
  });

  it.each([
    ['no code', { name: 'X' }, 'code'],
    ['a blank name', { code: '702', name: '  ' }, 'name'],
  ])('answers 400 for %s and creates nothing', async (_, body, field) => {
    const s = await setup();
    expectBadRequest(await call(s.sim, s.token, 'POST', '/api/category', body), field);
    expect((await list(s)).total).toBe(38);
  });

  it('refuses to edit or delete the reserved 999 and a code in use (409)', async () => {
    const s = await setup();
    const geral = await reserved(s);
    const edit = await call(s.sim, s.token, 'PUT', `/api/category/${geral.id}`, { code: '999', name: 'X' });
    expect(expectStatus(edit, 409).message).toBe(REGISTER_MESSAGES.categoryReserved);
    expectStatus(await call(s.sim, s.token, 'DELETE', `/api/category/${geral.id}`), 409);
    const dup = await call(s.sim, s.token, 'POST', '/api/category', { code: '200', name: 'Outra' });
    expect(expectStatus(dup, 409).message).toBe(REGISTER_MESSAGES.categoryCodeInUse('200'));
    expect(await reserved(s)).toEqual(geral);
  });

  it("answers 403 for another company's category and 404 for an unknown one", async () => {
    const s = await setup();
    const [theirs] = (await list(await setup('outsider'))).categories;
    expectStatus(await call(s.sim, s.token, 'GET', `/api/category/${theirs.id}`), 403);
    expectStatus(
      await call(s.sim, s.token, 'PUT', `/api/category/${theirs.id}`, { code: '1', name: 'X' }),
      403,
    );
    expectStatus(await call(s.sim, s.token, 'DELETE', `/api/category/${theirs.id}`), 403);
    expectStatus(await call(s.sim, s.token, 'DELETE', '/api/category/cat-999999'), 404);
  });
});
