import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { assignUserInput, inboundPartialInput } from '../../src/domain/operations.schema';
import { inboundMachine } from '../../src/machines/inbound.machine';
import { inboundItemMachine } from '../../src/machines/inbound-item.machine';
import {
  anyBody,
  assignItem,
  assignRecord,
  cancelItem,
  changeOperation,
  itemParams,
  type OperationWork,
  operatorOf,
  parse,
  registerReads,
  runMachine,
  states,
} from '../operations/http';
import { OPERATION_MESSAGES as M } from '../operations/messages';
import { idParams } from '../orders-area/http';
import type { OperationItemRow } from '../store/operations.repo';
import { addRoute, noBody } from '../validate';

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

/** FINALIZE or CANCEL of one item through the inbound-item machine. */
function settleItem(work: OperationWork, item: OperationItemRow, event: 'FINALIZE' | 'CANCEL'): void {
  if (event === 'CANCEL') {
    cancelItem(work, item, inboundItemMachine, M.refusedItem('cancelled', item.status));
    return;
  }
  runMachine(inboundItemMachine, item.status, work.itemContext(item), [{ type: 'FINALIZE' }], () =>
    M.refusedItem('finalized', item.status),
  );
  receive(work, item);
}

/** FINALIZE / CANCEL of the record: the machine decides, every PENDING item follows. */
function settleRecord(work: OperationWork, event: 'FINALIZE' | 'CANCEL'): string {
  const done = event === 'FINALIZE';
  const next = runMachine(inboundMachine, work.record.status, work.context(), [{ type: event }], () =>
    M.refusedRecord(work.label, done ? 'finalized' : 'cancelled', work.record.status),
  );
  for (const item of work.items) if (item.status === 'PENDING') settleItem(work, item, event);
  work.setStatus(next.state as 'DONE' | 'CANCELLED');
  return work.say(done ? 'finalized' : 'cancelled');
}

/** operation=PARTIAL: each order's read goes through READ_PARTIAL (doc 3 §2); all or nothing. */
function partialRead(work: OperationWork, body: unknown, operator: (id: string) => string): string {
  const input = parse(inboundPartialInput, body);
  operator(input.user);
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
      { lines: states(lines) },
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

  addRoute(app, {
    method: 'PUT',
    url: '/inbound/:id',
    summary:
      'Inbound: `{user}` assigns (ASSIGN_USER); ?action=COMPLETED / CANCEL `{}` finalizes / cancels with every PENDING item; ?operation=PARTIAL `{user, orders:[{order, volumes, items:[{id, quantity}]}]}` reads orders partially (READ_PARTIAL); 409 when the machine refuses (doc 3 §4, §7)',
    tags: ['operations'],
    auth: true,
    params: idParams,
    querystring: recordQuery,
    body: anyBody,
    handler: async (request) =>
      changeOperation(request, 'inbound', request.params.id, (work) => {
        const { action, operation } = request.query;
        if (operation === 'PARTIAL') return partialRead(work, request.body, (id) => operatorOf(request, id));
        if (action) {
          parse(noBody, request.body);
          return settleRecord(work, action === 'COMPLETED' ? 'FINALIZE' : 'CANCEL');
        }
        const { user } = parse(assignUserInput, request.body);
        return assignRecord(work, inboundMachine, operatorOf(request, user));
      }),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/inbound/:id/:item',
    summary:
      'Inbound item (one order): `{user}` assigns; ?action=COMPLETED receives its full quantities, ?action=CANCEL cancels it (inbound-item machine; 409 when refused)',
    tags: ['operations'],
    auth: true,
    params: itemParams,
    querystring: itemQuery,
    body: anyBody,
    handler: async (request) =>
      changeOperation(request, 'inbound', request.params.id, (work) => {
        const item = work.item(request.params.item);
        const { action } = request.query;
        if (!action) {
          const { user } = parse(assignUserInput, request.body);
          return assignItem(
            work,
            item,
            inboundItemMachine,
            work.itemContext(item),
            operatorOf(request, user),
          );
        }
        parse(noBody, request.body);
        settleItem(work, item, action === 'COMPLETED' ? 'FINALIZE' : 'CANCEL');
        work.deriveStatus();
        const order = work.orderNumber(item);
        return work.say(action === 'COMPLETED' ? 'itemFinalized' : 'itemCancelled', { order });
      }),
  });
}
