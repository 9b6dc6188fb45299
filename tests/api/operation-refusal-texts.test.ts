import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_POSITION_IDS as POS } from '../../simulator/seed/demo/positions';
import { operationsSetup } from './operations-helpers';
import { simulator } from './sim-client';

// Issue 20: a refusal names what the operator sees — the SKU, the position code, the order number —
// never an internal id ("A linha opl-w-000049 só pode ser finalizada…" meant nothing on the floor).
// Each refusal below is provoked in pt-BR, en-US and es, and its text is swept for every id the
// session's store holds.
const app = simulator();
type Setup = Awaited<ReturnType<typeof operationsSetup>>;
type Method = 'PUT' | 'PATCH';
const LANGUAGES = ['pt-BR', 'en-US', 'es'] as const;

const ID_TABLES = [
  'operations',
  'operation_items',
  'operation_lines',
  'orders',
  'order_items',
  'positions',
  'products',
  'users',
];

/** Every internal id of the session (the ones the console never shows). */
function internalIds(t: Setup): string[] {
  const db = t.store().db;
  return ID_TABLES.flatMap((table) => db.prepare(`SELECT id FROM ${table}`).pluck().all() as string[]);
}

/** The call in each language: its status and message. */
async function refusedIn(t: Setup, method: Method, url: string, body: unknown) {
  const answers: Array<{ language: string; status: number; message: string }> = [];
  for (const language of LANGUAGES) {
    const res: LightMyRequestResponse = await t.sim.request(method, url, {
      token: t.token,
      body,
      headers: { 'accept-language': language },
    });
    answers.push({ language, status: res.statusCode, message: res.json().message });
  }
  return answers;
}

const orderNumberOf = (t: Setup, orderId: string) => t.store().orders.byId(orderId)?.orderNumber as string;

describe('operation refusal texts', () => {
  it('name the SKU, the position and the order number, never an internal id', async () => {
    const t = await operationsSetup(app);

    const picking = await t.newRecord('picking', [[{ sku: 'SKU-00019', quantity: 2 }]]);
    const row = picking.record.items[0].itemPositions[0];
    const pick = (quantity: number, position = row.position.id) => ({
      user: 'usr-operator',
      orders: [{ order: picking.orders[0], items: [{ id: row.id, position, product: null, quantity }] }],
    });
    const storage = await t.newRecord('storage', [[{ sku: 'SKU-00011', quantity: 2 }]]);
    const storageItem = storage.record.items[0];
    const storageUrl = (q: string) => `/api/storage/${storage.id}/${storageItem.id}${q}`;
    const orderItem = storageItem.order.items[0].id;
    const packing = await t.newRecord('packing', [[{ sku: 'SKU-00028', quantity: 4 }]]);
    const packingLine = packing.record.items[0].order.items[0].id;
    const big = await t.newRecord('picking', [[{ sku: 'SKU-00023', quantity: 5000 }]]);
    const bigRow = big.record.items[0].itemPositions[0];

    const cases: Array<{ call: [Method, string, unknown]; status: number; names: string[] }> = [
      {
        // a row picked short (doc 3 §5: entered = expected)
        call: ['PUT', `/api/picking/${picking.id}?origin=app`, pick(1)],
        status: 409,
        names: ['SKU-00019', orderNumberOf(t, picking.orders[0])],
      },
      {
        // more than the position holds
        call: [
          'PUT',
          `/api/picking/${big.id}?origin=app`,
          {
            user: 'usr-operator',
            orders: [
              {
                order: big.orders[0],
                items: [{ id: bigRow.id, position: null, product: null, quantity: 5000 }],
              },
            ],
          },
        ],
        status: 409,
        names: ['SKU-00023', bigRow.position.code],
      },
      {
        // stored above the expected quantity
        call: ['PUT', storageUrl('?action=COMPLETED'), { orderItem, position: POS.storage, quantity: 3 }],
        status: 409,
        names: ['SKU-00011', orderNumberOf(t, storage.orders[0])],
      },
      {
        // a quantity edit while the order is not in occurrence
        call: ['PUT', storageUrl('?action=EDIT'), { orderItem, quantity: '1' }],
        status: 409,
        names: ['SKU-00011', orderNumberOf(t, storage.orders[0])],
      },
      {
        // volumes that do not add up to the line's quantity
        call: [
          'PUT',
          `/api/packing/${packing.id}?origin=web`,
          {
            user: 'usr-operator',
            volumes: [
              { volume: 1, items: [{ orderItemId: packingLine, quantity: 1, orderId: packing.orders[0] }] },
            ],
          },
        ],
        status: 400,
        names: ['SKU-00028', orderNumberOf(t, packing.orders[0])],
      },
      // ids the caller sent that name nothing are not echoed back
      {
        call: ['PUT', storageUrl('?action=COMPLETED'), { orderItem, position: 'pos-nope', quantity: 2 }],
        status: 400,
        names: [],
      },
      {
        call: [
          'PUT',
          `/api/picking/${picking.id}?origin=app`,
          {
            ...pick(2),
            orders: [
              { order: picking.orders[0], items: [{ ...pick(2).orders[0].items[0], id: 'opl-nope' }] },
            ],
          },
        ],
        status: 404,
        names: [],
      },
    ];

    const ids = internalIds(t);
    for (const { call, status, names } of cases) {
      for (const answer of await refusedIn(t, ...call)) {
        expect(answer.status, answer.message).toBe(status);
        for (const name of names) expect(answer.message, answer.language).toContain(name);
        expect(
          ids.filter((id) => answer.message.includes(id)),
          answer.message,
        ).toEqual([]);
      }
    }
  });

  it('an order-level refusal names the order by its number', async () => {
    const t = await operationsSetup(app);
    const packing = await t.newRecord('packing', [[{ sku: 'SKU-00029', quantity: 1 }]]);
    await t.ok('PUT', `/api/packing/${packing.id}?action=COMPLETED`, {});
    const item = packing.record.items[0].id;
    const [pt, en, es] = await refusedIn(t, 'PUT', `/api/packing/${packing.id}/${item}`, {
      user: 'usr-operator',
    });
    const number = orderNumberOf(t, packing.orders[0]);
    // the order moved on (finalized): the refusal says so, by whom and when (issue 31)
    expect(pt).toMatchObject({ status: 409 });
    expect(pt.message).toMatch(
      new RegExp(`^O pedido ${number} já foi finalizado por Alice Admin às \\d{2}:\\d{2}$`),
    );
    expect(en.message).toMatch(
      new RegExp(`^Order ${number} was already finalized by Alice Admin at \\d{2}:\\d{2}$`),
    );
    expect(es.message).toMatch(
      new RegExp(`^El pedido ${number} ya fue finalizado por Alice Admin a las \\d{2}:\\d{2}$`),
    );
  });
});
