import {
  type InventoryPositionEvent,
  inventoryPositionMachine,
} from '../../../src/machines/inventory-position.machine';
import { expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { countReads, type InventoryWorld, openInventory, positionCall } from './inventory-support';
import { adminToken } from './orders-area-support';

/**
 * inventoryPositionMachine (doc 3 §4, issue 13 "counting as an operator does it") against the
 * simulator: the first position of a fresh two-position inventory. COUNT sends the reads of the
 * event's operator — matching what the position holds, or one unit off (a divergence → RECOUNTING);
 * a recount settles only by another operator. CONFIRM and CANCEL are PUT ?action=COMPLETED / CANCEL
 * (always allowed, doc 3 §4); ASSIGN_USER names an operator. Refused calls answer 409.
 */
type CountEvent = Extract<InventoryPositionEvent, { type: 'COUNT' }>;

const countBody = (world: InventoryWorld, event: CountEvent) => ({
  user: event.user,
  items: countReads(world, 0, event.diverges),
});

const call = (
  api: ScenarioApi,
  world: InventoryWorld,
  action: 'COUNT' | 'COMPLETED' | 'CANCEL' | null,
  body: unknown,
  status: number,
) =>
  positionCall(api, world, world.items[0], action, body).then((res) =>
    expectStatus(res, status, `PUT /inventory/{id}/{item}${action ? `?action=${action}` : ''}`),
  );

export const inventoryPositionScenario = defineScenarioMachine({
  name: 'inventory-position',
  machine: inventoryPositionMachine,
  events: [
    { type: 'COUNT', user: 'usr-operator', diverges: false },
    { type: 'COUNT', user: 'usr-operator', diverges: true },
    { type: 'COUNT', user: 'usr-admin', diverges: false },
    { type: 'COUNT', user: 'usr-admin', diverges: true },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'ASSIGN_USER' },
  ] satisfies InventoryPositionEvent[],

  setup: async (api) => openInventory(api, await adminToken(api)),

  steps: {
    COUNT: {
      allowed: ({ api, world, event }) => call(api, world, 'COUNT', countBody(world, event), 200),
      refused: ({ api, world, event }) => call(api, world, 'COUNT', countBody(world, event), 409),
    },
    CONFIRM: { allowed: ({ api, world }) => call(api, world, 'COMPLETED', {}, 200) },
    CANCEL: { allowed: ({ api, world }) => call(api, world, 'CANCEL', {}, 200) },
    ASSIGN_USER: {
      allowed: ({ api, world }) => call(api, world, null, { user: 'usr-operator' }, 200),
      refused: ({ api, world }) => call(api, world, null, { user: 'usr-operator' }, 409),
    },
  },

  async read(world, api) {
    const res = await api.get(`/api/inventory/${world.id}`, world.token);
    if (res.statusCode !== 200) return `HTTP ${res.statusCode}`;
    const found = (res.json().positions as Array<{ id: string; status: string }>).find(
      (p) => p.id === world.items[0],
    );
    return found?.status ?? 'missing';
  },
  // the recount rule depends on who counted first: tell those states apart
  serializeState: (snapshot) => `${String(snapshot.value)}|${snapshot.context.firstCounter ?? ''}`,
});
