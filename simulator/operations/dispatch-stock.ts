import type { OperationItemRow } from '../store/operations.repo';
import type { OperationWork } from './operation-work';
import { assertPositionUsable } from './position-use';
import type { StockMove } from './stock-moves';
import { pickedFromOf, takeStock, writeMoveHistory } from './stock-takes';

/**
 * What dispatch does to stock (doc 3 "server behaviour not shown" — ours, simulator/README.md
 * "Outbound and conference"): a picked line already left its position (picking took it), so
 * dispatch moves nothing for it; a line that was never picked leaves the outbound's dispatch
 * position (ADD_POSITION) when it holds the product — else the position holding most of it — and a
 * line of no stocked product moves nothing. Each move writes a history row (OUTBOUND).
 */
/** The lines of `item` leave stock (409, nothing written, when a position would go below zero or
 * may not be taken from — doc 3 §4); each line remembers where it was taken from. */
export function dispatchStock(work: OperationWork, item: OperationItemRow): void {
  const picked = pickedFromOf(work);
  const chosen = work.record.positionId ? work.position(work.record.positionId) : null;
  const moves: StockMove[] = [];
  for (const line of work.linesOf(item.id)) {
    if (!line.productId || picked(line.orderItemId)) {
      work.setLine(line, { readQuantity: line.quantity });
      continue;
    }
    const holds =
      chosen &&
      work.store.stock
        .of(line.productId)
        ?.positions.some((p) => p.positionId === chosen.id && p.quantity > 0);
    const fullest = holds ? null : work.store.stock.fullestPosition(line.productId);
    const position = holds ? chosen : fullest ? work.position(fullest) : null;
    if (position) {
      assertPositionUsable(position, 'takeFrom', work.store.inventory);
      moves.push({ positionId: position.id, productId: line.productId, quantity: line.quantity });
    }
    work.setLine(line, { readQuantity: line.quantity, positionId: position?.id ?? null });
  }
  takeStock(work, moves);
  writeMoveHistory(work, 'OUTBOUND', moves);
}
