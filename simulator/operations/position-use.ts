import {
  type PositionRefusal,
  type PositionUse,
  positionRefusalReason,
} from '../../src/domain/position-availability';
import type { Position } from '../../src/domain/warehouse';
import { conflict } from '../http/http-error';
import { INVENTORY_MESSAGES } from '../i18n/messages/inventory';
import { OPERATION_MESSAGES as M } from '../i18n/messages/operations';
import type { InventoryRepo } from '../store/inventory.repo';

const REFUSALS: Record<PositionRefusal, (code: string) => ReturnType<typeof M.positionInInventory>> = {
  inInventory: M.positionInInventory,
  virtual: M.positionVirtual,
  notStorable: M.positionNotStorable,
};

/** Where the inventory holding a position is looked up (the store's inventory repo). */
export type InventoryHolders = Pick<InventoryRepo, 'holderOf'>;

/** doc 3 §4 for every operation kind: 409 with the reason when `position` can't be used for `use`
 * (the rule is src/domain/position-availability.ts; this only answers it in the caller's words).
 * A position in inventory names the inventory and what unblocks it (issue 31: "the refusal names
 * the inventory and what unblocks it"); the console links it (src/screens/inventory/holder-link.tsx). */
export function assertPositionUsable(
  position: Pick<Position, 'id' | 'code' | 'inInventory' | 'type' | 'isActive'> & { isVirtual?: boolean },
  use: PositionUse,
  inventories: InventoryHolders,
): void {
  const reason = positionRefusalReason(position, use);
  if (!reason) return;
  const holder = reason === 'inInventory' ? inventories.holderOf(position.id) : null;
  throw conflict(
    holder ? INVENTORY_MESSAGES.positionHeld(position.code, holder.code) : REFUSALS[reason](position.code),
  );
}
