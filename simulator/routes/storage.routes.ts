import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { round2 } from '../../src/domain/operation-rules';
import {
  assignUserInput,
  storageConfirmInput,
  storageEditInput,
  storageLineInput,
  storageOrderItemInput,
} from '../../src/domain/operations.schema';
import { isStorable } from '../../src/domain/warehouse';
import { storageMachine } from '../../src/machines/storage.machine';
import { storageItemMachine } from '../../src/machines/storage-item.machine';
import { badRequest, conflict } from '../http-error';
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
  type StockMove,
  sumMoves,
} from '../operations/http';
import { OPERATION_MESSAGES as M } from '../operations/messages';
import { idParams } from '../orders-area/http';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';
import { addRoute, noBody } from '../validate';

/**
 * Storage (put-away) — doc 3 §2 Storage, §4, §5, §7; OPERATIONS-CONTRACT.md. The storage and
 * storage-item machines decide every change (the line statuses come from the item machine's
 * context). Stock (contract): a stored line adds its quantity to the position item and to
 * product.quantity and takes it from quantityVirtual (never below zero); EDIT corrects by the
 * difference.
 */
const itemQuery = type({ 'origin?': 'string', 'action?': "'COMPLETED' | 'CANCEL' | 'EDIT'" });

interface Chosen {
  line: OperationLineRow;
  positionId: string;
  quantity: number;
}

/** A position the company may store into: 400 unknown, 409 in inventory or not storable (doc 3 §4). */
function storablePosition(work: OperationWork, positionId: string) {
  const position = work.position(positionId);
  if (!position || position.companyDocument !== work.record.companyDocument)
    throw badRequest(M.unknownPosition(positionId));
  if (position.inInventory) throw conflict(M.positionInInventory(position.code));
  if (!isStorable(position)) throw conflict(M.positionNotStorable(position.code));
  return position;
}

/** FINALIZE_LINE for each chosen line of one item, in one machine run; answers the stock moves. */
function storeLines(work: OperationWork, item: OperationItemRow, chosen: Chosen[]): StockMove[] {
  const positions = chosen.map((c) => storablePosition(work, c.positionId));
  const next = runMachine(
    storageItemMachine,
    item.status,
    work.itemContext(item),
    chosen.map((c) => ({
      type: 'FINALIZE_LINE' as const,
      lineId: c.line.id,
      positionId: c.positionId,
      quantity: c.quantity,
    })),
    (i) => M.refusedStoreLine(chosen[i].line.orderItemId),
  );
  work.commitLines(
    next.context,
    new Map(chosen.map((c, i) => [c.line, { readQuantity: c.quantity, positionId: positions[i].id }])),
  );
  work.setItem(item, { status: next.state as OperationItemRow['status'] });
  return chosen.flatMap((c, i) =>
    c.line.productId
      ? [{ positionId: positions[i].id, productId: c.line.productId, quantity: c.quantity }]
      : [],
  );
}

/** Stored quantities go into their positions (contract "Stock"), one statement per pair. */
function putAway(work: OperationWork, moves: StockMove[]): void {
  for (const m of sumMoves(moves)) work.store.stock.putAway(m.positionId, m.productId, m.quantity, work.now);
}

/** EDIT_QUANTITY of a short line (doc 3 §4, §5): the stock follows the difference. */
function editLine(work: OperationWork, item: OperationItemRow, body: unknown): string {
  const input = parse(storageEditInput, body);
  const line = work.lineOfOrderItem(item.id, input.orderItem);
  const quantity = round2(input.quantity);
  const next = runMachine(
    storageItemMachine,
    item.status,
    work.itemContext(item),
    [{ type: 'EDIT_QUANTITY', lineId: line.id, quantity }],
    () => M.refusedEdit(line.orderItemId),
  );
  const delta = round2(quantity - line.readQuantity);
  if (line.productId && line.positionId && delta !== 0) {
    if (!work.store.stock.putAway(line.positionId, line.productId, delta, work.now)) {
      const code = work.position(line.positionId)?.code ?? line.positionId;
      throw conflict(M.belowZero(code, line.orderItemId));
    }
  }
  work.commitLines(next.context, new Map([[line, { readQuantity: quantity }]]));
  work.setItem(item, { status: next.state as OperationItemRow['status'] });
  work.deriveStatus();
  return work.say('quantityCorrected');
}

/** PUT /storage/{id}?origin=app: a bulk (≥ 2 lines: FINALIZE_CHOSEN first) or partial confirm. */
function confirm(work: OperationWork, body: unknown, operator: (id: string) => string): string {
  const input = parse(storageConfirmInput, body);
  operator(input.user);
  const only = input.storageItemId ? work.item(input.storageItemId) : null;
  const byItem = new Map<OperationItemRow, Chosen[]>();
  for (const order of input.orders) {
    const item = work.itemOfOrder(order.order);
    if (only && item !== only) throw badRequest(M.orderNotInRecord(order.order));
    const list = byItem.get(item) ?? [];
    for (const i of order.items)
      list.push({
        line: work.lineOfOrderItem(item.id, i.id),
        positionId: i.position,
        quantity: round2(i.quantity),
      });
    byItem.set(item, list);
  }
  const count = [...byItem.values()].reduce((n, list) => n + list.length, 0);
  if (count >= 2)
    runMachine(
      storageMachine,
      work.record.status,
      work.context(),
      [{ type: 'FINALIZE_CHOSEN', chosen: count }],
      () => M.refusedBulk,
    );
  putAway(
    work,
    [...byItem].flatMap(([item, chosen]) => storeLines(work, item, chosen)),
  );
  work.deriveStatus();
  return [...byItem.keys()].some((i) => i.status === 'OCCURRENCE')
    ? work.say('storedShort')
    : work.say('stored', { count });
}

export async function storageRoutes(app: FastifyInstance) {
  registerReads(app, 'storage');

  addRoute(app, {
    method: 'PUT',
    url: '/storage/:id',
    summary:
      'Storage: `{user}` assigns (ASSIGN_USER); with `orders` (origin=app) confirms lines with their position and quantity — 2 or more through FINALIZE_CHOSEN, then FINALIZE_LINE each; all or nothing (doc 3 §2, §7)',
    tags: ['operations'],
    auth: true,
    params: idParams,
    body: anyBody,
    handler: async (request) =>
      changeOperation(request, 'storage', request.params.id, (work) => {
        if (request.body && 'orders' in request.body)
          return confirm(work, request.body, (id) => operatorOf(request, id));
        const { user } = parse(assignUserInput, request.body);
        return assignRecord(work, storageMachine, operatorOf(request, user));
      }),
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/storage/:id',
    summary: 'Cancel a storage (only from PENDING, doc 3 §4); its orders are cancelled with it',
    tags: ['operations'],
    auth: true,
    params: idParams,
    body: noBody,
    handler: async (request) =>
      changeOperation(request, 'storage', request.params.id, (work) => {
        runMachine(storageMachine, work.record.status, work.context(), [{ type: 'CANCEL' }], () =>
          M.refusedRecord(work.label, 'cancelled', work.record.status),
        );
        for (const item of work.items)
          if (item.status !== 'CANCELLED' && item.status !== 'DONE')
            cancelItem(work, item, storageItemMachine, M.refusedStorageCancel);
        work.setStatus('CANCELLED');
        return work.say('cancelled');
      }),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/storage/:id/:item',
    summary:
      'Storage item (one order): `{user}` assigns; ?action=COMPLETED `{orderItem, position, quantity}` stores a line (short: OCCURRENCE); ?action=EDIT `{orderItem, quantity}` corrects a short line; ?action=CANCEL `{orderItem}` cancels the order (storage-item machine; 409 when refused)',
    tags: ['operations'],
    auth: true,
    params: itemParams,
    querystring: itemQuery,
    body: anyBody,
    handler: async (request) =>
      changeOperation(request, 'storage', request.params.id, (work) => {
        const item = work.item(request.params.item);
        switch (request.query.action) {
          case 'COMPLETED': {
            const input = parse(storageLineInput, request.body);
            const line = work.lineOfOrderItem(item.id, input.orderItem);
            putAway(
              work,
              storeLines(work, item, [
                { line, positionId: input.position, quantity: round2(input.quantity) },
              ]),
            );
            work.deriveStatus();
            return item.status === 'OCCURRENCE' ? work.say('storedShort') : work.say('stored', { count: 1 });
          }
          case 'EDIT':
            return editLine(work, item, request.body);
          case 'CANCEL': {
            // the storage-item machine cancels a whole order (no line started): the line named
            // must be one of it
            const input = parse(storageOrderItemInput, request.body);
            work.lineOfOrderItem(item.id, input.orderItem);
            cancelItem(work, item, storageItemMachine, M.refusedStorageCancel);
            work.deriveStatus();
            return work.say('itemCancelled', { order: work.orderNumber(item) });
          }
          default: {
            const { user } = parse(assignUserInput, request.body);
            return assignItem(
              work,
              item,
              storageItemMachine,
              work.itemContext(item),
              operatorOf(request, user),
            );
          }
        }
      }),
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/storage/:id/:item',
    summary:
      'Cancel a storage item (one order) before any of its lines is done, in progress or in occurrence (doc 3 §4)',
    tags: ['operations'],
    auth: true,
    params: itemParams,
    body: noBody,
    handler: async (request) =>
      changeOperation(request, 'storage', request.params.id, (work) => {
        const item = work.item(request.params.item);
        cancelItem(work, item, storageItemMachine, M.refusedStorageCancel);
        work.deriveStatus();
        return work.say('itemCancelled', { order: work.orderNumber(item) });
      }),
  });
}
