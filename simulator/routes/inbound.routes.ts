import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { inboundPartialInput } from '../../src/domain/operations.schema';
import { inboundLifecycle } from '../../src/machines/inbound.machine';
import { type InboundItemEvent, inboundItemLifecycle } from '../../src/machines/inbound-item.machine';
import { noBody } from '../http/validate';
import { OPERATION_MESSAGES as M } from '../i18n/messages/operations';
import {
  assignItem,
  assignRecord,
  cancelItem,
  cancelOrder,
  cancelRecord,
  finalizeRecord,
  itemAnswer,
  itemsChanged,
  runItem,
} from '../operations/machine-runs';
import type { OperationWork } from '../operations/operation-work';
import { parse } from '../operations/request-body';
import { itemRoute, recordRoute, registerReads } from '../operations/route-builders';
import type { OperationItemRow } from '../store/operations.repo';

/**
 * Inbound (receiving) — doc 3 §2 Inbound, §4, §7; OPERATIONS-CONTRACT.md. The inbound and
 * inbound-item machines decide every change. Stock (contract): what an item receives waits at
 * the dock, `product.quantityVirtual += received`.
 */
const recordQuery = type({
  'origin?': 'string',
  'action?': "'COMPLETED' | 'CANCEL'",
  'operation?': "'PARTIAL'",
});
const itemQuery = type({ 'origin?': 'string', 'action?': "'COMPLETED' | 'CANCEL'" });

/**
 * An item receives its goods through the inbound-item machine — FINALIZE (full quantities) or
 * READ_PARTIAL (`read`: line id → quantity) — which writes the item and its lines as the run ends
 * (DONE) with the quantities read; 409 `refusal` when it refuses.
 */
function receive(
  work: OperationWork,
  item: OperationItemRow,
  event: Extract<InboundItemEvent, { type: 'FINALIZE' | 'READ_PARTIAL' }>,
  refusal: string,
): void {
  const read = event.type === 'READ_PARTIAL' ? new Map(event.read.map((r) => [r.id, r.quantity])) : null;
  const quantities = new Map(
    work.linesOf(item.id).map((line) => [line, read ? (read.get(line.id) ?? 0) : line.quantity]),
  );
  runItem(
    work,
    item,
    inboundItemLifecycle,
    [event],
    () => refusal,
    new Map([...quantities].map(([line, quantity]) => [line, { readQuantity: quantity }])),
  );
  for (const [line, quantity] of quantities)
    if (line.productId && quantity > 0) work.store.stock.receive(line.productId, quantity);
}

/** FINALIZE of one item: it receives its full quantities. */
function finalizeItem(work: OperationWork, item: OperationItemRow): void {
  receive(work, item, { type: 'FINALIZE' }, work.itemRefusal('finalized', item));
}

/** operation=PARTIAL: each order's read goes through READ_PARTIAL (doc 3 §2); all or nothing. */
function partialRead(work: OperationWork, body: unknown): string {
  const input = parse(inboundPartialInput, body);
  work.operator(input.user);
  for (const order of input.orders) {
    const item = work.itemOfOrder(order.order);
    const lines = work.linesOf(item.id);
    // the body names order items; the machine's lines are the item's lines
    const read = order.items.map((r) => ({
      id: lines.find((l) => l.orderItemId === r.id)?.id ?? r.id,
      quantity: r.quantity,
    }));
    receive(work, item, { type: 'READ_PARTIAL', read }, M.refusedPartialRead);
  }
  itemsChanged(work);
  return work.say('partialRead', { count: input.orders.length });
}

export async function inboundRoutes(app: FastifyInstance) {
  registerReads(app, 'inbound');

  recordRoute(app, 'inbound', {
    method: 'PUT',
    summary:
      'Inbound: `{user}` assigns (ASSIGN_USER); ?action=COMPLETED / CANCEL `{}` finalizes / cancels with every PENDING item; ?operation=PARTIAL `{user, orders:[{order, volumes, items:[{id, quantity}]}]}` reads orders partially (READ_PARTIAL); 409 when the machine refuses (doc 3 §4, §7)',
    querystring: recordQuery,
    change: (work, { query, body }) => {
      if (query.operation === 'PARTIAL') return partialRead(work, body);
      if (!query.action) return assignRecord(work, inboundLifecycle, body);
      parse(noBody, body);
      // FINALIZE / CANCEL (the inbound machine, while PENDING): every PENDING order follows (an
      // inbound item is PENDING, DONE or CANCELLED); an order already received stays received
      if (query.action === 'COMPLETED')
        return finalizeRecord(work, inboundLifecycle, (item) => finalizeItem(work, item));
      return cancelRecord(work, inboundLifecycle, work.refusal('cancelled'), (item) =>
        cancelItem(work, item, inboundItemLifecycle, work.itemRefusal('cancelled', item)),
      );
    },
  });

  itemRoute(app, 'inbound', {
    method: 'PUT',
    summary:
      'Inbound item (one order): `{user}` assigns; ?action=COMPLETED receives its full quantities, ?action=CANCEL cancels it (inbound-item machine; 409 when refused)',
    querystring: itemQuery,
    change: (work, item, { query, body }) => {
      if (!query.action) return assignItem(work, item, inboundItemLifecycle, work.itemRecord(item), body);
      parse(noBody, body);
      if (query.action === 'CANCEL')
        return cancelOrder(work, item, inboundItemLifecycle, work.itemRefusal('cancelled', item));
      finalizeItem(work, item);
      return itemAnswer(work, item, 'itemFinalized');
    },
  });
}
