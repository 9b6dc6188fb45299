import { randomUUID } from 'node:crypto';
import { conflict } from '../http/http-error';
import { OPERATION_MESSAGES as M } from '../i18n/messages/operations';
import { preparedOnce } from '../store/prepared';
import type { OperationWork } from './operation-work';
import { type StockMove, sumMoves } from './stock-moves';

/**
 * Stock that leaves or comes back to positions in an operation call (picking rows, outbound
 * dispatch, conference corrections), and the history row each move writes — the rows
 * /position-handling-history-report and the stock history read (doc 3 §3 "Handling history row").
 */

/** The quantities leave their positions; 409 (the whole call rolled back) below zero. */
export function takeStock(work: OperationWork, moves: readonly StockMove[]): void {
  for (const m of sumMoves(moves)) {
    if (!work.store.stock.take(m.positionId, m.productId, m.quantity, work.now)) {
      const sku = work.store.products.byId(m.productId)?.sku ?? m.productId;
      throw conflict(M.belowZero(work.position(m.positionId)?.code ?? m.positionId, sku));
    }
  }
}

/** One history row per move: `operation` is the kind that moved it (OUTBOUND, CONFERENCE); a take
 * names its position as the origin, a return (negative quantity taken) as the destiny. */
export function writeMoveHistory(work: OperationWork, operation: string, moves: readonly StockMove[]): void {
  for (const m of moves) {
    const position = work.position(m.positionId);
    const product = work.store.products.byId(m.productId);
    const code = position?.code ?? null;
    work.store.handlingHistory.insert({
      id: randomUUID(),
      companyDocument: work.record.companyDocument,
      operation,
      positionCodeOrigin: m.quantity > 0 ? code : null,
      positionCodeDestiny: m.quantity > 0 ? null : code,
      productSku: product?.sku ?? null,
      productDescription: product?.description ?? null,
      rfidcode: product?.rfidcode ?? null,
      warehouseName: null,
      buildingName: null,
      deviceId: null,
      routeId: null,
      createdAt: work.now,
    });
  }
}

/** order item → the position a DONE picking line took it from; null when it was never picked */
export type PickedFrom = (orderItemId: string) => string | null;

/** How a call asks where each order item was picked from (one statement, prepared once). */
export function pickedFromOf(work: OperationWork): PickedFrom {
  const query = preparedOnce(
    work.store.db,
    `
      SELECT l.positionId FROM operation_lines l JOIN operations op ON op.id = l.operationId
      WHERE op.kind = 'picking' AND l.orderItemId = ? AND l.status = 'DONE' AND l.positionId IS NOT NULL
      ORDER BY l.rowid DESC LIMIT 1`,
  ).pluck();
  return (orderItemId) => (query.get(orderItemId) as string | undefined) ?? null;
}
