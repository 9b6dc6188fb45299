import type { Database } from 'better-sqlite3';
import { orderDetailReader } from './order-detail-view';
import { orderListReader } from './order-list-query';
import { type OrderItemRow, type OrderRow, orderItemsTable, ordersTable } from './order-tables';
import { orderWriter } from './order-writes';

/**
 * The orders repository: point reads here, the list (order-list-query.ts), the detail
 * (order-detail-view.ts) and the writes (order-writes.ts) over the tables of order-tables.ts.
 * The list's totals are reused per filter until any write to the store (data-version.ts), so they
 * stay exact whichever path writes.
 */
export function ordersRepo(db: Database) {
  const t = ordersTable;
  const byId = db.prepare('SELECT * FROM orders WHERE id = ?');
  const byIds = db.prepare('SELECT * FROM orders WHERE id IN (SELECT value FROM json_each(?))');
  const byNumber = db.prepare(
    'SELECT * FROM orders WHERE companyDocument = ? AND orderNumber = ? AND orderSerie = ? LIMIT 1',
  );
  const byNumberAnySerie = db.prepare(
    'SELECT * FROM orders WHERE companyDocument = ? AND orderNumber = ? LIMIT 1',
  );
  const byExternal = db.prepare(
    'SELECT * FROM orders WHERE companyDocument = ? AND externalCode = ? LIMIT 1',
  );
  const itemsOf = db.prepare('SELECT * FROM order_items WHERE orderId = ? ORDER BY position');
  const itemsOfMany = db.prepare(
    'SELECT * FROM order_items WHERE orderId IN (SELECT value FROM json_each(?)) ORDER BY orderId, position',
  );
  const maxNumber = db
    .prepare(
      "SELECT MAX(CAST(orderNumber AS INTEGER)) FROM orders WHERE companyDocument = ? AND orderNumber GLOB '[0-9]*'",
    )
    .pluck();

  const one = (row: unknown) => (row ? t.decode(row) : null);

  return {
    ...orderWriter(db),
    ...orderListReader(db),
    ...orderDetailReader(db),
    byId: (id: string): OrderRow | null => one(byId.get(id)),
    byIds: (ids: string[]): OrderRow[] => byIds.all(JSON.stringify(ids)).map(t.decode),
    byNumber: (companyDocument: string, orderNumber: string, orderSerie?: string): OrderRow | null =>
      one(
        orderSerie === undefined
          ? byNumberAnySerie.get(companyDocument, orderNumber)
          : byNumber.get(companyDocument, orderNumber, orderSerie),
      ),
    byExternalCode: (companyDocument: string, code: string): OrderRow | null =>
      one(byExternal.get(companyDocument, code)),
    items: (orderId: string): OrderItemRow[] => itemsOf.all(orderId).map(orderItemsTable.decode),
    itemsOfMany: (orderIds: string[]): OrderItemRow[] =>
      itemsOfMany.all(JSON.stringify(orderIds)).map(orderItemsTable.decode),
    /** next free numeric order number of a company (new orders without one) */
    nextOrderNumber: (companyDocument: string): string =>
      String(((maxNumber.get(companyDocument) as number | null) ?? 100000) + 1),
    transporterInUse: (transporterId: string): boolean =>
      db.prepare('SELECT 1 FROM orders WHERE transporterId = ? LIMIT 1').get(transporterId) !== undefined,
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
