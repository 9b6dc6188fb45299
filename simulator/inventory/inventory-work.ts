import type { FastifyRequest } from 'fastify';
import type { InventoryPositionStatus, InventoryType } from '../../src/domain/inventory';
import { inventoryLifecycle } from '../../src/machines/inventory.machine';
import {
  inventoryPositionLifecycle,
  inventoryPositionMachine,
} from '../../src/machines/inventory-position.machine';
import { created, decide, follow } from '../http/decide';
import { badRequest, notFound } from '../http/http-error';
import { INVENTORY_MESSAGES as M } from '../i18n/messages/inventory';
import { assertPositionUsable } from '../operations/position-use';
import { owned } from '../orders-area/http';
import type { InventoryListRow } from '../store/inventory.repo';
import type { InventoryPositionRow } from '../store/inventory-tables';
import type { Store } from '../store/store';
import { inventoryDetailView } from './views';

/**
 * What the inventory calls share (doc 3 §7 Inventory): the caller's inventory, opening one (POST
 * /inventory and a due planning), the record's derived status, and the `{ message, record }`
 * answer of one transaction (a throw rolls everything back). The machines decide every change
 * (http/decide.ts); this file writes only what a run ends in.
 */
export function ownedInventory(request: FastifyRequest, id: string): InventoryListRow {
  return owned(request, request.store.inventory.byId(id), M.notFound);
}

/** The inventory position `item` of `inventory`: 404 when it is not one of its positions. */
export function ownedPosition(request: FastifyRequest, inventory: InventoryListRow, item: string) {
  const row = request.store.inventory.position(item);
  if (!row || row.inventoryId !== inventory.id) throw notFound(M.positionNotInInventory);
  return row;
}

/** A change of one of the inventory's positions is allowed only while it is open (the inventory
 * machine's WORK_POSITION). */
export function assertOpen(inventory: InventoryListRow): void {
  decide(inventoryLifecycle, inventory, [{ type: 'WORK_POSITION' }], M.refusedClosed(inventory.code));
}

export interface OpenOptions {
  type: InventoryType;
  inventoryDate: string;
  planningId: string | null;
  userId: string | null;
}

/**
 * Opens an inventory over `positionIds` (doc 3 §4: a position in inventory or a virtual one is
 * refused with 409 — the one rule in src/domain/position-availability.ts): the positions are marked
 * `inInventory` until it closes. Unknown or another company's positions are a 400 naming nothing.
 */
export function openInventory(
  store: Store,
  companyDocument: string,
  positionIds: readonly string[],
  options: OpenOptions,
  now: string,
): string {
  const positions = [...new Set(positionIds)].map((id) => {
    const p = store.warehouses.position(id);
    if (!p || p.companyDocument !== companyDocument) throw badRequest(M.unknownPosition);
    assertPositionUsable(p, 'inventory', store.inventory);
    return p;
  });
  // a new inventory and its positions rest where their machines start (created, decide.ts)
  const fresh = created(inventoryPositionMachine);
  const id = store.inventory.nextId();
  store.inventory.insert({
    id,
    companyDocument,
    code: store.inventory.nextCode(),
    inventoryDate: options.inventoryDate,
    type: options.type,
    status: created(inventoryLifecycle.machine),
    userId: options.userId,
    planningId: options.planningId,
    createdAt: now,
    closedAt: null,
  });
  for (const p of positions) {
    store.inventory.insertPosition({
      id: store.inventory.nextPositionId(),
      inventoryId: id,
      positionId: p.id,
      status: fresh,
      statusInInventory: null,
      userId: null,
      firstCounter: null,
    });
    store.inventory.markInInventory(p.id, true);
  }
  return id;
}

/** doc 3 §4 derived status: the inventory machine takes POSITIONS_CHANGED after a position's change,
 * from its positions' statuses `before` it (refused — nothing moved, a position finished again —
 * it stays as it is). */
export function positionsChanged(
  store: Store,
  inventory: InventoryListRow,
  before: readonly InventoryPositionStatus[],
): void {
  const statuses = store.inventory.positionStatuses(inventory.id);
  const record = { status: inventory.status, positions: before.map((status) => ({ status })) };
  const next = follow(inventoryLifecycle, record, { type: 'POSITIONS_CHANGED', statuses });
  if (next && next.state !== inventory.status) store.inventory.setStatus(inventory.id, next.state, null);
}

/** Finishes a position through its machine (CONFIRM or CANCEL, always allowed, doc 3 §4). */
export function finishPosition(
  store: Store,
  position: InventoryPositionRow,
  event: 'CONFIRM' | 'CANCEL',
): InventoryPositionStatus {
  const next = decide(inventoryPositionLifecycle, position, [{ type: event }], M.positionNotInInventory);
  const counted = store.inventory.lastCounting(position.id) !== null;
  store.inventory.setPosition({
    id: position.id,
    status: next.state,
    // doc 3 §4: a finished position without a value shows "done" (confirmed with nothing counted)
    statusInInventory: event === 'CANCEL' ? 'CANCELLED' : counted ? 'CONFIRMED' : null,
    firstCounter: position.firstCounter,
  });
  return next.state;
}

/** One transaction on the caller's inventory; answers `{ message, record }` (the detail after).
 * `countedItems: false` (the close) leaves the counts' lines out of the record: a 3,500-line
 * recount holds 7,000 of them (2.4 MB, as long to build and send as the close itself), and the
 * console reads the detail again after every change (inventory.api.ts) — issue 13's close bench. */
export function changeInventory(
  request: FastifyRequest,
  id: string,
  change: (inventory: InventoryListRow) => string,
  { countedItems = true }: { countedItems?: boolean } = {},
): { message: string; record: unknown } {
  const { store } = request;
  const message = store.db.transaction(() => change(ownedInventory(request, id)))();
  const after = store.inventory.byId(id);
  return { message, record: after ? inventoryDetailView(store, after, { countedItems }) : null };
}
