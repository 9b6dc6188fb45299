import type { InventoryPositionStatus } from '../../../src/domain/inventory';
import { type InventoryEvent, inventoryMachine } from '../../../src/machines/inventory.machine';
import { positionsChanged } from '../../inventory/inventory-work';
import { check, expectStatus } from '../check';
import type { SimClient } from '../sim-client';
import { defineScenarioMachine } from '../types';
import { type InventoryWorld, openInventory, positionCall } from './inventory-support';

/**
 * inventoryMachine (doc 3 §2 Inventory, §4) against the simulator: a fresh two-position inventory.
 * ASSIGN_USER is PUT /inventory/{id} `{user}`; WORK_POSITION an assign of its first position (any
 * position call is refused with 409 once the inventory is closed); FINALIZE and CANCEL are PUT
 * ?action=COMPLETED / CANCEL (409 while RECOUNTING, or closed).
 *
 * POSITIONS_CHANGED is the simulator's own step after every position change (the status derived
 * from its positions' statuses): the handler sets the positions to the event's statuses in the
 * session's store — the counts that would lead there are the inventory-position scenario's — and
 * runs that same step (`positionsChanged`); a refused one must write nothing.
 */
type Changed = Extract<InventoryEvent, { type: 'POSITIONS_CHANGED' }>;
const changed = (...statuses: InventoryPositionStatus[]): Changed => ({
  type: 'POSITIONS_CHANGED',
  statuses,
});

const derive = (api: SimClient, world: InventoryWorld, statuses?: readonly InventoryPositionStatus[]) => {
  const store = api.app.stores.get(api.session);
  const inventory = store.inventory.byId(world.id);
  check(inventory, `inventory ${world.id} is gone`);
  store.db.transaction(() => {
    statuses?.forEach((status, i) => {
      const row = store.inventory.position(world.items[i]);
      if (row) store.inventory.setPosition({ ...row, status });
    });
    positionsChanged(store, inventory);
  })();
};

const record = (api: SimClient, world: InventoryWorld, action: string, body: unknown, status: number) =>
  api
    .request('PUT', `/api/inventory/${world.id}${action ? `?action=${action}` : ''}`, {
      token: world.token,
      body,
    })
    .then((res) => expectStatus(res, status, `PUT /inventory/{id}${action ? `?action=${action}` : ''}`));

const assignPosition = (api: SimClient, world: InventoryWorld, status: number) =>
  positionCall(api, world, world.items[0], null, { user: 'usr-operator' }).then((res) =>
    expectStatus(res, status, 'PUT /inventory/{id}/{item}'),
  );

export const inventoryScenario = defineScenarioMachine({
  name: 'inventory',
  machine: inventoryMachine,
  events: [
    { type: 'ASSIGN_USER' },
    { type: 'WORK_POSITION' },
    changed('PENDING', 'PENDING'),
    changed('WAITING', 'PENDING'),
    changed('WAITING', 'WAITING'),
    changed('RECOUNTING', 'PENDING'),
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
  ] satisfies InventoryEvent[],

  setup: openInventory,

  steps: {
    ASSIGN_USER: {
      allowed: ({ api, world }) => record(api, world, '', { user: 'usr-operator' }, 200),
      refused: ({ api, world }) => record(api, world, '', { user: 'usr-operator' }, 409),
    },
    WORK_POSITION: {
      allowed: ({ api, world }) => assignPosition(api, world, 200),
      refused: ({ api, world }) => assignPosition(api, world, 409),
    },
    POSITIONS_CHANGED: {
      allowed: async ({ api, world, event }) => derive(api, world, event.statuses),
      // a closed inventory's positions are finished: nothing to set, and the step changes nothing
      refused: async ({ api, world }) => derive(api, world),
    },
    FINALIZE: {
      allowed: ({ api, world }) => record(api, world, 'COMPLETED', {}, 200),
      refused: ({ api, world }) => record(api, world, 'COMPLETED', {}, 409),
    },
    CANCEL: {
      allowed: ({ api, world }) => record(api, world, 'CANCEL', {}, 200),
      refused: ({ api, world }) => record(api, world, 'CANCEL', {}, 409),
    },
  },

  async read(world, api) {
    const res = await api.get(`/api/inventory/${world.id}`, world.token);
    return res.statusCode === 200 ? res.json().status : `HTTP ${res.statusCode}`;
  },
});
