import type { Database } from 'better-sqlite3';
import type { CategoriesPage, Category } from '../../src/domain/categories';
import { RESERVED_CATEGORY_CODE } from '../../src/domain/product-register';
import { idMaker } from './ids';
import { defineTable } from './table';

/** Product categories of a company (doc 3 §3, §7 `/category`); a code is unique in its company.
 * The categories register writes them; the products register reads them (a product's category,
 * the filters' options, the 999 default of doc 3 §5). */
export type CategoryRow = Category;

export const categoriesTable = defineTable<Category>({
  name: 'categories',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    name: { type: 'text' },
    code: { type: 'text' },
  },
  indexes: [['companyDocument', 'code']],
});

export interface CategoryQuery {
  companyDocument: string;
  /** null: every match (doc 3 §7 "optional no pagination") */
  page: number | null;
  take: number;
  name?: string;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function categoriesRepo(db: Database) {
  const t = categoriesTable;
  const where = `companyDocument = @companyDocument AND (@name IS NULL OR name LIKE @name ESCAPE '\\')`;
  const page = db.prepare(
    `SELECT * FROM categories WHERE ${where} ORDER BY name, id LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM categories WHERE ${where}`).pluck();
  const byId = db.prepare('SELECT * FROM categories WHERE id = ?');
  const byCode = db.prepare('SELECT * FROM categories WHERE companyDocument = ? AND code = ? LIMIT 1');
  const update = db.prepare('UPDATE categories SET name = @name, code = @code WHERE id = @id');
  const remove = db.prepare('DELETE FROM categories WHERE id = ?');
  const reserved = db.prepare('SELECT id FROM categories WHERE companyDocument = ? AND code = ?').pluck();
  const all = db.prepare('SELECT id, name, code FROM categories WHERE companyDocument = ? ORDER BY name, id');
  const one = (row: unknown) => (row ? t.decode(row) : null);
  return {
    insert: t.inserter(db),
    nextId: idMaker(db, 'categories', 'cat'),
    byId: (id: string) => one(byId.get(id)),
    byCode: (companyDocument: string, code: string) => one(byCode.get(companyDocument, code.trim())),
    /** doc 3 §5 "Default category is the one coded 999 when none is set". */
    reservedId: (companyDocument: string): string | null =>
      (reserved.get(companyDocument, RESERVED_CATEGORY_CODE) as string | undefined) ?? null,
    /** every category of the company, for the products' pickers and filters */
    all: (companyDocument: string) => all.all(companyDocument) as Array<Omit<Category, 'companyDocument'>>,
    list: (q: CategoryQuery): CategoriesPage => {
      const params = { companyDocument: q.companyDocument, name: q.name ? like(q.name) : null };
      const take = q.page === null ? -1 : q.take; // LIMIT -1: no limit
      const offset = q.page === null ? 0 : (q.page - 1) * q.take;
      return {
        categories: page.all({ ...params, take, offset }).map(t.decode),
        total: count.get(params) as number,
      };
    },
    update: (c: Category) => {
      update.run(t.encode(c));
    },
    remove: (id: string) => remove.run(id).changes > 0,
  };
}
export type CategoriesRepo = ReturnType<typeof categoriesRepo>;
