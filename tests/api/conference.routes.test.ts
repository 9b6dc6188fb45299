import { describe, expect, it } from 'vitest';
import { DEMO_DISPATCH_IDS as D } from '../../simulator/seed/demo/dispatch';
import { expectOneWins, operationsSetup } from './operations-helpers';
import { expectStatus } from './orders-helpers';
import { simulator } from './sim-client';

// Conference (doc 3 §2, §5, §7; simulator/README.md "Outbound and conference"): reads with at
// most two decimals, finalize with a divergence → the order in OCCURRENCE with a tracking entry,
// stock corrected where the line was picked from; the sheet import answers a per-row error list.
const app = simulator();
type Setup = Awaited<ReturnType<typeof operationsSetup>>;

async function oneConference(t: Setup) {
  const { id, orders, record } = await t.newRecord('conference', [
    [
      { sku: 'SKU-00028', quantity: 3 },
      { sku: 'SKU-00029', quantity: 2 },
    ],
  ]);
  const item = record.items[0];
  const [a, b] = item.order.items as Array<{ id: string; lineId: string }>;
  const body = (line: { id: string; lineId: string }, quantity: number | string) => ({
    conferenceItemId: line.lineId,
    order: orders[0],
    item: line.id,
    quantity,
  });
  return { id, order: orders[0], item: item.id as string, a, b, body, url: `/api/conference/${id}` };
}

describe('GET /api/conference', () => {
  it('lists conferences (total, executed) with filters; the detail shows what was read', async () => {
    const t = await operationsSetup(app);
    const list = await t.ok('GET', '/api/conference?status=INPROGRESS');
    expect(list.conferences.map((r: { id: string }) => r.id)).toEqual([D.conferenceInProgress]);
    expect(list.total).toBe(1);
    const detail = await t.detail('conference', D.conferenceInProgress);
    expect(detail.total).toBeGreaterThan(0);
    expect(detail.items[0].order.items[0].conferred).toMatchObject({ status: 'INPROGRESS' });
    expect(detail.items[1].order.items[0].conferred).toBeNull();
    expectStatus(await t.send('GET', `/api/conference/${D.conferenceOutsider}`), 403);
  });
});

describe('PUT /api/conference/:id/:item (read a line)', () => {
  it('reads with at most two decimals; a bad quantity or line is 400 and changes nothing', async () => {
    const t = await operationsSetup(app);
    const c = await oneConference(t);
    await t.expectRefused(400, () => t.send('PUT', `${c.url}/${c.item}`, c.body(c.a, '1,234')));
    await t.expectRefused(400, () => t.send('PUT', `${c.url}/${c.item}`, c.body(c.a, -1)));
    await t.expectRefused(400, () =>
      t.send('PUT', `${c.url}/${c.item}`, { ...c.body(c.a, 1), item: c.b.id }),
    );
    const read = await t.ok('PUT', `${c.url}/${c.item}`, c.body(c.a, '2,5'));
    expect(read.record.status).toBe('INPROGRESS');
    expect(read.record.items[0].order.items[0].conferred).toMatchObject({
      quantity: 2.5,
      status: 'INPROGRESS',
    });
    // nothing can be cancelled once read
    await t.expectRefused(409, () => t.send('PATCH', c.url));
  });
});

describe('PUT /api/conference/:id?action=COMPLETED', () => {
  it('a divergence puts the order in OCCURRENCE with a tracking entry; the record is DONE', async () => {
    const t = await operationsSetup(app);
    const c = await oneConference(t);
    await t.ok('PUT', `${c.url}/${c.item}`, c.body(c.a, 3));
    await t.ok('PUT', `${c.url}/${c.item}`, c.body(c.b, 1));
    const done = await t.ok('PUT', `${c.url}?action=COMPLETED`, {});
    expect(done.record.status).toBe('DONE');
    expect(done.record.items[0].status).toBe('OCCURRENCE');
    const order = await t.ok('GET', `/api/orders/${c.order}`);
    expect(order.status).toBe('OCCURRENCE');
    const calendars = t
      .store()
      .db.prepare('SELECT description FROM order_calendars WHERE orderId = ?')
      .pluck()
      .all(c.order) as string[];
    expect(calendars.some((d) => d.includes('SKU-00029: 2 → 1'))).toBe(true);
    t.expectInvariants();
    await t.expectRefused(409, () => t.send('PUT', `${c.url}/${c.item}`, c.body(c.a, 1)));
  });

  it('read as expected: the order is DONE and moves on along the chain (doc 1 §4)', async () => {
    const t = await operationsSetup(app);
    const c = await oneConference(t);
    await t.ok('PUT', `${c.url}/${c.item}`, c.body(c.a, 3));
    await t.ok('PUT', `${c.url}/${c.item}`, c.body(c.b, 2));
    await t.ok('PUT', `${c.url}/${c.item}?action=COMPLETED`, {});
    const order = await t.ok('GET', `/api/orders/${c.order}`);
    expect(order).toMatchObject({ status: 'DONE', type: 'CONFERENCE', stage: 'Aguardando Faturamento' });
  });

  it('two finalizes of one order at once: exactly one wins', async () => {
    const t = await operationsSetup(app);
    const c = await oneConference(t);
    await expectOneWins(() => t.send('PUT', `${c.url}/${c.item}?action=COMPLETED`, {}));
    t.expectInvariants();
  });
});

describe('POST /api/conference/:id/import', () => {
  it('reads the valid rows and lists each bad one with its row number', async () => {
    const t = await operationsSetup(app);
    const c = await oneConference(t);
    const number = (await t.ok('GET', `/api/orders/${c.order}`)).orderNumber as string;
    const answer = await t.ok('POST', `${c.url}/import`, {
      type: 'conference',
      rows: [
        { order: number, product: 'SKU-00028', quantity: '3' },
        { order: 'nope', product: 'SKU-00028', quantity: '1' },
        { order: number, product: 'SKU-99999', quantity: '1' },
        { order: number, product: 'SKU-00029', quantity: '1,234' },
      ],
    });
    expect(answer.imported).toBe(1);
    expect(answer.errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4]);
    expect(answer.record.items[0].order.items[0].conferred.quantity).toBe(3);
    await t.expectRefused(400, () => t.send('POST', `${c.url}/import`, { type: 'order', rows: [] }));
    await t.expectRefused(403, () =>
      t.send('POST', `/api/conference/${D.conferenceOutsider}/import`, {
        type: 'conference',
        rows: [{ order: '1', product: 'x', quantity: 1 }],
      }),
    );
  });
});
