import { type InboundItemEvent, inboundItemMachine } from '../../../src/machines/inbound-item.machine';
import { defineScenarioMachine } from '../types';
import {
  ASSIGNEE,
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

export const inboundItemScenario = defineScenarioMachine<typeof inboundItemMachine, OperationWorld>({
  name: 'inbound-item',
  machine: inboundItemMachine,
  ...operationScenario('inbound', 'item'),
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
    LOADED: {
      allowed: async ({ event, api, world }) => {
        await openOperation(api, world, 'inbound', event.lines?.length);
        if (event.status === 'DONE') await call(api, world, 'PUT', itemUrl(world, 'COMPLETED'), {}, true);
        if (event.status === 'CANCELLED') await call(api, world, 'PUT', itemUrl(world, 'CANCEL'), {}, true);
      },
    },
    ASSIGN_USER: callStep('PUT', (w) => itemUrl(w), assignBody),
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
