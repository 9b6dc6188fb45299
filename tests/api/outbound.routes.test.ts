import { describe, expect, it } from 'vitest';
import { DEMO_DISPATCH_IDS as D } from '../../simulator/seed/demo/dispatch';
import { expectOneWins, operationsSetup } from './operations-helpers';
import { expectStatus } from './orders-helpers';
import { simulator } from './sim-client';

// Outbound (doc 3 §2, §4, §7; simulator/README.md "Outbound and conference"): the outbound
// machines decide; dispatch takes stock out of the dispatch position (or the fullest one) and
// writes history; the orders move on along the operation chain (doc 1 §4).
const app = simulator();
type Setup = Awaited<ReturnType<typeof operationsSetup>>;

async function oneOutbound(t: Setup, lines = [{ sku: 'SKU-00028', quantity: 2 }]) {
  const { id, orders, record } = await t.newRecord('outbound', [lines, [{ sku: 'SKU-00029', quantity: 1 }]]);
  return { id, orders, record, url: `/api/outbound/${id}`, item: record.items[0].id as string };
}

describe('GET /api/outbound', () => {
  it('lists with filters and sort in SQL, and answers the detail with lines and volumes', async () => {
    const t = await operationsSetup(app);
    const done = await t.ok('GET', '/api/outbound?status=DONE&sort=code|ASC');
    expect(done.outbounds.every((r: { status: string }) => r.status === 'DONE')).toBe(true);
    const codes = done.outbounds.map((r: { code: string }) => r.code);
    expect(codes).toEqual([...codes].sort());
    const open = await t.ok('GET', '/api/outbound?notDone=true&take=100');
    expect(open.outbounds.some((r: { status: string }) => r.status === 'DONE')).toBe(false);
    const detail = await t.detail('outbound', D.outboundStarted);
    expect(detail.items[0].order.items[0]).toMatchObject({ status: 'DONE', quantity: expect.any(Number) });
    expect(detail.items[0].volumes[0]).toMatchObject({ volume: 1, barcode: expect.any(String) });
    expectStatus(await t.send('GET', '/api/outbound?sort=nope'), 400);
    expectStatus(await t.send('GET', `/api/outbound/${D.outboundOutsider}`), 403);
    expectStatus(await t.send('GET', '/api/outbound/out-nope'), 404);
  });
});

describe('PUT /api/outbound/:id', () => {
  it('adds a transporter and a dispatch position, then dispatches: stock out, history, orders move on', async () => {
    const t = await operationsSetup(app);
    const o = await oneOutbound(t);
    const transporter = t
      .store()
      .db.prepare(
        'SELECT id FROM transporters WHERE companyDocument = (SELECT companyDocument FROM operations WHERE id = ?) LIMIT 1',
      )
      .pluck()
      .get(o.id) as string;
    await t.expectRefused(400, () =>
      t.send('PUT', `${o.url}?action=ADD_TRANSPORTER`, { transporter: 'trp-nope' }),
    );
    await t.expectRefused(400, () => t.send('PUT', `${o.url}?action=ADD_TRANSPORTER`, {}));
    const withT = await t.ok('PUT', `${o.url}?action=ADD_TRANSPORTER`, { transporter });
    expect(withT.record.transportador.id).toBe(transporter);
    const before = t.stockOf('SKU-00028');
    const holder = before.positions.find((p) => p.quantity >= 2)?.positionId as string;
    const set = await t.ok('PUT', `${o.url}?action=ADD_POSITION`, { position: holder });
    expect(set.record.position.id).toBe(holder);
    const history = () =>
      t
        .store()
        .db.prepare("SELECT count(*) FROM position_handling_history WHERE operation = 'OUTBOUND'")
        .pluck()
        .get() as number;
    const moves = history();
    const done = await t.ok('PUT', `${o.url}?action=COMPLETED`, {});
    expect(done.record.status).toBe('DONE');
    expect(t.stockOf('SKU-00028').at(holder)).toBe(before.at(holder) - 2);
    expect(history()).toBeGreaterThan(moves);
    t.expectInvariants();
    const order = await t.ok('GET', `/api/orders/${o.orders[0]}`);
    expect(order).toMatchObject({ status: 'DONE', type: 'OUTBOUND' });
    // refused once DONE: nothing changes
    await t.expectRefused(409, () => t.send('PUT', `${o.url}?action=ADD_TRANSPORTER`, { transporter }));
    await t.expectRefused(409, () => t.send('PATCH', o.url));
    await t.expectRefused(409, () => t.send('PUT', `${o.url}?action=DELETE`, {}));
  });

  it('refuses a dispatch that would leave a position below zero, changing nothing', async () => {
    const t = await operationsSetup(app);
    const o = await oneOutbound(t, [{ sku: 'SKU-00028', quantity: 999_999 }]);
    const holder = t.stockOf('SKU-00028').positions[0]?.positionId as string;
    await t.ok('PUT', `${o.url}?action=ADD_POSITION`, { position: holder });
    await t.expectRefused(409, () => t.send('PUT', `${o.url}?action=COMPLETED`, {}));
    t.expectInvariants();
  });

  it('deletes only in PENDING with nothing dispatched; its orders wait for an outbound again', async () => {
    const t = await operationsSetup(app);
    await t.expectRefused(409, () => t.send('PUT', `/api/outbound/${D.outboundStarted}?action=DELETE`, {}));
    const o = await oneOutbound(t);
    await t.ok('PUT', `${o.url}?action=DELETE`, {});
    expectStatus(await t.send('GET', o.url), 404);
    const order = await t.ok('GET', `/api/orders/${o.orders[0]}`);
    expect(order.status).toBe('DONE');
  });

  it('assigns an operator; another company is 403', async () => {
    const t = await operationsSetup(app);
    const o = await oneOutbound(t);
    const answer = await t.ok('PUT', o.url, { user: 'usr-operator' });
    expect(answer.record.user.id).toBe('usr-operator');
    await t.expectRefused(400, () => t.send('PUT', o.url, { user: 'usr-nope' }));
    await t.expectRefused(403, () =>
      t.send('PUT', `/api/outbound/${D.outboundOutsider}`, { user: 'usr-operator' }),
    );
  });
});

describe('PATCH /api/outbound/:id and items', () => {
  it('cancel is refused when an order is DONE (doc 3 §4); an open order cancels alone', async () => {
    const t = await operationsSetup(app);
    await t.expectRefused(409, () => t.send('PATCH', `/api/outbound/${D.outboundStarted}`));
    const detail = await t.detail('outbound', D.outboundStarted);
    const open = detail.items.find((i: { status: string }) => i.status === 'PENDING');
    const answer = await t.ok('PATCH', `/api/outbound/${D.outboundStarted}/${open.id}`);
    // every order settled, one DONE: the record is DONE (derived status)
    expect(answer.record.status).toBe('DONE');
  });

  it('two dispatches of one order at once: exactly one wins', async () => {
    const t = await operationsSetup(app);
    const o = await oneOutbound(t);
    await expectOneWins(() => t.send('PUT', `${o.url}/${o.item}?action=COMPLETED`, {}));
    t.expectInvariants();
  });
});

describe('GET /api/company/document/:document', () => {
  it('answers the caller’s company for the boarding draft; unknown is 404', async () => {
    const t = await operationsSetup(app);
    const own = t
      .store()
      .db.prepare('SELECT companyDocument FROM operations WHERE id = ?')
      .pluck()
      .get(D.outboundPending) as string;
    expect((await t.ok('GET', `/api/company/document/${own}`)).cnpj).toBe(own);
    expectStatus(await t.send('GET', '/api/company/document/00000000000000'), 404);
  });
});
