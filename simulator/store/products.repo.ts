import type { Database } from 'better-sqlite3';
import type { ProductLight } from '../../src/domain/products';
import { idMaker } from './ids';
import { defineTable } from './table';

/** Products of a company (doc 3 §3 Product, the fields the orders area uses). The product picker
 * lists active products only (doc 2 §9). The stock columns (doc 3 §3 "quantity, quantityVirtual,
 * balance") change only through store/stock.repo.ts (OPERATIONS-CONTRACT.md "Stock"). */
export interface ProductRow extends ProductLight, ProductStock, ProductRegisterFields {
  companyDocument: string;
  createdAt: string;
}

/** The register's fields (doc 3 §3 Product; the products register, doc 3 §2, §5). */
export interface ProductRegisterFields {
  manufactorDocument: string | null;
  brand: string | null;
  categoryId: string | null;
  observation: string | null;
  createdBy: string | null;
  updatedBy: string | null;
}
export const NO_REGISTER_FIELDS: ProductRegisterFields = {
  manufactorDocument: null,
  brand: null,
  categoryId: null,
  observation: null,
  createdBy: null,
  updatedBy: null,
};

export interface ProductStock {
  /** stored in positions: the sum of the product's position items */
  quantity: number;
  /** received and waiting at the dock (inbound done, not yet put away) */
  quantityVirtual: number;
  /** quantity + quantityVirtual */
  balance: number;
}
export const NO_STOCK: ProductStock = { quantity: 0, quantityVirtual: 0, balance: 0 };

/** The register's sort columns (GET /product sort, doc 3 §2 Products) and filter columns. */
export const PRODUCT_SORT_COLUMNS = [
  'sku',
  'description',
  'brand',
  'quantity',
  'balance',
  'createdAt',
] as const;
export const PRODUCT_FILTER_COLUMNS = [
  'sku',
  'description',
  'barcode',
  'rfidcode',
  'brand',
  'manufactorCode',
  'categoryId',
  'isActive',
] as const;

export const productsTable = defineTable<ProductRow>({
  name: 'products',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    sku: { type: 'text' },
    description: { type: 'text' },
    barcode: { type: 'text', nullable: true },
    rfidcode: { type: 'text', nullable: true },
    manufactorCode: { type: 'text', nullable: true },
    un: { type: 'text' },
    price: { type: 'real' },
    isActive: { type: 'boolean' },
    productBatch: { type: 'text', nullable: true },
    productExpire: { type: 'text', nullable: true },
    quantity: { type: 'real' },
    quantityVirtual: { type: 'real' },
    balance: { type: 'real' },
    manufactorDocument: { type: 'text', nullable: true },
    brand: { type: 'text', nullable: true },
    categoryId: { type: 'text', nullable: true },
    observation: { type: 'text', nullable: true },
    createdBy: { type: 'text', nullable: true },
    updatedBy: { type: 'text', nullable: true },
    createdAt: { type: 'text' },
  },
  indexes: [
    ['companyDocument', 'isActive', 'sku'],
    ['companyDocument', 'barcode'],
    // the register's sorts (GET /product sort=field|…, product-register.repo.ts): one covering
    // index per sort column — the column, the tie-break id, then every column a filter tests — so
    // a page walks it in the page's order, tests the filters on the entries and reads only the
    // page's rows (issue 33; tests/unit/store/product-list-plan.test.ts)
    ...PRODUCT_SORT_COLUMNS.map(
      (field): Array<keyof ProductRow & string> => [
        'companyDocument',
        field,
        'id',
        ...PRODUCT_FILTER_COLUMNS.filter((c) => c !== field),
      ],
    ),
  ],
});

export function productsRepo(db: Database) {
  const t = productsTable;
  const where = `companyDocument = @companyDocument AND isActive = 1
    AND (@search IS NULL OR sku LIKE @search OR description LIKE @search OR barcode LIKE @search)`;
  const page = db.prepare(
    `SELECT * FROM products WHERE ${where} ORDER BY sku, id LIMIT @take OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM products WHERE ${where}`).pluck();
  const byBarcode = db.prepare(
    'SELECT * FROM products WHERE companyDocument = ? AND upper(barcode) = upper(?) LIMIT 1',
  );
  const byId = db.prepare('SELECT * FROM products WHERE id = ?');
  const nextId = idMaker(db, 'products', 'prd');
  const light = (raw: unknown): ProductLight => {
    const {
      companyDocument: _c,
      createdAt: _d,
      quantity: _q,
      quantityVirtual: _v,
      balance: _b,
      manufactorDocument: _m,
      brand: _br,
      categoryId: _ci,
      observation: _o,
      createdBy: _cb,
      updatedBy: _ub,
      ...p
    } = t.decode(raw);
    return p;
  };
  const insert = t.inserter(db);
  return {
    /** a product; without stock columns it starts with none, without register fields with null */
    insert: (
      row: Omit<ProductRow, keyof ProductStock | keyof ProductRegisterFields> &
        Partial<ProductStock & ProductRegisterFields>,
    ) => insert({ ...NO_STOCK, ...NO_REGISTER_FIELDS, ...row }),
    nextId,
    byId: (id: string): ProductRow | null => {
      const row = byId.get(id);
      return row ? t.decode(row) : null;
    },
    /** GET /product/light: active products, searched by sku, description or barcode */
    listActive: (q: { companyDocument: string; search?: string; page: number; take: number }) => {
      const params = { companyDocument: q.companyDocument, search: q.search ? `%${q.search}%` : null };
      return {
        products: page.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }).map(light),
        total: count.get(params) as number,
      };
    },
    byBarcode: (companyDocument: string, barcode: string): ProductRow | null => {
      const row = byBarcode.get(companyDocument, barcode);
      return row ? t.decode(row) : null;
    },
    light,
  };
}
export type ProductsRepo = ReturnType<typeof productsRepo>;
