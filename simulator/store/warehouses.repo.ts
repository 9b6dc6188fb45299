import type { Database } from 'better-sqlite3';
import type { Position, WarehouseRef } from '../../src/domain/warehouse';
import { defineTable } from './table';

/**
 * Warehouses and their positions (doc 3 §3 Warehouse, Position): where stock is stored
 * (store/stock.repo.ts) and what storage suggests and picking takes from (OPERATIONS-CONTRACT.md).
 * Lists filter and page in SQL.
 */
export interface WarehouseRow extends WarehouseRef {
  companyDocument: string;
  /** the building register's record (store/buildings.repo.ts); `building` keeps its name */
  buildingId?: string | null;
  isActive: boolean;
  createdAt: string;
}

export const warehousesTable = defineTable<WarehouseRow>({
  name: 'warehouses',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    code: { type: 'text' },
    name: { type: 'text' },
    building: { type: 'text', nullable: true },
    buildingId: { type: 'text', nullable: true },
    isActive: { type: 'boolean' },
    createdAt: { type: 'text' },
  },
  indexes: [['companyDocument', 'code'], ['buildingId']],
});

/** A stored position: what GET /position answers (`Position`, doc 3 §3) with its company, its
 * warehouse by id and its creation time. */
export interface PositionRow extends Omit<Position, 'warehouse'> {
  companyDocument: string;
  warehouseId: string;
  createdAt: string;
}

export const positionsTable = defineTable<PositionRow>({
  name: 'positions',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    warehouseId: { type: 'text', references: 'warehouses(id)' },
    code: { type: 'text' },
    rfidCode: { type: 'text', nullable: true },
    street: { type: 'text' },
    column: { type: 'text' },
    level: { type: 'text' },
    gap: { type: 'text' },
    type: { type: 'text' },
    status: { type: 'text' },
    isActive: { type: 'boolean' },
    inInventory: { type: 'boolean' },
    isVirtual: { type: 'boolean' },
    scanType: { type: 'text' },
    createdAt: { type: 'text' },
  },
  indexes: [
    ['companyDocument', 'code'],
    ['warehouseId', 'code'],
  ],
});

export interface PositionQuery {
  companyDocument: string;
  warehouse?: string;
  code?: string;
  inInventory?: boolean;
  isActive?: boolean;
  page: number;
  take: number;
}

export function warehousesRepo(db: Database) {
  const byId = db.prepare('SELECT * FROM positions WHERE id = ?');
  const where = `p.companyDocument = @companyDocument
    AND (@warehouse IS NULL OR p.warehouseId = @warehouse)
    AND (@code IS NULL OR p.code LIKE @code)
    AND (@inInventory IS NULL OR p.inInventory = @inInventory)
    AND (@isActive IS NULL OR p.isActive = @isActive)`;
  const page = db.prepare(`
    SELECT p.*, w.code AS warehouseCode, w.name AS warehouseName, w.building AS warehouseBuilding
    FROM positions p JOIN warehouses w ON w.id = p.warehouseId
    WHERE ${where} ORDER BY p.code, p.id LIMIT @take OFFSET @offset`);
  const count = db.prepare(`SELECT count(*) FROM positions p WHERE ${where}`).pluck();
  const storable = db.prepare(`
    SELECT id, code, inInventory FROM positions
    WHERE companyDocument = ? AND isActive = 1 AND type IN ('STORAGE', 'GENERAL') ORDER BY code, id`);

  type Joined = { warehouseCode: string; warehouseName: string; warehouseBuilding: string | null };
  const view = (raw: unknown): Position => {
    const w = raw as Joined;
    const { companyDocument: _c, warehouseId, createdAt: _d, ...rest } = positionsTable.decode(raw);
    return {
      ...rest,
      warehouse: {
        id: warehouseId,
        code: w.warehouseCode,
        name: w.warehouseName,
        building: w.warehouseBuilding,
      },
    };
  };
  const flag = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);

  return {
    insertWarehouse: warehousesTable.inserter(db),
    insertPosition: positionsTable.inserter(db),
    position: (id: string): PositionRow | null => {
      const row = byId.get(id);
      return row ? positionsTable.decode(row) : null;
    },
    /** GET /position: by code, filters in SQL */
    list: (q: PositionQuery): { positions: Position[]; total: number } => {
      const params = {
        companyDocument: q.companyDocument,
        warehouse: q.warehouse ?? null,
        code: q.code ? `%${q.code.toUpperCase()}%` : null,
        inInventory: flag(q.inInventory),
        isActive: flag(q.isActive),
      };
      return {
        positions: page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }).map(view),
        total: count.get(params) as number,
      };
    },
    /** Active STORAGE/GENERAL positions of a company, by code (storage suggestions). */
    storable: (companyDocument: string) =>
      (storable.all(companyDocument) as Array<{ id: string; code: string; inInventory: number }>).map(
        (p) => ({ positionId: p.id, code: p.code, inInventory: p.inInventory === 1 }),
      ),
  };
}
export type WarehousesRepo = ReturnType<typeof warehousesRepo>;
