import { describe, expect, it } from 'vitest';
import { DEMO_CROSSDOCKING as X } from '../../simulator/seed/demo/crossdockings';
import { DEMO_POSITION_IDS as POS } from '../../simulator/seed/demo/positions';
import { operationsSetup } from './operations-helpers';
import { call, expectStatus, tokenFor } from './orders-helpers';
import { simulator } from './sim-client';

// Issue 31 "Other users and other records": an action refused because the line or order moved on
// since the caller read it says what happened, by whom and when, and carries `current`.
const app = simulator();
const HH_MM = /\d{2}:\d{2}/;

describe('a refusal because another operator moved the record on', () => {
  it('storage: a line already put away by another operator names them and the time', async () => {
    const t = await operationsSetup(app);
    const operator = await tokenFor(t.sim, 'operator');
    const { id, record } = await t.newRecord('storage', [[{ sku: 'SKU-00011', quantity: 1 }]]);
    const item = record.items[0];
    const store = (token: string) =>
      call(t.sim, token, 'PUT', `/api/storage/${id}/${item.id}?action=COMPLETED`, {
        orderItem: item.order.items[0].id,
        position: POS.storage,
        quantity: 1,
      });
    expectStatus(await store(operator), 200);
    const body = await t.expectRefused(409, () => store(t.token));
    expect(body.message).toContain('Otávio Operador');
    expect(body.message).toMatch(HH_MM);
    expect(body.current).toMatchObject({
      status: 'DONE',
      changedBy: { id: 'usr-operator', name: 'Otávio Operador' },
      changedAt: expect.any(String),
    });
    // in the caller's language
    const english = await app.inject({
      method: 'PUT',
      url: `/api/storage/${id}/${item.id}?action=COMPLETED`,
      headers: {
        authorization: `Bearer ${t.token}`,
        'x-sim-session': t.sim.session,
        'accept-language': 'en-US',
      },
      payload: { orderItem: item.order.items[0].id, position: POS.storage, quantity: 1 },
    });
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toMatch(/was already finalized by Otávio Operador at \d{2}:\d{2}/);
  });

  it('an order cancelled meanwhile: assigning it says who cancelled it', async () => {
    const t = await operationsSetup(app);
    const operator = await tokenFor(t.sim, 'operator');
    const { id, record } = await t.newRecord('storage', [
      [{ sku: 'SKU-00011', quantity: 1 }],
      [{ sku: 'SKU-00012', quantity: 1 }],
    ]);
    const item = record.items[0];
    expectStatus(await call(t.sim, operator, 'PATCH', `/api/storage/${id}/${item.id}`, {}), 200);
    const body = await t.expectRefused(409, () =>
      t.send('PUT', `/api/storage/${id}/${item.id}`, { user: 'usr-admin' }),
    );
    expect(body.message).toContain('Otávio Operador');
    expect(body.current).toMatchObject({ of: 'item', id: item.id, status: 'CANCELLED' });
  });

  it('handling: an item another operator already moved names them, the time and the item as it is', async () => {
    const t = await operationsSetup(app);
    const operator = await tokenFor(t.sim, 'operator');
    // phd-000006: a PENDING demo handling with one PENDING item
    const detail = await t.ok('GET', '/api/position-handling/phd-000006');
    const item = detail.items[0];
    const cancel = (token: string) =>
      call(t.sim, token, 'PUT', '/api/position-handling/phd-000006?action=CANCEL', { item: item.id });
    expectStatus(await cancel(operator), 200);
    const body = await t.expectRefused(409, () => cancel(t.token));
    expect(body.message).toMatch(/Item SKU-\d+ was already cancelled by Otávio Operador at \d{2}:\d{2}/);
    expect(body.current).toMatchObject({
      of: 'line',
      id: item.id,
      status: 'CANCELLED',
      changedBy: { id: 'usr-operator', name: 'Otávio Operador' },
      changedAt: expect.any(String),
    });
  });

  it('crossdocking: a line another operator already confirmed names them and the time', async () => {
    const t = await operationsSetup(app);
    const operator = await tokenFor(t.sim, 'operator');
    const record = await t.ok('GET', `/api/crossdocking/${X.pending}`);
    const line = record.lines[0];
    const confirm = (token: string) =>
      call(t.sim, token, 'PUT', `/api/crossdocking/${X.pending}?action=CONFIRM`, {
        line: line.id,
        quantity: line.quantity,
        dock: X.dispatchDock,
      });
    expectStatus(await confirm(operator), 200);
    const body = await t.expectRefused(409, () => confirm(t.token));
    expect(body.message).toMatch(/was already confirmed by Otávio Operador at \d{2}:\d{2}/);
    expect(body.current).toMatchObject({
      of: 'line',
      id: line.id,
      status: 'DONE',
      changedBy: { id: 'usr-operator', name: 'Otávio Operador' },
    });
  });

  it('crossdocking: a line its record cancelled says who cancelled it', async () => {
    const t = await operationsSetup(app);
    const operator = await tokenFor(t.sim, 'operator');
    const record = await t.ok('GET', `/api/crossdocking/${X.pending}`);
    const line = record.lines[0];
    expectStatus(await call(t.sim, operator, 'PUT', `/api/crossdocking/${X.pending}?action=CANCEL`, {}), 200);
    const cancelled = await t.ok('GET', `/api/crossdocking/${X.pending}`);
    expect(cancelled.lines.every((l: { status: string }) => l.status === 'CANCELLED')).toBe(true);
    const body = await t.expectRefused(409, () =>
      t.send('PUT', `/api/crossdocking/${X.pending}?action=CONFIRM`, {
        line: line.id,
        quantity: line.quantity,
        dock: X.dispatchDock,
      }),
    );
    expect(body.message).toContain('Otávio Operador');
    expect(body.current).toMatchObject({ of: 'line', id: line.id, status: 'CANCELLED' });
  });

  it("a refusal for the machine's own rule carries no `current`", async () => {
    const t = await operationsSetup(app);
    const { id, record } = await t.newRecord('storage', [[{ sku: 'SKU-00011', quantity: 1 }]]);
    const item = record.items[0];
    const body = await t.expectRefused(409, () =>
      t.send('PUT', `/api/storage/${id}/${item.id}?action=COMPLETED`, {
        orderItem: item.order.items[0].id,
        position: POS.storage,
        quantity: 5,
      }),
    );
    expect(body.current).toBeUndefined();
  });
});
