import type { Database } from 'better-sqlite3';
import type { WarehouseRecord, WarehousesPage } from '../../src/domain/buildings';
import { idMaker } from './ids';
import { type WarehouseRow, warehousesTable } from './warehouses.repo';

/**
 * The warehouses register (doc 3 §2 "Warehouses: code, name, building, total positions, status";
 * §7 GET/POST /warehouse, GET/DELETE /warehouse/{id}) over the warehouses table the operations
 * use (store/warehouses.repo.ts). Filters, paging and the positions count in one SQL statement.
 */
export interface WarehouseRegisterQuery {
  companyDocument: string;
  page: number;
  take: number;
  code?: string;
  name?: string;
  /** a building id */
  building?: string;
  isActive?: boolean;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Raw = WarehouseRow & { totalPositions: number };

export function warehouseRegisterRepo(db: Database) {
  const where = `w.companyDocument = @companyDocument
    AND (@code IS NULL OR w.code LIKE @code ESCAPE '\\')
    AND (@name IS NULL OR w.name LIKE @name ESCAPE '\\')
    AND (@building IS NULL OR w.buildingId = @building)
    AND (@isActive IS NULL OR w.isActive = @isActive)`;
  const select = `SELECT w.*, (SELECT count(*) FROM positions p WHERE p.warehouseId = w.id) AS totalPositions
    FROM warehouses w`;
  const page = db.prepare(`${select} WHERE ${where} ORDER BY w.code, w.id LIMIT @take OFFSET @offset`);
  const count = db.prepare(`SELECT count(*) FROM warehouses w WHERE ${where}`).pluck();
  const byId = db.prepare(`${select} WHERE w.id = ?`);
  const byCode = db.prepare('SELECT id FROM warehouses WHERE companyDocument = ? AND code = ?').pluck();
  const insert = warehousesTable.inserter(db);
  const update = db.prepare(
    'UPDATE warehouses SET name = @name, building = @building, buildingId = @buildingId, isActive = @isActive WHERE id = @id',
  );
  const use = db.prepare(`SELECT
      (SELECT COALESCE(sum(pi.quantity), 0) FROM warehouse_position_items pi
        JOIN positions p ON p.id = pi.positionId WHERE p.warehouseId = @id) AS stock,
      (SELECT count(*) FROM positions WHERE warehouseId = @id AND inInventory = 1) AS inInventory`);
  const removeAll = [
    'DELETE FROM warehouse_position_items WHERE positionId IN (SELECT id FROM positions WHERE warehouseId = ?)',
    'DELETE FROM position_details WHERE positionId IN (SELECT id FROM positions WHERE warehouseId = ?)',
    'DELETE FROM positions WHERE warehouseId = ?',
    'DELETE FROM warehouses WHERE id = ?',
  ].map((sql) => db.prepare(sql));
  const removeTx = db.transaction((id: string) => {
    for (const statement of removeAll) statement.run(id);
  });

  const view = (raw: unknown): WarehouseRecord => {
    const r = raw as Raw;
    const w = warehousesTable.decode(raw);
    return {
      id: w.id,
      companyDocument: w.companyDocument,
      code: w.code,
      name: w.name,
      building: w.buildingId ? { id: w.buildingId, name: w.building ?? '' } : null,
      isActive: w.isActive,
      totalPositions: r.totalPositions,
    };
  };
  return {
    nextId: idMaker(db, 'warehouses', 'wh'),
    list: (q: WarehouseRegisterQuery): WarehousesPage => {
      const params = {
        companyDocument: q.companyDocument,
        code: q.code ? like(q.code.toUpperCase()) : null,
        name: q.name ? like(q.name.toUpperCase()) : null,
        building: q.building ?? null,
        isActive: q.isActive === undefined ? null : q.isActive ? 1 : 0,
      };
      return {
        warehouses: page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }).map(view),
        total: count.get(params) as number,
      };
    },
    byId: (id: string): WarehouseRecord | null => {
      const row = byId.get(id);
      return row ? view(row) : null;
    },
    codeTaken: (companyDocument: string, code: string) => byCode.get(companyDocument, code) !== undefined,
    insert: (w: WarehouseRow) => insert(w),
    update: (w: Pick<WarehouseRow, 'id' | 'name' | 'building' | 'buildingId' | 'isActive'>) => {
      update.run({ ...w, isActive: w.isActive ? 1 : 0 });
    },
    /** What keeps a warehouse from being deleted: the stock in its positions, positions in inventory. */
    use: (id: string) => use.get({ id }) as { stock: number; inInventory: number },
    /** Deletes the warehouse, its positions and their empty items; false when operation records
     * still name one of its positions (a foreign key refuses: nothing is deleted). */
    remove: (id: string): boolean => {
      try {
        removeTx(id);
        return true;
      } catch (error) {
        if (String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT')) return false;
        throw error;
      }
    },
  };
}
export type WarehouseRegisterRepo = ReturnType<typeof warehouseRegisterRepo>;
