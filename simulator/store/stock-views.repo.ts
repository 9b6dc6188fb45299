import type { Database, Statement } from 'better-sqlite3';
import type { PositionItemField } from '../../src/domain/product-register';
import type { PositionItemRow } from './stock.repo';

/**
 * What the stock screens read of the stock (doc 3 §2 Stock, §3 Warehouse position item, Stock
 * chart row; §7 GET /warehouse/product/{id}, GET/PATCH /warehouse/position/{id}, GET
 * warehouse/report, GET /warehouse/infos-filter, GET /dashboard/charts-stock): joins of position
 * items with their position, warehouse and product, filtered and paged in SQL. Quantities are
 * changed only by store/stock.repo.ts; the inline edits here touch the item's data fields.
 */
const ITEM_COLUMNS = `pi.id, pi.positionId, pi.productId, pi.quantity, pi.barcode, pi.rfidcode, pi.serviceTag,
  pi.responsible, pi.padlock, pi.status, p.code AS positionCode, p.companyDocument,
  w.id AS warehouseId, w.code AS warehouseCode, w.name AS warehouseName, w.building`;
const ITEM_JOIN = `warehouse_position_items pi JOIN positions p ON p.id = pi.positionId
  JOIN warehouses w ON w.id = p.warehouseId`;

interface ItemJoined extends Omit<PositionItemRow, 'createdAt'> {
  positionCode: string;
  companyDocument: string;
  warehouseId: string;
  warehouseCode: string;
  warehouseName: string;
  building: string | null;
}

/** doc 3 §3 "Warehouse position item: id, barcode, rfidcode, serviceTag, responsible, padlock,
 * quantity, status, position, warehouse". */
const itemView = (r: ItemJoined) => ({
  id: r.id,
  productId: r.productId,
  barcode: r.barcode,
  rfidcode: r.rfidcode,
  serviceTag: r.serviceTag,
  responsible: r.responsible,
  padlock: r.padlock,
  quantity: r.quantity,
  status: r.status,
  position: { id: r.positionId, code: r.positionCode },
  warehouse: { id: r.warehouseId, code: r.warehouseCode, name: r.warehouseName, building: r.building },
});
export type PositionItemView = ReturnType<typeof itemView>;

/** GET warehouse/report: the eleven filters of doc 3 §2 Stock. */
export interface StockReportQuery {
  companyDocument: string;
  building?: string;
  warehouse?: string;
  position?: string;
  sku?: string;
  description?: string;
  serviceTag?: string;
  status?: string;
  barcode?: string;
  manufacturer?: string;
  manufactorCode?: string;
  categoryId?: string;
  isActive?: boolean;
  page: number;
  take: number;
}

export function stockViewsRepo(db: Database) {
  const itemsOfProduct = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_JOIN} WHERE pi.productId = ? AND pi.quantity > 0 ORDER BY p.code, pi.id`,
  );
  const item = db.prepare(`SELECT ${ITEM_COLUMNS} FROM ${ITEM_JOIN} WHERE pi.id = ?`);
  const edits = Object.fromEntries(
    (['serviceTag', 'responsible', 'padlock', 'status'] as const).map((f) => [
      f,
      db.prepare(`UPDATE warehouse_position_items SET "${f}" = ? WHERE id = ?`),
    ]),
  ) as Record<PositionItemField, Statement<[string, string]>>;
  const chart = db.prepare(`
    SELECT pr.id, pr.sku, pr.description, p.code AS positionCode, round(sum(pi.quantity), 2) AS quantity
    FROM ${ITEM_JOIN} JOIN products pr ON pr.id = pi.productId
    WHERE p.companyDocument = @companyDocument AND pi.quantity > 0
      AND (@categoryId IS NULL OR pr.categoryId = @categoryId) AND (@productId IS NULL OR pr.id = @productId)
    GROUP BY pr.id, p.code ORDER BY p.code, pr.sku LIMIT 2000`);
  const reportWhere = `p.companyDocument = @companyDocument
    AND (@building IS NULL OR w.building = @building) AND (@warehouse IS NULL OR w.id = @warehouse)
    AND (@position IS NULL OR p.code LIKE @position) AND (@sku IS NULL OR pr.sku LIKE @sku)
    AND (@description IS NULL OR pr.description LIKE @description)
    AND (@serviceTag IS NULL OR pi.serviceTag LIKE @serviceTag) AND (@status IS NULL OR pi.status = @status)
    AND (@barcode IS NULL OR pi.barcode LIKE @barcode OR pi.rfidcode LIKE @barcode)
    AND (@manufacturer IS NULL OR pr.manufactorDocument LIKE @manufacturer)
    AND (@manufactorCode IS NULL OR pr.manufactorCode LIKE @manufactorCode)
    AND (@categoryId IS NULL OR pr.categoryId = @categoryId) AND (@isActive IS NULL OR pr.isActive = @isActive)`;
  const reportFrom = `${ITEM_JOIN} JOIN products pr ON pr.id = pi.productId LEFT JOIN categories c ON c.id = pr.categoryId`;
  const report = db.prepare(`
    SELECT pr.id, pr.sku, pr.description, pr.isActive, c.name AS categoryName, round(sum(pi.quantity), 2) AS quantity
    FROM ${reportFrom} WHERE ${reportWhere}
    GROUP BY pr.id ORDER BY pr.sku, pr.id LIMIT @take OFFSET @offset`);
  const reportCount = db
    .prepare(`SELECT count(DISTINCT pr.id) FROM ${reportFrom} WHERE ${reportWhere}`)
    .pluck();
  const buildings = db
    .prepare(
      'SELECT DISTINCT building FROM warehouses WHERE companyDocument = ? AND building IS NOT NULL ORDER BY building',
    )
    .pluck();
  const warehouses = db.prepare(
    'SELECT id, code, name, building FROM warehouses WHERE companyDocument = ? ORDER BY code',
  );
  const categories = db.prepare(
    'SELECT id, name, code FROM categories WHERE companyDocument = ? ORDER BY name',
  );
  const manufacturers = db
    .prepare(
      `SELECT DISTINCT manufactorDocument FROM products WHERE companyDocument = ? AND manufactorDocument IS NOT NULL
       ORDER BY manufactorDocument`,
    )
    .pluck();
  const like = (v: string | undefined) => (v ? `%${v}%` : null);

  return {
    /** Where a product is stored: its position items holding something, by position code. */
    itemsOfProduct: (productId: string) => (itemsOfProduct.all(productId) as ItemJoined[]).map(itemView),
    /** A position item with its position, warehouse and company (tenancy), or null. */
    item: (id: string) => {
      const r = item.get(id) as ItemJoined | undefined;
      return r ? { ...itemView(r), companyDocument: r.companyDocument } : null;
    },
    /** One inline edit (doc 3 §2 Stock); the caller writes the history row in the same transaction. */
    edit: (id: string, field: PositionItemField, value: string) => edits[field].run(value, id),
    /** doc 3 §3 "Stock chart row: item (id, name, description), position (code), quantity". */
    chart: (companyDocument: string, categoryId?: string, productId?: string) =>
      (
        chart.all({
          companyDocument,
          categoryId: categoryId ?? null,
          productId: productId ?? null,
        }) as Array<{
          id: string;
          sku: string;
          description: string;
          positionCode: string;
          quantity: number;
        }>
      ).map((r) => ({
        item: { id: r.id, name: r.sku, description: r.description },
        position: { code: r.positionCode },
        quantity: r.quantity,
      })),
    /** The stock table (doc 3 §2 Stock "SKU, category, description, status, quantity"): products
     * with the quantity of their items that match the filters. */
    report: (q: StockReportQuery) => {
      const params = {
        companyDocument: q.companyDocument,
        building: q.building ?? null,
        warehouse: q.warehouse ?? null,
        position: like(q.position?.toUpperCase()),
        sku: like(q.sku?.toUpperCase()),
        description: like(q.description),
        serviceTag: like(q.serviceTag),
        status: q.status ?? null,
        barcode: like(q.barcode?.toUpperCase()),
        manufacturer: like(q.manufacturer),
        manufactorCode: like(q.manufactorCode),
        categoryId: q.categoryId ?? null,
        isActive: q.isActive === undefined ? null : q.isActive ? 1 : 0,
      };
      const rows = report.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }) as Array<{
        id: string;
        sku: string;
        description: string;
        isActive: number;
        categoryName: string | null;
        quantity: number;
      }>;
      return {
        stock: rows.map((r) => ({
          id: r.id,
          sku: r.sku,
          description: r.description,
          isActive: r.isActive === 1,
          category: r.categoryName ? { name: r.categoryName } : null,
          quantity: r.quantity,
        })),
        total: reportCount.get(params) as number,
      };
    },
    /** GET /warehouse/infos-filter: the options of the stock filter bar. */
    infosFilter: (companyDocument: string) => ({
      buildings: buildings.all(companyDocument) as string[],
      warehouses: warehouses.all(companyDocument),
      categories: categories.all(companyDocument),
      manufacturers: manufacturers.all(companyDocument) as string[],
    }),
  };
}
export type StockViewsRepo = ReturnType<typeof stockViewsRepo>;
