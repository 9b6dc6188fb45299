import { round2 } from '../../src/domain/operation-rules';
import { conflict } from '../http/http-error';
import { OPERATION_MESSAGES } from '../i18n/messages/operations';
import type { InventoryListRow, StockAtPosition } from '../store/inventory.repo';
import { stockChangeRow } from '../store/stock-changes.repo';
import type { Store } from '../store/store';
import { finishPosition } from './inventory-work';

/**
 * Closing an inventory (doc 3 §2 finalize; doc 3 says "server behaviour not shown", so ours):
 * every position still open is confirmed through its machine (a counted one with its last count,
 * one never counted finished "done" with its stock untouched); each confirmed position's stock is
 * set to its last count — products read there at their counted quantity, products held there but
 * not read to 0 — and every change is written to the stock change history (doc 3 §3; the one
 * GET warehouse/history and /stock-history-report read, quantity old then new, updated by the
 * closing user; every row copies its product's whole stock as the close leaves it). The positions
 * leave inventory. Answers the number of stock changes. A position's changed items and their
 * products are set in one statement each (three statements a line before, an item looked up by
 * position and product each time); bench/inventory-close.bench.ts.
 */
export function adjustAndRelease(
  store: Store,
  inventory: InventoryListRow,
  updatedBy: string,
  now: string,
): number {
  // one id lookup per close, not per line: the history rows of this close are numbered after it
  const firstId = store.productArea.stockChanges.nextId();
  const moves: Array<{ item: StockAtPosition; positionCode: string; quantity: number; target: number }> = [];
  for (const position of store.inventory.positionsOf(inventory.id)) {
    const status =
      position.status === 'DONE' || position.status === 'CANCELLED'
        ? position.status
        : finishPosition(store, position, 'CONFIRM');
    store.inventory.markInInventory(position.positionId, false);
    const last = status === 'DONE' ? store.inventory.lastCounting(position.id) : null;
    if (!last) continue;
    const counted = new Map<string, number>();
    for (const item of store.inventory.countingItems(last.id))
      if (item.productId)
        counted.set(item.productId, round2((counted.get(item.productId) ?? 0) + item.countRealized));
    const held = new Map(store.inventory.stockAt(position.positionId).map((h) => [h.productId, h]));
    for (const productId of held.keys()) if (!counted.has(productId)) counted.set(productId, 0);
    const heldChanges: Array<{ item: string; product: string; delta: number }> = [];
    const changed: Array<{ productId: string; target: number }> = [];
    for (const [productId, target] of counted) {
      const before = held.get(productId);
      const delta = round2(target - (before?.quantity ?? 0));
      if (delta === 0) continue;
      // what it holds moves to a count (never negative) in one statement below; a product read
      // here that it did not hold gets its item now
      if (before) heldChanges.push({ item: before.itemId, product: productId, delta });
      else if (!store.stock.adjust(position.positionId, productId, delta, now))
        throw conflict(OPERATION_MESSAGES.belowZero(position.code, productId));
      changed.push({ productId, target });
    }
    store.stock.adjustHeld(heldChanges);
    // a product new to the position has its item only now: read the position again for it
    const items = changed.some((c) => !held.has(c.productId))
      ? new Map(store.inventory.stockAt(position.positionId).map((h) => [h.productId, h]))
      : held;
    for (const { productId, target } of changed) {
      const before = held.get(productId);
      const item = (before ?? items.get(productId)) as StockAtPosition;
      moves.push({ item, positionCode: position.code, quantity: before?.quantity ?? 0, target });
    }
  }
  // every row copies the product's whole stock after the close, read once all positions are
  // adjusted: `held` was read before (and a product may be counted in several positions)
  const totals = store.stock.productQuantities(moves.map((m) => m.item.productId));
  const history = moves.map(({ item, positionCode, quantity, target }, n) =>
    stockChangeRow({
      id: n === 0 ? firstId : `${firstId}-${n}`,
      companyDocument: inventory.companyDocument,
      positionCode,
      product: { sku: item.sku, description: item.description, quantity: totals.get(item.productId) ?? 0 },
      item: { ...item, id: item.itemId, quantity },
      after: { ...item, quantity: target },
      updatedBy,
      createdAt: now,
    }),
  );
  // one prepared insert a row: a bulk insert from JSON re-parses each row per column and was slower
  for (const row of history) store.productArea.stockChanges.insert(row);
  return history.length;
}

/** Cancelling: the positions still open are cancelled through their machine and leave inventory;
 * stock is untouched. */
export function cancelAndRelease(store: Store, inventory: InventoryListRow): void {
  for (const position of store.inventory.positionsOf(inventory.id)) {
    if (position.status !== 'DONE' && position.status !== 'CANCELLED')
      finishPosition(store, position, 'CANCEL');
    store.inventory.markInInventory(position.positionId, false);
  }
}
