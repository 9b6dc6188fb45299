import { round2 } from '../../src/domain/operation-rules';

/** A stock move of one line. */
export interface StockMove {
  positionId: string;
  productId: string;
  quantity: number;
}

/** The moves summed per (position, product): a 5,000-line call then runs one stock statement
 * per pair, and all or nothing still holds (the transaction fails on the first pair that would
 * go below zero). */
export function sumMoves(moves: readonly StockMove[]): StockMove[] {
  const sums = new Map<string, StockMove>();
  for (const m of moves) {
    const key = `${m.positionId}\u0000${m.productId}`;
    const found = sums.get(key);
    if (found) found.quantity = round2(found.quantity + m.quantity);
    else sums.set(key, { ...m });
  }
  return [...sums.values()];
}
