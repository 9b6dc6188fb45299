import type { Database } from 'better-sqlite3';
import type { Transporter } from '../../src/domain/transporters';
import { idMaker } from './ids';
import { defineTable } from './table';

/** Transporters, called couriers in the API (`/courrier`, doc 2 §7). */
export const transportersTable = defineTable<Transporter>({
  name: 'transporters',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    type: { type: 'text' },
    typeFreight: { type: 'text', nullable: true },
    nameTransporter: { type: 'text' },
    documentTransporter: { type: 'text' },
    additionalDocumentTransporter: { type: 'text', nullable: true },
    codeANTT: { type: 'text', nullable: true },
    address: { type: 'text' },
    city: { type: 'text' },
    state: { type: 'text' },
    status: { type: 'boolean' },
  },
  indexes: [
    ['companyDocument', 'nameTransporter'],
    ['companyDocument', 'documentTransporter'],
  ],
});

export interface TransporterQuery {
  companyDocument: string;
  page: number;
  take: number;
  name?: string;
  document?: string;
  status?: boolean;
}

export function transportersRepo(db: Database) {
  const t = transportersTable;
  const where = `companyDocument = @companyDocument
    AND (@name IS NULL OR nameTransporter LIKE @name)
    AND (@document IS NULL OR documentTransporter = @document)
    AND (@status IS NULL OR status = @status)`;
  const page = db.prepare(
    `SELECT * FROM transporters WHERE ${where} ORDER BY nameTransporter, id LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM transporters WHERE ${where}`).pluck();
  const byId = db.prepare('SELECT * FROM transporters WHERE id = ?');
  const byDocument = db.prepare(
    'SELECT * FROM transporters WHERE companyDocument = ? AND documentTransporter = ? LIMIT 1',
  );
  const remove = db.prepare('DELETE FROM transporters WHERE id = ?');
  const names = Object.keys(t.encode({} as Transporter)).filter((k) => k !== 'id');
  const replace = db.prepare(
    `UPDATE transporters SET ${names.map((n) => `"${n}" = @${n}`).join(', ')} WHERE id = @id`,
  );
  const one = (row: unknown) => (row ? t.decode(row) : null);
  return {
    insert: t.inserter(db),
    nextId: idMaker(db, 'transporters', 'trp'),
    byId: (id: string) => one(byId.get(id)),
    byDocument: (companyDocument: string, document: string) => one(byDocument.get(companyDocument, document)),
    list: (q: TransporterQuery) => {
      const params = {
        companyDocument: q.companyDocument,
        name: q.name ? `%${q.name}%` : null,
        document: q.document ? q.document.replace(/\D/g, '') : null,
        status: q.status === undefined ? null : q.status ? 1 : 0,
      };
      return {
        transporters: page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }).map(t.decode),
        total: count.get(params) as number,
      };
    },
    update: (transporter: Transporter) => {
      replace.run(t.encode(transporter));
    },
    remove: (id: string) => remove.run(id).changes > 0,
  };
}
export type TransportersRepo = ReturnType<typeof transportersRepo>;
