import {
  finalizedPercent,
  type Inventory,
  type InventoryCountItem,
  type InventoryCounting,
  type InventoryPosition,
  type InventoryStatus,
  OPEN_INVENTORY_STATUSES,
} from '../../src/domain/inventory';
import { round2 } from '../../src/domain/operation-rules';
import type { InventoryListRow, InventoryPositionJoined } from '../store/inventory.repo';
import type { Store } from '../store/store';

/** How the inventory calls answer (doc 3 §3 Inventory): list rows and the detail with positions,
 * counts and their items, built from a few statements (no per-row query). */
export const isOpenStatus = (status: InventoryStatus): boolean =>
  (OPEN_INVENTORY_STATUSES as readonly string[]).includes(status);

const userOf = (id: string | null, name: string | null) => (id ? { id, name: name ?? id } : null);

function positionView(p: InventoryPositionJoined, counting: InventoryCounting[]): InventoryPosition {
  return {
    id: p.id,
    positionId: p.positionId,
    code: p.code,
    scanType: p.scanType,
    volume: round2(p.volume),
    warehouse: { id: p.warehouseId, name: p.warehouseName },
    status: p.status,
    statusInInventory: p.statusInInventory,
    user: userOf(p.userId, p.userName),
    firstCounter: p.firstCounter,
    counting,
  };
}

/** A list row (`positions` only with complete=true, without their counts). */
export function inventoryRowView(store: Store, row: InventoryListRow, complete: boolean): Inventory {
  const positions = complete ? store.inventory.positionsOf(row.id).map((p) => positionView(p, [])) : [];
  return {
    id: row.id,
    code: row.code,
    inventoryDate: row.inventoryDate,
    isOpen: isOpenStatus(row.status),
    type: row.type,
    status: row.status,
    user: userOf(row.userId, row.userName),
    totalPositions: row.totalPositions,
    finalized: row.totalPositions === 0 ? 0 : round2((row.finishedPositions / row.totalPositions) * 100),
    planningId: row.planningId,
    positions,
  };
}

/** GET /inventory/{id}: every position with its counts (sequence order) and their items.
 * `countedItems: false` leaves each count's lines out (`items: []`): the close's answer (see
 * `changeInventory`). */
export function inventoryDetailView(
  store: Store,
  row: InventoryListRow,
  { countedItems = true }: { countedItems?: boolean } = {},
): Inventory {
  const items = new Map<string, InventoryCountItem[]>();
  for (const i of countedItems ? store.inventory.countItemsOf(row.id) : []) {
    const list = items.get(i.countingId) ?? [];
    list.push({
      id: i.id,
      product: i.productId ? { id: i.productId, sku: i.sku ?? '', description: i.description ?? '' } : null,
      barcode: i.barcode,
      rfidcode: i.rfidcode,
      serviceTag: i.serviceTag,
      responsible: i.responsible,
      padlock: i.padlock,
      productBatch: i.productBatch,
      productExpire: i.productExpire,
      anotherPosition: i.anotherPosition,
      countExpected: i.countExpected,
      countRealized: i.countRealized,
      status: i.status,
    });
    items.set(i.countingId, list);
  }
  const countings = new Map<string, InventoryCounting[]>();
  for (const c of store.inventory.countingsOf(row.id)) {
    const list = countings.get(c.inventoryPositionId) ?? [];
    list.push({
      id: c.id,
      position: c.inventoryPositionId,
      sequence: c.sequence,
      user: userOf(c.userId, c.userName),
      countRealized: c.countRealized,
      countExpected: c.countExpected,
      status: c.status,
      startedAt: c.startedAt,
      finishedAt: c.finishedAt,
      items: items.get(c.id) ?? [],
    });
    countings.set(c.inventoryPositionId, list);
  }
  const positions = store.inventory
    .positionsOf(row.id)
    .map((p) => positionView(p, countings.get(p.id) ?? []));
  return {
    ...inventoryRowView(store, row, false),
    finalized: finalizedPercent(positions.map((p) => p.status)),
    positions,
  };
}
