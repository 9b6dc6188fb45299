import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { round2 } from '../../src/domain/operation-rules';
import {
  assignUserInput,
  pickingAssignManyInput,
  pickingConfirmInput,
  pickingOccurrenceInput,
} from '../../src/domain/operations.schema';
import { pickingMachine } from '../../src/machines/picking.machine';
import { pickingItemMachine } from '../../src/machines/picking-item.machine';
import { conflict } from '../http-error';
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
  registerAssignMany,
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
 * Picking — doc 3 §2 Picking, §4, §5, §7; OPERATIONS-CONTRACT.md. The picking and picking-item
 * machines decide every change (row statuses from the item machine's context). Stock (contract):
 * a picked row takes its quantity out of the position it was given at creation (the one holding
 * most of the product); below zero is a 409 and nothing changes; product.quantity follows.
 */
const recordQuery = type({ 'origin?': 'string', 'action?': "'COMPLETED'" });
const itemQuery = type({ 'origin?': 'string', 'action?': "'OCCURRENCE'" });

interface RowPick {
  row: OperationLineRow;
  entered: number;
  /** the position the operator names (id or code); it must be the row's */
  position?: string | null;
}

const skuOf = (work: OperationWork, row: OperationLineRow) =>
  (row.productId && work.store.products.byId(row.productId)?.sku) || row.orderItemId;

/** Where a picked row's stock comes from: the row's position (contract "Stock"); null for an
 * order item of no known product (no stock moves). */
function moveOf(work: OperationWork, pick: RowPick): StockMove | null {
  const { row } = pick;
  if (!row.productId) return null;
  const position = row.positionId ? work.position(row.positionId) : null;
  if (!position) throw conflict(M.noPickPosition(skuOf(work, row)));
  if (pick.position && pick.position !== position.id && pick.position !== position.code)
    throw conflict(M.wrongPickPosition(position.code));
  return { positionId: position.id, productId: row.productId, quantity: pick.entered };
}

/** The picked quantities leave their positions; 409 (all rolled back) below zero. */
function takeStock(work: OperationWork, moves: StockMove[]): void {
  for (const m of sumMoves(moves)) {
    if (!work.store.stock.take(m.positionId, m.productId, m.quantity, work.now)) {
      const sku = work.store.products.byId(m.productId)?.sku ?? m.productId;
      throw conflict(M.belowZero(work.position(m.positionId)?.code ?? m.positionId, sku));
    }
  }
}

/** FINALIZE_ROW for each pick of one item, in one machine run; answers the stock moves. */
function pickRows(work: OperationWork, item: OperationItemRow, picks: RowPick[]): StockMove[] {
  const next = runMachine(
    pickingItemMachine,
    item.status,
    work.itemContext(item),
    picks.map((p) => ({ type: 'FINALIZE_ROW' as const, rowId: p.row.id, entered: p.entered })),
    (i) => M.refusedRow(picks[i].row.id),
  );
  const moves = picks.map((p) => moveOf(work, p)).filter((m): m is StockMove => m !== null);
  work.commitLines(next.context, new Map(picks.map((p) => [p.row, { readQuantity: p.entered }])));
  work.setItem(item, { status: next.state as OperationItemRow['status'] });
  return moves;
}

const open = (status: string) => status !== 'DONE' && status !== 'CANCELLED';

/** PUT /picking/{id}?origin=app: one row through FINALIZE_ROW; several through FINALIZE_ALL
 * first (doc 3 §2 "Finalize all"); all or nothing. */
function confirm(work: OperationWork, body: unknown, operator: (id: string) => string): string {
  const input = parse(pickingConfirmInput, body);
  operator(input.user);
  const byItem = new Map<OperationItemRow, RowPick[]>();
  for (const order of input.orders) {
    const item = work.itemOfOrder(order.order);
    const list = byItem.get(item) ?? [];
    for (const i of order.items) {
      list.push({ row: work.line(item.id, i.id), entered: round2(i.quantity), position: i.position });
    }
    byItem.set(item, list);
  }
  const picks = [...byItem.values()].flat();
  if (picks.length >= 2) {
    const entered = Object.fromEntries(picks.map((p) => [p.row.id, p.entered]));
    runMachine(
      pickingMachine,
      work.record.status,
      work.context(),
      [{ type: 'FINALIZE_ALL', entered }],
      () => M.refusedFinalizeAll,
    );
  }
  takeStock(
    work,
    [...byItem].flatMap(([item, list]) => pickRows(work, item, list)),
  );
  work.deriveStatus();
  return work.say('picked', { count: picks.length });
}

/** action=COMPLETED: FINALIZE picks every row not yet picked at its expected quantity. */
function finalize(work: OperationWork): string {
  const next = runMachine(pickingMachine, work.record.status, work.context(), [{ type: 'FINALIZE' }], () =>
    M.refusedRecord(work.label, 'finalized', work.record.status),
  );
  const moves: StockMove[] = [];
  for (const item of work.items) {
    if (!open(item.status)) continue;
    const rows = work.linesOf(item.id).filter((r) => open(r.status));
    moves.push(
      ...pickRows(
        work,
        item,
        rows.map((row) => ({ row, entered: row.quantity })),
      ),
    );
  }
  takeStock(work, moves);
  work.setStatus(next.state as 'DONE');
  return work.say('finalized');
}

export async function pickingRoutes(app: FastifyInstance) {
  registerReads(app, 'picking');
  registerAssignMany(app, 'picking', pickingMachine, pickingAssignManyInput);

  addRoute(app, {
    method: 'PUT',
    url: '/picking/:id',
    summary:
      'Picking: `{user}` assigns; with `orders` (origin=app) picks rows at their expected quantity (FINALIZE_ROW; 2 or more through FINALIZE_ALL; all or nothing); ?action=COMPLETED `{}` picks every row left (FINALIZE); 409 when a machine refuses or a position would go below zero',
    tags: ['operations'],
    auth: true,
    params: idParams,
    querystring: recordQuery,
    body: anyBody,
    handler: async (request) =>
      changeOperation(request, 'picking', request.params.id, (work) => {
        if (request.query.action === 'COMPLETED') {
          parse(noBody, request.body);
          return finalize(work);
        }
        if (request.body && 'orders' in request.body)
          return confirm(work, request.body, (id) => operatorOf(request, id));
        const { user } = parse(assignUserInput, request.body);
        return assignRecord(work, pickingMachine, operatorOf(request, user));
      }),
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/picking/:id',
    summary: 'Cancel a picking: blocked once any row is DONE or INPROGRESS (doc 3 §4); its orders follow',
    tags: ['operations'],
    auth: true,
    params: idParams,
    body: noBody,
    handler: async (request) =>
      changeOperation(request, 'picking', request.params.id, (work) => {
        runMachine(
          pickingMachine,
          work.record.status,
          work.context(),
          [{ type: 'CANCEL' }],
          () => M.refusedPickingCancel,
        );
        for (const item of work.items)
          if (open(item.status)) cancelItem(work, item, pickingItemMachine, M.refusedPickingCancel);
        work.setStatus('CANCELLED');
        return work.say('cancelled');
      }),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/picking/:id/:item',
    summary:
      'Picking item (one order): `{user}` assigns; ?action=OCCURRENCE `{row}` reports the goods missing at the row (REPORT_OCCURRENCE, ours); picking-item machine, 409 when refused',
    tags: ['operations'],
    auth: true,
    params: itemParams,
    querystring: itemQuery,
    body: anyBody,
    handler: async (request) =>
      changeOperation(request, 'picking', request.params.id, (work) => {
        const item = work.item(request.params.item);
        if (request.query.action === 'OCCURRENCE') {
          const { row } = parse(pickingOccurrenceInput, request.body);
          work.line(item.id, row);
          const next = runMachine(
            pickingItemMachine,
            item.status,
            work.itemContext(item),
            [{ type: 'REPORT_OCCURRENCE', rowId: row }],
            () => M.refusedOccurrence,
          );
          work.commitLines(next.context);
          work.setItem(item, { status: next.state as OperationItemRow['status'] });
          work.deriveStatus();
          return work.say('occurrenceReported');
        }
        const { user } = parse(assignUserInput, request.body);
        return assignItem(work, item, pickingItemMachine, work.itemContext(item), operatorOf(request, user));
      }),
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/picking/:id/:item',
    summary:
      'Cancel a picking item (one order): blocked once any of its rows is DONE or INPROGRESS (doc 3 §4)',
    tags: ['operations'],
    auth: true,
    params: itemParams,
    body: noBody,
    handler: async (request) =>
      changeOperation(request, 'picking', request.params.id, (work) => {
        const item = work.item(request.params.item);
        cancelItem(work, item, pickingItemMachine, M.refusedPickingCancel);
        work.deriveStatus();
        return work.say('itemCancelled', { order: work.orderNumber(item) });
      }),
  });
}
