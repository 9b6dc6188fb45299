import type { Inventory, InventoryPosition } from '../../domain/inventory';
import { can } from '../../machines/ask';
import { inventoryLifecycle } from '../../machines/inventory.machine';
import { inventoryPositionLifecycle } from '../../machines/inventory-position.machine';

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
export function mayCount(inventory: Inventory, position: InventoryPosition, user: string): boolean {
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
export function countRefusal(
  inventory: Inventory,
  position: InventoryPosition,
  user: string,
): CountRefusal | null {
  if (mayCount(inventory, position, user)) return null;
  if (!can(inventoryLifecycle, inventory, { type: 'WORK_POSITION' })) return { kind: 'closed' };
  if (position.status === 'RECOUNTING') {
    const assigned = position.user && position.user.id !== position.firstCounter ? position.user.name : null;
    return { kind: 'recount', counter: firstCounterName(position), assigned };
  }
  return position.status === 'WAITING' ? { kind: 'counted' } : { kind: 'finished' };
}

/** The locale key and values of a refusal (inventory.count.refusal.*). */
export function countRefusalText(
  refusal: CountRefusal,
  code: string,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (refusal.kind !== 'recount') return t(`inventory.count.refusal.${refusal.kind}`, { code });
  const who = refusal.assigned ?? t('inventory.count.refusal.anyOther', { counter: refusal.counter });
  return t('inventory.count.refusal.recount', { code, counter: refusal.counter, who });
}
