import { type InboundEvent, inboundMachine } from '../../../src/machines/inbound.machine';
import { defineScenarioMachine } from '../types';
import {
  assignBody,
  call,
  callStep,
  type OperationWorld,
  openOperation,
  operationScenario,
  recordUrlOf,
} from './operations-support';

/**
 * inboundMachine (doc 3 §4, §7) against the simulator: each path receives a fresh inbound of one
 * order with two lines; LOADED drives it into the sampled status (finalize / cancel), the other
 * events are the list's and detail's whole-record calls.
 */
const url = recordUrlOf('inbound');

export const inboundScenario = defineScenarioMachine<typeof inboundMachine, OperationWorld>({
  name: 'inbound',
  machine: inboundMachine,
  ...operationScenario('inbound', 'record'),
  events: [
    { type: 'LOADED', status: 'PENDING' },
    { type: 'LOADED', status: 'DONE' },
    { type: 'LOADED', status: 'CANCELLED' },
    { type: 'ASSIGN_USER' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
  ] satisfies InboundEvent[],
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
});
