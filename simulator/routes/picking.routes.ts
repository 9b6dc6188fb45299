import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { isSettled, round2 } from '../../src/domain/operation-rules';
import {
  pickingAssignManyInput,
  pickingConfirmInput,
  pickingOccurrenceInput,
} from '../../src/domain/operations.schema';
import { pickingLifecycle } from '../../src/machines/picking.machine';
import { pickingItemLifecycle } from '../../src/machines/picking-item.machine';
import { conflict } from '../http/http-error';
import { noBody } from '../http/validate';
import { OPERATION_MESSAGES as M } from '../i18n/messages/operations';
import {
  assignItem,
  assignRecord,
  cancelItem,
  cancelOrder,
  cancelRecord,
  finalizeRecord,
  itemsChanged,
  runItem,
  runRecord,
} from '../operations/machine-runs';
import type { OperationWork } from '../operations/operation-work';
import { assertPositionUsable } from '../operations/position-use';
import { byItem, parse } from '../operations/request-body';
import { itemRoute, recordRoute, registerAssignMany, registerReads } from '../operations/route-builders';
import type { StockMove } from '../operations/stock-moves';
import { takeStock } from '../operations/stock-takes';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';

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

/** Where a picked row's stock comes from: the row's position (contract "Stock"); null for an
 * order item of no known product (no stock moves). */
function moveOf(work: OperationWork, pick: RowPick): StockMove | null {
  const { row } = pick;
  if (!row.productId) return null;
  const position = row.positionId ? work.position(row.positionId) : null;
  if (!position) throw conflict(M.noPickPosition(work.lineRef(row).sku));
  // doc 3 §4: a position in inventory gives nothing until its inventory closes (409 with the reason)
  assertPositionUsable(position, 'takeFrom', work.store.inventory);
  if (pick.position && pick.position !== position.id && pick.position !== position.code)
    throw conflict(M.wrongPickPosition(position.code));
  return { positionId: position.id, productId: row.productId, quantity: pick.entered };
}

/** FINALIZE_ROW for each pick of one item, in one machine run; answers the stock moves. */
function pickRows(work: OperationWork, item: OperationItemRow, picks: RowPick[]): StockMove[] {
  runItem(
    work,
    item,
    pickingItemLifecycle,
    picks.map((p) => ({ type: 'FINALIZE_ROW' as const, rowId: p.row.id, entered: p.entered })),
    (i) => M.refusedRow(work.lineRef(picks[i].row)),
    new Map(picks.map((p) => [p.row, { readQuantity: p.entered }])),
  );
  return picks.map((p) => moveOf(work, p)).filter((m): m is StockMove => m !== null);
}

/** PUT /picking/{id}?origin=app: one row through FINALIZE_ROW; several through FINALIZE_ALL
 * first (doc 3 §2 "Finalize all"); all or nothing. */
function confirm(work: OperationWork, body: unknown): string {
  const input = parse(pickingConfirmInput, body);
  work.operator(input.user);
  const chosen = byItem(work, input.orders, (item, order): RowPick[] =>
    order.items.map((i) => ({
      row: work.line(item.id, i.id),
      entered: round2(i.quantity),
      position: i.position,
    })),
  );
  const picks = [...chosen.values()].flat();
  if (picks.length >= 2) {
    const entered = Object.fromEntries(picks.map((p) => [p.row.id, p.entered]));
    runRecord(work, pickingLifecycle, { type: 'FINALIZE_ALL', entered }, M.refusedFinalizeAll);
  }
  takeStock(
    work,
    [...chosen].flatMap(([item, list]) => pickRows(work, item, list)),
  );
  itemsChanged(work);
  return work.say('picked', { count: picks.length });
}

/** action=COMPLETED `{}`: FINALIZE picks every row not yet picked at its expected quantity. */
function finalize(work: OperationWork, body: unknown): string {
  parse(noBody, body);
  const moves: StockMove[] = [];
  // the rows' stock leaves their positions once, summed (takeStock), after every order is picked
  const message = finalizeRecord(work, pickingLifecycle, (item) => {
    const rows = work.linesOf(item.id).filter((r) => !isSettled(r.status));
    moves.push(
      ...pickRows(
        work,
        item,
        rows.map((row) => ({ row, entered: row.quantity })),
      ),
    );
  });
  takeStock(work, moves);
  return message;
}

export async function pickingRoutes(app: FastifyInstance) {
  registerReads(app, 'picking');
  registerAssignMany(app, 'picking', pickingLifecycle, pickingAssignManyInput);

  recordRoute(app, 'picking', {
    method: 'PUT',
    summary:
      'Picking: `{user}` assigns; with `orders` (origin=app) picks rows at their expected quantity (FINALIZE_ROW; 2 or more through FINALIZE_ALL; all or nothing); ?action=COMPLETED `{}` picks every row left (FINALIZE); 409 when a machine refuses or a position would go below zero',
    querystring: recordQuery,
    change: (work, { query, body }) => {
      if (query.action === 'COMPLETED') return finalize(work, body);
      if (body && 'orders' in body) return confirm(work, body);
      return assignRecord(work, pickingLifecycle, body);
    },
  });

  recordRoute(app, 'picking', {
    method: 'PATCH',
    summary: 'Cancel a picking: blocked once any row is DONE or INPROGRESS (doc 3 §4); its orders follow',
    change: (work) =>
      cancelRecord(work, pickingLifecycle, M.refusedPickingCancel, (item) =>
        cancelItem(work, item, pickingItemLifecycle, M.refusedPickingCancel),
      ),
  });

  itemRoute(app, 'picking', {
    method: 'PUT',
    summary:
      'Picking item (one order): `{user}` assigns; ?action=OCCURRENCE `{row}` reports the goods missing at the row (REPORT_OCCURRENCE, ours); picking-item machine, 409 when refused',
    querystring: itemQuery,
    change: (work, item, { query, body }) => {
      if (query.action !== 'OCCURRENCE')
        return assignItem(work, item, pickingItemLifecycle, work.itemRecord(item), body);
      const { row } = parse(pickingOccurrenceInput, body);
      work.line(item.id, row);
      runItem(
        work,
        item,
        pickingItemLifecycle,
        [{ type: 'REPORT_OCCURRENCE', rowId: row }],
        () => M.refusedOccurrence,
      );
      itemsChanged(work);
      return work.say('occurrenceReported');
    },
  });

  itemRoute(app, 'picking', {
    method: 'PATCH',
    summary:
      'Cancel a picking item (one order): blocked once any of its rows is DONE or INPROGRESS (doc 3 §4)',
    change: (work, item) => cancelOrder(work, item, pickingItemLifecycle, M.refusedPickingCancel),
  });
}
