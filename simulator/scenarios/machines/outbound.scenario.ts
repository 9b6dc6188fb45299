import { type OutboundEvent, outboundMachine } from '../../../src/machines/outbound.machine';
import { DEMO_TRANSPORTER_IDS } from '../../seed/demo/order-ids';
import { expectStatus } from '../check';
import {
  accepted,
  assignStep,
  callStep,
  type Drive,
  defineOperationScenario,
  itemsChangedStep,
  itemUrlOf,
  linesIdentity,
  loadedStep,
  type OperationWorld,
  recordUrlOf,
  sampleLines,
  scenarioOrder,
} from './operations-support';

/**
 * outboundMachine (doc 3 §4, §7) against the simulator: a fresh outbound of one order with two
 * lines. DELETE removes the record (read back as 404); ITEMS_CHANGED is the order's own dispatch
 * or cancel; ADD_ORDERS is POST /outbound with action ADDED.
 */
const url = recordUrlOf('outbound');
const itemUrl = itemUrlOf('outbound');

export const settleOutbound: Record<'DONE' | 'CANCELLED', Drive> = {
  DONE: accepted('PUT', (w) => url(w, 'COMPLETED')),
  CANCELLED: accepted('PATCH', url),
};

/** A fresh order an outbound can take (a NEW order: an entry type, selectable — doc 2 §2), the
 * one ADD_ORDERS adds (the UI model adds it through the screen's dialog). */
export async function addableOrder(
  api: Parameters<Drive>[0],
  token: string,
): Promise<{ id: string; orderNumber: string }> {
  const order = await api.request('POST', '/api/orders', {
    token,
    body: scenarioOrder([{ sku: 'SKU-00001', description: 'Item', quantity: 1, priceUnit: 1 }]),
  });
  expectStatus(order, 201, 'POST /orders');
  return order.json().order;
}

/** POST /outbound action=ADDED into the path's outbound: a fresh order (201); refused, the path's
 * own order is sent (nothing new is created: the refusal must change nothing). */
async function addOrders(api: Parameters<Drive>[0], world: OperationWorld, ok: boolean): Promise<void> {
  const orderId = ok ? (await addableOrder(api, world.token)).id : world.order;
  const res = await api.request('POST', '/api/outbound', {
    token: world.token,
    body: { action: 'ADDED', outboundId: world.id, orders: [orderId] },
  });
  if (ok) {
    expectStatus(res, 201, 'POST /outbound ADDED');
    // the added order is cancelled at once, so the path's one order still decides the derived
    // status (ITEMS_CHANGED) as the machine's sample lines say
    const detail = await api.get(`/api/outbound/${world.id}`, world.token);
    const added = detail.json().items.find((i: { id: string }) => i.id !== world.item);
    expectStatus(
      await api.request('PATCH', `/api/outbound/${world.id}/${added.id}`, { token: world.token }),
      200,
      'PATCH the added order',
    );
  } else if (res.statusCode !== 409 && res.statusCode !== 400)
    throw new Error(`POST /outbound ADDED: expected a refusal, got ${res.statusCode}`);
}

/** After DELETE there is no record and no button: a refused event calls nothing. */
type Step = ReturnType<typeof callStep<OutboundEvent>>;
const unlessDeleted = (step: Step): Step => ({
  allowed: step.allowed,
  refused: (args) => (args.before.value === 'DELETED' ? Promise.resolve() : step.refused(args)),
});

export const outboundScenario = defineOperationScenario<typeof outboundMachine>('outbound', 'record', {
  name: 'outbound',
  machine: outboundMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING', 'PENDING') },
    { type: 'LOADED', status: 'DONE', lines: sampleLines('DONE', 'DONE') },
    { type: 'LOADED', status: 'CANCELLED', lines: sampleLines('CANCELLED', 'CANCELLED') },
    { type: 'ASSIGN_USER' },
    { type: 'ADD_TRANSPORTER' },
    { type: 'ADD_POSITION' },
    { type: 'ADD_ORDERS' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
    { type: 'DELETE' },
    { type: 'ITEMS_CHANGED', items: ['DONE'] },
    { type: 'ITEMS_CHANGED', items: ['CANCELLED'] },
  ] satisfies OutboundEvent[],
  steps: {
    LOADED: loadedStep('outbound', settleOutbound),
    ASSIGN_USER: unlessDeleted(assignStep(url)),
    ADD_TRANSPORTER: unlessDeleted(
      callStep(
        'PUT',
        (w) => url(w, 'ADD_TRANSPORTER'),
        () => ({ transporter: DEMO_TRANSPORTER_IDS.principal }),
      ),
    ),
    ADD_POSITION: unlessDeleted(
      callStep(
        'PUT',
        (w) => url(w, 'ADD_POSITION'),
        (w) => ({ position: w.position }),
      ),
    ),
    ADD_ORDERS: {
      allowed: ({ api, world }) => addOrders(api, world, true),
      refused: async ({ api, world, before }) => {
        if (before.value !== 'loading' && before.value !== 'DELETED') await addOrders(api, world, false);
      },
    },
    FINALIZE: unlessDeleted(callStep('PUT', (w) => url(w, 'COMPLETED'))),
    CANCEL: unlessDeleted(callStep('PATCH', (w) => url(w))),
    DELETE: unlessDeleted(callStep('PUT', (w) => url(w, 'DELETE'))),
    ITEMS_CHANGED: itemsChangedStep({
      DONE: accepted('PUT', (w) => itemUrl(w, 'COMPLETED')),
      CANCELLED: accepted('PATCH', (w) => itemUrl(w)),
    }),
  },
  serializeState: linesIdentity,
});
// a deleted outbound reads back as 404 (defineOperationScenario's `expected` reads its state)
outboundScenario.expected = (snapshot) =>
  snapshot.value === 'loading' ? null : snapshot.value === 'DELETED' ? 'HTTP 404' : String(snapshot.value);
