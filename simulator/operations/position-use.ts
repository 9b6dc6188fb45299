import {
  type PositionRefusal,
  type PositionUse,
  positionRefusalReason,
} from '../../src/domain/position-availability';
import type { Position } from '../../src/domain/warehouse';
import { conflict } from '../http/http-error';
import { OPERATION_MESSAGES as M } from '../i18n/messages/operations';

const REFUSALS: Record<PositionRefusal, (code: string) => ReturnType<typeof M.positionInInventory>> = {
  inInventory: M.positionInInventory,
  virtual: M.positionVirtual,
  notStorable: M.positionNotStorable,
};

/** doc 3 §4 for every operation kind: 409 with the reason when `position` can't be used for `use`
 * (the rule is src/domain/position-availability.ts; this only answers it in the caller's words). */
export function assertPositionUsable(
  position: Pick<Position, 'code' | 'inInventory' | 'type' | 'isActive'> & { isVirtual?: boolean },
  use: PositionUse,
): void {
  const reason = positionRefusalReason(position, use);
  if (reason) throw conflict(REFUSALS[reason](position.code));
}
