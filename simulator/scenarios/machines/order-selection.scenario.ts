import type { DownstreamTarget } from '../../../src/domain/order-generation';
import type { OrderType } from '../../../src/domain/orders';
import {
  type OrderSelectionEvent,
  orderSelectionMachine,
} from '../../../src/machines/order-selection.machine';
import { DEMO_OPERATION_IDS } from '../../seed/demo/order-ids';
import { check, expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { adminToken, SCENARIO_PARTY } from './orders-area-support';

/**
 * orderSelectionMachine (doc 2 §2 "Selection and downstream generation") against the simulator.
 * A selectable sample order becomes a real order created for the path (POST /orders) the first
 * time it is selected; GENERATED makes the downstream call for the chosen orders (201), and a
 * GENERATE the machine refuses with orders chosen is sent anyway and must answer 409 with nothing
 * changed. The record is the chosen orders: their types as the simulator shows them.
 */
interface SelectionWorld {
  token: string;
  /** sample order id → the real order created for it */
  real: Record<string, string>;
  /** sample ids chosen now (the machine's context, mirrored after each step) */
  chosen: string[];
}

/** The creation call of each target (what GENERATED calls; the UI model holds the same call in flight). */
export const URL_OF: Record<DownstreamTarget, string> = {
  INBOUND: '/api/inbound',
  STORAGE: '/api/storage',
  PICKING: '/api/picking',
  PACKING: '/api/packing',
  CONFERENCE: '/api/conference',
  INVOICE: '/api/invoices',
  OUTBOUND: '/api/outbound',
  ROUTE: '/api/routes',
};

function body(target: DownstreamTarget, orders: string[], into: { id: string } | null | undefined) {
  if (!into) return { orders };
  return target === 'OUTBOUND'
    ? { orders, action: 'ADDED', outboundId: into.id }
    : { orders, action: 'add', routeId: into.id };
}

const realIds = (world: SelectionWorld, ids: string[]) => ids.map((id) => world.real[id]);
const mirror = ({
  after,
  world,
}: {
  after: { context: { orders: Array<{ id: string }> } };
  world: SelectionWorld;
}) => {
  world.chosen = after.context.orders.map((o) => o.id);
};

async function createOrder(api: ScenarioApi, token: string, type: OrderType): Promise<string> {
  const res = await api.request('POST', '/api/orders', {
    token,
    body: {
      orderDate: '2025-01-06 10:00',
      deliveryDate: '2025-01-08 10:00',
      type,
      sender: SCENARIO_PARTY,
      recipient: SCENARIO_PARTY,
      items: [{ sku: 'SKU-00001', description: 'Item', quantity: 1, priceUnit: 1 }],
    },
  });
  expectStatus(res, 201, 'POST /orders');
  return res.json().order.id;
}

export const orderSelectionScenario = defineScenarioMachine({
  name: 'order-selection',
  machine: orderSelectionMachine,
  events: [
    { type: 'SELECT', order: { id: 'new-1', type: 'NEW', status: 'PENDING' } },
    { type: 'SELECT', order: { id: 'inv-1', type: 'INVOICE', status: 'PENDING' } },
    { type: 'SELECT', order: { id: 'pick-1', type: 'PICKING', status: 'PENDING' } },
    { type: 'SELECT', order: { id: 'cancel-1', type: 'NEW', status: 'CANCELLED' } },
    { type: 'DESELECT', id: 'new-1' },
    { type: 'DESELECT', id: 'inv-1' },
    { type: 'CLEAR' },
    { type: 'GENERATE', target: 'PICKING' },
    { type: 'GENERATE', target: 'INVOICE' },
    {
      type: 'GENERATE',
      target: 'OUTBOUND',
      into: { id: DEMO_OPERATION_IDS.outboundOpen, status: 'PENDING' },
    },
    { type: 'GENERATE', target: 'OUTBOUND', into: { id: DEMO_OPERATION_IDS.outboundDone, status: 'DONE' } },
    { type: 'GENERATE', target: 'ROUTE' },
    { type: 'GENERATED' },
    { type: 'GENERATE_FAILED' },
  ] satisfies OrderSelectionEvent[],

  setup: async (api): Promise<SelectionWorld> => ({ token: await adminToken(api), real: {}, chosen: [] }),

  steps: {
    // A selectable order is a real, fresh order of the sample's type (refusals: the checkbox is
    // disabled, nothing is called).
    SELECT: {
      allowed: async ({ event, after, api, world }) => {
        world.real[event.order.id] ??= await createOrder(api, world.token, event.order.type);
        mirror({ after, world });
      },
    },
    DESELECT: { allowed: async (step) => mirror(step) },
    CLEAR: { allowed: async (step) => mirror(step) },
    // The request starts; GENERATED is its success.
    GENERATE: {
      // With orders chosen the API refuses what the machine refuses (409) and changes nothing.
      refused: async ({ event, before, api, world }) => {
        if (before.value !== 'selecting') return;
        const url = URL_OF[event.target];
        const res = await api.request('POST', url, {
          token: world.token,
          body: body(
            event.target,
            realIds(
              world,
              before.context.orders.map((o) => o.id),
            ),
            event.into,
          ),
        });
        expectStatus(res, 409, `POST ${url}`);
      },
    },
    GENERATED: {
      allowed: async ({ before, api, world }) => {
        const pending = before.context.pending;
        check(pending, 'a generation in flight');
        const ids = realIds(
          world,
          before.context.orders.map((o) => o.id),
        );
        const url = URL_OF[pending.target];
        const res = await api.request('POST', url, {
          token: world.token,
          body: body(pending.target, ids, pending.into),
        });
        expectStatus(res, 201, `POST ${url}`);
        for (const id of ids) {
          const order = (await api.get(`/api/orders/${id}`, world.token)).json();
          check(
            order.type === pending.target && order.status === 'PENDING',
            `${id} should be ${pending.target} PENDING, is ${order.type} ${order.status}`,
          );
        }
        // these orders are now in an operation: a later SELECT of the same sample is a fresh order
        world.real = {};
        world.chosen = [];
      },
    },
    GENERATE_FAILED: {},
  },

  // the chosen orders as the simulator shows them: nothing changes before GENERATED
  async read(world, api) {
    const types: string[] = [];
    for (const id of world.chosen) {
      const res = await api.get(`/api/orders/${world.real[id]}`, world.token);
      types.push(
        res.statusCode === 200 ? `${res.json().type} ${res.json().status}` : `HTTP ${res.statusCode}`,
      );
    }
    return types.join(',');
  },
  expected: (snapshot) => snapshot.context.orders.map((o) => `${o.type} ${o.status}`).join(','),
  // the chosen set (not its order) and the generation in flight tell states apart
  serializeState: (snapshot) =>
    `${String(snapshot.value)}|${snapshot.context.orders
      .map((o) => o.id)
      .sort()
      .join(',')}|${snapshot.context.pending?.target ?? ''}`,
});
