import type { Database } from 'better-sqlite3';
import type { ManufacturersPage, VehicleManufacturer } from '../../src/domain/manufacturers';
import { defineTable } from './table';

/** Vehicle manufacturers of a company (src/domain/manufacturers.ts), searched and paged in SQL. */
export const manufacturersTable = defineTable<VehicleManufacturer>({
  name: 'vehicle_manufacturers',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    name: { type: 'text' },
  },
  indexes: [['companyDocument', 'name']],
});

export interface ManufacturerQuery {
  companyDocument: string;
  /** part of the name, any case */
  name?: string;
  page: number;
  take: number;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function manufacturersRepo(db: Database) {
  const where = `companyDocument = @companyDocument
    AND (@name IS NULL OR name LIKE @name ESCAPE '\\')`;
  const page = db.prepare(
    `SELECT id, name FROM vehicle_manufacturers WHERE ${where} ORDER BY name, id LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM vehicle_manufacturers WHERE ${where}`).pluck();
  return {
    insert: manufacturersTable.inserter(db),
    list: (q: ManufacturerQuery): ManufacturersPage => {
      const params = { companyDocument: q.companyDocument, name: q.name ? like(q.name) : null };
      return {
        manufacturers: page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }) as Array<{
          id: string;
          name: string;
        }>,
        total: count.get(params) as number,
      };
    },
  };
}
