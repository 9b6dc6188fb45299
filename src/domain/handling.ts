// Handling (moving stock between positions) — doc 3 §2 Handling, §3 Handling, §4, §5 "Move
// positions" and "Handling finalize", §7 Handling, §9. The shapes the simulator answers and the
// console reads, and the pure move rules the machines ask (one definition each).
import { round2 } from './operation-rules';
import type { UserRef } from './operations';

/** doc 3 §4: item and record statuses of handling. */
export const HANDLING_STATUSES = ['PENDING', 'DONE', 'CANCELLED'] as const;
export type HandlingStatus = (typeof HANDLING_STATUSES)[number];

/** doc 3 §9: the minimum move quantity. */
export const MIN_MOVE_QUANTITY = 0.01;

export interface HandlingPositionRef {
  id: string;
  code: string;
}

/** doc 3 §3 Handling item (sku, description, destination position, quantity, status), plus its
 * own origin (ours: a move "with different origins" takes each item from its own position). */
export interface HandlingItem {
  id: string;
  status: HandlingStatus;
  quantity: number;
  positionCodeOrigin: string;
  positionOrigin: HandlingPositionRef;
  positionCodeDestiny: string | null;
  positionDestiny: HandlingPositionRef | null;
  /** the barcode: a read of it where a position is expected is told apart (issue 31) */
  product: { id: string; sku: string; description: string; barcode: string | null };
  user: UserRef | null;
}

/** doc 3 §3 Handling; `positionOrigin` is null for a move with different origins (ours). */
export interface Handling {
  id: string;
  code: string;
  createdAt: string;
  status: HandlingStatus;
  positionCodeOrigin: string | null;
  positionOrigin: HandlingPositionRef | null;
  warehouse: { id: string; code: string; name: string };
  user: UserRef | null;
  /** number of items (the list's "items" column) */
  itemsCount: number;
  /** DONE items (the machines' "all items DONE" question; the list carries no item rows) */
  doneCount: number;
  /** doc 3 §4: share of DONE items, 2 decimals, 0 without items */
  executed: number;
  /** the detail carries them; a list row carries [] */
  items: HandlingItem[];
}

export interface HandlingList {
  positionsHandling: Handling[];
  total: number;
}

/** doc 3 §4 executed % from counts (the list computes it in SQL-fed counts). */
export const handlingExecuted = (done: number, count: number): number =>
  count === 0 ? 0 : round2((done / count) * 100);

/** Why a move line is refused (doc 3 §5 "Move positions", "Handling finalize"), or null. The
 * form shows the message of its key; the simulator answers it; the item machine asks it. */
export type MoveProblem =
  | 'quantityRequired'
  | 'quantityTooSmall'
  | 'quantityTooLarge'
  | 'destinationRequired'
  | 'destinationIsOrigin';

export interface MoveLine {
  originId: string;
  destinationId: string | null | undefined;
  quantity: number | null | undefined;
  /** what the origin holds of the product */
  available: number;
}

export function moveProblem(line: MoveLine): MoveProblem | null {
  if (!line.destinationId) return 'destinationRequired';
  if (line.destinationId === line.originId) return 'destinationIsOrigin';
  if (line.quantity === null || line.quantity === undefined || Number.isNaN(line.quantity))
    return 'quantityRequired';
  if (round2(line.quantity) < MIN_MOVE_QUANTITY) return 'quantityTooSmall';
  if (round2(line.quantity) > round2(line.available)) return 'quantityTooLarge';
  return null;
}

/** doc 3 §5: "Moving several positions requires every selected position to contain at least one
 * product." */
export const everyPositionHoldsStock = (stockByPosition: readonly number[]): boolean =>
  stockByPosition.length > 0 && stockByPosition.every((q) => q > 0);
