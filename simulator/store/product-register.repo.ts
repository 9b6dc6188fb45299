import type { Database } from 'better-sqlite3';
import type { ProductAttribute } from '../../src/domain/product-register';
import type { AttributeRow } from '../seed/demo/product-register';
import { reusedTotals } from './data-version';
import { idMaker } from './ids';
import { PRODUCT_SORT_COLUMNS, type ProductRow, productsTable } from './products.repo';
import { defineTable, type SqlValue } from './table';

/**
 * The products register (doc 3 §2 Products, §3 Product, §7 GET/POST/PUT/DELETE /product,
 * /product-attributes): the list filters, sorts, pages and totals in SQL; a product is read with
 * its category and attributes (batches). Stock columns stay with store/stock.repo.ts.
 */
export const productAttributesTable = defineTable<AttributeRow>({
  name: 'product_attributes',
  columns: {
    id: { type: 'text', primaryKey: true },
    productId: { type: 'text', references: 'products(id)' },
    productBatch: { type: 'text' },
    productExpire: { type: 'text' },
    quantity: { type: 'real' },
  },
  indexes: [['productId']],
});

/** GET /product filters (doc 3 §2 Products "filter bar"; which fields it has is not shown: ours —
 * sku, description, barcode or RFID code, brand, manufacturer code, category, active). */
export interface ProductQuery {
  companyDocument: string;
  sku?: string;
  description?: string;
  barcode?: string;
  brand?: string;
  manufactorCode?: string;
  categoryId?: string;
  isActive?: boolean;
  sort: { field: ProductSortField; direction: 'ASC' | 'DESC' };
  page: number;
  take: number;
}
export const PRODUCT_SORT_FIELDS = PRODUCT_SORT_COLUMNS;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export type ProductEdit = Pick<
  ProductRow,
  | 'description'
  | 'manufactorDocument'
  | 'price'
  | 'categoryId'
  | 'barcode'
  | 'rfidcode'
  | 'manufactorCode'
  | 'brand'
  | 'observation'
  | 'un'
  | 'isActive'
  | 'updatedBy'
>;

export function productRegisterRepo(db: Database) {
  const where = `p.companyDocument = @companyDocument
    AND (@sku IS NULL OR p.sku LIKE @sku)
    AND (@description IS NULL OR p.description LIKE @description)
    AND (@barcode IS NULL OR p.barcode LIKE @barcode OR p.rfidcode LIKE @barcode)
    AND (@brand IS NULL OR p.brand LIKE @brand)
    AND (@manufactorCode IS NULL OR p.manufactorCode LIKE @manufactorCode)
    AND (@categoryId IS NULL OR p.categoryId = @categoryId)
    AND (@isActive IS NULL OR p.isActive = @isActive)`;
  const extras = `c.name AS categoryName, c.code AS categoryCode,
    (SELECT count(*) FROM product_attributes a WHERE a.productId = p.id) AS attributeCount`;
  const columns = `p.*, ${extras}`;
  // one statement per sort (field and direction cannot be bound), prepared on first use. Ties are
  // broken by id in the same direction: the sort's index is (companyDocument, field, id, the filter
  // columns), so its walk is already in the page's order, tests the filters on the entries and
  // stops at the page, reading only the page's rows (products.repo.ts, issue 33).
  const pages = new Map<string, ReturnType<Database['prepare']>>();
  const pageFor = (field: ProductSortField, direction: 'ASC' | 'DESC') => {
    const key = `${field} ${direction}`;
    let stmt = pages.get(key);
    if (!stmt) {
      // raw rows (productsTable.fromValues): object rows were half of the request's CPU
      stmt = db.prepare(`SELECT ${productsTable.columnList('p')}, ${extras}
        FROM products p LEFT JOIN categories c ON c.id = p.categoryId
        WHERE ${where} ORDER BY p."${field}" ${direction}, p.id ${direction} LIMIT @take OFFSET @offset`);
      stmt.raw(true);
      pages.set(key, stmt);
    }
    return stmt;
  };
  const totals = db.prepare(
    `SELECT count(*) AS total, coalesce(round(sum(p.quantity), 2), 0) AS quantityTotal FROM products p WHERE ${where}`,
  );
  const one = db.prepare(`SELECT ${columns} FROM products p LEFT JOIN categories c ON c.id = p.categoryId
    WHERE p.id = ?`);
  const attributesOf = db.prepare(
    'SELECT id, productBatch, productExpire, quantity FROM product_attributes WHERE productId = ? ORDER BY productExpire, id',
  );
  const attribute = db.prepare('SELECT * FROM product_attributes WHERE id = ?');
  const simple = db.prepare(`SELECT id, sku, description FROM products
    WHERE companyDocument = @companyDocument AND isActive = 1 AND (@categoryId IS NULL OR categoryId = @categoryId)
    ORDER BY sku, id LIMIT 500`);
  const bySku = db.prepare('SELECT id FROM products WHERE companyDocument = ? AND sku = ?').pluck();
  const update =
    db.prepare(`UPDATE products SET description = @description, manufactorDocument = @manufactorDocument,
    price = @price, categoryId = @categoryId, barcode = @barcode, rfidcode = @rfidcode,
    manufactorCode = @manufactorCode, brand = @brand, observation = @observation, un = @un,
    isActive = @isActive, updatedBy = @updatedBy WHERE id = @id`);
  const usedByOperations = db.prepare('SELECT 1 FROM operation_lines WHERE productId = ? LIMIT 1').pluck();
  const removeEmptyItems = db.prepare(
    'DELETE FROM warehouse_position_items WHERE productId = ? AND quantity = 0',
  );
  const removeAttributes = db.prepare('DELETE FROM product_attributes WHERE productId = ?');
  const removeProduct = db.prepare('DELETE FROM products WHERE id = ?');
  const removeAttribute = db.prepare('DELETE FROM product_attributes WHERE id = ?');
  // the total and quantityTotal of a filter are counted once per data version (as the orders list)
  const reused = reusedTotals(db);
  const insertAttribute = productAttributesTable.inserter(db);
  const nextAttributeId = idMaker(db, 'product_attributes', 'att');

  type ProductView = ProductRow & {
    category: { id: string; name: string | null; code: string | null } | null;
    attributeCount: number;
  };
  // the two fields are set on the decoded row rather than spread into a copy: spreading a
  // 22-field row cost ~10 µs a row, half of a 25-row GET /product (bench/README.md "Session 26")
  const view = (raw: unknown): ProductView => {
    const r = raw as { categoryName: string | null; categoryCode: string | null; attributeCount: number };
    const p = productsTable.decode(raw) as ProductView;
    p.category = p.categoryId ? { id: p.categoryId, name: r.categoryName, code: r.categoryCode } : null;
    p.attributeCount = r.attributeCount;
    return p;
  };
  const rawView = (values: SqlValue[]): ProductView => {
    const p = productsTable.fromValues(values) as ProductView;
    const n = productsTable.columnCount;
    p.category = p.categoryId
      ? { id: p.categoryId, name: values[n] as string | null, code: values[n + 1] as string | null }
      : null;
    p.attributeCount = values[n + 2] as number;
    return p;
  };
  const like = (v: string | undefined) => (v ? `%${v}%` : null);
  const params = (q: Omit<ProductQuery, 'sort' | 'page' | 'take'>) => ({
    companyDocument: q.companyDocument,
    sku: like(q.sku?.toUpperCase()),
    description: like(q.description),
    barcode: like(q.barcode?.toUpperCase()),
    brand: like(q.brand),
    manufactorCode: like(q.manufactorCode),
    categoryId: q.categoryId ?? null,
    isActive: q.isActive === undefined ? null : q.isActive ? 1 : 0,
  });

  return {
    insertAttribute,
    /** GET /product: one page, its total and the total quantity of every matching product (the
     * footer, doc 3 §3 "The list response has products, total, quantityTotal"). */
    list: (q: ProductQuery) => {
      const bound = params(q);
      const key = JSON.stringify(bound);
      let both: { total: number; quantityTotal: number } | undefined;
      const count = () => {
        both ??= totals.get(bound) as { total: number; quantityTotal: number };
        return both;
      };
      const total = reused.total(`${key}#n`, () => count().total);
      const quantityTotal = reused.total(`${key}#q`, () => count().quantityTotal);
      const rows = pageFor(q.sort.field, q.sort.direction).all({
        ...bound,
        take: q.take,
        offset: (q.page - 1) * q.take,
      });
      return { products: (rows as SqlValue[][]).map(rawView), total, quantityTotal };
    },
    /** GET /product?simple=true: active products (id, sku, description) for pickers, by category. */
    simple: (companyDocument: string, categoryId?: string) =>
      simple.all({ companyDocument, categoryId: categoryId ?? null }) as Array<{
        id: string;
        sku: string;
        description: string;
      }>,
    /** GET /product/id/{id}: with category and attributes; null when missing. */
    byId: (id: string) => {
      const raw = one.get(id);
      if (!raw) return null;
      return { ...view(raw), attributes: attributesOf.all(id) as ProductAttribute[] };
    },
    /** The id of the company's product with this sku, or null. */
    idOfSku: (companyDocument: string, sku: string): string | null =>
      (bySku.get(companyDocument, sku) as string | undefined) ?? null,
    /** PUT /product/{id}: every register field but sku (doc 3 §5 "sku not editable on edit"). */
    update: (id: string, p: ProductEdit) => update.run({ ...p, isActive: p.isActive ? 1 : 0, id }),
    usedByOperations: (id: string): boolean => usedByOperations.get(id) !== undefined,
    /** DELETE /product/{id}: its empty position items and attributes go with it. */
    remove: (id: string) => {
      removeEmptyItems.run(id);
      removeAttributes.run(id);
      removeProduct.run(id);
    },
    attribute: (id: string) => (attribute.get(id) as AttributeRow | undefined) ?? null,
    attributesOf: (productId: string) => attributesOf.all(productId) as ProductAttribute[],
    addAttribute: (productId: string, a: Omit<ProductAttribute, 'id'>) => {
      const id = nextAttributeId();
      insertAttribute({ id, productId, ...a });
      return id;
    },
    removeAttribute: (id: string) => removeAttribute.run(id),
  };
}
export type ProductRegisterRepo = ReturnType<typeof productRegisterRepo>;
