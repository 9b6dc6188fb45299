import { describe, expect, it } from 'vitest';
import { SIM_SESSION_HEADER } from '../../simulator/plugins/sim-session';
import { DEMO_ROUTE_IDS } from '../../simulator/seed/demo/routes';
import { seeded } from '../../simulator/seed/seeded-status';
import type { Indicator } from '../../src/domain/dashboard';
import type { OperationStatus } from '../../src/domain/operations';
import {
  call,
  expectBadRequest,
  expectStatus,
  outsider,
  principal,
  subsidiary1,
  tokenFor,
} from './orders-helpers';
import { SimClient, simulator } from './sim-client';

const app = simulator();

// A week far from the demo data, so only the records inserted here are counted.
const RANGE = 'initialDate=2030-01-01&finalDate=2030-01-07';
const at = (hhmm: string) => `2030-01-03T${hhmm}:00.000Z`;

async function setClock(sim: SimClient, iso: string) {
  expect((await sim.request('PUT', '/__sim/clock', { body: { at: iso } })).statusCode).toBe(200);
}

/** Picking records of the principal, written straight into the session's store. */
// a hand-made store is laid down as the seed lays its data (simulator/seed/seeded-status.ts)
function picking(sim: SimClient, id: string, status: OperationStatus, createdAt: string) {
  const store = app.stores.get(sim.session);
  store.operations.insert({
    id,
    kind: 'picking',
    code: id.toUpperCase(),
    companyDocument: principal,
    operationDate: createdAt,
    status: seeded(status),
    userId: null,
    transporterId: null,
    url: null,
    createdAt,
  });
  return store;
}

const figures = (list: Indicator[], type: string) =>
  Object.fromEntries(
    (list.find((i) => i.type === type)?.status ?? []).map((f) => [f.status, [f.quantity, f.perc]]),
  );

describe('GET /dashboard (doc 1 §2.8 indicators)', () => {
  it('counts a hand-made store: statuses over TOTAL, LATE and SLA from the lead time (60 min)', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    await call(sim, token, 'GET', `/api/dashboard?${RANGE}`); // wires the session clock to the store
    const store = picking(sim, 'p1', 'PENDING', at('10:00')); // open past 11:00: late
    picking(sim, 'p2', 'PENDING', at('11:30')); // open, within its hour
    picking(sim, 'p3', 'INPROGRESS', at('09:00')); // late
    picking(sim, 'p4', 'PENDING', at('11:00')); // done at 11:40: on time
    picking(sim, 'p5', 'PENDING', at('08:00')); // done at 11:40: too late for the SLA
    picking(sim, 'p6', 'CANCELLED', at('10:00')); // not counted
    picking(sim, 'p7', 'OCCURRENCE', at('11:50'));
    await setClock(sim, at('11:40'));
    store.operations.setStatus('p4', seeded('DONE'));
    store.operations.setStatus('p5', seeded('DONE'));
    await setClock(sim, at('12:00'));

    const list = expectStatus(await call(sim, token, 'GET', `/api/dashboard?${RANGE}`), 200) as Indicator[];
    expect(figures(list, 'PICKING')).toEqual({
      TOTAL: [6, 100],
      PENDING: [2, 33.3],
      INPROGRESS: [1, 16.7],
      OCCURRENCE: [1, 16.7],
      LATE: [2, 33.3],
      DONE: [2, 33.3],
      SLA: [1, 50],
    });
    expect(figures(list, 'PACKING').TOTAL).toEqual([0, 0]);
  });

  // Counts are kept until a write touches their table for that company (dashboard/indicator-cache.ts):
  // the clock alone moves LATE, any write — a raw statement included — moves everything.
  it('answers what counting again would: LATE follows the clock, every write is seen', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    await call(sim, token, 'GET', `/api/dashboard?${RANGE}`);
    const store = picking(sim, 'k1', 'PENDING', at('10:30')); // due at 11:30
    const ask = async () =>
      figures(expectStatus(await call(sim, token, 'GET', `/api/dashboard?${RANGE}`), 200), 'PICKING');
    await setClock(sim, at('11:00'));
    expect((await ask()).LATE).toEqual([0, 0]);
    await setClock(sim, at('11:31')); // no write in between
    expect((await ask()).LATE).toEqual([1, 100]);
    await setClock(sim, at('11:00')); // the clock set back
    expect((await ask()).LATE).toEqual([0, 0]);
    store.db.prepare("UPDATE operations SET status = 'OCCURRENCE' WHERE id = 'k1'").run();
    expect(await ask()).toMatchObject({ TOTAL: [1, 100], PENDING: [0, 0], OCCURRENCE: [1, 100] });
    store.db.prepare("DELETE FROM operations WHERE id = 'k1'").run();
    expect((await ask()).TOTAL).toEqual([0, 0]);
  });

  it('leaves out an operation whose status flag is off (subsidiary 1: picking and packing off)', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin', subsidiary1);
    const list = expectStatus(await call(sim, token, 'GET', `/api/dashboard?${RANGE}`), 200) as Indicator[];
    const types = list.map((i) => i.type);
    expect(types).toContain('INBOUND');
    expect(types).not.toContain('PICKING');
    expect(types).not.toContain('PACKING');
  });

  it('answers another viewable company by companyDocument, 403 for another group, 400 for a bad range', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const sub = expectStatus(
      await call(sim, token, 'GET', `/api/dashboard?${RANGE}&companyDocument=${subsidiary1}`),
      200,
    );
    expect(sub.map((i: Indicator) => i.type)).not.toContain('PICKING');
    expect(
      (await call(sim, token, 'GET', `/api/dashboard?${RANGE}&companyDocument=${outsider}`)).statusCode,
    ).toBe(403);
    expectBadRequest(
      await call(sim, token, 'GET', '/api/dashboard?initialDate=2030-01-07&finalDate=2030-01-01'),
    );
    expectBadRequest(await call(sim, token, 'GET', '/api/dashboard?initialDate=2030-01-01'));
  });
});

describe('order monitoring (doc 1 §2.8, §7.2)', () => {
  it('saves exactly three operations, refuses two or an unknown one, and lists the chosen ones', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const put = (operations: unknown) =>
      call(sim, token, 'PUT', '/api/configure/dashboard-order-operations', { operations });
    expectBadRequest(await put(['PICKING', 'PACKING']));
    expectBadRequest(await put(['PICKING', 'PACKING', 'PACKING']));
    expectBadRequest(await put(['PICKING', 'PACKING', 'FLYING']));
    expectStatus(await put(['INBOUND', 'ROUTE', 'PICKUP']), 200);
    const [configuration] = expectStatus(await call(sim, token, 'GET', '/api/configure'), 200);
    expect(configuration.dashboardOrderMonitoringOperations).toEqual(['INBOUND', 'ROUTE', 'PICKUP']);

    const store = picking(sim, 'm1', 'INPROGRESS', at('10:00'));
    const orderId = store.db
      .prepare('SELECT id FROM orders WHERE companyDocument = ? LIMIT 1')
      .pluck()
      .get(principal) as string;
    store.operations.insertItem({
      id: 'mi1',
      operationId: 'm1',
      orderId,
      status: seeded('INPROGRESS'),
      priority: false,
      userId: null,
      createdAt: at('10:00'),
    });
    const lists = expectStatus(
      await call(
        sim,
        token,
        'GET',
        `/api/dashboard/order-monitoring?${RANGE}&operations=PICKING,ROUTE,PICKUP`,
      ),
      200,
    );
    expect(Object.keys(lists).sort()).toHaveLength(8);
    expect(lists.pickingOrders).toEqual([
      expect.objectContaining({ id: orderId, code: 'M1', status: 'INPROGRESS' }),
    ]);
    expect(lists.inboundOrders).toEqual([]);
  });
});

describe('service monitoring (doc 1 §2.8)', () => {
  it('answers checklist rows and the seven service-order buckets; 400 for bad dates', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const rows = expectStatus(
      await call(
        sim,
        token,
        'GET',
        '/api/dashboard/monitoring-checklist-operation?dates=2020-01-01T2040-01-01',
      ),
      200,
    );
    expect(Array.isArray(rows)).toBe(true);
    for (const row of rows)
      for (const cell of Object.values(row.cells)) expect((cell as unknown[]).length).toBeLessThanOrEqual(3);
    const buckets = expectStatus(
      await call(
        sim,
        token,
        'GET',
        '/api/dashboard/monitoring-service-order-operation?dates=2030-01-01T2030-01-07',
      ),
      200,
    );
    expect(buckets.map((b: { bucket: string }) => b.bucket)).toHaveLength(7);
    expect(buckets.every((b: { quantity: number }) => b.quantity === 0)).toBe(true);
    expectBadRequest(
      await call(sim, token, 'GET', '/api/dashboard/monitoring-checklist-operation?dates=nope'),
    );
  });

  it('caps a cell at 3 orders with its full count, and reads 31 days from the start date at most', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const store = app.stores.get(sim.session);
    const ids = store.db
      .prepare('SELECT id FROM orders WHERE companyDocument = ? ORDER BY rowid LIMIT 6')
      .pluck()
      .all(principal) as string[];
    const asServiceOrder = store.db.prepare(
      `UPDATE orders SET type = 'SO', mechanic = 'MEC AUDIT', status = 'PENDING', scheduledDelivery = 0,
       additionalInfo = NULL, orderDate = ? WHERE id = ?`,
    );
    // five pending in the first days of the window; the sixth on day 41, past the 31-day cap
    for (const [n, id] of ids.entries())
      asServiceOrder.run(n < 5 ? at(`1${n}:00`) : '2030-02-10T12:00:00.000Z', id);
    const rows = expectStatus(
      await call(
        sim,
        token,
        'GET',
        '/api/dashboard/monitoring-checklist-operation?dates=2030-01-01T2030-03-31',
      ),
      200,
    );
    const mine = rows.find((r: { mechanic: string }) => r.mechanic === 'MEC AUDIT');
    expect(mine.counts.pending).toBe(5);
    expect(mine.cells.pending).toHaveLength(3);
    // the newest first
    expect(mine.cells.pending.map((c: { id: string }) => c.id)).toEqual([ids[4], ids[3], ids[2]]);
  });

  it('"scheduled" holds the pending orders, scheduled or not (doc 1 §2.8); a scheduled one is not in pending', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const store = app.stores.get(sim.session);
    const ids = store.db
      .prepare('SELECT id FROM orders WHERE companyDocument = ? ORDER BY rowid LIMIT 4')
      .pluck()
      .all(principal) as string[];
    const asServiceOrder = store.db.prepare(
      `UPDATE orders SET type = 'SO', mechanic = 'MEC SCHEDULE', status = @status,
       scheduledDelivery = @scheduled, additionalInfo = @info, orderDate = @at WHERE id = @id`,
    );
    const [plain, flagged, marked, working] = ids;
    const set = (id: string, status: string, scheduled: number, info: string | null, hour: string) =>
      asServiceOrder.run({ id, status, scheduled, info, at: at(hour) });
    set(plain, 'PENDING', 0, null, '10:00');
    set(flagged, 'PENDING', 1, null, '11:00');
    set(marked, 'PENDING', 0, 'AGENDAMENTO: 12/01 08h', '12:00');
    set(working, 'INPROGRESS', 0, null, '13:00');
    const rows = expectStatus(
      await call(
        sim,
        token,
        'GET',
        '/api/dashboard/monitoring-checklist-operation?dates=2030-01-01T2030-01-07',
      ),
      200,
    );
    const mine = rows.find((r: { mechanic: string }) => r.mechanic === 'MEC SCHEDULE');
    const idsOf = (cell: Array<{ id: string }>) => cell.map((c) => c.id);
    expect(idsOf(mine.cells.scheduled)).toEqual([marked, flagged, plain]);
    expect(mine.counts.scheduled).toBe(3);
    expect(idsOf(mine.cells.pending)).toEqual([plain]);
    expect(idsOf(mine.cells.inProgress)).toEqual([working]);
  });
});

describe('GET /api/dashboard/changes (issue 15: the TV refetches at once)', () => {
  /** The feed as the TV reads it (server-sent events over a real socket: inject cannot stream). */
  async function feed(base: string, session: string, token: string) {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/dashboard/changes?origin=web`, {
      headers: { authorization: `Bearer ${token}`, [SIM_SESSION_HEADER]: session },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        // aborted at the end of the test
      }
    })();
    return { read: () => text, close: () => controller.abort() };
  }

  it("a route finalized through the API notices its company once, never another group's feed", async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const other = await tokenFor(sim, 'outsider');
    const mine = await feed(base, sim.session, token);
    const theirs = await feed(base, sim.session, other);
    try {
      await expect.poll(() => mine.read()).toContain(': connected');
      await expect.poll(() => theirs.read()).toContain(': connected');
      const occurrence = DEMO_ROUTE_IDS[7];
      expectStatus(await call(sim, token, 'PUT', `/api/routes/${occurrence}?action=end-route`, {}), 200);
      const notice = `event: change\ndata: ${JSON.stringify({ companyDocument: principal })}\n\n`;
      await expect.poll(() => mine.read(), { timeout: 2_000 }).toContain(notice);
      // the route and its pending items changed in one transaction: one notice
      expect(mine.read().split('event: change')).toHaveLength(2);
      expect(theirs.read()).not.toContain('event: change');
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
