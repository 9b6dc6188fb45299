import { describe, expect, it } from 'vitest';
import { formatOperationMessage as text } from '../../simulator/i18n/messages/operations';
import { DEMO_POSITION_IDS as POS } from '../../simulator/seed/demo/positions';
import { DEMO_WAREHOUSE_OPERATION_IDS as W } from '../../simulator/seed/demo/warehouse';
import { expectOneWins, operationsSetup } from './operations-helpers';
import { expectBadRequest, expectStatus } from './orders-helpers';
import { simulator } from './sim-client';

// Storage (put-away; doc 3 §2, §4, §5, §7; simulator/OPERATIONS-CONTRACT.md): the storage and
// storage-item machines decide; a stored line moves stock into its position.
const app = simulator();
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
type Setup = Awaited<ReturnType<typeof operationsSetup>>;

/** A fresh storage of one order with these lines, and a line's call URL. */
async function oneOrder(t: Setup, lines: Array<{ sku: string; quantity: number }>) {
  const { id, orders, record } = await t.newRecord('storage', [lines]);
  const item = record.items[0];
  return {
    id,
    order: orders[0],
    item: item.id as string,
    lines: item.order.items.map((l: { id: string }) => l.id) as string[],
    url: (q = '') => `/api/storage/${id}/${item.id}${q}`,
  };
}

describe('GET /api/storage and GET /api/position', () => {
  it('lists storages (answer field `orders`) and reads a detail with positions and suggestions', async () => {
    const t = await operationsSetup(app);
    const all = await t.ok('GET', '/api/storage');
    expect([all.total, ids(all.orders)]).toEqual([
      4,
      [W.storagePending, W.storageInProgress, W.storageDone, W.storageCancelled],
    ]);
    expect(all.orders[1]).toMatchObject({ status: 'INPROGRESS', executed: 50, ordersCount: 2 });
    expect(all.orders[1].items[0].order.items).toEqual([]);
    expect(ids((await t.ok('GET', '/api/storage?status=INPROGRESS')).orders)).toEqual([W.storageInProgress]);
    const detail = await t.detail('storage', W.storageInProgress);
    const [stored, short] = detail.items;
    expect(stored.order.items[0]).toMatchObject({
      status: 'DONE',
      storagePosition: [
        {
          positionId: expect.any(String),
          position: expect.any(String),
          quantity: stored.order.items[0].quantity,
        },
      ],
    });
    expect(short.status).toBe('OCCURRENCE');
    expect(short.order.items[0]).toMatchObject({
      status: 'OCCURRENCE',
      readQuantity: short.order.items[0].quantity / 2,
    });
    // a settled line has no position left to choose: no suggestions (they made a finished
    // 5,000-line storage answer 67 MB); a PENDING line lists the company's storable positions
    expect(stored.order.items[0].storagePositionSuggestions).toEqual([]);
    expect(short.order.items[0].storagePositionSuggestions).toEqual([]);
    const pending = (await t.detail('storage', W.storagePending)).items[0].order.items[0];
    expect(pending.status).toBe('PENDING');
    const suggested = pending.storagePositionSuggestions;
    expect(suggested).toContainEqual({ positionId: POS.inInventory, code: 'A-03-2-1', inInventory: true });
    expect(suggested.map((s: { positionId: string }) => s.positionId)).not.toContain(POS.picking);
    expect(suggested.map((s: { positionId: string }) => s.positionId)).not.toContain(POS.inactive);
    expectStatus(await t.send('GET', `/api/storage/${W.storageOutsider}`), 403);
    expectStatus(await t.send('GET', `/api/storage/${W.pickingPending}`), 404);
  });

  it('GET /api/position filters by warehouse, code, inInventory and isActive in SQL', async () => {
    const t = await operationsSetup(app);
    const list = async (q: string) => t.ok('GET', `/api/position?${q}`);
    const all = await list('take=100');
    expect(all.total).toBe(24);
    expect(all.positions[0]).toMatchObject({
      id: 'pos-000001',
      code: 'A-01-1-1',
      type: 'STORAGE',
      warehouse: { id: 'whs-000001', code: 'CDSP', name: 'CD SÃO PAULO', building: 'MATRIZ' },
    });
    expect(ids((await list('inInventory=true')).positions)).toEqual([POS.inInventory, 'pos-000018']);
    expect(ids((await list('isActive=false')).positions)).toEqual([POS.inactive]);
    expect((await list('warehouse=whs-000002')).total).toBe(12);
    expect((await list('code=a-01')).total).toBe(2);
    expect((await list('isActive=true&inInventory=false&take=1')).total).toBe(21);
    expectBadRequest(await t.send('GET', '/api/position?inInventory=maybe'));
  });
});

describe('PUT /api/storage/:id/:item', () => {
  it('stores a line (COMPLETED): the position and the product gain it, the dock loses it', async () => {
    const t = await operationsSetup(app);
    const s = await oneOrder(t, [{ sku: 'SKU-00008', quantity: 4 }]);
    const before = t.stockOf('SKU-00008');
    const { message, record } = await t.ok('PUT', s.url('?action=COMPLETED'), {
      orderItem: s.lines[0],
      position: POS.storage,
      quantity: 4,
    });
    expect(message).toBe(text('en-US', 'stored', { count: 1 }));
    expect(record).toMatchObject({ status: 'DONE', executed: 100 });
    expect(record.items[0].order.items[0]).toMatchObject({
      status: 'DONE',
      readQuantity: 4,
      storagePosition: [{ positionId: POS.storage, position: 'A-02-1-1', quantity: 4 }],
    });
    const after = t.stockOf('SKU-00008');
    expect(after.at(POS.storage)).toBeCloseTo(before.at(POS.storage) + 4, 2);
    expect(after.quantity).toBeCloseTo(before.quantity + 4, 2);
    expect(after.quantityVirtual).toBeCloseTo(
      before.quantityVirtual - Math.min(4, before.quantityVirtual),
      2,
    );
    t.expectInvariants();
  });

  it('a short line goes to OCCURRENCE; EDIT (quantity as text) corrects it and the stock follows', async () => {
    const t = await operationsSetup(app);
    const s = await oneOrder(t, [
      { sku: 'SKU-00009', quantity: 4 },
      { sku: 'SKU-00010', quantity: 1 },
    ]);
    const before = t.stockOf('SKU-00009');
    const short = await t.ok('PUT', s.url('?action=COMPLETED'), {
      orderItem: s.lines[0],
      position: POS.storage,
      quantity: 2,
    });
    expect(short.message).toBe(text('en-US', 'storedShort'));
    expect(short.record).toMatchObject({ status: 'INPROGRESS', items: [{ status: 'OCCURRENCE' }] });
    // in OCCURRENCE nothing else is stored until the quantity is corrected (storage-item machine)
    await t.expectRefused(409, () =>
      t.send('PUT', s.url('?action=COMPLETED'), {
        orderItem: s.lines[1],
        position: POS.storage,
        quantity: 1,
      }),
    );
    await t.expectRefused(409, () =>
      t.send('PUT', s.url('?action=EDIT'), { orderItem: s.lines[0], quantity: '5' }),
    );
    expectBadRequest(
      await t.send('PUT', s.url('?action=EDIT'), { orderItem: s.lines[0], quantity: 'three' }),
      'quantity',
    );
    const edited = await t.ok('PUT', s.url('?action=EDIT'), { orderItem: s.lines[0], quantity: '3,5' });
    expect(edited.message).toBe(text('en-US', 'quantityCorrected'));
    expect(edited.record.items[0]).toMatchObject({ status: 'INPROGRESS' });
    expect(edited.record.items[0].order.items[0]).toMatchObject({ status: 'DONE', readQuantity: 3.5 });
    expect(t.stockOf('SKU-00009').at(POS.storage)).toBeCloseTo(before.at(POS.storage) + 3.5, 2);
    await t.expectRefused(409, () =>
      t.send('PUT', s.url('?action=EDIT'), { orderItem: s.lines[0], quantity: '4' }),
    );
    t.expectInvariants();
  });

  it('refuses bad positions and quantities, changing nothing', async () => {
    const t = await operationsSetup(app);
    const s = await oneOrder(t, [{ sku: 'SKU-00011', quantity: 2 }]);
    const body = (position: string | undefined, quantity = 2) => ({
      orderItem: s.lines[0],
      position,
      quantity,
    });
    const put = (b: unknown) => () => t.send('PUT', s.url('?action=COMPLETED'), b);
    const missing = await t.expectRefused(400, put(body(undefined)));
    expect(missing.problems.map((p: { field: string }) => p.field)).toContain('position');
    // doc 3 §5's own text, not the common "required field" (issue 35)
    expect(missing.message).toBe('position field is required');
    expect((await t.expectRefused(400, put(body('')))).message).toBe('position field is required');
    expect((await t.expectRefused(409, put(body(POS.inInventory)))).message).toMatch(/in inventory/);
    await t.expectRefused(409, put(body(POS.inactive)));
    await t.expectRefused(409, put(body(POS.picking)));
    await t.expectRefused(400, put(body('pos-nope')));
    await t.expectRefused(400, put(body(POS.outsider)));
    await t.expectRefused(409, put(body(POS.storage, 3))); // above the expected quantity
    await t.expectRefused(409, put(body(POS.storage, 0)));
    await t.expectRefused(404, put({ ...body(POS.storage), orderItem: 'itm-nope' }));
    await t.expectRefused(404, () =>
      t.send('PUT', `/api/storage/${s.id}/opi-nope?action=COMPLETED`, body(POS.storage)),
    );
  });

  it('cancels an order (PUT CANCEL with orderItem, or PATCH) only before any line started', async () => {
    const t = await operationsSetup(app);
    const { record } = await t.newRecord('storage', [
      [{ sku: 'SKU-00012', quantity: 1 }],
      [{ sku: 'SKU-00013', quantity: 2 }],
      [{ sku: 'SKU-00014', quantity: 1 }],
    ]);
    const [a, b, c] = record.items;
    const url = (item: { id: string }, q = '') => `/api/storage/${record.id}/${item.id}${q}`;
    const cancelled = await t.ok('PUT', url(a, '?action=CANCEL'), { orderItem: a.order.items[0].id });
    expect(cancelled.record.items[0].status).toBe('CANCELLED');
    expect(cancelled.record.items[0].order.items[0].status).toBe('CANCELLED');
    expect((await t.ok('PATCH', url(b), {})).record.items[1].status).toBe('CANCELLED');
    await t.ok('PUT', url(c, '?action=COMPLETED'), {
      orderItem: c.order.items[0].id,
      position: POS.storage,
      quantity: 1,
    });
    await t.expectRefused(409, () => t.send('PATCH', url(c), {}));
    await t.expectRefused(400, () => t.send('PUT', url(c, '?action=CANCEL'), {}));
    const { status } = await t.detail('storage', record.id);
    expect(status).toBe('DONE'); // two cancelled, one done: nothing left
  });

  it('assigns an operator to an order; 409 once the order is settled', async () => {
    const t = await operationsSetup(app);
    const detail = await t.detail('storage', W.storageInProgress);
    const [done, occurrence] = detail.items;
    const answer = await t.ok('PUT', `/api/storage/${W.storageInProgress}/${occurrence.id}`, {
      user: 'usr-operator',
    });
    expect(answer.record.items[1].user).toMatchObject({ id: 'usr-operator' });
    await t.expectRefused(409, () =>
      t.send('PUT', `/api/storage/${W.storageInProgress}/${done.id}`, { user: 'usr-operator' }),
    );
  });

  it('two stores of the same line at once: exactly one succeeds, the stock moves once', async () => {
    const t = await operationsSetup(app);
    const s = await oneOrder(t, [{ sku: 'SKU-00015', quantity: 5 }]);
    const before = t.stockOf('SKU-00015');
    await expectOneWins(() =>
      t.send('PUT', s.url('?action=COMPLETED'), {
        orderItem: s.lines[0],
        position: POS.storage,
        quantity: 5,
      }),
    );
    expect(t.stockOf('SKU-00015').quantity).toBeCloseTo(before.quantity + 5, 2);
    t.expectInvariants();
  });
});

describe('PUT /api/storage/:id and PATCH /api/storage/:id', () => {
  it('bulk confirm (origin=app): all or nothing; FINALIZE_CHOSEN needs 2 lines', async () => {
    const t = await operationsSetup(app);
    const { id, orders, record } = await t.newRecord('storage', [
      [
        { sku: 'SKU-00016', quantity: 2 },
        { sku: 'SKU-00017', quantity: 3 },
      ],
      [{ sku: 'SKU-00018', quantity: 1 }],
    ]);
    const [x, y] = record.items[0].order.items;
    const [z] = record.items[1].order.items;
    const line = (l: { id: string; quantity: number }, quantity = l.quantity) => ({
      id: l.id,
      quantity,
      position: POS.storage,
    });
    const body = (first: unknown[], second: unknown[]) => ({
      user: 'usr-operator',
      action: null,
      orders: [
        { order: orders[0], items: first },
        ...(second.length ? [{ order: orders[1], items: second }] : []),
      ],
    });
    const url = `/api/storage/${id}?origin=app`;
    await t.expectRefused(409, () => t.send('PUT', url, body([line(x), line(y, 9)], [line(z)])));
    await t.expectRefused(409, () =>
      t.send('PUT', url, body([line(x), { ...line(y), position: POS.inInventory }], [])),
    );
    await t.expectRefused(400, () => t.send('PUT', url, { ...body([line(x)], []), user: 'usr-nope' }));
    const noPosition = await t.expectRefused(400, () =>
      t.send('PUT', url, {
        user: 'usr-operator',
        orders: [{ order: orders[0], items: [{ id: x.id, quantity: 1 }] }],
      }),
    );
    expect(noPosition.message).toBe('position field is required'); // doc 3 §5
    // one line with the storage item named: a partial confirm
    const partial = await t.ok('PUT', url, { ...body([line(x)], []), storageItemId: record.items[0].id });
    expect(partial.record).toMatchObject({
      status: 'INPROGRESS',
      items: [{ status: 'INPROGRESS' }, { status: 'PENDING' }],
    });
    const bulk = await t.ok('PUT', url, body([line(y)], [line(z)]));
    expect(bulk.message).toBe(text('en-US', 'stored', { count: 2 }));
    expect(bulk.record).toMatchObject({ status: 'DONE', executed: 100 });
    await t.expectRefused(409, () => t.send('PUT', url, body([line(x)], [line(z)])));
    t.expectInvariants();
  });

  it('bulk confirm: the record takes the state FINALIZE_CHOSEN leads to (a line left open, or short: INPROGRESS)', async () => {
    const t = await operationsSetup(app);
    const { id, orders, record } = await t.newRecord('storage', [
      [
        { sku: 'SKU-00016', quantity: 2 },
        { sku: 'SKU-00017', quantity: 3 },
        { sku: 'SKU-00018', quantity: 1 },
      ],
    ]);
    const [x, y] = record.items[0].order.items;
    const line = (l: { id: string; quantity: number }, quantity = l.quantity) => ({
      id: l.id,
      quantity,
      position: POS.storage,
    });
    const bulk = (items: unknown[]) =>
      t.ok('PUT', `/api/storage/${id}?origin=app`, {
        user: 'usr-operator',
        action: null,
        orders: [{ order: orders[0], items }],
      });
    // the third line left open: FINALIZE_CHOSEN {chosen: 2, rest: 1} → INPROGRESS
    const first = await bulk([line(x), line(y)]);
    expect(first.record).toMatchObject({ status: 'INPROGRESS', items: [{ status: 'INPROGRESS' }] });
    expect(first.record.items[0].order.items.map((l: { status: string }) => l.status)).toEqual([
      'DONE',
      'DONE',
      'PENDING',
    ]);
    const second = await t.newRecord('storage', [
      [
        { sku: 'SKU-00016', quantity: 2 },
        { sku: 'SKU-00017', quantity: 3 },
      ],
    ]);
    const [a, b] = second.record.items[0].order.items;
    // every line chosen, b read short: it stays open (OCCURRENCE) → INPROGRESS, not DONE
    const short = await t.ok('PUT', `/api/storage/${second.id}?origin=app`, {
      user: 'usr-operator',
      action: null,
      orders: [{ order: second.orders[0], items: [line(a), line(b, 1)] }],
    });
    expect(short.record).toMatchObject({ status: 'INPROGRESS', items: [{ status: 'OCCURRENCE' }] });
    t.expectInvariants();
  });

  it('assigns; cancels only from PENDING (its orders follow)', async () => {
    const t = await operationsSetup(app);
    expect(
      (await t.ok('PUT', `/api/storage/${W.storagePending}`, { user: 'usr-admin' })).record.user,
    ).toMatchObject({ id: 'usr-admin' });
    const { message, record } = await t.ok('PATCH', `/api/storage/${W.storagePending}`, {});
    expect(message).toBe(text('en-US', 'cancelled', { kind: 'storage', code: 'STO-000001' }));
    expect(record.items.every((i: { status: string }) => i.status === 'CANCELLED')).toBe(true);
    await t.expectRefused(409, () => t.send('PATCH', `/api/storage/${W.storagePending}`, {}));
    await t.expectRefused(409, () => t.send('PATCH', `/api/storage/${W.storageInProgress}`, {}));
    await t.expectRefused(409, () => t.send('PUT', `/api/storage/${W.storageDone}`, { user: 'usr-admin' }));
    await t.expectRefused(403, () => t.send('PATCH', `/api/storage/${W.storageOutsider}`, {}));
    // a field cancel does not read is ignored (OPERATIONS-CONTRACT.md "Bodies"): the machine answers
    await t.expectRefused(409, () => t.send('PATCH', `/api/storage/${W.storageInProgress}`, { reason: 'x' }));
  });
});
