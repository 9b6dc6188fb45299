import { round2 } from '../../src/domain/operation-rules';
import { conflict } from '../http/http-error';
import { OPERATION_MESSAGES } from '../i18n/messages/operations';
import type { InventoryListRow } from '../store/inventory.repo';
import type { Store } from '../store/store';
import { finishPosition } from './inventory-work';

/**
 * Closing an inventory (doc 3 §2 finalize; doc 3 says "server behaviour not shown", so ours):
 * every position still open is confirmed through its machine (a counted one with its last count,
 * one never counted finished "done" with its stock untouched); each confirmed position's stock is
 * set to its last count — products read there at their counted quantity, products held there but
 * not read to 0 — and every change is written to the stock change history (doc 3 §3, origin
 * INVENTORY). The positions leave inventory. Answers the number of stock changes. One pass over
 * prepared statements: 3,500 lines close well under a second (bench/inventory.bench.ts).
 */
export function adjustAndRelease(
  store: Store,
  inventory: InventoryListRow,
  userId: string,
  now: string,
): number {
  let changes = 0;
  // one id lookup per close, not per line: the history rows of this close are numbered after it
  const firstId = store.inventory.nextHistoryId();
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
    for (const [productId, target] of counted) {
      const before = held.get(productId);
      const delta = round2(target - (before?.quantity ?? 0));
      if (delta === 0) continue;
      if (!store.stock.adjust(position.positionId, productId, delta, now))
        throw conflict(OPERATION_MESSAGES.belowZero(position.code, before?.sku ?? productId));
      store.inventory.insertHistory({
        id: changes === 0 ? firstId : `${firstId}-${changes}`,
        companyDocument: inventory.companyDocument,
        productId,
        positionId: position.positionId,
        barcode: before?.barcode ?? null,
        rfidcode: before?.rfidcode ?? null,
        serviceTag: before?.serviceTag ?? null,
        responsible: before?.responsible ?? null,
        padlock: before?.padlock ?? null,
        quantity: before?.quantity ?? 0,
        newQuantity: target,
        status: before?.status ?? 'ACTIVE',
        newStatus: before?.status ?? 'ACTIVE',
        origin: 'INVENTORY',
        originId: inventory.id,
        updatedBy: userId,
        createdAt: now,
      });
      changes += 1;
    }
  }
  return changes;
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
