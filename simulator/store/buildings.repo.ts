import type { Database } from 'better-sqlite3';
import type { Building, BuildingsPage, BuildingType } from '../../src/domain/buildings';
import { idMaker } from './ids';
import { defineTable } from './table';

/** Buildings of a company (doc 3 §3 Building, §7 `/building`); a code is unique in its company
 * and names the building in the API (`GET/DELETE /building/{code}`). */
export const buildingsTable = defineTable<Building>({
  name: 'buildings',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    type: { type: 'text' },
    cnpj: { type: 'text' },
    name: { type: 'text' },
    code: { type: 'text' },
    postalCode: { type: 'text' },
    street: { type: 'text' },
    number: { type: 'text' },
    complement: { type: 'text', nullable: true },
    neighborhood: { type: 'text' },
    city: { type: 'text' },
    state: { type: 'text' },
    country: { type: 'text' },
    lat: { type: 'real', nullable: true },
    lng: { type: 'real', nullable: true },
    isActive: { type: 'boolean' },
  },
  indexes: [
    ['companyDocument', 'code'],
    ['companyDocument', 'name'],
  ],
});

/** GET /building filters (doc 3 §2 "filter (code, name, postal code, type main or branch, status)"). */
export interface BuildingQuery {
  companyDocument: string;
  page: number;
  take: number;
  code?: string;
  name?: string;
  postalCode?: string;
  type?: BuildingType;
  isActive?: boolean;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function buildingsRepo(db: Database) {
  const t = buildingsTable;
  const where = `companyDocument = @companyDocument
    AND (@code IS NULL OR code LIKE @code ESCAPE '\\')
    AND (@name IS NULL OR name LIKE @name ESCAPE '\\')
    AND (@postalCode IS NULL OR postalCode LIKE @postalCode ESCAPE '\\')
    AND (@type IS NULL OR type = @type)
    AND (@isActive IS NULL OR isActive = @isActive)`;
  const page = db.prepare(
    `SELECT * FROM buildings WHERE ${where} ORDER BY code, id LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM buildings WHERE ${where}`).pluck();
  const byCode = db.prepare('SELECT * FROM buildings WHERE companyDocument = ? AND code = ?');
  const byId = db.prepare('SELECT * FROM buildings WHERE id = ?');
  const update = db.prepare(`UPDATE buildings SET type = @type, name = @name,
    postalCode = @postalCode, street = @street, number = @number, complement = @complement,
    neighborhood = @neighborhood, city = @city, state = @state, country = @country, lat = @lat,
    lng = @lng, isActive = @isActive WHERE id = @id`);
  // a warehouse shows its building's name (doc 3 §3 "name on read"): a renamed building renames it
  const renameWarehouses = db.prepare('UPDATE warehouses SET building = ? WHERE buildingId = ?');
  const warehouses = db.prepare('SELECT count(*) FROM warehouses WHERE buildingId = ?').pluck();
  const remove = db.prepare('DELETE FROM buildings WHERE id = ?');
  const located = db.prepare(`SELECT type, isActive, lat, lng FROM buildings
    WHERE companyDocument = ? AND isActive = 1 AND lat IS NOT NULL AND lng IS NOT NULL ORDER BY code, id`);
  const one = (row: unknown) => (row ? t.decode(row) : null);
  return {
    insert: t.inserter(db),
    nextId: idMaker(db, 'buildings', 'bld'),
    byCode: (companyDocument: string, code: string) => one(byCode.get(companyDocument, code)),
    byId: (id: string) => one(byId.get(id)),
    list: (q: BuildingQuery): BuildingsPage => {
      const params = {
        companyDocument: q.companyDocument,
        code: q.code ? like(q.code.toUpperCase()) : null,
        name: q.name ? like(q.name.toUpperCase()) : null,
        postalCode: q.postalCode ? like(q.postalCode) : null,
        type: q.type ?? null,
        isActive: q.isActive === undefined ? null : q.isActive ? 1 : 0,
      };
      return {
        buildings: page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }).map(t.decode),
        total: count.get(params) as number,
      };
    },
    update: db.transaction((b: Building) => {
      update.run(t.encode(b));
      renameWarehouses.run(b.name, b.id);
    }),
    warehouses: (id: string) => warehouses.get(id) as number,
    /** Active buildings with coordinates, for `routeDepot` (src/domain/routing/depot.ts). */
    located: (companyDocument: string) =>
      located.all(companyDocument).map((row) => {
        const b = row as { type: Building['type']; isActive: number; lat: number; lng: number };
        return { type: b.type, isActive: b.isActive === 1, lat: b.lat, lng: b.lng };
      }),
    remove: (id: string) => remove.run(id).changes > 0,
  };
}
export type BuildingsRepo = ReturnType<typeof buildingsRepo>;
