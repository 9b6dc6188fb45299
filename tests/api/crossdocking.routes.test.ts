import { describe, expect, it } from 'vitest';
import { DEMO_CROSSDOCKING as X } from '../../simulator/seed/demo/crossdockings';
import { expectOneWins, operationsSetup } from './operations-helpers';
import { expectBadRequest, expectStatus } from './orders-helpers';
import { simulator } from './sim-client';

// Crossdocking (ours: simulator/README.md "Crossdocking"): list and detail, assign, per-line
// confirm to an outbound dock, finalize (orders move on their chain), cancel — the crossdocking
// machine decides; crossed goods never touch a position.
const app = simulator();
type Setup = Awaited<ReturnType<typeof operationsSetup>>;
type Line = { id: string; status: string; quantity: number; order: { id: string } };

const url = (id: string, query: string) => `/api/crossdocking/${id}?${query}`;
const positionsDigest = (t: Setup) =>
  t
    .store()
    .db.prepare('SELECT group_concat(positionId || productId || quantity) FROM warehouse_position_items')
    .pluck()
    .get();
const crossHistory = (t: Setup) =>
  t
    .store()
    .db.prepare("SELECT count(*) FROM position_handling_history WHERE operation = 'CROSSDOCKING'")
    .pluck()
    .get();

describe('GET /api/crossdocking', () => {
  it('lists the seeded crossdocks of the viewed company with filters, sort and paging in SQL; reads one with lines', async () => {
    const t = await operationsSetup(app);
    const all = await t.ok('GET', '/api/crossdocking');
    expect(all.total).toBe(4);
    expect(all.crossdockings.map((c: { status: string }) => c.status).sort()).toEqual([
      'CANCELLED',
      'DONE',
      'INPROGRESS',
      'PENDING',
    ]);
    expect(all.crossdockings[0]).toMatchObject({ lines: [], warehouse: { code: expect.any(String) } });
    const progress = await t.ok('GET', '/api/crossdocking?status=INPROGRESS');
    expect(progress.crossdockings).toHaveLength(1);
    expect(progress.crossdockings[0]).toMatchObject({ ordersCount: 2, doneCount: 1 });
    const page = await t.ok('GET', '/api/crossdocking?sort=executed|DESC&take=1&page=1');
    expect(page).toMatchObject({ total: 4, crossdockings: [{ status: 'DONE', executed: 100 }] });
    const byCode = await t.ok('GET', '/api/crossdocking?code=xdk-000001');
    expect(byCode.crossdockings.map((c: { id: string }) => c.id)).toEqual([X.pending]);
    const detail = await t.ok('GET', `/api/crossdocking/${X.inProgress}`);
    const number = detail.lines[0].order.number;
    const byOrder = await t.ok('GET', `/api/crossdocking?order=${number}`);
    expect(byOrder.crossdockings.map((c: { id: string }) => c.id)).toContain(X.inProgress);
    expect(detail.lines.find((l: Line) => l.status === 'DONE')).toMatchObject({
      dock: { id: X.dispatchDock },
      product: { sku: expect.any(String) },
    });
    expectBadRequest(await t.send('GET', '/api/crossdocking?sort=nope|ASC'));
    expectBadRequest(await t.send('GET', '/api/crossdocking?status=NOPE'));
    const docks = await t.ok('GET', '/api/crossdocking/docks');
    expect(docks.docks.map((d: { id: string }) => d.id)).toEqual(
      expect.arrayContaining([X.dispatchDock, X.bothDock]),
    );
    expect(docks.docks.some((d: { typeOperation: string }) => d.typeOperation === 'receiving')).toBe(false);
  });

  it('another company’s crossdock is 403, an unknown one 404', async () => {
    const t = await operationsSetup(app);
    expectStatus(await t.send('GET', `/api/crossdocking/${X.outsider}`), 403);
    await t.expectRefused(403, () => t.send('PUT', url(X.outsider, 'action=CANCEL'), {}));
    expectStatus(await t.send('GET', '/api/crossdocking/xdk-999999'), 404);
    await t.expectRefused(404, () => t.send('PUT', url('xdk-999999', 'action=CANCEL'), {}));
  });
});

describe('PUT /api/crossdocking/{id}', () => {
  it('confirms every line to an outbound dock, then finalizes: orders move on, positions untouched', async () => {
    const t = await operationsSetup(app);
    const before = positionsDigest(t);
    const history = crossHistory(t) as number;
    const record = await t.ok('GET', `/api/crossdocking/${X.pending}`);
    const lines = record.lines as Line[];
    // finalize before every line crossed: refused
    await t.expectRefused(409, () => t.send('PUT', url(X.pending, 'action=COMPLETED'), {}));
    for (const [i, line] of lines.entries()) {
      const answer = await t.ok('PUT', url(X.pending, 'action=CONFIRM'), {
        line: line.id,
        quantity: line.quantity,
        dock: i % 2 ? X.bothDock : X.dispatchDock,
      });
      expect(answer.record.status).toBe('INPROGRESS');
      expect(answer.message).toEqual(expect.any(String));
    }
    // a confirmed line again: refused by the machine
    await t.expectRefused(409, () =>
      t.send('PUT', url(X.pending, 'action=CONFIRM'), {
        line: lines[0].id,
        quantity: 1,
        dock: X.dispatchDock,
      }),
    );
    // cancel once goods crossed: refused
    await t.expectRefused(409, () => t.send('PUT', url(X.pending, 'action=CANCEL'), {}));
    const done = await t.ok('PUT', url(X.pending, 'action=COMPLETED'), {});
    expect(done.record).toMatchObject({ status: 'DONE', executed: 100 });
    const order = await t.ok('GET', `/api/orders/${lines[0].order.id}`);
    expect(order.status).toBe('DONE');
    expect(order.stage).toMatch(/^Aguardando|Concluído/);
    expect(positionsDigest(t)).toBe(before);
    expect(crossHistory(t)).toBe(history + lines.length);
    t.expectInvariants();
  });

  it('bad quantity or dock is a 400 in the caller’s language, a receiving dock a 409 — nothing changes', async () => {
    const t = await operationsSetup(app);
    const { lines } = await t.ok('GET', `/api/crossdocking/${X.pending}`);
    const line = (lines as Line[])[0];
    const confirm = (body: unknown) => () => t.send('PUT', url(X.pending, 'action=CONFIRM'), body);
    await t.expectRefused(400, confirm({ line: line.id, quantity: 0, dock: X.dispatchDock }));
    await t.expectRefused(400, confirm({ line: line.id, quantity: 1.005, dock: X.dispatchDock }));
    await t.expectRefused(400, confirm({ line: line.id, quantity: line.quantity + 1, dock: X.dispatchDock }));
    await t.expectRefused(400, confirm({ line: line.id, quantity: 1 }));
    await t.expectRefused(400, confirm({ line: line.id, quantity: 1, dock: 'dock-demo-out' }));
    await t.expectRefused(400, confirm({ line: line.id, quantity: 'x' }));
    await t.expectRefused(404, confirm({ line: 'xdl-999999', quantity: 1, dock: X.dispatchDock }));
    const receiving = await t.expectRefused(
      409,
      confirm({ line: line.id, quantity: 1, dock: X.receivingDock }),
    );
    expect(receiving.message).toContain('DOCA 01');
    await t.expectRefused(400, () => t.send('PUT', `/api/crossdocking/${X.pending}`, {}));
    const english = await t.sim.request('PUT', url(X.pending, 'action=CONFIRM'), {
      token: t.token,
      body: { line: line.id, quantity: 0, dock: X.dispatchDock },
      headers: { 'accept-language': 'en-US' },
    });
    expect(expectStatus(english, 400).message).toContain('greater than 0');
  });

  it('assign while open; cancel only while PENDING; DONE and CANCELLED refuse everything', async () => {
    const t = await operationsSetup(app);
    const assigned = await t.ok('PUT', url(X.inProgress, 'operation=USER'), { user: 'usr-admin' });
    expect(assigned.record.user.id).toBe('usr-admin');
    await t.expectRefused(400, () =>
      t.send('PUT', url(X.inProgress, 'operation=USER'), { user: 'usr-nope' }),
    );
    await t.expectRefused(409, () => t.send('PUT', url(X.done, 'operation=USER'), { user: 'usr-admin' }));
    await t.expectRefused(409, () => t.send('PUT', url(X.cancelled, 'action=CANCEL'), {}));
    await t.expectRefused(409, () => t.send('PUT', url(X.done, 'action=COMPLETED'), {}));
    const cancelled = await t.ok('PUT', url(X.pending, 'action=CANCEL'), {});
    expect(cancelled.record.status).toBe('CANCELLED');
    expect(cancelled.record.lines.every((l: Line) => l.status === 'CANCELLED')).toBe(true);
  });

  it('two confirmations of one line at once: exactly one wins', async () => {
    const t = await operationsSetup(app);
    const { lines } = await t.ok('GET', `/api/crossdocking/${X.inProgress}`);
    const open = (lines as Line[]).find((l) => l.status === 'PENDING') as Line;
    await expectOneWins(() =>
      t.send('PUT', url(X.inProgress, 'action=CONFIRM'), {
        line: open.id,
        quantity: open.quantity,
        dock: X.bothDock,
      }),
    );
  });
});
