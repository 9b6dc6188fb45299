import { type InboundEvent, inboundMachine } from '../../../src/machines/inbound.machine';
import { defineScenarioMachine } from '../types';
import {
  assignBody,
  call,
  callStep,
  emptyWorld,
  loadedExpected,
  type OperationWorld,
  openOperation,
  recordStatus,
} from './operations-support';

/**
 * inboundMachine (doc 3 §4, §7) against the simulator: each path receives a fresh inbound of one
 * order with two lines; LOADED drives it into the sampled status (finalize / cancel), the other
 * events are the list's and detail's whole-record calls.
 */
const url = (w: { id: string }, action?: string) =>
  `/api/inbound/${w.id}${action ? `?action=${action}` : ''}`;

export const inboundScenario = defineScenarioMachine<typeof inboundMachine, OperationWorld>({
  name: 'inbound',
  machine: inboundMachine,
  events: [
    { type: 'LOADED', status: 'PENDING' },
    { type: 'LOADED', status: 'DONE' },
    { type: 'LOADED', status: 'CANCELLED' },
    { type: 'ASSIGN_USER' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
  ] satisfies InboundEvent[],
  setup: async (api) => emptyWorld(api),
  steps: {
    LOADED: {
      allowed: async ({ event, api, world }) => {
        await openOperation(api, world, 'inbound');
        if (event.status === 'DONE') await call(api, world, 'PUT', url(world, 'COMPLETED'), {}, true);
        if (event.status === 'CANCELLED') await call(api, world, 'PUT', url(world, 'CANCEL'), {}, true);
      },
    },
    ASSIGN_USER: callStep('PUT', (w) => url(w), assignBody),
    FINALIZE: callStep('PUT', (w) => url(w, 'COMPLETED')),
    CANCEL: callStep('PUT', (w) => url(w, 'CANCEL')),
  },
  read: (world, api) => recordStatus(api, 'inbound', world),
  expected: loadedExpected,
});
