import { BULK_FINALIZE_MINIMUM } from '../../../src/domain/operation-rules';
import type { OperationStatus } from '../../../src/domain/operations';
import { type StorageEvent, storageMachine } from '../../../src/machines/storage.machine';
import type { ScenarioApi } from '../scenario-api';
import {
  ASSIGNEE,
  accepted,
  assignStep,
  call,
  callStep,
  type Drive,
  defineOperationScenario,
  itemsChangedStep,
  itemUrlOf,
  LINE_QUANTITY,
  loadedStep,
  type OperationWorld,
  openSampleLines,
  recordUrlOf,
  sampleLines,
} from './operations-support';

/**
 * storageMachine (doc 3 §2, §4, §7) against the simulator: a fresh storage of one order with four
 * lines (`RECORD_LINES`). LOADED INPROGRESS / DONE put away the first / every line. FINALIZE_CHOSEN
 * is the console's bulk finalize (shown with ≥ 2 positions chosen): it puts the chosen lines away
 * and leaves `rest` open (`bulkStep`). ITEMS_CHANGED is the order's change that causes it: a line
 * put away (INPROGRESS), every line left put away (DONE), the order cancelled.
 */
const url = recordUrlOf('storage');

/** Four lines: an INPROGRESS storage (its first line put away) still has three open, so the
 * console's bulk can choose two of them and leave one open (FINALIZE_CHOSEN rest > 0 from
 * INPROGRESS, the UI model's path) or choose all three. */
const RECORD_LINES = 4;

/** A LOADED sample's lines (sizing the path's order): the first in `first`, the others in `status`. */
const recordLines = (status: OperationStatus, first = status) =>
  sampleLines(first, ...Array<OperationStatus>(RECORD_LINES - 1).fill(status));

/** Puts `line` of the path's order away (the item's confirm call) at the path's position. */
export const storeLine = (line: string, quantity = LINE_QUANTITY): Drive =>
  accepted(
    'PUT',
    (w) => itemUrlOf('storage')(w, 'COMPLETED'),
    (w) => ({ orderItem: w.lines[line] ?? line, position: w.position, quantity }),
  );

/** How the storage-item scenario's order (two lines) reaches INPROGRESS (one line put away) and
 * DONE (both); the record's INPROGRESS is the same first line. */
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

type FinalizeChosen = Extract<StorageEvent, { type: 'FINALIZE_CHOSEN' }>;

/** The lines a FINALIZE_CHOSEN sample chooses among the record's open ones (in their order):
 * every one but the last `rest`, which the bulk leaves open — the API step and the UI model's. */
export const chosenOf = <L>(open: readonly L[], event: Pick<FinalizeChosen, 'rest'>): L[] =>
  open.slice(0, Math.max(0, open.length - event.rest));

/** The console's bulk call (PUT /storage/{id}?origin=app, doc 3 §7): these sample lines put away
 * in full at the path's position, all or nothing. */
const bulkCall = (api: ScenarioApi, world: OperationWorld, lines: string[], ok: boolean) =>
  call(
    api,
    world,
    'PUT',
    `${url(world)}?origin=app`,
    {
      user: ASSIGNEE,
      action: null,
      orders: [
        {
          order: world.order,
          items: lines.map((l) => ({
            id: world.lines[l],
            quantity: LINE_QUANTITY,
            position: world.position,
          })),
        },
      ],
    },
    ok,
  );

/**
 * FINALIZE_CHOSEN: the path's open lines stand for the console's choice — every one put away but
 * the last `rest`, which stay open — in the console's bulk call (the simulator runs it through
 * FINALIZE_CHOSEN, then writes the state it leads to). A walk may have left fewer open lines than
 * the sample counts: what is left to put away then goes line by line (one line is a line confirm,
 * not a bulk), so the record still ends where the machine says (rest 0: DONE, else INPROGRESS).
 * Refused: nothing is called while loading, nor with fewer than 2 chosen (the console shows no
 * bulk button and the API has no bulk of one line); a settled storage answers the bulk call 409.
 */
const bulkStep = {
  allowed: async ({
    event,
    api,
    world,
  }: {
    event: FinalizeChosen;
    api: ScenarioApi;
    world: OperationWorld;
  }) => {
    const open = await openSampleLines(api, 'storage', world);
    const chosen = chosenOf(open, event);
    if (chosen.length >= BULK_FINALIZE_MINIMUM) await bulkCall(api, world, chosen, true);
    else for (const line of chosen) await storeLine(line)(api, world);
  },
  refused: async ({
    event,
    api,
    world,
    before,
  }: {
    event: FinalizeChosen;
    api: ScenarioApi;
    world: OperationWorld;
    before: { value: unknown };
  }) => {
    if (before.value === 'loading' || event.chosen < BULK_FINALIZE_MINIMUM) return;
    await bulkCall(api, world, Object.keys(world.lines).slice(0, event.chosen), false);
  },
};

export const storageScenario = defineOperationScenario<typeof storageMachine>('storage', 'record', {
  name: 'storage',
  machine: storageMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', lines: recordLines('PENDING') },
    { type: 'LOADED', status: 'INPROGRESS', lines: recordLines('PENDING', 'DONE') },
    { type: 'LOADED', status: 'DONE', lines: recordLines('DONE') },
    { type: 'LOADED', status: 'CANCELLED', lines: recordLines('CANCELLED') },
    { type: 'ASSIGN_USER' },
    { type: 'CANCEL' },
    { type: 'FINALIZE_CHOSEN', chosen: 2, rest: 0 },
    { type: 'FINALIZE_CHOSEN', chosen: 2, rest: 1 },
    { type: 'FINALIZE_CHOSEN', chosen: 1, rest: 0 },
    { type: 'ITEMS_CHANGED', items: ['INPROGRESS'] },
    { type: 'ITEMS_CHANGED', items: ['DONE'] },
    { type: 'ITEMS_CHANGED', items: ['CANCELLED'] },
  ] satisfies StorageEvent[],
  steps: {
    LOADED: loadedStep('storage', {
      INPROGRESS: putAway.INPROGRESS,
      DONE: storeTheRest,
      CANCELLED: accepted('PATCH', url),
    }),
    ASSIGN_USER: assignStep(url),
    CANCEL: callStep('PATCH', (w) => url(w)),
    FINALIZE_CHOSEN: bulkStep,
    ITEMS_CHANGED: itemsChangedStep({
      INPROGRESS: storeLine('l1'),
      DONE: storeTheRest,
      CANCELLED: accepted('PATCH', itemUrlOf('storage')),
    }),
  },
});
