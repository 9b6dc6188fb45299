import type { Database } from 'better-sqlite3';
import type { ChecklistType } from '../../src/domain/order-records';
import { idMaker } from './ids';
import { orderChecklistsTable } from './order-tables';

/** The checklists stored on an order (doc 2 §3 "checklists (each with type and JSON data)"),
 * written by POST /orders-checklist and PUT /orders-checklist/{type}/{orderId}. An order that gets
 * a checklist becomes a CHECKLIST order (its detail then shows the Checklist tab, doc 2 §2). */
export function checklistsRepo(db: Database) {
  const t = orderChecklistsTable;
  const byType = db.prepare(
    'SELECT * FROM order_checklists WHERE orderId = ? AND type = ? ORDER BY id LIMIT 1',
  );
  const update = db.prepare('UPDATE order_checklists SET data = ? WHERE id = ?');
  const markOrder = db.prepare("UPDATE orders SET origin = 'CHECKLIST' WHERE id = ?");
  const insert = t.inserter(db);
  const nextId = idMaker(db, 'order_checklists', 'chk');
  return {
    of: (orderId: string, type: ChecklistType) => {
      const row = byType.get(orderId, type);
      return row ? t.decode(row) : null;
    },
    create: (orderId: string, type: ChecklistType, data: Record<string, unknown>, createdAt: string) =>
      db.transaction(() => {
        const row = { id: nextId(), orderId, type, data, createdAt };
        insert(row);
        markOrder.run(orderId);
        return row;
      })(),
    replace: (id: string, data: Record<string, unknown>) => {
      update.run(JSON.stringify(data), id);
    },
  };
}
