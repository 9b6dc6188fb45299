import { type PickingEvent, pickingMachine } from '../../../src/machines/picking.machine';
import {
  accepted,
  assignStep,
  callStep,
  defineOperationScenario,
  LINE_QUANTITY,
  linesIdentity,
  loadedStep,
  recordUrlOf,
  sampleLines,
} from './operations-support';
import { pickBody, pickUrl } from './picking-support';

/**
 * pickingMachine (doc 3 §2, §4, §5, §7) against the simulator: a fresh picking of one order with
 * two rows of a product in stock. FINALIZE_ALL sends the rows it names in one confirm call; the
 * simulator refuses a call in which a row's quantity is not the expected one.
 */
const url = recordUrlOf('picking');
type FinalizeAll = Extract<PickingEvent, { type: 'FINALIZE_ALL' }>;

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
  },
  serializeState: linesIdentity,
});
