import type { DownstreamTarget } from '../../../src/domain/order-generation';
import { type OrderEvent, orderMachine } from '../../../src/machines/order.machine';
import { check, expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { adminToken, collectedPickupOf, PICKUP_BOARD_PATH } from './orders-area-support';

/**
 * orderMachine (doc 2 §4, doc 1 §7.2) against the simulator. LOADED picks a seeded order of the
 * principal company with the event's status and type (the demo seed holds every type × status);
 * a `collected` one is a pickup from the done column of the dashboard's pickup board (the seed's
 * routes collected a few);
 * every other event is the call it stands for, and a refused one must answer 409 and change
 * nothing. The record reads as `status|type`.
 */
interface OrderWorld {
  token: string;
  id: string | null;
  /** the operation ENTER_OPERATION put the order in (FINISH_STEP finalizes it) */
  operation: string | null;
}

const DOWNSTREAM_URL: Partial<Record<DownstreamTarget, string>> = {
  PACKING: '/api/packing',
  PICKING: '/api/picking',
};
/** The record-occurrence status each occurrence event is recorded as (POST /orders/occurrence). */
export const OCCURRENCE_OUTCOME = {
  REPORT_OCCURRENCE: 'OCCURRENCE',
  RESCHEDULE: 'REAGENDED',
  RESOLVE: 'DONE',
  NOT_EXECUTED: 'NOTEXECUTED',
} as const;

/** A handler pair: the call, then 2xx when the machine allows it and 409 when it refuses. */
function call(
  make: (
    api: ScenarioApi,
    world: OrderWorld,
    event: OrderEvent,
  ) => Promise<{ status: number; name: string; ok: number }>,
) {
  return {
    allowed: async ({ api, world, event }: { api: ScenarioApi; world: OrderWorld; event: OrderEvent }) => {
      const { status, name, ok } = await make(api, world, event);
      check(status === ok, `${name}: expected ${ok}, got ${status}`);
    },
    refused: async ({ api, world, event }: { api: ScenarioApi; world: OrderWorld; event: OrderEvent }) => {
      if (!world.id) return; // nothing loaded: the console shows no action
      const { status, name } = await make(api, world, event);
      check(status === 409, `${name}: expected 409, got ${status}`);
    },
  };
}

const occurrence = (api: ScenarioApi, world: OrderWorld, event: OrderEvent) =>
  api
    .request('POST', `/api/orders/occurrence/${world.id}`, {
      token: world.token,
      body: {
        status: OCCURRENCE_OUTCOME[event.type as keyof typeof OCCURRENCE_OUTCOME],
        observation: 'Registro de ocorrência',
      },
    })
    .then((r) => ({ status: r.statusCode, name: `POST /orders/occurrence (${event.type})`, ok: 201 }));

export const orderScenario = defineScenarioMachine<typeof orderMachine, OrderWorld>({
  name: 'order',
  machine: orderMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', orderType: 'NEW' },
    { type: 'LOADED', status: 'INPROGRESS', orderType: 'NEW' },
    { type: 'LOADED', status: 'DONE', orderType: 'PICKING' },
    { type: 'LOADED', status: 'OCCURRENCE', orderType: 'NEW' },
    { type: 'LOADED', status: 'CANCELLED', orderType: 'NEW' },
    { type: 'LOADED', status: 'NOTEXECUTED', orderType: 'DROPOFF' },
    { type: 'LOADED', status: 'INPROGRESS', orderType: 'PICKUP', collected: true },
    { type: 'FINALIZE', orderType: 'PICKUP' },
    { type: 'CHANGE_TYPE', orderType: 'PICKUP' },
    { type: 'EDIT' },
    { type: 'ADD_TRACKING' },
    { type: 'REPORT_OCCURRENCE' },
    { type: 'RESCHEDULE' },
    { type: 'RESOLVE' },
    { type: 'NOT_EXECUTED' },
    { type: 'ENTER_OPERATION', target: 'PACKING' },
    { type: 'ENTER_OPERATION', target: 'PICKING' },
    { type: 'FINISH_STEP' },
  ] satisfies OrderEvent[],

  setup: async (api): Promise<OrderWorld> => ({ token: await adminToken(api), id: null, operation: null }),

  steps: {
    // The detail opens a seeded order of the event's status and type.
    LOADED: {
      allowed: async ({ event, api, world }) => {
        world.operation = null;
        if (event.collected) {
          const board = await api.get(PICKUP_BOARD_PATH, world.token);
          expectStatus(board, 200, 'GET /dashboard/order-monitoring');
          const pickup = collectedPickupOf(board.json(), event.status);
          check(pickup, `no seeded collected pickup in ${event.status}`);
          world.id = pickup.id;
          return;
        }
        const res = await api.get(
          `/api/orders?take=1&filter=status|${event.status},type|${event.orderType}`,
          world.token,
        );
        expectStatus(res, 200, 'GET /orders');
        const [first] = res.json().orders as Array<{ id: string }>;
        check(first, `no seeded ${event.orderType} order in ${event.status}`);
        world.id = first.id;
      },
    },
    FINALIZE: call(async (api, world, event) => {
      const res = await api.request('PUT', `/api/orders/status/${world.id}`, {
        token: world.token,
        body: {
          status: 'DONE',
          type: event.type === 'FINALIZE' ? event.orderType : 'PICKUP',
          dueDate: '2025-01-06 10:00',
        },
      });
      return { status: res.statusCode, name: 'PUT /orders/status', ok: 200 };
    }),
    CHANGE_TYPE: call(async (api, world, event) => {
      const res = await api.request('PUT', `/api/orders/type/${world.id}`, {
        token: world.token,
        body: { type: event.type === 'CHANGE_TYPE' ? event.orderType : 'NEW' },
      });
      return { status: res.statusCode, name: 'PUT /orders/type', ok: 200 };
    }),
    EDIT: call(async (api, world) => {
      const res = await api.request('PUT', `/api/orders/tracking-code/${world.id}`, {
        token: world.token,
        body: { trackingCode: 'BR000000001BR' },
      });
      return { status: res.statusCode, name: 'PUT /orders/tracking-code', ok: 200 };
    }),
    ADD_TRACKING: call(async (api, world) => {
      const res = await api.request('POST', `/api/orders/calendar/${world.id}`, {
        token: world.token,
        body: {
          dueDate: '2025-01-06 10:00',
          userId: 'usr-driver',
          description: 'Em rota',
          statusCalendar: 'INPROGRESS',
        },
      });
      return { status: res.statusCode, name: 'POST /orders/calendar', ok: 201 };
    }),
    REPORT_OCCURRENCE: call(occurrence),
    RESCHEDULE: call(occurrence),
    RESOLVE: call(occurrence),
    NOT_EXECUTED: call(occurrence),
    ENTER_OPERATION: call(async (api, world, event) => {
      const target = event.type === 'ENTER_OPERATION' ? event.target : 'PACKING';
      const url = DOWNSTREAM_URL[target] ?? '/api/packing';
      const res = await api.request('POST', url, { token: world.token, body: { orders: [world.id] } });
      if (res.statusCode === 201) world.operation = `${url}/${res.json().id}`;
      return { status: res.statusCode, name: `POST ${url}`, ok: 201 };
    }),
    // doc 1 §4 operation chain: finalizing the operation holding the order finishes its step. No
    // call sends FINISH_STEP alone: refused, there is nothing to call.
    FINISH_STEP: {
      allowed: async ({ api, world }) => {
        check(world.operation, 'FINISH_STEP with the order in no operation');
        const res = await api.request('PUT', `${world.operation}?action=COMPLETED`, {
          token: world.token,
          body: {},
        });
        expectStatus(res, 200, `PUT ${world.operation}?action=COMPLETED`);
        world.operation = null;
      },
    },
  },

  async read(world, api) {
    if (!world.id) return null;
    const res = await api.get(`/api/orders/${world.id}`, world.token);
    if (res.statusCode !== 200) return `HTTP ${res.statusCode}`;
    const order = res.json();
    return `${order.status}|${order.type}`;
  },

  expected: (snapshot) =>
    snapshot.value === 'loading' ? null : `${String(snapshot.value)}|${snapshot.context.type}`,
  // the type and the collected fact decide the guards (FINALIZE, CHANGE_TYPE, ENTER_OPERATION):
  // they are part of the state
  serializeState: (snapshot) =>
    `${String(snapshot.value)}|${snapshot.context.type}${snapshot.context.collected ? '|collected' : ''}`,
});
