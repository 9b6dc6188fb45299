import { type OutboundItemEvent, outboundItemMachine } from '../../../src/machines/outbound-item.machine';
import {
  accepted,
  assignStep,
  callStep,
  defineOperationScenario,
  itemUrlOf,
  linesIdentity,
  loadedStep,
  sampleLines,
} from './operations-support';

/** outboundItemMachine (doc 3 §4, §7): one order of a fresh outbound — assign, dispatch
 * (item action=COMPLETED), cancel (PATCH), only while PENDING. */
const itemUrl = itemUrlOf('outbound');

export const outboundItemScenario = defineOperationScenario<typeof outboundItemMachine>('outbound', 'item', {
  name: 'outbound-item',
  machine: outboundItemMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING', 'PENDING') },
    { type: 'LOADED', status: 'DONE', lines: sampleLines('DONE', 'DONE') },
    { type: 'LOADED', status: 'CANCELLED', lines: sampleLines('CANCELLED', 'CANCELLED') },
    { type: 'ASSIGN_USER' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
  ] satisfies OutboundItemEvent[],
  steps: {
    LOADED: loadedStep('outbound', {
      DONE: accepted('PUT', (w) => itemUrl(w, 'COMPLETED')),
      CANCELLED: accepted('PATCH', (w) => itemUrl(w)),
    }),
    ASSIGN_USER: assignStep(itemUrl),
    FINALIZE: callStep('PUT', (w) => itemUrl(w, 'COMPLETED')),
    CANCEL: callStep('PATCH', (w) => itemUrl(w)),
  },
  serializeState: linesIdentity,
});
