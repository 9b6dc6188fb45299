import type { Database } from 'better-sqlite3';
import { RESERVED_CATEGORY_CODE } from '../../src/domain/product-register';
import { defineTable } from './table';

/**
 * Product categories (doc 3 §3 Category: id, name, code), a company's own. The products register
 * reads them (a product's category, the filters' options, the 999 default of doc 3 §5); the
 * categories register (h-reg1's /product-categories) owns their writes. Merge note: if that branch
 * declares its own `categories` table, keep one declaration and these reads.
 */
export interface CategoryRow {
  id: string;
  companyDocument: string;
  name: string;
  code: string;
}

export const categoriesTable = defineTable<CategoryRow>({
  name: 'categories',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    name: { type: 'text' },
    code: { type: 'text' },
  },
  indexes: [['companyDocument', 'code']],
});

export function categoriesRepo(db: Database) {
  const byId = db.prepare('SELECT id, name, code, companyDocument FROM categories WHERE id = ?');
  const reserved = db.prepare('SELECT id FROM categories WHERE companyDocument = ? AND code = ?').pluck();
  const all = db.prepare('SELECT id, name, code FROM categories WHERE companyDocument = ? ORDER BY name, id');
  return {
    insert: categoriesTable.inserter(db),
    byId: (id: string) => (byId.get(id) as CategoryRow | undefined) ?? null,
    /** doc 3 §5 "Default category is the one coded 999 when none is set". */
    reservedId: (companyDocument: string): string | null =>
      (reserved.get(companyDocument, RESERVED_CATEGORY_CODE) as string | undefined) ?? null,
    all: (companyDocument: string) => all.all(companyDocument) as Array<Omit<CategoryRow, 'companyDocument'>>,
  };
}
