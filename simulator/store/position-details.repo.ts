import type { Database } from 'better-sqlite3';
import type { PositionDetails, PositionView } from '../../src/domain/positions';
import { idMaker } from './ids';
import { defineTable } from './table';
import { positionsTable } from './warehouses.repo';

/**
 * The positions register's fields of a position (doc 3 §3 Position: aliases, dimensions in cm,
 * weight, volume), one row per position created or edited by the register (a seeded position has
 * none: its details read null). Kept beside `positions` so the operations' table stays theirs.
 */
export interface PositionDetailsRow extends PositionDetails {
  positionId: string;
}

export const positionDetailsTable = defineTable<PositionDetailsRow>({
  name: 'position_details',
  columns: {
    positionId: { type: 'text', primaryKey: true, references: 'positions(id)' },
    aliasStreet: { type: 'text', nullable: true },
    aliasColumn: { type: 'text', nullable: true },
    aliasLevel: { type: 'text', nullable: true },
    aliasGap: { type: 'text', nullable: true },
    height: { type: 'real', nullable: true },
    width: { type: 'real', nullable: true },
    depth: { type: 'real', nullable: true },
    weight: { type: 'real', nullable: true },
    volume: { type: 'real', nullable: true },
  },
});

const EMPTY: PositionDetails = {
  aliasStreet: null,
  aliasColumn: null,
  aliasLevel: null,
  aliasGap: null,
  height: null,
  width: null,
  depth: null,
  weight: null,
  volume: null,
};

export function positionDetailsRepo(db: Database) {
  const columns = Object.keys(positionDetailsTable.encode({ positionId: '', ...EMPTY }));
  const put = db.prepare(
    `INSERT OR REPLACE INTO position_details (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const listed = db.prepare(`
    SELECT p.*, w.code AS warehouseCode, w.name AS warehouseName, w.building AS warehouseBuilding
    FROM positions p JOIN warehouses w ON w.id = p.warehouseId WHERE p.id = ?`);
  const details = db.prepare('SELECT * FROM position_details WHERE positionId = ?');
  const items = db.prepare(`
    SELECT pi.id, pi.barcode, pi.rfidcode, pi.serviceTag, pi.responsible, pi.padlock, pi.quantity,
      p.id AS productId, p.sku, p.description
    FROM warehouse_position_items pi JOIN products p ON p.id = pi.productId
    WHERE pi.positionId = ? AND pi.quantity > 0 ORDER BY p.sku`);
  const stockCount = db
    .prepare('SELECT count(*) FROM warehouse_position_items WHERE positionId = ? AND quantity > 0')
    .pluck();
  const byCode = db.prepare(
    'SELECT id FROM positions WHERE companyDocument = ? AND code = ? AND (? IS NULL OR warehouseId = ?)',
  );
  const update = db.prepare(`UPDATE positions SET code = @code, rfidCode = @rfidCode, street = @street,
    "column" = @column, level = @level, gap = @gap, type = @type, status = @status, isActive = @isActive,
    isVirtual = @isVirtual, scanType = @scanType, warehouseId = @warehouseId WHERE id = @id`);
  const remove = [
    db.prepare('DELETE FROM position_details WHERE positionId = ?'),
    db.prepare('DELETE FROM warehouse_position_items WHERE positionId = ? AND quantity = 0'),
    db.prepare('DELETE FROM positions WHERE id = ?'),
  ];
  const nextPositionId = idMaker(db, 'positions', 'pos');
  return {
    nextPositionId,
    save: (row: PositionDetailsRow) => put.run(positionDetailsTable.encode(row)),
    /** GET /position/{id}: the listed position, its details and its storage items */
    view: (id: string): PositionView | null => {
      const raw = listed.get(id) as Record<string, unknown> | undefined;
      if (!raw) return null;
      const { companyDocument: _c, warehouseId, createdAt: _d, ...position } = positionsTable.decode(raw);
      const warehouse = {
        id: warehouseId,
        code: raw.warehouseCode as string,
        name: raw.warehouseName as string,
        building: (raw.warehouseBuilding as string | null) ?? null,
      };
      const found = details.get(id);
      const { positionId: _p, ...own } = found
        ? positionDetailsTable.decode(found)
        : { positionId: id, ...EMPTY };
      const storageItems = (items.all(id) as Array<Record<string, never>>).map((r) => ({
        id: r.id,
        product: { id: r.productId, sku: r.sku, description: r.description },
        barcode: r.barcode,
        rfidcode: r.rfidcode,
        serviceTag: r.serviceTag,
        responsible: r.responsible,
        padlock: r.padlock,
        quantity: r.quantity,
      }));
      return { ...position, warehouse, ...own, storageItems };
    },
    holdsStock: (id: string) => (stockCount.get(id) as number) > 0,
    idByCode: (companyDocument: string, code: string, warehouse: string | null) =>
      (byCode.get(companyDocument, code, warehouse, warehouse) as { id: string } | undefined)?.id ?? null,
    update: (row: Record<string, unknown>) => update.run(row),
    /** false when other records still refer to it (an operation line, a handling item) */
    delete: (id: string): boolean => {
      try {
        db.transaction(() => {
          for (const s of remove) s.run(id);
        })();
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return false;
        throw error;
      }
    },
  };
}
export type PositionDetailsRepo = ReturnType<typeof positionDetailsRepo>;
