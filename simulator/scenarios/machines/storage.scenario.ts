import { type StorageEvent, storageMachine } from '../../../src/machines/storage.machine';
import { defineScenarioMachine } from '../types';
import {
  assignBody,
  call,
  callStep,
  LINE_QUANTITY,
  type OperationWorld,
  openOperation,
  operationScenario,
  recordUrlOf,
} from './operations-support';

/**
 * storageMachine (doc 3 §2, §4, §7) against the simulator: a fresh storage of one order with two
 * lines. LOADED INPROGRESS / DONE put away one / both lines. FINALIZE_CHOSEN is the console's bulk
 * button (shown with ≥ 2 positions chosen); its calls are the item machine's FINALIZE_LINE, walked
 * by storage-item, so here it calls nothing.
 */
const url = recordUrlOf('storage');

export function storeLine(world: OperationWorld, line: string, quantity = LINE_QUANTITY, ok = true) {
  return (api: Parameters<typeof call>[0]) =>
    call(
      api,
      world,
      'PUT',
      `/api/storage/${world.id}/${world.item}?action=COMPLETED`,
      { orderItem: world.lines[line] ?? line, position: world.position, quantity },
      ok,
    );
}

export const storageScenario = defineScenarioMachine<typeof storageMachine, OperationWorld>({
  name: 'storage',
  machine: storageMachine,
  ...operationScenario('storage', 'record'),
  events: [
    { type: 'LOADED', status: 'PENDING' },
    { type: 'LOADED', status: 'INPROGRESS' },
    { type: 'LOADED', status: 'DONE' },
    { type: 'LOADED', status: 'CANCELLED' },
    { type: 'ASSIGN_USER' },
    { type: 'CANCEL' },
    { type: 'FINALIZE_CHOSEN', chosen: 2 },
    { type: 'FINALIZE_CHOSEN', chosen: 1 },
  ] satisfies StorageEvent[],
  steps: {
    LOADED: {
      allowed: async ({ event, api, world }) => {
        await openOperation(api, world, 'storage');
        if (event.status === 'INPROGRESS' || event.status === 'DONE') await storeLine(world, 'l1')(api);
        if (event.status === 'DONE') await storeLine(world, 'l2')(api);
        if (event.status === 'CANCELLED') await call(api, world, 'PATCH', url(world), {}, true);
      },
    },
    ASSIGN_USER: callStep('PUT', (w) => url(w), assignBody),
    CANCEL: callStep('PATCH', (w) => url(w)),
    FINALIZE_CHOSEN: {},
  },
});
