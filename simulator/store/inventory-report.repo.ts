import type { Database } from 'better-sqlite3';

/**
 * The inventory position report (doc 3 §2 Reports "Inventory by category and position: positions
 * grouped with category and quantity, coloured markers, category filter"; §7 Reports "positions
 * list"): one row per (category, position) holding stock of that category, with the position's
 * quantity of it and the category's total, ordered by category then position — grouped, filtered
 * and paged in SQL (window functions run before LIMIT, so totals cover every page). Products with
 * no category form their own group (category null), listed last.
 */
export interface InventoryPositionReportQuery {
  companyDocument: string;
  categoryId: string | null;
  page: number;
  take: number;
}

interface Row {
  categoryId: string | null;
  categoryName: string | null;
  categoryQuantity: number;
  positionId: string;
  positionCode: string;
  isActive: number;
  inInventory: number;
  warehouseId: string;
  warehouseName: string;
  building: string | null;
  products: number;
  quantity: number;
  total: number;
}

export function inventoryReportRepo(db: Database) {
  const page = db.prepare(`
    SELECT c.id AS categoryId, c.name AS categoryName, p.id AS positionId, p.code AS positionCode,
      p.isActive, p.inInventory, w.id AS warehouseId, w.name AS warehouseName, w.building,
      count(DISTINCT pi.productId) AS products, round(sum(pi.quantity), 2) AS quantity,
      round(sum(sum(pi.quantity)) OVER (PARTITION BY c.id), 2) AS categoryQuantity,
      count(*) OVER () AS total
    FROM warehouse_position_items pi JOIN positions p ON p.id = pi.positionId
      JOIN warehouses w ON w.id = p.warehouseId JOIN products pr ON pr.id = pi.productId
      LEFT JOIN categories c ON c.id = pr.categoryId
    WHERE p.companyDocument = @companyDocument AND pi.quantity > 0
      AND (@categoryId IS NULL OR pr.categoryId = @categoryId)
    GROUP BY c.id, p.id
    ORDER BY c.id IS NULL, c.name, c.id, p.code, p.id
    LIMIT @take OFFSET @offset`);
  const count = db
    .prepare(`
    SELECT count(*) FROM (SELECT 1 FROM warehouse_position_items pi JOIN positions p ON p.id = pi.positionId
      JOIN products pr ON pr.id = pi.productId
    WHERE p.companyDocument = @companyDocument AND pi.quantity > 0
      AND (@categoryId IS NULL OR pr.categoryId = @categoryId)
    GROUP BY pr.categoryId, p.id)`)
    .pluck();

  return {
    positions: (q: InventoryPositionReportQuery) => {
      const filter = { companyDocument: q.companyDocument, categoryId: q.categoryId };
      const rows = page.all({ ...filter, take: q.take, offset: (q.page - 1) * q.take }) as Row[];
      return {
        positions: rows.map((r) => ({
          category: r.categoryId ? { id: r.categoryId, name: r.categoryName ?? '' } : null,
          categoryQuantity: r.categoryQuantity,
          position: {
            id: r.positionId,
            code: r.positionCode,
            isActive: r.isActive === 1,
            inInventory: r.inInventory === 1,
          },
          warehouse: { id: r.warehouseId, name: r.warehouseName, building: r.building },
          products: r.products,
          quantity: r.quantity,
        })),
        // a page past the end has no row to carry the window's count: count apart then
        total: rows[0]?.total ?? (q.page > 1 ? (count.get(filter) as number) : 0),
      };
    },
  };
}
