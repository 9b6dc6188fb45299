import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../simulator/i18n/messages/order-errors';
import { formatOrderMessage } from '../../simulator/i18n/messages/orders';
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

// Sales channels (doc 3 §3, §5, §7 GET/POST /saleschannel, PUT/DELETE /saleschannel/{id}, §9
// protected codes 999 and 995) and the channel of a new order (doc 2 §3, §5).
const app = simulator();

async function setup(user = 'admin', company?: string) {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, user, company) };
}

interface Channel {
  id: string;
  companyDocument: string;
  code: string;
  saleschannel: string;
}
const codesOf = (body: { saleschannels: Channel[] }) => body.saleschannels.map((c) => c.code);

describe('GET /saleschannel (doc 3 §7)', () => {
  it("answers the viewed company's channels by code, with the protected 999 and 995, and total", async () => {
    const { sim, token } = await setup();
    const body = expectStatus(await call(sim, token, 'GET', '/api/saleschannel?page=1&take=50'), 200);
    expect(codesOf(body)).toEqual(['101', '202', '303', '995', '999']);
    expect(body.total).toBe(5);
    expect(body.saleschannels[0]).toEqual({
      id: expect.any(String),
      companyDocument: principal,
      code: '101',
      saleschannel: 'E-commerce',
    });
  });

  it('pages with page and take, filters by part of the name or the exact code', async () => {
    const { sim, token } = await setup();
    const second = expectStatus(await call(sim, token, 'GET', '/api/saleschannel?page=2&take=2'), 200);
    expect(codesOf(second)).toEqual(['303', '995']);
    expect(second.total).toBe(5);
    const byName = expectStatus(await call(sim, token, 'GET', '/api/saleschannel?name=market'), 200);
    expect(codesOf(byName)).toEqual(['995']);
    const byCode = expectStatus(await call(sim, token, 'GET', '/api/saleschannel?code=202'), 200);
    expect(byCode.saleschannels.map((c: Channel) => c.saleschannel)).toEqual(['Televendas']);
    const none = expectStatus(await call(sim, token, 'GET', '/api/saleschannel?name=%25'), 200);
    expect(none).toEqual({ saleschannels: [], total: 0 });
  });

  it("never shows another company's channels", async () => {
    const { sim, token } = await setup();
    const mine = expectStatus(await call(sim, token, 'GET', '/api/saleschannel?take=200'), 200);
    expect(mine.saleschannels.every((c: Channel) => c.companyDocument === principal)).toBe(true);
    expect(codesOf(mine)).not.toContain('404'); // the outsider's own channel
    const other = await setup('outsider');
    const theirs = expectStatus(await call(sim, other.token, 'GET', '/api/saleschannel?take=200'), 200);
    expect(codesOf(theirs)).toEqual(['101', '202', '404', '995', '999']);
    expect(theirs.saleschannels.every((c: Channel) => c.companyDocument === outsider)).toBe(true);
    // a subsidiary viewed after a company switch has its own list (no 303)
    const sub = await setup('admin', subsidiary1);
    const subs = expectStatus(await call(sim, sub.token, 'GET', '/api/saleschannel'), 200);
    expect(codesOf(subs)).toEqual(['101', '202', '995', '999']);
  });

  it('answers 401 without a token', async () => {
    const sim = new SimClient(app);
    expect((await sim.get('/api/saleschannel')).statusCode).toBe(401);
  });

  it.each([
    ['take above 200', 'take=201'],
    ['page 0', 'page=0'],
    ['a non-numeric take', 'take=ten'],
    ['a name over 100 characters', `name=${'x'.repeat(101)}`],
  ])('answers 400 for %s', async (_, query) => {
    const { sim, token } = await setup();
    expectBadRequest(await call(sim, token, 'GET', `/api/saleschannel?${query}`));
  });
});

describe('POST, PUT, DELETE /saleschannel (doc 3 §5)', () => {
  it('creates, renames and deletes a channel of the viewed company', async () => {
    const { sim, token } = await setup();
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/saleschannel', { code: ' 505 ', saleschannel: ' Feiras ' }),
      201,
    );
    expect(created.message).toBe(formatOrderMessage('en-US', 'salesChannelCreated'));
    expect(created.saleschannel).toMatchObject({
      code: '505',
      saleschannel: 'Feiras',
      companyDocument: principal,
    });
    const id = created.saleschannel.id;
    const renamed = expectStatus(
      await call(sim, token, 'PUT', `/api/saleschannel/${id}`, { saleschannel: 'Feiras e eventos' }),
      200,
    );
    expect(renamed.saleschannel).toMatchObject({ id, code: '505', saleschannel: 'Feiras e eventos' });
    expectStatus(await call(sim, token, 'DELETE', `/api/saleschannel/${id}`), 200);
    const after = expectStatus(await call(sim, token, 'GET', '/api/saleschannel?code=505'), 200);
    expect(after.total).toBe(0);
  });

  it.each([
    ['no code', { saleschannel: 'Sem código' }, 'code'],
    ['a blank code', { code: '  ', saleschannel: 'Sem código' }, 'code'],
    ['no name', { code: '606' }, 'saleschannel'],
    ['an empty name', { code: '606', saleschannel: '' }, 'saleschannel'],
  ])('answers 400 for %s and creates nothing', async (_, body, field) => {
    const { sim, token } = await setup();
    expectBadRequest(await call(sim, token, 'POST', '/api/saleschannel', body), field);
    expect(expectStatus(await call(sim, token, 'GET', '/api/saleschannel'), 200).total).toBe(5);
  });

  it('answers 409 for a code the company already has (another company may reuse it)', async () => {
    const { sim, token } = await setup();
    const dup = await call(sim, token, 'POST', '/api/saleschannel', { code: '101', saleschannel: 'Outro' });
    expect(expectStatus(dup, 409).message).toBe(ORDER_MESSAGES.salesChannelCodeInUse('101'));
    const other = await setup('outsider');
    expectStatus(
      await call(sim, other.token, 'POST', '/api/saleschannel', { code: '303', saleschannel: 'X' }),
      201,
    );
  });

  it('refuses to edit or delete the protected codes 999 and 995 (409, nothing changes)', async () => {
    const { sim, token } = await setup();
    const list = expectStatus(await call(sim, token, 'GET', '/api/saleschannel'), 200);
    for (const code of ['999', '995']) {
      const channel = list.saleschannels.find((c: Channel) => c.code === code) as Channel;
      const edit = await call(sim, token, 'PUT', `/api/saleschannel/${channel.id}`, { saleschannel: 'X' });
      expect(expectStatus(edit, 409).message).toBe(ORDER_MESSAGES.salesChannelProtected(code));
      expectStatus(await call(sim, token, 'DELETE', `/api/saleschannel/${channel.id}`), 409);
    }
    expect(expectStatus(await call(sim, token, 'GET', '/api/saleschannel'), 200)).toEqual(list);
  });

  it("answers 403 for another company's channel and 404 for an unknown one", async () => {
    const { sim, token } = await setup();
    const other = await setup('outsider');
    const theirs = expectStatus(await call(sim, other.token, 'GET', '/api/saleschannel?code=404'), 200);
    const id = theirs.saleschannels[0].id;
    expectStatus(await call(sim, token, 'PUT', `/api/saleschannel/${id}`, { saleschannel: 'X' }), 403);
    expectStatus(await call(sim, token, 'DELETE', `/api/saleschannel/${id}`), 403);
    expectStatus(await call(sim, token, 'DELETE', '/api/saleschannel/sch-999999'), 404);
  });
});

describe('POST /orders with a sales channel (doc 2 §3)', () => {
  it("stores one of the company's channels, shown on the order and found by the list filter", async () => {
    const { sim, token } = await setup();
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/orders', {
        ...NEW_ORDER,
        saleschannel: { code: '303', saleschannel: 'Atacado' },
      }),
      201,
    );
    expect(created.order.saleschannel).toEqual({ code: '303', saleschannel: 'Atacado' });
    const list = expectStatus(
      await call(sim, token, 'GET', '/api/orders?dates=2024-01-01T2025-12-31&filter=saleschannel%7C303'),
      200,
    );
    expect(list.orders.map((o: { id: string }) => o.id)).toEqual([created.order.id]);
  });

  it('answers 400 for a code the company does not have, and creates nothing', async () => {
    const { sim, token } = await setup();
    const ALL = '/api/orders?dates=2024-01-01T2025-12-31';
    const before = expectStatus(await call(sim, token, 'GET', ALL), 200).total;
    for (const code of ['404', '777']) {
      const res = await call(sim, token, 'POST', '/api/orders', {
        ...NEW_ORDER,
        saleschannel: { code, saleschannel: 'Representantes' },
      });
      expectBadRequest(res);
      expect(res.json().message).toBe(ORDER_MESSAGES.unknownSalesChannel(code));
    }
    expect(expectStatus(await call(sim, token, 'GET', ALL), 200).total).toBe(before);
  });
});
