import type { Database } from 'better-sqlite3';
import { round2 } from '../../src/domain/operation-rules';
import { idMaker } from './ids';
import { defineTable } from './table';

/**
 * Stock (OPERATIONS-CONTRACT.md "Stock"; doc 3 says "server behaviour not shown", so this is
 * ours): what a position holds of a product (doc 3 §3 "Warehouse position item") and the
 * product's quantity (stored in positions), quantityVirtual (received, waiting at the dock) and
 * balance (their sum). Every change of stock goes through the functions below, inside the
 * caller's transaction, so the invariants hold: no position item below zero; the sum of a
 * product's position items is its `quantity`; a refused call changes nothing (the caller throws
 * and SQLite rolls the transaction back).
 */
export interface PositionItemRow {
  id: string;
  positionId: string;
  productId: string;
  quantity: number;
  barcode: string | null;
  rfidcode: string | null;
  serviceTag: string | null;
  responsible: string | null;
  padlock: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  createdAt: string;
}

export const positionItemsTable = defineTable<PositionItemRow>({
  name: 'warehouse_position_items',
  columns: {
    id: { type: 'text', primaryKey: true },
    positionId: { type: 'text', references: 'positions(id)' },
    productId: { type: 'text', references: 'products(id)' },
    quantity: { type: 'real' },
    barcode: { type: 'text', nullable: true },
    rfidcode: { type: 'text', nullable: true },
    serviceTag: { type: 'text', nullable: true },
    responsible: { type: 'text', nullable: true },
    padlock: { type: 'text', nullable: true },
    status: { type: 'text' },
    createdAt: { type: 'text' },
  },
  indexes: [
    ['positionId', 'productId'],
    ['productId', 'quantity'],
  ],
});

export interface ProductStockView {
  quantity: number;
  quantityVirtual: number;
  balance: number;
  positions: Array<{ positionId: string; quantity: number }>;
}

export function stockRepo(db: Database) {
  const insertItem = positionItemsTable.inserter(db);
  // quantityVirtual never goes below zero: a put-away takes min(quantity, quantityVirtual) from it.
  const moveProduct = db.prepare(`
    UPDATE products SET quantity = round(quantity + @dq, 2),
      quantityVirtual = round(max(0, quantityVirtual + @dv), 2),
      balance = round(quantity + @dq + max(0, quantityVirtual + @dv), 2)
    WHERE id = @id`);
  const itemAt = db.prepare(
    'SELECT id, quantity FROM warehouse_position_items WHERE positionId = ? AND productId = ?',
  );
  const addToItem = db.prepare(
    'UPDATE warehouse_position_items SET quantity = round(quantity + ?, 2) WHERE id = ?',
  );
  const product = db.prepare('SELECT barcode, rfidcode FROM products WHERE id = ?');
  const nextItemId = idMaker(db, 'warehouse_position_items', 'wpi');
  const fullest = db
    .prepare(`
      SELECT pi.positionId FROM warehouse_position_items pi JOIN positions p ON p.id = pi.positionId
      WHERE pi.productId = ? AND pi.quantity > 0 AND p.isActive = 1 AND p.inInventory = 0
      ORDER BY pi.quantity DESC, p.code LIMIT 1`)
    .pluck();
  const holders = db.prepare(`
    SELECT pi.productId, pi.positionId FROM warehouse_position_items pi JOIN positions p ON p.id = pi.positionId
    WHERE p.companyDocument = ? AND pi.quantity > 0 ORDER BY pi.quantity DESC, p.code`);
  const productStock = db.prepare('SELECT quantity, quantityVirtual, balance FROM products WHERE id = ?');
  const quantitiesOf = db.prepare(
    'SELECT id, quantity FROM products WHERE id IN (SELECT value FROM json_each(?))',
  );
  const itemsOf = db.prepare(
    'SELECT positionId, quantity FROM warehouse_position_items WHERE productId = ? ORDER BY positionId',
  );

  /** Adds `delta` to what `positionId` holds of `productId`; false (nothing written) when that
   * would leave it below zero. */
  const changeItem = (positionId: string, productId: string, delta: number, now: string): boolean => {
    const found = itemAt.get(positionId, productId) as { id: string; quantity: number } | undefined;
    if (found) {
      if (round2(found.quantity + delta) < 0) return false;
      addToItem.run(delta, found.id);
      return true;
    }
    if (delta < 0) return false;
    const p = product.get(productId) as { barcode: string | null; rfidcode: string | null };
    insertItem({
      id: nextItemId(),
      positionId,
      productId,
      quantity: delta,
      barcode: p.barcode,
      rfidcode: p.rfidcode,
      serviceTag: null,
      responsible: null,
      padlock: null,
      status: 'ACTIVE',
      createdAt: now,
    });
    return true;
  };

  // An inventory's close sets many items at once (bench/inventory-close.bench.ts): one statement
  // per table for all of them, the changes passed as JSON, instead of three per line.
  const CHANGES = `SELECT value ->> '$.item' AS item, value ->> '$.product' AS product, value ->> '$.delta' AS delta
    FROM json_each(@changes)`;
  const addToItems = db.prepare(`UPDATE warehouse_position_items SET quantity = round(quantity + c.delta, 2)
    FROM (${CHANGES}) c WHERE warehouse_position_items.id = c.item`);
  const moveProducts = db.prepare(`UPDATE products SET quantity = round(quantity + c.delta, 2),
      quantityVirtual = round(max(0, quantityVirtual), 2),
      balance = round(quantity + c.delta + max(0, quantityVirtual), 2)
    FROM (${CHANGES}) c WHERE products.id = c.product`);

  return {
    insertItem,
    /** Inbound finalize or partial read: the goods wait at the dock. */
    receive: (productId: string, quantity: number) => {
      moveProduct.run({ id: productId, dq: 0, dv: quantity });
    },
    /** Storage line: `quantity` goes into the position (a negative one, an EDIT correcting down,
     * comes back out to the dock); false when the position would go below zero. */
    putAway: (positionId: string, productId: string, quantity: number, now: string): boolean => {
      if (!changeItem(positionId, productId, quantity, now)) return false;
      moveProduct.run({ id: productId, dq: quantity, dv: -quantity });
      return true;
    },
    /** Picking row: `quantity` leaves the position; false (nothing changed) below zero. */
    take: (positionId: string, productId: string, quantity: number, now: string): boolean => {
      if (!changeItem(positionId, productId, -quantity, now)) return false;
      moveProduct.run({ id: productId, dq: -quantity, dv: 0 });
      return true;
    },
    /** An inventory's close (ours, doc 3 says "server behaviour not shown"): what the position holds
     * of the product moves by `delta` to the counted quantity, and the product's quantity with it;
     * false (nothing changed) below zero. */
    adjust: (positionId: string, productId: string, delta: number, now: string): boolean => {
      if (!changeItem(positionId, productId, delta, now)) return false;
      moveProduct.run({ id: productId, dq: delta, dv: 0 });
      return true;
    },
    /** `adjust` for many items a position already holds (each product once, none going below
     * zero — the caller's count is never negative): two statements in all. */
    adjustHeld: (changes: ReadonlyArray<{ item: string; product: string; delta: number }>): void => {
      if (changes.length === 0) return;
      const json = JSON.stringify(changes);
      addToItems.run({ changes: json });
      moveProducts.run({ changes: json });
    },
    /** The active position outside inventory holding most of the product (picking), or null. */
    fullestPosition: (productId: string): string | null =>
      (fullest.get(productId) as string | undefined) ?? null,
    /** productId → the positions holding it, fullest first (storage suggestions put them first). */
    holdersOf: (companyDocument: string): Map<string, string[]> => {
      const map = new Map<string, string[]>();
      for (const r of holders.all(companyDocument) as Array<{ productId: string; positionId: string }>) {
        const list = map.get(r.productId) ?? [];
        list.push(r.positionId);
        map.set(r.productId, list);
      }
      return map;
    },
    /** productId → the product's whole stock now, for many products in one statement (an
     * inventory's close copies it into its history rows once every position is adjusted). */
    productQuantities: (productIds: Iterable<string>): Map<string, number> =>
      new Map(
        (
          quantitiesOf.all(JSON.stringify([...new Set(productIds)])) as Array<{
            id: string;
            quantity: number;
          }>
        ).map((r) => [r.id, r.quantity]),
      ),
    /** A product's stock and where it is (tests check the invariants with it). */
    of: (productId: string): ProductStockView | null => {
      const p = productStock.get(productId) as Omit<ProductStockView, 'positions'> | undefined;
      if (!p) return null;
      return { ...p, positions: itemsOf.all(productId) as ProductStockView['positions'] };
    },
  };
}
export type StockRepo = ReturnType<typeof stockRepo>;
