import { type PickingEvent, pickingMachine } from '../../../src/machines/picking.machine';
import {
  accepted,
  assignStep,
  callStep,
  type Drive,
  defineOperationScenario,
  itemsChangedStep,
  itemUrlOf,
  LINE_QUANTITY,
  linesIdentity,
  loadedStep,
  openSampleLines,
  recordUrlOf,
  sampleLines,
} from './operations-support';
import { pickBody, pickRows, pickUrl } from './picking-support';

/**
 * pickingMachine (doc 3 §2, §4, §5, §7) against the simulator: a fresh picking of one order with
 * two rows of a product in stock. FINALIZE_ALL sends the rows it names in one confirm call; the
 * simulator refuses a call in which a row's quantity is not the expected one. ITEMS_CHANGED is the
 * order's change that causes it: its rows left picked (DONE), the order cancelled.
 */
const url = recordUrlOf('picking');
type FinalizeAll = Extract<PickingEvent, { type: 'FINALIZE_ALL' }>;

/** Picks every row of the path's order not yet picked, at its expected quantity. */
const pickTheRest: Drive = async (api, world) => {
  const rows = await openSampleLines(api, 'picking', world);
  await pickRows(api, world, Object.fromEntries(rows.map((row) => [row, LINE_QUANTITY])));
};

export const pickingScenario = defineOperationScenario<typeof pickingMachine>('picking', 'record', {
  name: 'picking',
  machine: pickingMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING', 'PENDING') },
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING', 'PENDING', 'PENDING') },
    { type: 'LOADED', status: 'DONE', lines: sampleLines('DONE', 'DONE') },
    { type: 'LOADED', status: 'CANCELLED', lines: sampleLines('CANCELLED', 'CANCELLED') },
    { type: 'ASSIGN_USER' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
    { type: 'FINALIZE_ALL', entered: { l1: LINE_QUANTITY, l2: LINE_QUANTITY } },
    { type: 'FINALIZE_ALL', entered: { l1: LINE_QUANTITY, l2: 1 } },
    { type: 'FINALIZE_ALL', entered: { l1: LINE_QUANTITY, l2: LINE_QUANTITY, l3: LINE_QUANTITY } },
    { type: 'ITEMS_CHANGED', items: ['DONE'] },
    { type: 'ITEMS_CHANGED', items: ['CANCELLED'] },
  ] satisfies PickingEvent[],
  steps: {
    LOADED: loadedStep('picking', {
      DONE: accepted('PUT', (w) => url(w, 'COMPLETED')),
      CANCELLED: accepted('PATCH', url),
    }),
    ASSIGN_USER: assignStep(url),
    FINALIZE: callStep('PUT', (w) => url(w, 'COMPLETED')),
    CANCEL: callStep('PATCH', (w) => url(w)),
    FINALIZE_ALL: callStep('PUT', pickUrl, (w, e: FinalizeAll) => pickBody(w, e.entered)),
    ITEMS_CHANGED: itemsChangedStep({
      DONE: pickTheRest,
      CANCELLED: accepted('PATCH', itemUrlOf('picking')),
    }),
  },
  serializeState: linesIdentity,
});
