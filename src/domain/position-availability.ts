// doc 3 §4 "Position: in inventory blocks selection…": the one rule of what a position may be used
// for, asked by every operation kind (storage, picking, handling moves, outbound, the positions
// register's move bar and delete, a new inventory) in the simulator (409 with the reason) and by
// every screen that lists positions (hidden or marked). The same idiom as `uploadRefusal`: the rule
// once, the caller passes its catalogue's texts.
import { isStorable, type Position } from './warehouse';

/** What a position is about to be used for. */
export type PositionUse =
  /** put-away into it (storage) */
  | 'store'
  /** take stock out of it (picking, outbound) */
  | 'takeFrom'
  /** a handling or register move from it */
  | 'moveFrom'
  /** a handling or register move into it */
  | 'moveTo'
  /** delete it from the register */
  | 'delete'
  /** put it in a new inventory */
  | 'inventory';

export type PositionRefusal = 'inInventory' | 'virtual' | 'notStorable';

export type PositionFacts = Pick<Position, 'code' | 'inInventory' | 'type' | 'isActive'> &
  Partial<Pick<Position, 'isVirtual'>>;

/** Why `position` can't be used for `use`, or null when it can. */
export function positionRefusalReason(position: PositionFacts, use: PositionUse): PositionRefusal | null {
  // doc 3 §4: "in inventory" blocks the position everywhere, a second inventory included.
  if (position.inInventory) return 'inInventory';
  // doc 3 §4: virtual positions can't be inventoried.
  if (use === 'inventory' && position.isVirtual) return 'virtual';
  if ((use === 'store' || use === 'moveTo') && !isStorable(position)) return 'notStorable';
  return null;
}

export interface PositionTexts {
  inInventory: (code: string) => string;
  virtual: (code: string) => string;
  notStorable: (code: string) => string;
}

export const POSITION_TEXTS: PositionTexts = {
  inInventory: (code) => `Position ${code} is in inventory and cannot be chosen`,
  virtual: (code) => `Position ${code} is virtual and cannot be inventoried`,
  notStorable: (code) => `Position ${code} does not receive stock`,
};

/** The refusal's message in the caller's words, or null when the position may be used. */
export function positionRefusal(
  position: PositionFacts,
  use: PositionUse,
  texts: PositionTexts = POSITION_TEXTS,
): string | null {
  const reason = positionRefusalReason(position, use);
  return reason === null ? null : texts[reason](position.code);
}

/** Whether a screen may offer the position for `use` (the rest are hidden or marked with "*"). */
export const positionUsable = (position: PositionFacts, use: PositionUse): boolean =>
  positionRefusalReason(position, use) === null;
