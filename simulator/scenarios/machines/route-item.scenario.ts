import { type RouteItemEvent, routeItemMachine } from '../../../src/machines/route-item.machine';
import { DEMO_ROUTE_IDS } from '../../seed/demo/routes';
import { SEED_EPOCH } from '../../seed/epoch';
import { check, expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { adminToken } from './orders-area-support';

/**
 * routeItemMachine (doc 3 §4 only pending items act, §5 reasons and destination, §7 calls) on the
 * seeded demo routes (simulator/seed/demo/routes.ts): LOADED opens an item of an open route in
 * the event's status; FINALIZE and OCCURRENCE are PUT /routes/{id} completed / occurrence, REMOVE
 * is PUT /routes/{id}/{item}?action=delete, MOVE is the move action to another open route; SELECT
 * is the console's select box (no call). A refused event is sent anyway: 400 for a missing reason
 * or destination, 409 otherwise.
 */
const [, , , pending, awaiting, , inProgress, occurrence] = DEMO_ROUTE_IDS;

/** The demo route whose first item in a status stands for LOADED in that status (the UI model
 * opens the same one). */
export const ROUTE_OF_ITEM_STATUS = { PENDING: pending, DONE: inProgress, OCCURRENCE: occurrence } as const;

interface ItemWorld {
  token: string;
  routeId: string | null;
  itemId: string | null;
  orderId: string | null;
}

type Item = { id: string; status: string; order: { id: string } };

async function itemsOf(api: ScenarioApi, world: ItemWorld, routeId: string): Promise<Item[]> {
  const res = await api.get(`/api/routes/${routeId}`, world.token);
  expectStatus(res, 200, `GET /routes/${routeId}`);
  return res.json().items as Item[];
}

const put = (api: ScenarioApi, world: ItemWorld, url: string, body: unknown) =>
  api.request('PUT', url, { token: world.token, body });

/** the call each acting event stands for */
function callOf(api: ScenarioApi, world: ItemWorld, event: RouteItemEvent) {
  const url = `/api/routes/${world.routeId}`;
  const orders = [world.orderId];
  if (event.type === 'FINALIZE') return put(api, world, url, { action: 'completed', orders });
  if (event.type === 'OCCURRENCE')
    return put(api, world, url, { action: 'occurrence', orders, reason: event.reason });
  if (event.type === 'REMOVE')
    return put(api, world, `${url}/${world.itemId}?action=delete`, { description: event.reason });
  if (event.type === 'MOVE')
    return put(api, world, url, { action: 'move', orders, destinationRoute: event.destinationRoute ?? '' });
  return null;
}

const acting = {
  allowed: async ({ event, api, world }: { event: RouteItemEvent; api: ScenarioApi; world: ItemWorld }) => {
    const call = callOf(api, world, event);
    if (call) expectStatus(await call, 200, `${event.type} ${world.routeId}`);
  },
  refused: async ({
    event,
    api,
    world,
    before,
  }: {
    event: RouteItemEvent;
    api: ScenarioApi;
    world: ItemWorld;
    before: { value: unknown };
  }) => {
    if (!world.itemId) return;
    const call = callOf(api, world, event);
    if (!call) return;
    const res = await call;
    // an item gone from the route (removed, moved) is no longer its order: 400 like any stranger
    const gone = before.value === 'removed' || before.value === 'moved';
    const blank =
      gone ||
      ((event.type === 'OCCURRENCE' || event.type === 'REMOVE') && !event.reason.trim()) ||
      (event.type === 'MOVE' && !event.destinationRoute);
    // a missing reason or destination is bad input (400) before any status question
    expectStatus(res, blank ? 400 : 409, `${event.type} ${world.routeId}`);
  },
};

export const routeItemScenario = defineScenarioMachine<typeof routeItemMachine, ItemWorld>({
  name: 'route-item',
  machine: routeItemMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', routeLocked: false },
    { type: 'LOADED', status: 'DONE', routeLocked: false },
    { type: 'LOADED', status: 'OCCURRENCE', routeLocked: false },
    { type: 'SELECT' },
    { type: 'FINALIZE' },
    { type: 'OCCURRENCE', reason: 'Destinatário ausente' },
    { type: 'OCCURRENCE', reason: ' ' },
    { type: 'REMOVE', reason: 'Cliente desistiu' },
    { type: 'REMOVE', reason: '' },
    { type: 'MOVE', destinationRoute: awaiting },
    { type: 'MOVE', destinationRoute: null },
  ] satisfies RouteItemEvent[],

  setup: async (api): Promise<ItemWorld> => {
    // the seed is dated from SEED_EPOCH: "the past 5 days" (move targets) is read from it
    await api.request('PUT', '/__sim/clock', { body: { at: new Date(SEED_EPOCH).toISOString() } });
    return { token: await adminToken(api), routeId: null, itemId: null, orderId: null };
  },

  steps: {
    LOADED: {
      allowed: async ({ event, api, world }) => {
        const routeId = ROUTE_OF_ITEM_STATUS[event.status];
        const item = (await itemsOf(api, world, routeId)).find((i) => i.status === event.status);
        check(item, `${routeId} should have a ${event.status} item`);
        world.routeId = routeId;
        world.itemId = item.id;
        world.orderId = item.order.id;
      },
    },
    SELECT: {},
    FINALIZE: acting,
    OCCURRENCE: acting,
    REMOVE: acting,
    MOVE: acting,
  },

  async read(world, api) {
    if (!world.routeId || !world.itemId) return null;
    const here = (await itemsOf(api, world, world.routeId)).find((i) => i.id === world.itemId);
    if (here) return here.status;
    const there = (await itemsOf(api, world, awaiting)).some((i) => i.id === world.itemId);
    return there ? 'moved' : 'removed';
  },
  expected: (snapshot) => (snapshot.value === 'loading' ? null : String(snapshot.value)),
});
