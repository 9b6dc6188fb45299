import { type ChecklistSaveEvent, checklistSaveMachine } from '../../../src/machines/checklist-save.machine';
import { mechanicChecklist, vehicleChecklist } from '../../seed/demo/checklists';
import { DEMO_ORDER_IDS } from '../../seed/demo/order-ids';
import { createPrng } from '../../seed/prng';
import { expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { adminToken } from './orders-area-support';

/**
 * checklistSaveMachine (doc 2 §2, §4, §7) against the simulator, on the mechanic checklist. LOADED
 * opens an order without one (create mode) or with one (the documents anchor order: update mode).
 * Create mode is taken where the console offers it — doc 2 §2: the Checklist tab only on an order
 * of origin CHECKLIST: a fresh demo order made one by its vehicle checklist (POST, as the orders
 * list's vehicle-checklist dialog saves it; the simulator then marks the order CHECKLIST), its
 * mechanic checklist still missing. EDIT and PRINT call nothing (the form and the PDF are the console's); SAVE
 * posts or puts. A SAVE refused because the form is not modified is the console's refusal (Save is
 * disabled: nothing is called); one refused in the wrong mode is sent and must answer 409.
 */
interface ChecklistWorld {
  token: string;
  orderId: string | null;
}

const checklist = () => mechanicChecklist(createPrng(9), 'Cliente Cenário');
const save = (api: ScenarioApi, world: ChecklistWorld, mode: 'create' | 'update') =>
  mode === 'create'
    ? api.request('POST', '/api/orders-checklist', {
        token: world.token,
        body: { orderId: world.orderId, type: 'MECHANIC', checklist: checklist() },
      })
    : api.request('PUT', `/api/orders-checklist/mechanic/${world.orderId}`, {
        token: world.token,
        body: { checklist: checklist() },
      });
const modified = (state: unknown) => state === 'newModified' || state === 'savedModified';

export const checklistSaveScenario = defineScenarioMachine({
  name: 'checklist-save',
  machine: checklistSaveMachine,
  events: [
    { type: 'LOADED', exists: false },
    { type: 'LOADED', exists: true },
    { type: 'EDIT' },
    { type: 'SAVE', mode: 'create' },
    { type: 'SAVE', mode: 'update' },
    { type: 'PRINT' },
  ] satisfies ChecklistSaveEvent[],

  setup: async (api): Promise<ChecklistWorld> => ({ token: await adminToken(api), orderId: null }),

  steps: {
    LOADED: {
      allowed: async ({ event, api, world }) => {
        world.orderId = event.exists ? DEMO_ORDER_IDS.docs : DEMO_ORDER_IDS.fresh;
        if (event.exists) return;
        const vehicle = await api.request('POST', '/api/orders-checklist', {
          token: world.token,
          body: {
            orderId: world.orderId,
            type: 'VEHICLE',
            checklist: vehicleChecklist(createPrng(9), 'CEN4R10', 'Cliente Cenário'),
          },
        });
        expectStatus(vehicle, 201, 'LOADED: the order made a CHECKLIST one by its vehicle checklist');
      },
    },
    EDIT: {},
    PRINT: {},
    SAVE: {
      allowed: async ({ event, api, world }) =>
        expectStatus(
          await save(api, world, event.mode),
          event.mode === 'create' ? 201 : 200,
          `SAVE ${event.mode}`,
        ),
      refused: async ({ event, api, world, before }) => {
        if (!world.orderId || !modified(before.value)) return;
        expectStatus(await save(api, world, event.mode), 409, `SAVE ${event.mode}`);
      },
    },
  },

  async read(world, api) {
    if (!world.orderId) return null;
    const res = await api.get(`/api/orders-checklist/${world.orderId}`, world.token);
    if (res.statusCode !== 200) return `HTTP ${res.statusCode}`;
    return res.json().checklists.some((c: { type: string }) => c.type === 'MECHANIC') ? 'stored' : 'none';
  },
  expected: (snapshot) => {
    if (snapshot.value === 'loading') return null;
    return snapshot.value === 'new' || snapshot.value === 'newModified' ? 'none' : 'stored';
  },
});
