import type { PlanningInput } from '../../../src/domain/inventory';
import {
  type InventoryPlanningEvent,
  inventoryPlanningMachine,
} from '../../../src/machines/inventory-planning.machine';
import { DEMO_POSITION_IDS as POS } from '../../seed/demo/positions';
import { SEED_EPOCH } from '../../seed/epoch';
import { expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { adminToken } from './orders-area-support';

/**
 * inventoryPlanningMachine (doc 3 §2 Inventory planning, §5, §9) against the simulator. CREATE is
 * POST /inventory-planning (a planning the form refuses is a 400 there); DUE moves the session's
 * clock to the event's day (PUT /__sim/clock) and reads GET /inventory-planning, which creates what
 * is due first. A second CREATE of the same planning has no call (the console saves a new one).
 */
interface PlanningWorld {
  token: string;
  planningId: string | null;
}

const day = (offset: number) => new Date(SEED_EPOCH + offset * 86_400_000).toISOString().slice(0, 10);
const PLANNED = day(2);
const planning = (repeat: boolean): PlanningInput => ({
  planningDate: PLANNED,
  positions: [POS.storage],
  repeatPlanning: repeat,
  repeatType: repeat ? 'days' : null,
  repeatValue: repeat ? '1' : null,
});
const INVALID: PlanningInput = { ...planning(false), positions: [] };

async function due(api: ScenarioApi, world: PlanningWorld, today: string) {
  await api.request('PUT', '/__sim/clock', { body: { at: `${today}T12:00:00.000Z` } });
  expectStatus(await api.get('/api/inventory-planning', world.token), 200, 'GET /inventory-planning');
}

export const inventoryPlanningScenario = defineScenarioMachine({
  name: 'inventory-planning',
  machine: inventoryPlanningMachine,
  events: [
    { type: 'CREATE', input: planning(true) },
    { type: 'CREATE', input: planning(false) },
    { type: 'CREATE', input: INVALID },
    { type: 'DUE', today: day(1) },
    { type: 'DUE', today: PLANNED },
    { type: 'DUE', today: day(3) },
  ] satisfies InventoryPlanningEvent[],

  setup: async (api): Promise<PlanningWorld> => {
    const world = { token: await adminToken(api), planningId: null };
    // the demo's own plannings come due first, so a DUE of this path creates only what it plans
    await due(api, world, day(10));
    await api.request('PUT', '/__sim/clock', { body: { at: new Date(SEED_EPOCH).toISOString() } });
    return world;
  },

  steps: {
    CREATE: {
      allowed: async ({ api, world, event }) => {
        const res = await api.request('POST', '/api/inventory-planning', {
          token: world.token,
          body: event.input,
        });
        expectStatus(res, 201, 'POST /inventory-planning');
        world.planningId = res.json().planningId;
      },
      refused: async ({ api, world, event }) => {
        if (world.planningId) return;
        const res = await api.request('POST', '/api/inventory-planning', {
          token: world.token,
          body: event.input,
        });
        expectStatus(res, 400, 'POST /inventory-planning');
      },
    },
    DUE: {
      allowed: ({ api, world, event }) => due(api, world, event.today),
      refused: ({ api, world, event }) => due(api, world, event.today),
    },
  },

  async read(world, api) {
    if (!world.planningId) return null;
    const res = await api.get('/api/inventory-planning', world.token);
    if (res.statusCode !== 200) return `HTTP ${res.statusCode}`;
    const found = (res.json().planning as Array<{ planningId: string; nextDate: string | null }>).find(
      (p) => p.planningId === world.planningId,
    );
    return found ? (found.nextDate === null ? 'done' : 'scheduled') : 'missing';
  },
  expected: (snapshot) => (snapshot.value === 'new' ? null : String(snapshot.value)),
  // a planning that repeats and one that does not reach different transitions from `scheduled`
  serializeState: (snapshot) =>
    `${String(snapshot.value)}|${snapshot.context.repeatPlanning ? 'repeats' : 'once'}|${snapshot.context.nextDate ?? ''}`,
});
