import type { RouteRecord, RouteStatus } from '../../../src/domain/operations';
import {
  allItemsSettled,
  itemsAfterChange,
  mayReorder,
  type RouteItemState,
} from '../../../src/domain/route-rules';
import { type RouteEvent, routeMachine } from '../../../src/machines/route.machine';
import { routeLike, settleRouteStatus } from '../../operations/route-work';
import { DEMO_ROUTE_IDS } from '../../seed/demo/routes';
import { SEED_EPOCH } from '../../seed/epoch';
import { check, expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { adminToken } from './orders-area-support';

/**
 * routeMachine (doc 3 §4 route statuses and locks, §7 route calls; doc 1 §3 the RFID portal) on
 * the seeded demo routes (simulator/seed/demo/routes.ts, one in every status): LOADED opens the
 * demo route in the event's status (and with or without a vehicle), checked against the event.
 * ASSIGN_USER is PUT /routes/{id} `{user}` (the demo driver brings his profile vehicle; the
 * operator, a USER, is refused: doc 3 §6 only active drivers), ASSIGN_VEHICLE `{vehicle}`, ROUTE POST /routes/routing/{id}, SAVE_SEQUENCE
 * POST /routes/sequence/{id} with the route's own orders, REORDER PUT /route-sequence/{id}
 * (reversed), FINALIZE PUT ?action=end-route, CANCEL POST /routes/sequence/{id}?action=CANCEL —
 * refused ones answer 409 and write nothing. PORTAL_CONFIRMED is the RFID portal's step
 * (`startRouteByPortal`, simulator/devices/route-confirmation.ts, where the device runtime's pass
 * ends) on the path's own session: POST /__sim/devices/route-confirmations.
 *
 * ORDERS_CHANGED and ITEMS_CHANGED are the simulator's own step after orders were added or left
 * the route, or a delivery outcome was recorded (`settleRouteStatus`): as the inventory scenario
 * does for its derived event, the handler sets the route's items to the event's pattern in the
 * session's store (item i takes the pattern's entry i, the last entry for the rest) and runs that
 * step; a refused one (a locked route) writes nothing. The calls that lead there (completed,
 * occurrence, remove, move) are the route-item scenario's.
 */
// the second PENDING ROUTING route (with a vehicle) is the first one after ASSIGN_VEHICLE
const [noVehicle, , replanning, pending, awaiting, ready, inProgress, occurrence, done, cancelled] =
  DEMO_ROUTE_IDS;

const item = (status: RouteItemState['status'], sequence: number | null): RouteItemState => ({
  id: `it-${status}-${sequence ?? 'x'}`,
  status,
  sequence,
});
const P = item('PENDING', null);
const PS = item('PENDING', 1);
const DS = item('DONE', 1);

/** a demo route as LOADED: its status, vehicle and item pattern (what the seed gives it) */
const loaded = (status: RouteStatus, hasVehicle: boolean, items: RouteItemState[]): RouteEvent => ({
  type: 'LOADED',
  status,
  hasVehicle,
  items,
});
const SEEDED: Array<{ id: string; event: RouteEvent }> = [
  { id: noVehicle, event: loaded('PENDING ROUTING', false, [P, P]) },
  { id: replanning, event: loaded('PENDING REPLANNING', true, [P, P]) },
  { id: pending, event: loaded('PENDING', true, [PS, PS]) },
  { id: awaiting, event: loaded('AWAITING ACCEPT', true, [PS, PS]) },
  { id: ready, event: loaded('START TO READY', true, [PS, PS]) },
  { id: inProgress, event: loaded('INPROGRESS', true, [DS, PS]) },
  { id: occurrence, event: loaded('OCCURRENCE', true, [DS, item('OCCURRENCE', 2), PS]) },
  { id: done, event: loaded('DONE', true, [DS, item('OCCURRENCE', 2)]) },
  { id: cancelled, event: loaded('CANCELLED', false, [P, P]) },
];

const DRIVER = { type: 'DRIVER', isActive: true } as const;
const OPERATOR = { type: 'USER', isActive: true } as const;

/** an order added to a sequenced route: it has no place in the sequence yet */
const ORDERS_CHANGED: RouteEvent = { type: 'ORDERS_CHANGED', items: [PS, P] };
const itemsChanged = (...items: RouteItemState[]): RouteEvent => ({ type: 'ITEMS_CHANGED', items });

interface RouteWorld {
  token: string;
  routeId: string | null;
}

type Step = { api: ScenarioApi; world: RouteWorld };

async function viewOf(api: ScenarioApi, world: RouteWorld): Promise<RouteRecord> {
  const res = await api.get(`/api/routes/${world.routeId}`, world.token);
  expectStatus(res, 200, `GET /routes/${world.routeId}`);
  return res.json() as RouteRecord;
}

/** What the machine's guards read of a route: the same answers from the event and the record. */
const guardsOf = (hasVehicle: boolean, items: readonly RouteItemState[]) => ({
  hasVehicle,
  hasPending: items.some((i) => i.status === 'PENDING'),
  mayReorder: mayReorder(items),
  settled: allItemsSettled(items),
  occurrence: items.some((i) => i.status === 'OCCURRENCE'),
});

/** The call each event stands for (null: no call, the event is the simulator's own step). */
async function callOf(api: ScenarioApi, world: RouteWorld, event: RouteEvent) {
  const id = world.routeId;
  const send = (method: 'PUT' | 'POST', url: string, body?: unknown) =>
    api.request(method, url, { token: world.token, body });
  switch (event.type) {
    case 'ASSIGN_USER':
      // the demo driver (with his profile vehicle), or the operator — a USER, refused (doc 3 §6)
      return send('PUT', `/api/routes/${id}`, {
        user: event.user.type === 'DRIVER' ? 'usr-driver' : 'usr-operator',
      });
    case 'ASSIGN_VEHICLE':
      return send('PUT', `/api/routes/${id}`, { vehicle: 'VEH-0001' });
    case 'ROUTE':
      return send('POST', `/api/routes/routing/${id}`, {});
    case 'SAVE_SEQUENCE': {
      const { items } = await viewOf(api, world);
      const data = items.map((i, n) => ({
        order: i.order.id,
        sequence: n + 1,
        distance: 1000,
        duration: 300,
      }));
      return send('POST', `/api/routes/sequence/${id}`, { data });
    }
    case 'REORDER': {
      const { items } = await viewOf(api, world);
      return send('PUT', `/api/route-sequence/${id}`, { items: items.map((i) => i.id).reverse() });
    }
    case 'FINALIZE':
      return send('PUT', `/api/routes/${id}?action=end-route`, {});
    case 'CANCEL':
      return send('POST', `/api/routes/sequence/${id}?action=CANCEL`, {});
    default:
      return null;
  }
}

/** A calling event: 200 when the machine takes it, 409 when it refuses (nothing written). */
const call = {
  allowed: async ({ api, world, event }: Step & { event: RouteEvent }) => {
    const res = await callOf(api, world, event);
    if (res) expectStatus(res, 200, `${event.type} ${world.routeId}`);
  },
  refused: async ({ api, world, event }: Step & { event: RouteEvent }) => {
    if (!world.routeId) return;
    const res = await callOf(api, world, event);
    if (res) expectStatus(res, 409, `${event.type} ${world.routeId}`);
  },
};

/** The simulator's own step after orders or items changed, over items set to the event's pattern. */
function derive(api: ScenarioApi, world: RouteWorld, event: RouteEvent, write: boolean) {
  if (!world.routeId || (event.type !== 'ITEMS_CHANGED' && event.type !== 'ORDERS_CHANGED')) return;
  check(api.app, `${event.type} writes the session's store: an in-process run only (inProcessOnly)`);
  const store = api.app.stores.get(api.session);
  const before = store.routes.view(world.routeId);
  check(before, `route ${world.routeId} is gone`);
  const set = store.db.prepare('UPDATE route_items SET status = ?, sequence = ? WHERE id = ?');
  store.db.transaction(() => {
    if (write) {
      const pattern = before.items.map((_, n) => event.items[Math.min(n, event.items.length - 1)]);
      // a change gives no order a place the route had none for (the machine's rule)
      const wanted = itemsAfterChange(routeLike(before).items, pattern);
      for (const [n, real] of before.items.entries())
        set.run(wanted[n].status, wanted[n].sequence === null ? null : n + 1, real.id);
    }
    settleRouteStatus(store, before, event.type);
  })();
}

const derived = {
  allowed: async ({ api, world, event }: Step & { event: RouteEvent }) => derive(api, world, event, true),
  refused: async ({ api, world, event }: Step & { event: RouteEvent }) => derive(api, world, event, false),
};

/** The portal's route step on the path's own session (POST /__sim/devices/route-confirmations,
 * simulator/routes/sim-route-confirmations.routes.ts): 200 when it starts the route, 409 not. */
export const portalConfirmation = (api: ScenarioApi, routeId: string) =>
  api.request('POST', '/__sim/devices/route-confirmations', { body: { route: routeId } });

const portal =
  (ok: boolean) =>
  async ({ api, world }: Step) => {
    if (!world.routeId) return;
    const res = await portalConfirmation(api, world.routeId);
    expectStatus(res, ok ? 200 : 409, `PORTAL_CONFIRMED ${world.routeId}`);
  };

export const routeScenario = defineScenarioMachine<typeof routeMachine, RouteWorld>({
  name: 'route',
  machine: routeMachine,
  events: [
    ...SEEDED.map((s) => s.event),
    // doc 3 §6: only an active DRIVER drives a route; every demo driver has a profile vehicle
    { type: 'ASSIGN_USER', user: DRIVER, profileVehicle: true },
    { type: 'ASSIGN_USER', user: OPERATOR, profileVehicle: false },
    { type: 'ASSIGN_VEHICLE' },
    { type: 'ROUTE' },
    { type: 'SAVE_SEQUENCE' },
    { type: 'REORDER' },
    { type: 'PORTAL_CONFIRMED' },
    ORDERS_CHANGED,
    itemsChanged(DS, item('OCCURRENCE', 2)),
    itemsChanged(item('OCCURRENCE', 1), PS),
    itemsChanged(DS, PS),
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
  ] satisfies RouteEvent[],
  inProcessOnly: {
    events: ['ORDERS_CHANGED', 'ITEMS_CHANGED'],
    why: "they set the route's items in the session's store directly (derive), which no call over HTTP can",
  },

  setup: async (api): Promise<RouteWorld> => {
    // the seed is dated from SEED_EPOCH (the demo routes' dates and the routing's day)
    await api.request('PUT', '/__sim/clock', { body: { at: new Date(SEED_EPOCH).toISOString() } });
    return { token: await adminToken(api), routeId: null };
  },

  steps: {
    LOADED: {
      allowed: async ({ api, world, event }) => {
        const seeded = SEEDED.find((s) => JSON.stringify(s.event) === JSON.stringify(event));
        check(seeded, `no demo route for ${JSON.stringify(event)}`);
        world.routeId = seeded.id;
        const view = await viewOf(api, world);
        const real = routeLike(view);
        check(real.status === event.status, `${seeded.id} is ${real.status}, not ${event.status}`);
        const [want, got] = [guardsOf(event.hasVehicle, event.items), guardsOf(real.hasVehicle, real.items)];
        check(
          JSON.stringify(want) === JSON.stringify(got),
          `${seeded.id} reads ${JSON.stringify(got)}, the event says ${JSON.stringify(want)}`,
        );
      },
    },
    ASSIGN_USER: call,
    ASSIGN_VEHICLE: call,
    ROUTE: call,
    SAVE_SEQUENCE: call,
    REORDER: call,
    PORTAL_CONFIRMED: { allowed: portal(true), refused: portal(false) },
    ORDERS_CHANGED: derived,
    ITEMS_CHANGED: derived,
    FINALIZE: call,
    CANCEL: call,
  },

  async read(world, api) {
    if (!world.routeId) return null;
    return (await viewOf(api, world)).status;
  },
  expected: (snapshot) => (snapshot.value === 'loading' ? null : String(snapshot.value)),
  // the guards read the context: whether it has a vehicle, a sequence to reorder (an open route
  // always has a pending item: all settled is DONE); a locked route refuses everything alike
  serializeState: (snapshot) => {
    if (snapshot.value === 'DONE' || snapshot.value === 'CANCELLED') return String(snapshot.value);
    const { hasVehicle, items } = snapshot.context;
    const g = guardsOf(hasVehicle, items);
    return `${String(snapshot.value)}|${g.hasVehicle}|${g.mayReorder}`;
  },
});
