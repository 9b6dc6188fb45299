import type { Database } from 'better-sqlite3';
import type {
  InventoryPositionStatus,
  InventoryStatus,
  OpenLineOnPosition,
} from '../../src/domain/inventory';
import type { Decided } from './decided-status';
import { idMaker } from './ids';
import {
  type InventoryCountItemRow,
  type InventoryCountingRow,
  type InventoryData,
  type InventoryPositionRow,
  type InventoryRow,
  inventoriesTable,
  inventoryCountItemsTable,
  inventoryCountingsTable,
  inventoryPlanningsTable,
  inventoryPositionsTable,
} from './inventory-tables';

/**
 * Inventories, their positions, counts and plannings (doc 3 §3, §7): prepared statements only; the
 * routes (routes/inventory*.routes.ts) decide with the machines and write what the run ends in.
 * Lists filter and page in SQL; the detail reads one inventory's rows in three statements.
 */
export interface InventoryQuery {
  companyDocument: string;
  code: string | null;
  /** a machine state */
  status: InventoryStatus | null;
  /** open (true) or closed (false) */
  open: boolean | null;
  type: string | null;
  /** a position code the inventory holds */
  position: string | null;
  page: number;
  take: number;
}

/** A list row before the answer's shape: the row, its operator's name and position counts. */
export interface InventoryListRow extends InventoryRow {
  userName: string | null;
  totalPositions: number;
  finishedPositions: number;
}

/** An inventory position with the position's register fields (doc 3 §3 positions of an inventory). */
export interface InventoryPositionJoined extends InventoryPositionRow {
  code: string;
  scanType: 'BARCODE' | 'RFID';
  warehouseId: string;
  warehouseName: string;
  userName: string | null;
  volume: number;
}

export interface StockAtPosition {
  itemId: string;
  productId: string;
  sku: string;
  description: string;
  /** the product's whole stock (the stock change history copies it, doc 3 §3) */
  productQuantity: number;
  barcode: string | null;
  rfidcode: string | null;
  serviceTag: string | null;
  responsible: string | null;
  padlock: string | null;
  productBatch: string | null;
  productExpire: string | null;
  quantity: number;
  status: string;
}

const FINISHED = "('DONE', 'CANCELLED')";
const CLOSED = "('CLOSED', 'CANCELLED')";

export function inventoryRepo(db: Database) {
  const where = `i.companyDocument = @companyDocument
    AND (@code IS NULL OR i.code LIKE @code)
    AND (@status IS NULL OR i.status = @status)
    AND (@open IS NULL OR (i.status NOT IN ${CLOSED}) = @open)
    AND (@type IS NULL OR i.type = @type)
    AND (@position IS NULL OR EXISTS (SELECT 1 FROM inventory_positions ip JOIN positions p ON p.id = ip.positionId
         WHERE ip.inventoryId = i.id AND p.code LIKE @position))`;
  const page = db.prepare(`
    SELECT i.*, u.name AS userName,
      (SELECT count(*) FROM inventory_positions ip WHERE ip.inventoryId = i.id) AS totalPositions,
      (SELECT count(*) FROM inventory_positions ip WHERE ip.inventoryId = i.id AND ip.status IN ${FINISHED}) AS finishedPositions
    FROM inventories i LEFT JOIN users u ON u.id = i.userId
    WHERE ${where} ORDER BY i.inventoryDate DESC, i.code DESC LIMIT @take OFFSET @offset`);
  const count = db.prepare(`SELECT count(*) FROM inventories i WHERE ${where}`).pluck();
  const byId = db.prepare(`
    SELECT i.*, u.name AS userName,
      (SELECT count(*) FROM inventory_positions ip WHERE ip.inventoryId = i.id) AS totalPositions,
      (SELECT count(*) FROM inventory_positions ip WHERE ip.inventoryId = i.id AND ip.status IN ${FINISHED}) AS finishedPositions
    FROM inventories i LEFT JOIN users u ON u.id = i.userId WHERE i.id = ?`);
  const positionsOf = db.prepare(`
    SELECT ip.*, p.code, p.scanType, w.id AS warehouseId, w.name AS warehouseName, u.name AS userName,
      (SELECT coalesce(sum(quantity), 0) FROM warehouse_position_items wpi WHERE wpi.positionId = p.id) AS volume
    FROM inventory_positions ip JOIN positions p ON p.id = ip.positionId JOIN warehouses w ON w.id = p.warehouseId
    LEFT JOIN users u ON u.id = ip.userId
    WHERE ip.inventoryId = ? ORDER BY p.code, ip.id`);
  const countingsOf = db.prepare(`
    SELECT c.*, u.name AS userName FROM inventory_countings c
    JOIN inventory_positions ip ON ip.id = c.inventoryPositionId LEFT JOIN users u ON u.id = c.userId
    WHERE ip.inventoryId = ? ORDER BY c.inventoryPositionId, c.sequence`);
  const itemsOf = db.prepare(`
    SELECT ci.*, pr.sku, pr.description FROM inventory_count_items ci
    JOIN inventory_countings c ON c.id = ci.countingId JOIN inventory_positions ip ON ip.id = c.inventoryPositionId
    LEFT JOIN products pr ON pr.id = ci.productId
    WHERE ip.inventoryId = ? ORDER BY ci.countingId, ci.rowid`);
  const lastCounting = db.prepare(
    'SELECT * FROM inventory_countings WHERE inventoryPositionId = ? ORDER BY sequence DESC LIMIT 1',
  );
  const countingItems = db.prepare('SELECT * FROM inventory_count_items WHERE countingId = ?');
  const stockAt = db.prepare(`
    SELECT wpi.id AS itemId, wpi.productId, pr.sku, pr.description, pr.quantity AS productQuantity, wpi.barcode, wpi.rfidcode, wpi.serviceTag,
      wpi.responsible, wpi.padlock, pr.productBatch, pr.productExpire, wpi.quantity, wpi.status
    FROM warehouse_position_items wpi JOIN products pr ON pr.id = wpi.productId
    WHERE wpi.positionId = ? ORDER BY pr.sku, wpi.id`);
  const setStatus = db.prepare('UPDATE inventories SET status = ?, closedAt = ? WHERE id = ?');
  const setUser = db.prepare('UPDATE inventories SET userId = ? WHERE id = ?');
  const setPosition = db.prepare(`UPDATE inventory_positions SET status = @status,
    statusInInventory = @statusInInventory, firstCounter = @firstCounter WHERE id = @id`);
  const setPositionUser = db.prepare('UPDATE inventory_positions SET userId = ? WHERE id = ?');
  const setInInventory = db.prepare('UPDATE positions SET inInventory = ? WHERE id = ?');
  const positionRow = db.prepare('SELECT * FROM inventory_positions WHERE id = ?');
  const statusesOf = db.prepare('SELECT status FROM inventory_positions WHERE inventoryId = ?').pluck();
  // A count's reads in one pass over the company's products (rfidcode has no index: a lookup per
  // read scanned every product, ~3 s for a 3,500-line count).
  const IN_CODES = 'IN (SELECT value FROM json_each(@codes))';
  const productsByCodes = db.prepare(`SELECT id, sku, description, barcode, rfidcode FROM products
    WHERE companyDocument = @company
      AND (barcode ${IN_CODES} OR rfidcode ${IN_CODES} OR sku ${IN_CODES} OR id ${IN_CODES})`);
  const heldElsewhere = db
    .prepare(
      'SELECT 1 FROM warehouse_position_items WHERE productId = ? AND positionId <> ? AND quantity > 0 LIMIT 1',
    )
    .pluck();
  // the open inventory holding a position (doc 3 §4 "in inventory blocks…": the refusal names it)
  const holderOf = db.prepare(`
    SELECT i.id, i.code FROM inventory_positions ip JOIN inventories i ON i.id = ip.inventoryId
    WHERE ip.positionId = ? AND i.status NOT IN ${CLOSED} ORDER BY i.createdAt DESC LIMIT 1`);
  // Open operations' lines on positions (issue 31: the new-inventory dialog warns of them): an
  // operation line (storage put-away, picking, outbound take…) or an outbound's dispatch position,
  // and a pending handling item from or to the position, of records neither done nor cancelled.
  const IN_IDS = 'IN (SELECT value FROM json_each(@ids))';
  const OPEN = "('DONE', 'CANCELLED')";
  const openLines = db.prepare(`
    SELECT o.kind, o.id AS recordId, o.code, p.id AS positionId, p.code AS positionCode,
      pr.sku, pr.description, l.quantity
    FROM operation_lines l JOIN operations o ON o.id = l.operationId JOIN positions p ON p.id = l.positionId
    LEFT JOIN products pr ON pr.id = l.productId
    WHERE o.companyDocument = @company AND l.positionId ${IN_IDS}
      AND l.status NOT IN ${OPEN} AND o.status NOT IN ${OPEN}
    UNION ALL
    SELECT o.kind, o.id, o.code, p.id, p.code, NULL, NULL, 0
    FROM operations o JOIN positions p ON p.id = o.positionId
    WHERE o.companyDocument = @company AND o.positionId ${IN_IDS} AND o.status NOT IN ${OPEN}
    UNION ALL
    SELECT 'handling', h.id, h.code, p.id, p.code, pr.sku, pr.description, hi.quantity
    FROM position_handling_items hi JOIN position_handlings h ON h.id = hi.handlingId
    JOIN positions p ON p.id = hi.positionOriginId OR p.id = hi.positionDestinyId
    JOIN products pr ON pr.id = hi.productId
    WHERE h.companyDocument = @company AND p.id ${IN_IDS} AND hi.status = 'PENDING'
    ORDER BY 5, 1, 3 LIMIT 500`);
  const maxCode = db
    .prepare("SELECT max(CAST(substr(code, 5) AS INTEGER)) FROM inventories WHERE code LIKE 'INV-%'")
    .pluck();

  return {
    insert: inventoriesTable.inserter(db),
    insertPosition: inventoryPositionsTable.inserter(db),
    insertCounting: inventoryCountingsTable.inserter(db),
    insertCountItem: inventoryCountItemsTable.inserter(db),
    insertPlanning: inventoryPlanningsTable.inserter(db),
    nextId: idMaker(db, 'inventories', 'inv'),
    nextPositionId: idMaker(db, 'inventory_positions', 'ivp'),
    nextCountingId: idMaker(db, 'inventory_countings', 'ivc'),
    /** item ids: a prefix per counting, so 3,500 lines need no lookup each */
    nextCountItemIds: (countingId: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${countingId}-${String(i + 1).padStart(5, '0')}`),
    nextCode: () => `INV-${String(((maxCode.get() as number | null) ?? 0) + 1).padStart(6, '0')}`,
    list: (q: InventoryQuery): { rows: InventoryListRow[]; total: number } => {
      const params = {
        companyDocument: q.companyDocument,
        code: q.code ? `%${q.code.toUpperCase()}%` : null,
        status: q.status,
        open: q.open === null ? null : q.open ? 1 : 0,
        type: q.type,
        position: q.position ? `%${q.position.toUpperCase()}%` : null,
      };
      const rows = page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }) as InventoryListRow[];
      return { rows, total: count.get(params) as number };
    },
    byId: (id: string): InventoryListRow | null => (byId.get(id) as InventoryListRow | undefined) ?? null,
    positionsOf: (inventoryId: string) =>
      (positionsOf.all(inventoryId) as InventoryPositionJoined[]).map((p) => ({
        ...p,
        ...inventoryPositionsTable.decode(p),
      })),
    countingsOf: (inventoryId: string) =>
      countingsOf.all(inventoryId) as Array<InventoryCountingRow & { userName: string | null }>,
    countItemsOf: (inventoryId: string) =>
      (itemsOf.all(inventoryId) as Array<Record<string, unknown>>).map((r) => ({
        ...inventoryCountItemsTable.decode(r),
        sku: r.sku as string | null,
        description: r.description as string | null,
      })),
    position: (id: string): InventoryPositionRow | null => {
      const row = positionRow.get(id);
      return row ? inventoryPositionsTable.decode(row) : null;
    },
    lastCounting: (inventoryPositionId: string): InventoryCountingRow | null =>
      (lastCounting.get(inventoryPositionId) as InventoryCountingRow | undefined) ?? null,
    countingItems: (countingId: string): InventoryCountItemRow[] =>
      countingItems.all(countingId).map(inventoryCountItemsTable.decode),
    /** a company's products by any of `codes` (barcode, RFID code, SKU or id): code → product,
     * a barcode match first, then RFID code, SKU, id */
    productsByCodes: (company: string, codes: readonly string[]) => {
      type Found = {
        id: string;
        sku: string;
        description: string;
        barcode: string | null;
        rfidcode: string | null;
      };
      const rows = productsByCodes.all({ company, codes: JSON.stringify(codes) }) as Found[];
      const out = new Map<string, Found>();
      for (const key of ['id', 'sku', 'rfidcode', 'barcode'] as const)
        for (const r of rows) if (r[key] !== null) out.set(r[key] as string, r);
      return out;
    },
    /** whether another position holds the product (a read of it here is `anotherPosition`) */
    heldElsewhere: (productId: string, positionId: string) => heldElsewhere.get(productId, positionId) === 1,
    stockAt: (positionId: string) => stockAt.all(positionId) as StockAtPosition[],
    positionStatuses: (inventoryId: string) => statusesOf.all(inventoryId) as InventoryPositionStatus[],
    setStatus: (id: string, status: Decided<InventoryStatus>, closedAt: string | null) =>
      setStatus.run(status, closedAt, id),
    setUser: (id: string, userId: string) => setUser.run(userId, id),
    setPosition: (
      row: Pick<InventoryPositionRow, 'id' | 'statusInInventory' | 'firstCounter'> & {
        status: Decided<InventoryPositionRow['status']>;
      },
    ) => setPosition.run(row),
    setPositionUser: (id: string, userId: string) => setPositionUser.run(userId, id),
    /** open operations' lines on `positionIds` (at most 500, by position code) */
    openLinesOn: (company: string, positionIds: readonly string[]): OpenLineOnPosition[] =>
      openLines.all({ company, ids: JSON.stringify(positionIds) }) as OpenLineOnPosition[],
    /** the open inventory a position is in (id and code), or null */
    holderOf: (positionId: string): { id: string; code: string } | null =>
      (holderOf.get(positionId) as { id: string; code: string } | undefined) ?? null,
    /** doc 3 §4: the register's flag follows the inventory (set on open, cleared on close) */
    markInInventory: (positionId: string, flag: boolean) => setInInventory.run(flag ? 1 : 0, positionId),
  };
}
export type InventoryRepo = ReturnType<typeof inventoryRepo>;

/** Inserts the inventory seed (inside Store.load's transaction, after the warehouse). */
export function loadInventory(r: InventoryRepo, data: InventoryData): void {
  data.inventories.forEach(r.insert);
  data.positions.forEach(r.insertPosition);
  data.countings.forEach(r.insertCounting);
  data.countItems.forEach(r.insertCountItem);
  data.plannings.forEach(r.insertPlanning);
}
