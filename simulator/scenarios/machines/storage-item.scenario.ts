import { type StorageItemEvent, storageItemMachine } from '../../../src/machines/storage-item.machine';
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
import { putAway, storeLine } from './storage.scenario';

/**
 * storageItemMachine (doc 3 §4, §5, §7): one order of a fresh storage with two lines; put away a
 * line with a position (short → OCCURRENCE), correct the quantity in OCCURRENCE (EDIT), cancel.
 * `pos` in a sample stands for an active position outside inventory; null is "no position".
 */
const itemUrl = itemUrlOf('storage');

type Finalize = Extract<StorageItemEvent, { type: 'FINALIZE_LINE' }>;
type Edit = Extract<StorageItemEvent, { type: 'EDIT_QUANTITY' }>;

export const storageItemScenario = defineOperationScenario<typeof storageItemMachine>('storage', 'item', {
  name: 'storage-item',
  machine: storageItemMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING', 'PENDING') },
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING') },
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING', 'PENDING', 'PENDING') },
    { type: 'LOADED', status: 'INPROGRESS', lines: sampleLines('DONE', 'PENDING') },
    { type: 'LOADED', status: 'OCCURRENCE', lines: sampleLines('OCCURRENCE', 'PENDING') },
    { type: 'LOADED', status: 'DONE', lines: sampleLines('DONE', 'DONE') },
    { type: 'LOADED', status: 'CANCELLED', lines: sampleLines('CANCELLED', 'CANCELLED') },
    { type: 'ASSIGN_USER' },
    { type: 'CANCEL' },
    { type: 'FINALIZE_LINE', lineId: 'l1', positionId: 'pos', quantity: LINE_QUANTITY },
    { type: 'FINALIZE_LINE', lineId: 'l1', positionId: 'pos', quantity: 1 },
    { type: 'FINALIZE_LINE', lineId: 'l2', positionId: 'pos', quantity: LINE_QUANTITY },
    { type: 'FINALIZE_LINE', lineId: 'l1', positionId: null, quantity: LINE_QUANTITY },
    { type: 'FINALIZE_LINE', lineId: 'l2', positionId: 'pos', quantity: LINE_QUANTITY + 1 },
    { type: 'EDIT_QUANTITY', lineId: 'l1', quantity: 1.5 },
    { type: 'EDIT_QUANTITY', lineId: 'l1', quantity: LINE_QUANTITY + 1 },
  ] satisfies StorageItemEvent[],
  steps: {
    LOADED: loadedStep('storage', {
      ...putAway,
      OCCURRENCE: storeLine('l1', 1),
      CANCELLED: accepted('PATCH', itemUrl),
    }),
    ASSIGN_USER: assignStep(itemUrl),
    CANCEL: callStep('PATCH', (w) => itemUrl(w)),
    FINALIZE_LINE: callStep(
      'PUT',
      (w) => itemUrl(w, 'COMPLETED'),
      (w, e: Finalize) => ({
        orderItem: w.lines[e.lineId],
        position: e.positionId === null ? null : w.position,
        quantity: e.quantity,
      }),
    ),
    EDIT_QUANTITY: callStep(
      'PUT',
      (w) => itemUrl(w, 'EDIT'),
      (w, e: Edit) => ({ orderItem: w.lines[e.lineId], quantity: String(e.quantity) }),
    ),
  },
  serializeState: linesIdentity,
});
