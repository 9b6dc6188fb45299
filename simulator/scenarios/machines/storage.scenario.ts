import { type StorageEvent, storageMachine } from '../../../src/machines/storage.machine';
import {
  accepted,
  assignStep,
  callStep,
  type Drive,
  defineOperationScenario,
  itemsChangedStep,
  itemUrlOf,
  LINE_QUANTITY,
  loadedStep,
  openSampleLines,
  recordUrlOf,
} from './operations-support';

/**
 * storageMachine (doc 3 §2, §4, §7) against the simulator: a fresh storage of one order with two
 * lines. LOADED INPROGRESS / DONE put away one / both lines. FINALIZE_CHOSEN is the console's bulk
 * button (shown with ≥ 2 positions chosen); its calls are the item machine's FINALIZE_LINE, walked
 * by storage-item, so here it calls nothing. ITEMS_CHANGED is the order's change that causes it:
 * a line put away (INPROGRESS), every line left put away (DONE), the order cancelled.
 */
const url = recordUrlOf('storage');

/** Puts `line` of the path's order away (the item's confirm call) at the path's position. */
export const storeLine = (line: string, quantity = LINE_QUANTITY): Drive =>
  accepted(
    'PUT',
    (w) => itemUrlOf('storage')(w, 'COMPLETED'),
    (w) => ({ orderItem: w.lines[line] ?? line, position: w.position, quantity }),
  );

/** How a storage and its order reach INPROGRESS (one line put away) and DONE (both): the same
 * item calls for the record and item scenarios. */
export const putAway: Record<'INPROGRESS' | 'DONE', Drive> = {
  INPROGRESS: storeLine('l1'),
  DONE: async (api, world) => {
    await storeLine('l1')(api, world);
    await storeLine('l2')(api, world);
  },
};

/** Puts every line of the path's order not yet stored away. */
const storeTheRest: Drive = async (api, world) => {
  for (const line of await openSampleLines(api, 'storage', world)) await storeLine(line)(api, world);
};

export const storageScenario = defineOperationScenario<typeof storageMachine>('storage', 'record', {
  name: 'storage',
  machine: storageMachine,
  events: [
    { type: 'LOADED', status: 'PENDING' },
    { type: 'LOADED', status: 'INPROGRESS' },
    { type: 'LOADED', status: 'DONE' },
    { type: 'LOADED', status: 'CANCELLED' },
    { type: 'ASSIGN_USER' },
    { type: 'CANCEL' },
    { type: 'FINALIZE_CHOSEN', chosen: 2 },
    { type: 'FINALIZE_CHOSEN', chosen: 1 },
    { type: 'ITEMS_CHANGED', items: ['INPROGRESS'] },
    { type: 'ITEMS_CHANGED', items: ['DONE'] },
    { type: 'ITEMS_CHANGED', items: ['CANCELLED'] },
  ] satisfies StorageEvent[],
  steps: {
    LOADED: loadedStep('storage', { ...putAway, CANCELLED: accepted('PATCH', url) }),
    ASSIGN_USER: assignStep(url),
    CANCEL: callStep('PATCH', (w) => url(w)),
    FINALIZE_CHOSEN: {},
    ITEMS_CHANGED: itemsChangedStep({
      INPROGRESS: storeLine('l1'),
      DONE: storeTheRest,
      CANCELLED: accepted('PATCH', itemUrlOf('storage')),
    }),
  },
});
