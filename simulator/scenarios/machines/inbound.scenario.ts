import { type InboundEvent, inboundMachine } from '../../../src/machines/inbound.machine';
import {
  accepted,
  assignStep,
  callStep,
  defineOperationScenario,
  itemsChangedStep,
  itemUrlOf,
  loadedStep,
  recordUrlOf,
} from './operations-support';

/**
 * inboundMachine (doc 3 §4, §7) against the simulator: each path receives a fresh inbound of one
 * order with two lines; LOADED drives it into the sampled status (finalize / cancel), the other
 * events are the list's and detail's whole-record calls. ITEMS_CHANGED is the order's own finalize
 * or cancel (the record follows its items, doc 3 §4).
 */
const url = recordUrlOf('inbound');
const itemUrl = itemUrlOf('inbound');

export const inboundScenario = defineOperationScenario<typeof inboundMachine>('inbound', 'record', {
  name: 'inbound',
  machine: inboundMachine,
  events: [
    { type: 'LOADED', status: 'PENDING' },
    { type: 'LOADED', status: 'DONE' },
    { type: 'LOADED', status: 'CANCELLED' },
    { type: 'ASSIGN_USER' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
    { type: 'ITEMS_CHANGED', items: ['DONE'] },
    { type: 'ITEMS_CHANGED', items: ['CANCELLED'] },
  ] satisfies InboundEvent[],
  steps: {
    LOADED: loadedStep('inbound', {
      DONE: accepted('PUT', (w) => url(w, 'COMPLETED')),
      CANCELLED: accepted('PUT', (w) => url(w, 'CANCEL')),
    }),
    ASSIGN_USER: assignStep(url),
    FINALIZE: callStep('PUT', (w) => url(w, 'COMPLETED')),
    CANCEL: callStep('PUT', (w) => url(w, 'CANCEL')),
    ITEMS_CHANGED: itemsChangedStep({
      DONE: accepted('PUT', (w) => itemUrl(w, 'COMPLETED')),
      CANCELLED: accepted('PUT', (w) => itemUrl(w, 'CANCEL')),
    }),
  },
});
