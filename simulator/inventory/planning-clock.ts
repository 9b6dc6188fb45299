import { positionUsable } from '../../src/domain/position-availability';
import { inventoryPlanningLifecycle } from '../../src/machines/inventory-planning.machine';
import { follow } from '../http/decide';
import type { Store } from '../store/store';
import { openInventory } from './inventory-work';

/** A planning never catches up more than this many dates at once (a clock moved years ahead). */
const MAX_CATCH_UP = 400;

/**
 * The planning clock (issue 13; doc 3 §2 Inventory planning): a planning's inventory is created
 * when its date comes on the session's simulated clock. The simulator has no timers of its own
 * (DESIGN §5: the clock is set and moved by /__sim/clock), so the due plannings are caught up
 * whenever the company's inventories or plannings are read — GET /inventory, /inventory/{id},
 * /inventory-planning — as of `now`. Each due date is a DUE event of the planning machine; a
 * repeating planning moves to its next date. Positions that are in inventory at that moment, virtual
 * or gone are left out (doc 3 §4); with none left no inventory is created for that date.
 */
export function createDueInventories(store: Store, companyDocument: string, now: Date): void {
  const today = now.toISOString().slice(0, 10);
  const due = store.inventoryPlanning.due(companyDocument, today);
  if (due.length === 0) return;
  store.db.transaction(() => {
    for (const planning of due) {
      let current = planning;
      for (let n = 0; n < MAX_CATCH_UP; n += 1) {
        // derived (the clock passed a due date, no request): a planning not due stops the catch-up
        const next = follow(inventoryPlanningLifecycle, current, { type: 'DUE', today });
        if (!next) break;
        const usable = current.positions.filter((id) => {
          const p = store.warehouses.position(id);
          return p !== null && p.companyDocument === companyDocument && positionUsable(p, 'inventory');
        });
        if (usable.length > 0)
          openInventory(
            store,
            companyDocument,
            usable,
            {
              type: 'DEFAULT',
              inventoryDate: current.nextDate ?? today,
              planningId: current.id,
              userId: null,
            },
            now.toISOString(),
          );
        const nextDate = (next.context.nextDate as string | null) ?? null;
        store.inventoryPlanning.setNextDate(current.id, nextDate);
        current = { ...current, nextDate };
      }
    }
  })();
}
