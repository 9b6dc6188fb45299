import { type PickingItemEvent, pickingItemMachine } from '../../../src/machines/picking-item.machine';
import {
  accepted,
  assignStep,
  callStep,
  defineOperationScenario,
  itemUrlOf,
  LINE_QUANTITY,
  linesIdentity,
  loadedStep,
  sampleLines,
} from './operations-support';
import { pickBody, pickRows, pickUrl } from './picking-support';

/**
 * pickingItemMachine (doc 3 §4 item actions in PENDING or OCCURRENCE, §5 row finalize): one order
 * of a fresh picking with two rows; finalize a row (entered = expected), report an occurrence on a
 * row (ours: PUT /picking/{id}/{item}?action=OCCURRENCE), cancel, assign.
 */
const itemUrl = itemUrlOf('picking');
type FinalizeRow = Extract<PickingItemEvent, { type: 'FINALIZE_ROW' }>;
type Occurrence = Extract<PickingItemEvent, { type: 'REPORT_OCCURRENCE' }>;

export const pickingItemScenario = defineOperationScenario<typeof pickingItemMachine>('picking', 'item', {
  name: 'picking-item',
  machine: pickingItemMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING', 'PENDING') },
    { type: 'LOADED', status: 'OCCURRENCE', lines: sampleLines('OCCURRENCE', 'PENDING') },
    { type: 'LOADED', status: 'DONE', lines: sampleLines('DONE', 'DONE') },
    { type: 'LOADED', status: 'CANCELLED', lines: sampleLines('CANCELLED', 'CANCELLED') },
    { type: 'ASSIGN_USER' },
    { type: 'CANCEL' },
    { type: 'FINALIZE_ROW', rowId: 'l1', entered: LINE_QUANTITY },
    { type: 'FINALIZE_ROW', rowId: 'l2', entered: LINE_QUANTITY },
    { type: 'FINALIZE_ROW', rowId: 'l1', entered: 1 },
    { type: 'REPORT_OCCURRENCE', rowId: 'l1' },
    { type: 'REPORT_OCCURRENCE', rowId: 'l2' },
  ] satisfies PickingItemEvent[],
  steps: {
    LOADED: loadedStep('picking', {
      OCCURRENCE: accepted(
        'PUT',
        (w) => itemUrl(w, 'OCCURRENCE'),
        (w) => ({ row: w.lines.l1 }),
      ),
      DONE: (api, world) => pickRows(api, world, { l1: LINE_QUANTITY, l2: LINE_QUANTITY }),
      CANCELLED: accepted('PATCH', itemUrl),
    }),
    ASSIGN_USER: assignStep(itemUrl),
    CANCEL: callStep('PATCH', (w) => itemUrl(w)),
    FINALIZE_ROW: callStep('PUT', pickUrl, (w, e: FinalizeRow) => pickBody(w, { [e.rowId]: e.entered })),
    REPORT_OCCURRENCE: callStep(
      'PUT',
      (w) => itemUrl(w, 'OCCURRENCE'),
      (w, e: Occurrence) => ({ row: w.lines[e.rowId] }),
    ),
  },
  serializeState: linesIdentity,
});
