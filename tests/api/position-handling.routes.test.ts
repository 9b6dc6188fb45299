import { describe, expect, it } from 'vitest';
import { DEMO_POSITION_IDS as POS } from '../../simulator/seed/demo/positions';
import { expectOneWins, operationsSetup } from './operations-helpers';
import { expectBadRequest, expectStatus, principal } from './orders-helpers';
import { simulator } from './sim-client';

// Handling (doc 3 §2, §4, §5, §7 Handling): moves with the same and different origins, assign,
// finalize (real stock moves and history rows), cancel — the handling machines decide.
const app = simulator();
type Setup = Awaited<ReturnType<typeof operationsSetup>>;

/** A principal storable position holding a product (≥ 2) and another storable one of its warehouse. */
function places(t: Setup) {
  const db = t.store().db;
  const origin = db
    .prepare(`SELECT p.id, p.warehouseId, pi.productId, pi.quantity FROM positions p
      JOIN warehouse_position_items pi ON pi.positionId = p.id
      WHERE p.companyDocument = ? AND p.isActive = 1 AND p.inInventory = 0 AND p.type IN ('STORAGE','GENERAL')
        AND pi.quantity >= 2 ORDER BY p.code LIMIT 1`)
    .get(principal) as { id: string; warehouseId: string; productId: string; quantity: number };
  const others = db
    .prepare(`SELECT id FROM positions WHERE warehouseId = ? AND id != ? AND isActive = 1 AND inInventory = 0
      AND type IN ('STORAGE','GENERAL') ORDER BY code`)
    .pluck()
    .all(origin.warehouseId, origin.id) as string[];
  return { origin, destination: others[0], second: others[1] };
}
const held = (t: Setup, positionId: string, productId: string) =>
  (t
    .store()
    .db.prepare('SELECT quantity FROM warehouse_position_items WHERE positionId = ? AND productId = ?')
    .pluck()
    .get(positionId, productId) as number | undefined) ?? 0;
const historyCount = (t: Setup) =>
  t
    .store()
    .db.prepare("SELECT count(*) FROM position_handling_history WHERE operation = 'HANDLING'")
    .pluck()
    .get() as number;

describe('GET /api/position-handling', () => {
  it('lists the seeded handlings with filters and sort in SQL, and reads one with items', async () => {
    const t = await operationsSetup(app);
    const all = await t.ok('GET', '/api/position-handling');
    expect(all.total).toBe(6);
    expect(all.positionsHandling[0]).toMatchObject({ items: [], warehouse: { code: expect.any(String) } });
    const pending = await t.ok('GET', '/api/position-handling?status=PENDING');
    expect(pending.positionsHandling.every((h: { status: string }) => h.status === 'PENDING')).toBe(true);
    expect(pending.total).toBe(4);
    const byExecuted = await t.ok('GET', '/api/position-handling?sort=executed|DESC&take=2');
    expect(byExecuted.positionsHandling[0].executed).toBe(100);
    const mixed = all.positionsHandling.find((h: { code: string }) => h.code === 'HND-000002');
    expect(mixed).toMatchObject({ itemsCount: 3, doneCount: 1, executed: 33.33, status: 'PENDING' });
    const detail = await t.ok('GET', `/api/position-handling/${mixed.id}`);
    expect(detail.items.map((i: { status: string }) => i.status)).toEqual(['DONE', 'PENDING', 'CANCELLED']);
    expect(detail.items[0]).toMatchObject({
      product: { sku: expect.any(String) },
      positionCodeDestiny: expect.any(String),
    });
    expectBadRequest(await t.send('GET', '/api/position-handling?sort=nope|ASC'));
  });

  it('another company’s handling is refused (403), an unknown one is 404', async () => {
    const t = await operationsSetup(app);
    expectStatus(await t.send('GET', '/api/position-handling/phd-000007'), 403);
    await t.expectRefused(403, () => t.send('PUT', '/api/position-handling/phd-000007?action=CANCEL', {}));
    expectStatus(await t.send('GET', '/api/position-handling/phd-999999'), 404);
  });
});

describe('moves and finalize (stock really moves, history written)', () => {
  it('same origin: created PENDING, finalized item by item; quantities conserved; status derived', async () => {
    const t = await operationsSetup(app);
    const { origin, destination, second } = places(t);
    const before = t.stockOf(origin.productId).quantity;
    const created = expectStatus(
      await t.send('POST', `/api/position-handling/${origin.id}`, {
        handling: [
          { product: origin.productId, quantity: 1, positionDestiny: destination },
          { product: origin.productId, quantity: 0.5, positionDestiny: second },
        ],
      }),
      201,
    );
    expect(created.record).toMatchObject({ status: 'PENDING', itemsCount: 2, executed: 0 });
    const [a, b] = created.record.items;
    const atOrigin = held(t, origin.id, origin.productId);
    const history = historyCount(t);
    const first = await t.ok('PUT', `/api/position-handling/${created.id}?action=COMPLETED`, { item: a.id });
    expect(first.record).toMatchObject({ status: 'PENDING', executed: 50 });
    expect(held(t, origin.id, origin.productId)).toBe(atOrigin - 1);
    await expectOneWins(() =>
      t.send('PUT', `/api/position-handling/${created.id}?action=COMPLETED`, { item: b.id }),
    );
    const done = await t.ok('GET', `/api/position-handling/${created.id}`);
    expect(done).toMatchObject({ status: 'DONE', executed: 100 });
    expect(held(t, origin.id, origin.productId)).toBe(atOrigin - 1.5);
    expect(historyCount(t)).toBe(history + 2);
    expect(t.stockOf(origin.productId).quantity).toBe(before);
    t.expectInvariants();
    // all items DONE: the row actions are refused
    await t.expectRefused(409, () => t.send('PUT', `/api/position-handling/${created.id}?action=CANCEL`, {}));
  });

  it('different origins with execute: everything each origin holds goes to the destination now', async () => {
    const t = await operationsSetup(app);
    const { origin, destination, second } = places(t);
    const total = held(t, origin.id, origin.productId);
    const created = expectStatus(
      await t.send('POST', '/api/position-handling', {
        position: second,
        origin: [origin.id],
        execute: true,
      }),
      201,
    );
    expect(created.record.status).toBe('DONE');
    expect(held(t, origin.id, origin.productId)).toBe(0);
    expect(held(t, second, origin.productId)).toBeGreaterThanOrEqual(total);
    // doc 3 §5: every selected position must hold a product
    const body = await t.expectRefused(400, () =>
      t.send('POST', '/api/position-handling', { position: destination, origin: [origin.id] }),
    );
    expect(body.message).toMatch(/holds no product|não contém/);
    t.expectInvariants();
  });

  it('bad input: destination required and not the origin, 0.01 ≤ quantity ≤ stored (400, nothing changes)', async () => {
    const t = await operationsSetup(app);
    const { origin, destination } = places(t);
    const post = (line: Record<string, unknown>) => () =>
      t.send('POST', `/api/position-handling/${origin.id}`, {
        handling: [{ product: origin.productId, ...line }],
      });
    await t.expectRefused(400, post({ quantity: 1 }));
    await t.expectRefused(400, post({ quantity: 1, positionDestiny: origin.id }));
    await t.expectRefused(400, post({ quantity: 0, positionDestiny: destination }));
    const tooMuch = await t.expectRefused(
      400,
      post({ quantity: origin.quantity + 1, positionDestiny: destination }),
    );
    expect(tooMuch.message).toMatch(/cannot be greater than|não pode ser maior/);
    await t.expectRefused(400, () =>
      t.send('POST', `/api/position-handling/${origin.id}`, { handling: 'x' }),
    );
    await t.expectRefused(400, post({ quantity: 1, positionDestiny: POS.outsider }));
  });

  it('a position in inventory cannot be moved from or to (409), nor can a finished handling change', async () => {
    const t = await operationsSetup(app);
    const { origin } = places(t);
    const body = await t.expectRefused(409, () =>
      t.send('POST', `/api/position-handling/${origin.id}`, {
        handling: [{ product: origin.productId, quantity: 1, positionDestiny: POS.inInventory }],
      }),
    );
    expect(body.message).toMatch(/inventory|inventário/);
    await t.expectRefused(400, () =>
      t.send('POST', '/api/position-handling', { position: origin.id, origin: [POS.inInventory] }),
    );
    await t.expectRefused(409, () => t.send('PUT', '/api/position-handling/phd-000003?action=CANCEL', {}));
  });

  it('assign, cancel an item (derived status) and cancel the whole handling', async () => {
    const t = await operationsSetup(app);
    const assigned = await t.ok('PUT', '/api/position-handling/phd-000006?operation=USER', {
      user: 'usr-admin',
    });
    expect(assigned.record.user).toMatchObject({ id: 'usr-admin' });
    expectBadRequest(await t.send('PUT', '/api/position-handling/phd-000006?operation=USER', {}));
    // the item-level assign (doc 3 §7 "whole or item"): only an open item of a PENDING handling
    const mixed = await t.ok('GET', '/api/position-handling/phd-000002');
    const itemOf = (status: string) => mixed.items.find((i: { status: string }) => i.status === status).id;
    await t.ok('PUT', '/api/position-handling/phd-000002?operation=USER', {
      user: 'usr-admin',
      item: itemOf('PENDING'),
    });
    for (const status of ['DONE', 'CANCELLED'])
      await t.expectRefused(409, () =>
        t.send('PUT', '/api/position-handling/phd-000002?operation=USER', {
          user: 'usr-admin',
          item: itemOf(status),
        }),
      );
    const detail = await t.ok('GET', '/api/position-handling/phd-000006');
    const cancelled = await t.ok('PUT', '/api/position-handling/phd-000006?action=CANCEL', {
      item: detail.items[0].id,
    });
    expect(cancelled.record.status).toBe('CANCELLED');
    const whole = await t.ok('PUT', '/api/position-handling/phd-000001?action=CANCEL', {});
    expect(whole.record.items.every((i: { status: string }) => i.status === 'CANCELLED')).toBe(true);
    await t.expectRefused(409, () => t.send('PUT', '/api/position-handling/phd-000001?action=COMPLETED', {}));
  });
});
