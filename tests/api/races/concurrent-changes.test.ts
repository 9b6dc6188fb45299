import { beforeAll, describe, expect, it } from 'vitest';
import {
  collectedPickupOf,
  PICKUP_BOARD_PATH,
} from '../../../simulator/scenarios/machines/orders-area-support';
import { DEMO_POSITION_IDS as POS } from '../../../simulator/seed/demo/positions';
import { operationsSetup } from '../operations-helpers';
import { expectStatus, NEW_ORDER } from '../orders-helpers';
import { simulator } from '../sim-client';
import { type Call, listening, type Setup, sendAtOnce, stockMoves, stockOf } from './race-helpers';

// Issue 18 "Nothing lost": every state-changing call of every operation kind (and the order
// changes), sent 50 times at once over real HTTP, succeeds exactly once; the others answer 409;
// stock and rows change as much as one call alone changes them. One row per call: a new kind or
// call joins by one row. `arrange` builds a fresh record (the same one each time it is called)
// and answers the call to repeat.

const app = simulator();
const AT_ONCE = 50;
let base = '';
// one session for every row: each row works on records of its own
let t: Setup;
beforeAll(async () => {
  base = await listening(app);
  t = await operationsSetup(app);
  // a frozen clock: one call and fifty write the same timestamps
  expectStatus(await t.sim.request('PUT', '/__sim/clock', { body: { at: '2025-01-06T12:00:00.000Z' } }), 200);
});

interface Race {
  name: string;
  /** whether one call moves stock (a row that should and moves nothing tests nothing) */
  movesStock: boolean;
  arrange: (t: Setup) => Promise<Call>;
}

const OPERATOR = 'usr-operator';
const ONE_LINE = [{ sku: 'SKU-00007', quantity: 6 }];
const TWO_LINES = [
  { sku: 'SKU-00015', quantity: 5 },
  { sku: 'SKU-00016', quantity: 2 },
];
const PICKABLE = [{ sku: 'SKU-00024', quantity: 1 }];
const PACKABLE = [{ sku: 'SKU-00028', quantity: 4 }];

type Kind = 'inbound' | 'storage' | 'picking' | 'packing';

/** A fresh record of `kind` for one new order: its id, its one item (order) and that order. */
async function oneRecord(t: Setup, kind: Kind, lines = ONE_LINE) {
  const { id, orders, record } = await t.newRecord(kind, [lines]);
  const item = record.items[0];
  return { id: id as string, item, order: orders[0] as string, url: `/api/${kind}/${id}` };
}

/** A collected pickup (the one kind the finalize call takes, doc 1 §7.2 "from the done column"):
 * the seed's routes collected one in progress and one in occurrence — one for each call of
 * `arrange`. */
async function pickupOrder(t: Setup): Promise<string> {
  const board = expectStatus(await t.send('GET', PICKUP_BOARD_PATH), 200);
  const pickup = collectedPickupOf(board, 'INPROGRESS') ?? collectedPickupOf(board, 'OCCURRENCE');
  if (!pickup) throw new Error('no collected pickup left in the seed');
  return pickup.id;
}

type Fixture = Awaited<ReturnType<typeof oneRecord>>;
/** a body, or how to make it from the fresh record */
type BodyOf = unknown | ((r: Fixture) => unknown);
const bodyFor = (body: BodyOf, r: Fixture) => (typeof body === 'function' ? body(r) : body);

/** The call on a fresh record of `kind` (`{method} /{kind}/{id}{query}`), or on its one order
 * (`/{kind}/{id}/{item}{query}`). */
const onFresh =
  (target: 'record' | 'item') =>
  (kind: Kind, lines: typeof ONE_LINE, method: Call['method'], query = '', body?: BodyOf) =>
  async (t: Setup): Promise<Call> => {
    const r = await oneRecord(t, kind, lines);
    const path = target === 'item' ? `${r.url}/${r.item.id}` : r.url;
    return { method, url: `${path}${query}`, body: bodyFor(body, r) };
  };
const onRecord = onFresh('record');
const onItem = onFresh('item');

const firstLine = (r: Fixture) => r.item.order.items[0].id as string;
const firstRow = (r: Fixture) => r.item.itemPositions[0] as { id: string; position: { id: string } };

let orderNumbers = 0;

const RACES: Race[] = [
  {
    name: 'inbound: finalize the record',
    movesStock: true,
    arrange: onRecord('inbound', ONE_LINE, 'PUT', '?action=COMPLETED', {}),
  },
  {
    name: 'inbound: cancel the record',
    movesStock: false,
    arrange: onRecord('inbound', ONE_LINE, 'PUT', '?action=CANCEL', {}),
  },
  {
    name: 'inbound: finalize one order',
    movesStock: true,
    arrange: onItem('inbound', ONE_LINE, 'PUT', '?action=COMPLETED', {}),
  },
  {
    name: 'inbound: cancel one order',
    movesStock: false,
    arrange: onItem('inbound', ONE_LINE, 'PUT', '?action=CANCEL', {}),
  },
  {
    name: 'inbound: partial read of an order',
    movesStock: true,
    arrange: onRecord('inbound', ONE_LINE, 'PUT', '?operation=PARTIAL', (r: Fixture) => ({
      user: OPERATOR,
      orders: [{ order: r.order, volumes: '1', items: [{ id: firstLine(r), quantity: 4 }] }],
    })),
  },
  {
    name: 'storage: store one line',
    movesStock: true,
    arrange: onItem('storage', ONE_LINE, 'PUT', '?action=COMPLETED', (r: Fixture) => ({
      orderItem: firstLine(r),
      position: POS.storage,
      quantity: 6,
    })),
  },
  {
    name: 'storage: confirm several lines (origin=app)',
    movesStock: true,
    arrange: onRecord('storage', TWO_LINES, 'PUT', '?origin=app', (r: Fixture) => ({
      user: OPERATOR,
      action: null,
      orders: [
        {
          order: r.order,
          items: r.item.order.items.map((l: { id: string; quantity: number }) => ({
            id: l.id,
            quantity: l.quantity,
            position: POS.storage,
          })),
        },
      ],
    })),
  },
  { name: 'storage: cancel the record', movesStock: false, arrange: onRecord('storage', ONE_LINE, 'PATCH') },
  { name: 'storage: cancel one order', movesStock: false, arrange: onItem('storage', ONE_LINE, 'PATCH') },
  {
    name: 'storage: cancel one order (PUT ?action=CANCEL)',
    movesStock: false,
    arrange: onItem('storage', ONE_LINE, 'PUT', '?action=CANCEL', (r: Fixture) => ({
      orderItem: firstLine(r),
    })),
  },
  {
    name: 'picking: report an occurrence at a row',
    movesStock: false,
    arrange: onItem('picking', PICKABLE, 'PUT', '?action=OCCURRENCE', (r: Fixture) => ({
      row: firstRow(r).id,
    })),
  },
  {
    name: 'picking: confirm a row (origin=app)',
    movesStock: true,
    arrange: onRecord('picking', PICKABLE, 'PUT', '?origin=app', (r: Fixture) => ({
      user: OPERATOR,
      orders: [
        {
          order: r.order,
          items: [{ id: firstRow(r).id, position: firstRow(r).position.id, product: null, quantity: 1 }],
        },
      ],
    })),
  },
  {
    name: 'picking: finalize the record',
    movesStock: true,
    arrange: onRecord('picking', PICKABLE, 'PUT', '?action=COMPLETED', {}),
  },
  { name: 'picking: cancel the record', movesStock: false, arrange: onRecord('picking', PICKABLE, 'PATCH') },
  { name: 'picking: cancel one order', movesStock: false, arrange: onItem('picking', PICKABLE, 'PATCH') },
  {
    name: 'packing: finalize the record',
    movesStock: false,
    arrange: onRecord('packing', PACKABLE, 'PUT', '?action=COMPLETED', {}),
  },
  { name: 'packing: cancel the record', movesStock: false, arrange: onRecord('packing', PACKABLE, 'PATCH') },
  {
    name: 'orders: create with an order number',
    movesStock: false,
    arrange: async () => {
      orderNumbers += 1;
      return {
        method: 'POST',
        url: '/api/orders',
        body: { ...NEW_ORDER, orderNumber: `RACE-${orderNumbers}` },
      };
    },
  },
  {
    name: 'orders: finalize a pickup order',
    movesStock: false,
    arrange: async (t) => ({
      method: 'PUT',
      url: `/api/orders/status/${await pickupOrder(t)}`,
      body: { status: 'DONE', type: 'PICKUP', dueDate: '2025-01-06 15:30' },
    }),
  },
  {
    name: 'orders: resolve an occurrence',
    movesStock: false,
    arrange: async (t) => {
      const id = await t.newOrder(ONE_LINE);
      const occurrence = { status: 'OCCURRENCE', observation: 'Cliente ausente' };
      expectStatus(await t.send('POST', `/api/orders/occurrence/${id}`, occurrence), 201);
      return {
        method: 'POST',
        url: `/api/orders/occurrence/${id}`,
        body: { status: 'DONE', observation: 'Entregue' },
      };
    },
  },
  {
    name: 'nps: answer a survey',
    movesStock: false,
    arrange: async (t) => {
      const id = await t.newOrder(ONE_LINE);
      expectStatus(await t.send('POST', '/api/invoices', { orders: [id], resendNps: true }), 201);
      const code = t.store().npsRecords.byOrder(id)?.code;
      return { method: 'PUT', url: `/api/nps/${code}`, body: { rating: 9, reason: 'Rápido' } };
    },
  },
  {
    name: 'orders: send an order to inbound',
    movesStock: false,
    arrange: async (t) => ({
      method: 'POST',
      url: '/api/inbound',
      body: { orders: [await t.newOrder(ONE_LINE)] },
    }),
  },
];

/**
 * The calls the machines let repeat (ASSIGN_USER while PENDING, SAVE_VOLUMES): sent at once they
 * all succeed, and the data ends as one call leaves it — no call sees another half-written.
 */
const REPEATABLE: Array<{ name: string; arrange: (t: Setup) => Promise<Call> }> = [
  ...(['inbound', 'storage', 'picking', 'packing'] as const).flatMap((kind) => [
    { name: `${kind}: assign the record`, arrange: onRecord(kind, PACKABLE, 'PUT', '', { user: OPERATOR }) },
    { name: `${kind}: assign one order`, arrange: onItem(kind, PACKABLE, 'PUT', '', { user: OPERATOR }) },
  ]),
  ...(['picking', 'packing'] as const).map((kind) => ({
    name: `${kind}: assign several records`,
    arrange: async (t: Setup): Promise<Call> => ({
      method: 'PUT',
      url: `/api/${kind}-operation/attribute-user/${OPERATOR}`,
      body: {
        [`${kind}Order`]: [(await oneRecord(t, kind, PACKABLE)).id, (await oneRecord(t, kind, PACKABLE)).id],
      },
    }),
  })),
  {
    name: 'packing: save the volumes',
    arrange: onRecord('packing', PACKABLE, 'PUT', '?origin=web', (r: Fixture) => {
      const items = (quantity: number) => [{ orderItemId: firstLine(r), quantity, orderId: r.order }];
      return {
        user: OPERATOR,
        volumes: [
          { volume: 1, items: items(1) },
          { volume: 2, items: items(3) },
        ],
      };
    }),
  },
];

const succeeded = (status: number) => status >= 200 && status < 300;

/** Sends `call` `count` times at once; answers the statuses, the rows written and the stock moved. */
async function measure(call: Call, count: number) {
  const stock = stockOf(t);
  const writes = await t.sim.writes();
  const statuses = await sendAtOnce(base, t, call, count);
  return {
    statuses,
    writes: (await t.sim.writes()) - writes,
    moves: stockMoves(stock, stockOf(t)),
  };
}

describe(`${AT_ONCE} identical state-changing calls at once over HTTP`, () => {
  it.each(RACES)('$name: exactly one succeeds, the rest 409, changed once', async (race) => {
    const alone = await measure(await race.arrange(t), 1);
    expect(alone.statuses.every(succeeded), `alone: ${alone.statuses}`).toBe(true);
    expect(Object.keys(alone.moves).length > 0).toBe(race.movesStock);

    const raced = await measure(await race.arrange(t), AT_ONCE);
    expect(raced.statuses.filter(succeeded)).toHaveLength(1);
    expect(raced.statuses.filter((s) => !succeeded(s))).toEqual(Array(AT_ONCE - 1).fill(409));
    expect(raced.writes).toBe(alone.writes);
    expect(raced.moves).toEqual(alone.moves);
    t.expectInvariants();
  });
});

describe(`${AT_ONCE} identical repeatable calls at once over HTTP`, () => {
  it.each(REPEATABLE)('$name: all succeed, the data is as one call leaves it', async (race) => {
    // a frozen clock: one call and fifty write the same timestamps
    expectStatus(
      await t.sim.request('PUT', '/__sim/clock', { body: { at: '2025-01-06T12:00:00.000Z' } }),
      200,
    );
    const call = await race.arrange(t);
    expect((await sendAtOnce(base, t, call, 1)).every(succeeded)).toBe(true);
    const once = await t.sim.digest();
    const statuses = await sendAtOnce(base, t, call, AT_ONCE);
    expect(statuses.filter(succeeded)).toHaveLength(AT_ONCE);
    expect(await t.sim.digest()).toBe(once);
    t.expectInvariants();
  });
});
