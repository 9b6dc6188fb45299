import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { inboundPartialInput } from '../../src/domain/operations.schema';
import { inboundMachine } from '../../src/machines/inbound.machine';
import { inboundItemMachine } from '../../src/machines/inbound-item.machine';
import { noBody } from '../http/validate';
import { OPERATION_MESSAGES as M } from '../i18n/messages/operations';
import {
  assignItem,
  assignRecord,
  cancelItem,
  cancelOrder,
  cancelRecord,
  finalizeRecord,
  runMachine,
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

/** An item receives `read` (line id → quantity; full quantities when omitted): lines DONE. */
function receive(work: OperationWork, item: OperationItemRow, read?: Map<string, number>): void {
  for (const line of work.linesOf(item.id)) {
    const quantity = read ? (read.get(line.id) ?? 0) : line.quantity;
    work.setLine(line, { status: 'DONE', readQuantity: quantity });
    if (line.productId && quantity > 0) work.store.stock.receive(line.productId, quantity);
  }
  work.setItem(item, { status: 'DONE' });
}

/** FINALIZE of one item through the inbound-item machine: it receives its full quantities. */
function finalizeItem(work: OperationWork, item: OperationItemRow): void {
  runMachine(inboundItemMachine, item.status, work.itemContext(item), [{ type: 'FINALIZE' }], () =>
    M.refusedItem('finalized', item.status),
  );
  receive(work, item);
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
    runMachine(
      inboundItemMachine,
      item.status,
      work.itemContext(item),
      [{ type: 'READ_PARTIAL', read }],
      () => M.refusedPartialRead,
    );
    receive(work, item, new Map(read.map((r) => [r.id, r.quantity])));
  }
  work.deriveStatus();
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
      if (!query.action) return assignRecord(work, inboundMachine, body);
      parse(noBody, body);
      // FINALIZE / CANCEL (the inbound machine; CANCEL refused once an order was received): every
      // PENDING order follows (an inbound item is PENDING, DONE or CANCELLED)
      if (query.action === 'COMPLETED')
        return finalizeRecord(work, inboundMachine, (item) => finalizeItem(work, item));
      return cancelRecord(work, inboundMachine, work.refusal('cancelled'), (item) =>
        cancelItem(work, item, inboundItemMachine, M.refusedItem('cancelled', item.status)),
      );
    },
  });

  itemRoute(app, 'inbound', {
    method: 'PUT',
    summary:
      'Inbound item (one order): `{user}` assigns; ?action=COMPLETED receives its full quantities, ?action=CANCEL cancels it (inbound-item machine; 409 when refused)',
    querystring: itemQuery,
    change: (work, item, { query, body }) => {
      if (!query.action) return assignItem(work, item, inboundItemMachine, body);
      parse(noBody, body);
      if (query.action === 'CANCEL')
        return cancelOrder(work, item, inboundItemMachine, M.refusedItem('cancelled', item.status));
      finalizeItem(work, item);
      return work.itemAnswer(item, 'itemFinalized');
    },
  });
}
