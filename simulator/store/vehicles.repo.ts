import type { Database } from 'better-sqlite3';
import type { Vehicle, VehiclesPage } from '../../src/domain/vehicles';
import { idMaker } from './ids';
import { defineTable } from './table';

/** Vehicles of a company (doc 3 §3 Vehicle, §7 `/vehicle`); a plate is unique in its company. */
export const vehiclesTable = defineTable<Vehicle>({
  name: 'vehicles',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    plate: { type: 'text' },
    type: { type: 'text' },
    capacityVolume: { type: 'real' },
    capacityWeight: { type: 'real' },
    status: { type: 'boolean' },
  },
  indexes: [
    ['companyDocument', 'plate'],
    ['companyDocument', 'type'],
  ],
});

/** Columns a list may be sorted by (doc 1 §7.1 `field|ASC`); anything else sorts by plate. */
export const VEHICLE_SORT_FIELDS = ['plate', 'type', 'capacityVolume', 'capacityWeight', 'status'] as const;
export type VehicleSortField = (typeof VEHICLE_SORT_FIELDS)[number];

export interface VehicleQuery {
  companyDocument: string;
  page: number;
  take: number;
  /** part of the plate (case-insensitive) */
  plate?: string;
  type?: string;
  status?: boolean;
  sort?: { field: VehicleSortField; direction: 'ASC' | 'DESC' };
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function vehiclesRepo(db: Database) {
  const t = vehiclesTable;
  const where = `companyDocument = @companyDocument
    AND (@plate IS NULL OR plate LIKE @plate ESCAPE '\\')
    AND (@type IS NULL OR type = @type)
    AND (@status IS NULL OR status = @status)`;
  // one statement per sort (column names cannot be bound): prepared once, on first use
  const pages = new Map<string, ReturnType<Database['prepare']>>();
  const pageOf = (sort: VehicleQuery['sort']) => {
    const order = sort ? `"${sort.field}" ${sort.direction}, plate, id` : 'plate, id';
    let statement = pages.get(order);
    if (!statement) {
      statement = db.prepare(
        `SELECT * FROM vehicles WHERE ${where} ORDER BY ${order} LIMIT @take OFFSET @offset`,
      );
      pages.set(order, statement);
    }
    return statement;
  };
  const count = db.prepare(`SELECT count(*) FROM vehicles WHERE ${where}`).pluck();
  const byId = db.prepare('SELECT * FROM vehicles WHERE id = ?');
  const byPlate = db.prepare('SELECT * FROM vehicles WHERE companyDocument = ? AND plate = ? LIMIT 1');
  const update = db.prepare(`UPDATE vehicles SET type = @type, capacityVolume = @capacityVolume,
    capacityWeight = @capacityWeight, status = @status WHERE id = @id`);
  const remove = db.prepare('DELETE FROM vehicles WHERE id = ?');
  const profiles = db.prepare('SELECT count(*) FROM users WHERE vehicleId = ?').pluck();
  const openRoutes = db
    .prepare("SELECT count(*) FROM routes WHERE vehicleId = ? AND status NOT IN ('DONE', 'CANCELLED')")
    .pluck();
  const one = (row: unknown) => (row ? t.decode(row) : null);
  return {
    insert: t.inserter(db),
    nextId: idMaker(db, 'vehicles', 'veh'),
    byId: (id: string) => one(byId.get(id)),
    byPlate: (companyDocument: string, plate: string) => one(byPlate.get(companyDocument, plate)),
    list: (q: VehicleQuery): VehiclesPage => {
      const params = {
        companyDocument: q.companyDocument,
        plate: q.plate ? like(q.plate.toUpperCase()) : null,
        type: q.type ?? null,
        status: q.status === undefined ? null : q.status ? 1 : 0,
      };
      return {
        vehicles: pageOf(q.sort)
          .all({ ...params, take: q.take, offset: (q.page - 1) * q.take })
          .map(t.decode),
        total: count.get(params) as number,
      };
    },
    update: (v: Vehicle) => {
      update.run(t.encode(v));
    },
    remove: (id: string) => remove.run(id).changes > 0,
    /** What still uses a vehicle (doc 3 §6 profiles, §4 routes): read before a delete. */
    use: (id: string) => ({
      users: profiles.get(id) as number,
      openRoutes: openRoutes.get(id) as number,
    }),
  };
}
export type VehiclesRepo = ReturnType<typeof vehiclesRepo>;
