import { type InboundItemEvent, inboundItemMachine } from '../../../src/machines/inbound-item.machine';
import {
  ASSIGNEE,
  accepted,
  assignStep,
  callStep,
  defineOperationScenario,
  itemUrlOf,
  LINE_QUANTITY,
  linesIdentity,
  loadedStep,
  type OperationWorld,
  sampleLines,
} from './operations-support';

/**
 * inboundItemMachine (doc 3 §2 partial reading, §4, §7): one order of a fresh inbound; the item
 * calls (assign, finalize, cancel) and the partial read (operation=PARTIAL) per order.
 */
const itemUrl = itemUrlOf('inbound');

type Read = Extract<InboundItemEvent, { type: 'READ_PARTIAL' }>;
const partialBody = (w: OperationWorld, event: Read) => ({
  user: ASSIGNEE,
  orders: [
    {
      order: w.order,
      volumes: '1',
      items: event.read.map((r) => ({ id: w.lines[r.id] ?? r.id, quantity: r.quantity })),
    },
  ],
});

export const inboundItemScenario = defineOperationScenario<typeof inboundItemMachine>('inbound', 'item', {
  name: 'inbound-item',
  machine: inboundItemMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING', 'PENDING') },
    { type: 'LOADED', status: 'DONE', lines: sampleLines('DONE', 'DONE') },
    { type: 'LOADED', status: 'CANCELLED', lines: sampleLines('CANCELLED', 'CANCELLED') },
    { type: 'ASSIGN_USER' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
    { type: 'READ_PARTIAL', read: [{ id: 'l1', quantity: 1 }] },
    { type: 'READ_PARTIAL', read: [{ id: 'l1', quantity: LINE_QUANTITY + 1 }] },
  ] satisfies InboundItemEvent[],
  steps: {
    LOADED: loadedStep('inbound', {
      DONE: accepted('PUT', (w) => itemUrl(w, 'COMPLETED')),
      CANCELLED: accepted('PUT', (w) => itemUrl(w, 'CANCEL')),
    }),
    ASSIGN_USER: assignStep(itemUrl),
    FINALIZE: callStep('PUT', (w) => itemUrl(w, 'COMPLETED')),
    CANCEL: callStep('PUT', (w) => itemUrl(w, 'CANCEL')),
    READ_PARTIAL: callStep(
      'PUT',
      (w: OperationWorld) => `/api/inbound/${w.id}?operation=PARTIAL`,
      partialBody,
    ),
  },
  serializeState: linesIdentity,
});
