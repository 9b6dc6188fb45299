import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { BULK_FINALIZE_MINIMUM, linesLeftOpen, round2 } from '../../src/domain/operation-rules';
import {
  storageConfirmInput,
  storageEditInput,
  storageLineInput,
  storageOrderItemInput,
} from '../../src/domain/operations.schema';
import { validate } from '../../src/domain/validation';
import { storageLifecycle } from '../../src/machines/storage.machine';
import { storageItemLifecycle } from '../../src/machines/storage-item.machine';
import { badRequest, conflict } from '../http/http-error';
import { OPERATION_MESSAGES as M } from '../i18n/messages/operations';
import {
  assignItem,
  assignRecord,
  cancelItem,
  cancelOrder,
  cancelRecord,
  itemsChanged,
  runItem,
  runRecord,
} from '../operations/machine-runs';
import type { OperationWork } from '../operations/operation-work';
import { assertPositionUsable } from '../operations/position-use';
import { byItem, parse } from '../operations/request-body';
import { itemRoute, recordRoute, registerReads } from '../operations/route-builders';
import { type StockMove, sumMoves } from '../operations/stock-moves';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';

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

/** A storage body against its schema; a line without its position answers doc 3 §5's own text
 * ("position field is required", issue 35) rather than the common required-field one. */
function parseStorage<S extends typeof storageLineInput | typeof storageConfirmInput>(
  schema: S,
  body: unknown,
): S['infer'] {
  const result = validate(schema as unknown as (data: unknown) => S['infer'], body);
  if (result.ok) return result.value as S['infer'];
  const noPosition = result.problems.some(
    (p) => p.key === 'validation.required' && /(^|\.)position$/.test(p.field),
  );
  if (noPosition) throw badRequest(M.positionRequired, result.problems);
  return parse(schema, body) as S['infer'];
}

/** A position the company may store into: 400 unknown, 409 in inventory or not storable (doc 3 §4). */
function storablePosition(work: OperationWork, positionId: string) {
  const position = work.position(positionId);
  if (!position || position.companyDocument !== work.record.companyDocument)
    throw badRequest(M.unknownPosition);
  assertPositionUsable(position, 'store', work.store.inventory);
  return position;
}

/** FINALIZE_LINE for each chosen line of one item, in one machine run; answers the stock moves. */
function storeLines(work: OperationWork, item: OperationItemRow, chosen: Chosen[]): StockMove[] {
  const positions = chosen.map((c) => storablePosition(work, c.positionId));
  runItem(
    work,
    item,
    storageItemLifecycle,
    chosen.map((c) => ({
      type: 'FINALIZE_LINE' as const,
      lineId: c.line.id,
      positionId: c.positionId,
      quantity: c.quantity,
    })),
    (i) => M.refusedStoreLine(work.lineRef(chosen[i].line)),
    new Map(chosen.map((c, i) => [c.line, { readQuantity: c.quantity, positionId: positions[i].id }])),
  );
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
  const delta = round2(quantity - line.readQuantity);
  runItem(
    work,
    item,
    storageItemLifecycle,
    [{ type: 'EDIT_QUANTITY', lineId: line.id, quantity }],
    () => M.refusedEdit(work.lineRef(line)),
    new Map([[line, { readQuantity: quantity }]]),
  );
  if (line.productId && line.positionId && delta !== 0) {
    if (!work.store.stock.putAway(line.positionId, line.productId, delta, work.now)) {
      const code = work.position(line.positionId)?.code ?? line.positionId;
      throw conflict(M.belowZero(code, work.lineRef(line).sku));
    }
  }
  itemsChanged(work);
  return work.say('quantityCorrected');
}

/** PUT /storage/{id}?origin=app: a bulk (≥ 2 lines: FINALIZE_CHOSEN first, the record then in the
 * state it leads to) or a partial confirm (the record follows its items, ITEMS_CHANGED). */
function confirm(work: OperationWork, body: unknown): string {
  const input = parseStorage(storageConfirmInput, body);
  work.operator(input.user);
  const only = input.storageItemId ? work.item(input.storageItemId) : null;
  const chosen = byItem(work, input.orders, (item, order): Chosen[] => {
    if (only && item !== only) throw work.orderNotInRecord(order.order);
    return order.items.map((i) => ({
      line: work.lineOfOrderItem(item.id, i.id),
      positionId: i.position,
      quantity: round2(i.quantity),
    }));
  });
  const lines = [...chosen.values()].flat();
  const count = lines.length;
  // a bulk (FINALIZE_CHOSEN) leads where putting its lines away leads: the record machine says
  // where, from the lines it leaves open (linesLeftOpen, the console's count too)
  const bulk =
    count >= BULK_FINALIZE_MINIMUM
      ? runRecord(
          work,
          storageLifecycle,
          {
            type: 'FINALIZE_CHOSEN',
            chosen: count,
            rest: linesLeftOpen(
              work.asRecord().lines,
              lines.map((c) => ({ id: c.line.id, quantity: c.quantity })),
            ),
          },
          M.refusedBulk,
        )
      : null;
  putAway(
    work,
    [...chosen].flatMap(([item, lines]) => storeLines(work, item, lines)),
  );
  if (bulk) work.setStatus(bulk);
  else itemsChanged(work);
  return [...chosen.keys()].some((i) => i.status === 'OCCURRENCE')
    ? work.say('storedShort')
    : work.say('stored', { count });
}

export async function storageRoutes(app: FastifyInstance) {
  registerReads(app, 'storage');

  recordRoute(app, 'storage', {
    method: 'PUT',
    summary:
      'Storage: `{user}` assigns (ASSIGN_USER); with `orders` (origin=app) confirms lines with their position and quantity — 2 or more through FINALIZE_CHOSEN, then FINALIZE_LINE each; all or nothing (doc 3 §2, §7)',
    change: (work, { body }) => {
      if (body && 'orders' in body) return confirm(work, body);
      return assignRecord(work, storageLifecycle, body);
    },
  });

  recordRoute(app, 'storage', {
    method: 'PATCH',
    summary: 'Cancel a storage (only from PENDING, doc 3 §4); its orders are cancelled with it',
    change: (work) =>
      cancelRecord(work, storageLifecycle, work.refusal('cancelled'), (item) =>
        cancelItem(work, item, storageItemLifecycle, M.refusedStorageCancel),
      ),
  });

  itemRoute(app, 'storage', {
    method: 'PUT',
    summary:
      'Storage item (one order): `{user}` assigns; ?action=COMPLETED `{orderItem, position, quantity}` stores a line (short: OCCURRENCE); ?action=EDIT `{orderItem, quantity}` corrects a short line; ?action=CANCEL `{orderItem}` cancels the order (storage-item machine; 409 when refused)',
    querystring: itemQuery,
    change: (work, item, { query, body }) => {
      switch (query.action) {
        case 'COMPLETED': {
          const input = parseStorage(storageLineInput, body);
          const line = work.lineOfOrderItem(item.id, input.orderItem);
          putAway(
            work,
            storeLines(work, item, [{ line, positionId: input.position, quantity: round2(input.quantity) }]),
          );
          itemsChanged(work);
          return item.status === 'OCCURRENCE' ? work.say('storedShort') : work.say('stored', { count: 1 });
        }
        case 'EDIT':
          return editLine(work, item, body);
        case 'CANCEL': {
          // the storage-item machine cancels a whole order (no line started): the line named
          // must be one of it
          const input = parse(storageOrderItemInput, body);
          work.lineOfOrderItem(item.id, input.orderItem);
          return cancelOrder(work, item, storageItemLifecycle, M.refusedStorageCancel);
        }
        default:
          return assignItem(work, item, storageItemLifecycle, work.itemRecord(item), body);
      }
    },
  });

  itemRoute(app, 'storage', {
    method: 'PATCH',
    summary:
      'Cancel a storage item (one order) before any of its lines is done, in progress or in occurrence (doc 3 §4)',
    change: (work, item) => cancelOrder(work, item, storageItemLifecycle, M.refusedStorageCancel),
  });
}
