import type { Database } from 'better-sqlite3';
import { round2 } from '../../src/domain/operation-rules';
import { idMaker } from '../store/ids';
import { positionItemsTable } from '../store/stock.repo';

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

/**
 * Stock moved between two positions (handling and the positions register's move bar, doc 3 §2
 * Positions, §7 Handling): what the origin holds of the product goes down and the destination's
 * goes up by the same quantity, so the product's `quantity` (the sum of its position items,
 * OPERATIONS-CONTRACT.md "Stock") does not change. Runs inside the caller's transaction; `move`
 * answers false and writes nothing when the origin does not hold that much.
 */
export function positionStock(db: Database) {
  const cached = movers.get(db);
  if (cached) return cached;
  const itemAt = db.prepare(
    'SELECT id, quantity FROM warehouse_position_items WHERE positionId = ? AND productId = ?',
  );
  const add = db.prepare(
    'UPDATE warehouse_position_items SET quantity = round(quantity + ?, 2) WHERE id = ?',
  );
  const product = db.prepare('SELECT barcode, rfidcode FROM products WHERE id = ?');
  const heldItems = db.prepare(
    'SELECT productId, quantity FROM warehouse_position_items WHERE positionId = ? AND quantity > 0 ORDER BY productId',
  );
  const insert = positionItemsTable.inserter(db);
  const nextId = idMaker(db, 'warehouse_position_items', 'wpi');
  const held = (positionId: string, productId: string): number =>
    (itemAt.get(positionId, productId) as { quantity: number } | undefined)?.quantity ?? 0;
  const mover = {
    held,
    /** what a position holds, product by product (a whole-position move) */
    itemsAt: (positionId: string) =>
      heldItems.all(positionId) as Array<{ productId: string; quantity: number }>,
    move: (from: string, to: string, productId: string, quantity: number, now: string): boolean => {
      const origin = itemAt.get(from, productId) as { id: string; quantity: number } | undefined;
      if (!origin || round2(origin.quantity - quantity) < 0 || quantity <= 0) return false;
      add.run(-quantity, origin.id);
      const destination = itemAt.get(to, productId) as { id: string } | undefined;
      if (destination) add.run(quantity, destination.id);
      else {
        const p = product.get(productId) as { barcode: string | null; rfidcode: string | null };
        insert({
          id: nextId(),
          positionId: to,
          productId,
          quantity: round2(quantity),
          barcode: p.barcode,
          rfidcode: p.rfidcode,
          serviceTag: null,
          responsible: null,
          padlock: null,
          status: 'ACTIVE',
          createdAt: now,
        });
      }
      return true;
    },
  };
  movers.set(db, mover);
  return mover;
}
const movers = new WeakMap<Database, PositionStock>();
export type PositionStock = {
  held: (positionId: string, productId: string) => number;
  itemsAt: (positionId: string) => Array<{ productId: string; quantity: number }>;
  move: (from: string, to: string, productId: string, quantity: number, now: string) => boolean;
};
