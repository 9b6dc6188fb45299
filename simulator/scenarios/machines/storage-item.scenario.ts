import { type StorageItemEvent, storageItemMachine } from '../../../src/machines/storage-item.machine';
import { defineScenarioMachine } from '../types';
import {
  assignBody,
  call,
  callStep,
  itemUrlOf,
  LINE_QUANTITY,
  linesIdentity,
  type OperationWorld,
  openOperation,
  operationScenario,
  sampleLines,
} from './operations-support';
import { storeLine } from './storage.scenario';

/**
 * storageItemMachine (doc 3 §4, §5, §7): one order of a fresh storage with two lines; put away a
 * line with a position (short → OCCURRENCE), correct the quantity in OCCURRENCE (EDIT), cancel.
 * `pos` in a sample stands for an active position outside inventory; null is "no position".
 */
const itemUrl = itemUrlOf('storage');

type Finalize = Extract<StorageItemEvent, { type: 'FINALIZE_LINE' }>;
type Edit = Extract<StorageItemEvent, { type: 'EDIT_QUANTITY' }>;

export const storageItemScenario = defineScenarioMachine<typeof storageItemMachine, OperationWorld>({
  name: 'storage-item',
  machine: storageItemMachine,
  ...operationScenario('storage', 'item'),
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
    LOADED: {
      allowed: async ({ event, api, world }) => {
        await openOperation(api, world, 'storage', event.lines?.length);
        if (event.status === 'INPROGRESS' || event.status === 'DONE') await storeLine(world, 'l1')(api);
        if (event.status === 'DONE') await storeLine(world, 'l2')(api);
        if (event.status === 'OCCURRENCE') await storeLine(world, 'l1', 1)(api);
        if (event.status === 'CANCELLED') await call(api, world, 'PATCH', itemUrl(world), {}, true);
      },
    },
    ASSIGN_USER: callStep('PUT', (w) => itemUrl(w), assignBody),
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
