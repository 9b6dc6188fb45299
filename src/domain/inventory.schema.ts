import { type } from 'arktype';
import { INVENTORY_STATUSES, INVENTORY_TYPES, REPEAT_TYPES } from './inventory';

// Request schemas of the inventory calls (doc 3 §7 Inventory), shared by the console's calls and
// the simulator's routes. What the machines decide (a recount by another operator, finalize while
// recounting) is not repeated here: they refuse it with 409 (DESIGN §3).

const id = type('0 < string <= 64');
const day = type(/^\d{4}-\d{2}-\d{2}$/);
const countValue = type('0 <= number <= 1000000');

/** GET /inventory filters: code, status (a status, or true/false for open/closed — the
 * "status false" variant of doc 3 §7), type, position (a code; `all` = any), complete=true adds
 * the positions to each row, perPage (doc 3 §7) or take. */
export const inventoryListFilters = {
  'perPage?': type(/^\d{1,3}$/),
  'complete?': "'true' | 'false'",
  'code?': 'string <= 64',
  'status?': type.enumerated(...INVENTORY_STATUSES, 'true', 'false'),
  'type?': type.enumerated(...INVENTORY_TYPES),
  'position?': 'string <= 64',
} as const;

/** POST /inventory: the positions (ids, or `{ id }`) and optionally the type and date. */
export const inventoryCreateInput = type({
  positions: id.or({ id }).array().atLeastLength(1).atMostLength(2000),
  'type?': type.enumerated(...INVENTORY_TYPES),
  'inventoryDate?': day,
});
export type InventoryCreateInput = typeof inventoryCreateInput.infer;

/** One read of a count (barcode, RFID code or product id) with the quantity counted. */
export const inventoryCountLine = type({
  'barcode?': 'string <= 64',
  'rfidcode?': 'string <= 64',
  'product?': id,
  countRealized: countValue,
});
export type InventoryCountLine = typeof inventoryCountLine.infer;

/** PUT /inventory/{id}/{item}?action=COUNT: who counted and what was read (ours, doc 3 §3 counting). */
export const inventoryCountInput = type({
  user: id,
  items: inventoryCountLine.array().atMostLength(10000),
  'startedAt?': 'string <= 40',
});
export type InventoryCountInput = typeof inventoryCountInput.infer;

/** POST /inventory-planning (doc 3 §3, §5, §9); the rules themselves are `planningProblems`. */
export const inventoryPlanningInput = type({
  planningDate: 'string <= 10',
  positions: id.array().atMostLength(2000),
  repeatPlanning: 'boolean',
  'repeatType?': type.enumerated(...REPEAT_TYPES).or('null'),
  'repeatValue?': 'string <= 9 | number | null',
});
export type InventoryPlanningInput = typeof inventoryPlanningInput.infer;
