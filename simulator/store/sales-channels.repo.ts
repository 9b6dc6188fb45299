import type { Database } from 'better-sqlite3';
import type { SalesChannel } from '../../src/domain/sales-channels';
import { idMaker } from './ids';
import { defineTable } from './table';

/** Sales channels of a company (doc 3 §3, §7 `/saleschannel`); a code is unique in its company. */
export const salesChannelsTable = defineTable<SalesChannel>({
  name: 'sales_channels',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    code: { type: 'text' },
    saleschannel: { type: 'text' },
  },
  indexes: [['companyDocument', 'code']],
});

export interface SalesChannelQuery {
  companyDocument: string;
  page: number;
  take: number;
  /** part of the name (case-insensitive) */
  name?: string;
  /** the exact code */
  code?: string;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function salesChannelsRepo(db: Database) {
  const t = salesChannelsTable;
  const where = `companyDocument = @companyDocument
    AND (@name IS NULL OR saleschannel LIKE @name ESCAPE '\\')
    AND (@code IS NULL OR code = @code)`;
  // numeric codes in number order (101 before 995), then any others
  const page = db.prepare(
    `SELECT * FROM sales_channels WHERE ${where}
     ORDER BY CAST(code AS INTEGER), code, id LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM sales_channels WHERE ${where}`).pluck();
  const byId = db.prepare('SELECT * FROM sales_channels WHERE id = ?');
  const byCode = db.prepare('SELECT * FROM sales_channels WHERE companyDocument = ? AND code = ? LIMIT 1');
  const rename = db.prepare('UPDATE sales_channels SET saleschannel = @saleschannel WHERE id = @id');
  const remove = db.prepare('DELETE FROM sales_channels WHERE id = ?');
  const one = (row: unknown) => (row ? t.decode(row) : null);
  return {
    insert: t.inserter(db),
    nextId: idMaker(db, 'sales_channels', 'sch'),
    byId: (id: string) => one(byId.get(id)),
    byCode: (companyDocument: string, code: string) => one(byCode.get(companyDocument, code.trim())),
    list: (q: SalesChannelQuery) => {
      const params = {
        companyDocument: q.companyDocument,
        name: q.name ? like(q.name) : null,
        code: q.code ? q.code.trim() : null,
      };
      return {
        saleschannels: page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }).map(t.decode),
        total: count.get(params) as number,
      };
    },
    rename: (id: string, saleschannel: string) => {
      rename.run({ id, saleschannel });
    },
    remove: (id: string) => remove.run(id).changes > 0,
  };
}
export type SalesChannelsRepo = ReturnType<typeof salesChannelsRepo>;
