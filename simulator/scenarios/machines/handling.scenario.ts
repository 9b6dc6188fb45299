import type { HandlingStatus } from '../../../src/domain/handling';
import { type HandlingEvent, handlingMachine } from '../../../src/machines/handling.machine';
import { ScenarioError } from '../check';
import { defineScenarioMachine } from '../types';
import {
  ASSIGNEE,
  accepted,
  emptyHandlingWorld,
  handlingDetail,
  handlingPut,
  openHandling,
  putStep,
} from './handling-support';

/**
 * handlingMachine (doc 3 §2 Handling, §4, §7) against the simulator: a seeded handling in each
 * status (handling-support.ts). ASSIGN_USER, FINALIZE and CANCEL are the record's PUTs (409 out of
 * PENDING). ITEMS_CHANGED is sent by the simulator after an item-level change (doc 3 §4 "status is
 * derived"), so its step is the change that causes it: the PENDING handling's one item finalized
 * (all DONE → DONE) or cancelled (all CANCELLED → CANCELLED). A mix of DONE and CANCELLED items is
 * refused by the machine (the record stays PENDING) and calls nothing.
 */
const loaded = (status: HandlingStatus, itemsCount: number, doneCount: number): HandlingEvent => ({
  type: 'LOADED',
  status,
  itemsCount,
  doneCount,
});

export const handlingScenario = defineScenarioMachine({
  name: 'handling',
  machine: handlingMachine,
  events: [
    loaded('PENDING', 1, 0),
    loaded('DONE', 2, 2),
    loaded('CANCELLED', 2, 0),
    { type: 'ASSIGN_USER' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
    { type: 'ITEMS_CHANGED', items: ['DONE'] },
    { type: 'ITEMS_CHANGED', items: ['CANCELLED'] },
    { type: 'ITEMS_CHANGED', items: ['DONE', 'CANCELLED'] },
  ] satisfies HandlingEvent[],

  setup: emptyHandlingWorld,

  steps: {
    LOADED: {
      allowed: ({ event, api, world }) => openHandling(api, world, event.status),
    },
    ASSIGN_USER: putStep('operation=USER', () => ({ user: ASSIGNEE })),
    FINALIZE: putStep('action=COMPLETED', () => ({})),
    CANCEL: putStep('action=CANCEL', () => ({})),
    ITEMS_CHANGED: {
      allowed: async ({ event, api, world }) => {
        const [status] = event.items;
        if (event.items.length !== 1) throw new ScenarioError(`no call makes ${event.items.join(', ')}`);
        const action = status === 'DONE' ? 'COMPLETED' : 'CANCEL';
        await accepted(handlingPut(api, world, `action=${action}`, { item: world.item }), `item ${action}`);
      },
    },
  },

  async read(world, api) {
    return world.id ? (await handlingDetail(api, world)).status : null;
  },
  expected: (snapshot) => (snapshot.value === 'loading' ? null : String(snapshot.value)),
});
