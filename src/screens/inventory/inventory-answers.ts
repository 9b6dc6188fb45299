import type { Inventory, InventoryPosition } from '../../domain/inventory';
import { can } from '../../machines/ask';
import { type InventoryEvent, inventoryLifecycle } from '../../machines/inventory.machine';
import {
  type InventoryPositionEvent,
  inventoryPositionLifecycle,
} from '../../machines/inventory-position.machine';

// What an inventory and its positions may offer, asked of the inventory and inventory-position
// machines through src/machines/ask.ts (doc 3 §2 Inventory, §4) — never a status compared in a
// view (issue 34) — with the reason a count is refused.

/**
 * Why the operator may not count a position now, in words the count screen can say (issue 31:
 * "the refusal of a count explains the rule and who can do it"). The machines decide (`mayCount`
 * asks them); this only tells which of their rules refused:
 * - the inventory is closed (inventory machine, WORK_POSITION);
 * - RECOUNTING and the operator made the first count: a recount needs another operator (doc 3 §4
 *   as the position machine encodes it: `byAnotherOperator`) — who counted first, and who may
 *   recount (the position's assigned operator when that is someone else, else anyone but them);
 * - WAITING: counted already, to be finalized or cancelled;
 * - DONE or CANCELLED: finished.
 */
export type CountRefusal =
  | { kind: 'closed' }
  | { kind: 'recount'; counter: string; assigned: string | null }
  | { kind: 'counted' }
  | { kind: 'finished' };

/** Whether the operator may count `position` now: the position machine accepts a COUNT by them
 * (a diverging or a matching one) and the inventory is open. */
function mayCount(inventory: Inventory, position: InventoryPosition, user: string): boolean {
  if (!can(inventoryLifecycle, inventory, { type: 'WORK_POSITION' })) return false;
  return (
    can(inventoryPositionLifecycle, position, { type: 'COUNT', user, diverges: true }) ||
    can(inventoryPositionLifecycle, position, { type: 'COUNT', user, diverges: false })
  );
}

/** The name of who counted `position` first (its first count's operator), else their id. */
function firstCounterName(position: InventoryPosition): string {
  const first = position.counting.find((c) => c.user?.id === position.firstCounter);
  return first?.user?.name ?? position.firstCounter ?? '—';
}

/** Why `user` may not count `position` of `inventory`, or null when they may. */
function countRefusal(inventory: Inventory, position: InventoryPosition, user: string): CountRefusal | null {
  if (mayCount(inventory, position, user)) return null;
  if (!can(inventoryLifecycle, inventory, { type: 'WORK_POSITION' })) return { kind: 'closed' };
  if (position.status === 'RECOUNTING') {
    const assigned = position.user && position.user.id !== position.firstCounter ? position.user.name : null;
    return { kind: 'recount', counter: firstCounterName(position), assigned };
  }
  return position.status === 'WAITING' ? { kind: 'counted' } : { kind: 'finished' };
}

export interface InventoryAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
  /** the inventory is open: its positions may be counted, confirmed, cancelled, assigned */
  workPosition: boolean;
}

export function inventoryAnswers(inventory: Inventory): InventoryAnswers {
  const ask = (event: InventoryEvent) => can(inventoryLifecycle, inventory, event);
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    finalize: ask({ type: 'FINALIZE' }),
    cancel: ask({ type: 'CANCEL' }),
    workPosition: ask({ type: 'WORK_POSITION' }),
  };
}

export interface InventoryPositionAnswers {
  /** why `user` may not count the position now, or null when they may */
  countRefusal: CountRefusal | null;
  confirm: boolean;
  cancel: boolean;
  assignUser: boolean;
}

/** A position of an open inventory, for the operator `user` (the count's rule reads who counts). */
export function inventoryPositionAnswers(
  inventory: Inventory,
  position: InventoryPosition,
  user: string,
): InventoryPositionAnswers {
  const open = can(inventoryLifecycle, inventory, { type: 'WORK_POSITION' });
  const ask = (event: InventoryPositionEvent) => open && can(inventoryPositionLifecycle, position, event);
  return {
    countRefusal: countRefusal(inventory, position, user),
    confirm: ask({ type: 'CONFIRM' }),
    cancel: ask({ type: 'CANCEL' }),
    assignUser: ask({ type: 'ASSIGN_USER' }),
  };
}
