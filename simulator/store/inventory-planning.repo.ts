import type { Database } from 'better-sqlite3';
import { idMaker } from './ids';
import { type InventoryPlanningRow, inventoryPlanningsTable } from './inventory-tables';

/** Inventory plannings (doc 3 §3, §7 GET/POST /inventory-planning): the company's plannings, and
 * the ones due on the session clock's day (routes/inventory-planning.ts creates their inventories). */
export function inventoryPlanningRepo(db: Database) {
  const t = inventoryPlanningsTable;
  const list = db.prepare(
    'SELECT * FROM inventory_plannings WHERE companyDocument = ? ORDER BY planningDate DESC, id DESC',
  );
  const due = db.prepare(
    'SELECT * FROM inventory_plannings WHERE companyDocument = ? AND nextDate IS NOT NULL AND nextDate <= ? ORDER BY nextDate, id',
  );
  const setNext = db.prepare('UPDATE inventory_plannings SET nextDate = ? WHERE id = ?');
  return {
    insert: t.inserter(db),
    nextId: idMaker(db, 'inventory_plannings', 'ipl'),
    list: (companyDocument: string): InventoryPlanningRow[] => list.all(companyDocument).map(t.decode),
    due: (companyDocument: string, today: string): InventoryPlanningRow[] =>
      due.all(companyDocument, today).map(t.decode),
    setNextDate: (id: string, nextDate: string | null) => setNext.run(nextDate, id),
  };
}
export type InventoryPlanningRepo = ReturnType<typeof inventoryPlanningRepo>;
