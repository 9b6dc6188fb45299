import { describe, expect, it } from 'vitest';
import { DEMO_POSITION_IDS as POS } from '../../simulator/seed/demo/positions';
import { operationsSetup } from './operations-helpers';
import { simulator } from './sim-client';

// Issue 20 "Data an operator and a supervisor rely on": a finalized picking, storage or packing
// shows who did it — the record's and its items' `user` (doc 3 §3) take the operator the confirm
// call carries (its body's `user`, else the signed-in caller), instead of staying "Sem operador".
const app = simulator();

const userId = (x: { user: { id: string } | null }) => x.user?.id ?? null;

describe('who finalized an operation', () => {
  it('picking: the rows confirmed by an operator record that operator on the item and the record', async () => {
    const t = await operationsSetup(app);
    const { id, orders, record } = await t.newRecord('picking', [[{ sku: 'SKU-00019', quantity: 2 }]]);
    expect(userId(record)).toBeNull();
    const row = record.items[0].itemPositions[0];
    const done = await t.ok('PUT', `/api/picking/${id}?origin=app`, {
      user: 'usr-operator',
      orders: [
        { order: orders[0], items: [{ id: row.id, position: row.position.id, product: null, quantity: 2 }] },
      ],
    });
    expect(done.record.status).toBe('DONE');
    expect(userId(done.record)).toBe('usr-operator');
    expect(userId(done.record.items[0])).toBe('usr-operator');
    // the list shows it too
    const list = await t.ok('GET', `/api/picking?code=${done.record.code}`);
    expect(userId(list.pickings[0])).toBe('usr-operator');
  });

  it('packing: finalized without a body, the signed-in caller did it', async () => {
    const t = await operationsSetup(app);
    const { id } = await t.newRecord('packing', [[{ sku: 'SKU-00028', quantity: 1 }]]);
    const done = await t.ok('PUT', `/api/packing/${id}?action=COMPLETED`, {});
    expect(userId(done.record)).toBe('usr-admin');
    expect(userId(done.record.items[0])).toBe('usr-admin');
  });

  it('storage: the item takes the one who stored its last line; an unfinished record keeps no operator', async () => {
    const t = await operationsSetup(app);
    const { id, record } = await t.newRecord('storage', [
      [{ sku: 'SKU-00011', quantity: 1 }],
      [{ sku: 'SKU-00012', quantity: 1 }],
    ]);
    const [first, second] = record.items;
    const store = (item: typeof first) =>
      t.ok('PUT', `/api/storage/${id}/${item.id}?action=COMPLETED`, {
        orderItem: item.order.items[0].id,
        position: POS.storage,
        quantity: 1,
      });
    const half = await store(first);
    expect(userId(half.record.items[0])).toBe('usr-admin');
    expect(half.record.status).not.toBe('DONE');
    expect(userId(half.record)).toBeNull();
    const done = await store(second);
    expect(done.record.status).toBe('DONE');
    expect(userId(done.record)).toBe('usr-admin');
  });
});
