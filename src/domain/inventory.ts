// doc 3 §2 Inventory, Inventory planning; §3 Inventory, Inventory planning, Inventory performance
// report; §4 inventory statuses, statusInInventory, finalized %; §5 planning validation; §9 repeat
// types. The shapes the simulator answers and the console shows, and the pure rules both ask.
import { round2 } from './operation-rules';

/** doc 3 §4 "Inventory statuses: PENDING, INPROGRESS, WAITING, RECOUNTING" while open; a closed
 * inventory is CLOSED (finalized, stock adjusted) or CANCELLED (closed, stock untouched) — ours,
 * the seed says only "open or closed". */
export const OPEN_INVENTORY_STATUSES = ['PENDING', 'INPROGRESS', 'WAITING', 'RECOUNTING'] as const;
export const INVENTORY_STATUSES = [...OPEN_INVENTORY_STATUSES, 'CLOSED', 'CANCELLED'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/** One position of an inventory (ours: the seed names the statuses, not the position lifecycle):
 * PENDING not counted, RECOUNTING a count diverged and waits for a second operator, WAITING
 * counted and waiting for its confirmation, DONE confirmed, CANCELLED left out of the adjustment. */
export const INVENTORY_POSITION_STATUSES = ['PENDING', 'RECOUNTING', 'WAITING', 'DONE', 'CANCELLED'] as const;
export type InventoryPositionStatus = (typeof INVENTORY_POSITION_STATUSES)[number];

/** doc 3 §2 "type (ASSET or DEFAULT)". */
export const INVENTORY_TYPES = ['DEFAULT', 'ASSET'] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

/** doc 3 §9 repeat types. */
export const REPEAT_TYPES = ['days', 'week', 'months', 'years'] as const;
export type RepeatType = (typeof REPEAT_TYPES)[number];

export interface InventoryUser {
  id: string;
  name: string;
}

/** doc 3 §3 counting items. */
export interface InventoryCountItem {
  id: string;
  product: { id: string; sku: string; description: string } | null;
  barcode: string | null;
  rfidcode: string | null;
  serviceTag: string | null;
  responsible: string | null;
  padlock: string | null;
  productBatch: string | null;
  productExpire: string | null;
  /** found here but stored at another position (doc 3 §3) */
  anotherPosition: boolean;
  countExpected: number;
  countRealized: number;
  /** MATCH or DIVERGENT (ours) */
  status: 'MATCH' | 'DIVERGENT';
}

/** doc 3 §3 counting: one count of one position by one operator (sequence 1, then 2 = recount). */
export interface InventoryCounting {
  id: string;
  position: string;
  sequence: number;
  user: InventoryUser | null;
  countRealized: number;
  countExpected: number;
  status: 'MATCH' | 'DIVERGENT';
  startedAt: string;
  finishedAt: string;
  items: InventoryCountItem[];
}

/** doc 3 §3 positions of an inventory (id, code, scanType, volume, statusInInventory, warehouse). */
export interface InventoryPosition {
  /** the inventory position's id (the {item} of /inventory/{id}/{item}) */
  id: string;
  positionId: string;
  code: string;
  scanType: 'BARCODE' | 'RFID';
  volume: number;
  warehouse: { id: string; name: string };
  status: InventoryPositionStatus;
  /** doc 3 §4: null while unfinished; CONFIRMED or CANCELLED once finished with a value */
  statusInInventory: 'CONFIRMED' | 'CANCELLED' | null;
  user: InventoryUser | null;
  /** who counted first (a recount must be by someone else) */
  firstCounter: string | null;
  counting: InventoryCounting[];
}

export interface Inventory {
  id: string;
  code: string;
  inventoryDate: string;
  isOpen: boolean;
  type: InventoryType;
  status: InventoryStatus;
  user: InventoryUser | null;
  totalPositions: number;
  /** doc 3 §2 finalized positions % (finishedPercent) */
  finalized: number;
  planningId: string | null;
  positions: InventoryPosition[];
}

export interface InventoryPlanning {
  planningId: string;
  planningDate: string;
  positions: string[];
  repeatPlanning: boolean;
  repeatType: RepeatType | null;
  repeatValue: number | null;
  /** the next date an inventory is created on (null: done) — ours */
  nextDate: string | null;
}

/** doc 3 §4: a finished position is one no longer counted (DONE or CANCELLED). */
export const isPositionFinished = (status: InventoryPositionStatus): boolean =>
  status === 'DONE' || status === 'CANCELLED';

/** doc 3 §4 "A finished position without a value shows done": the label key of a position's
 * statusInInventory — its value, "done" when finished without one, "unfinished" otherwise. */
export function positionStatusLabel(p: Pick<InventoryPosition, 'status' | 'statusInInventory'>): string {
  if (p.statusInInventory) return p.statusInInventory;
  return isPositionFinished(p.status) ? 'done' : 'unfinished';
}

/** doc 3 §2 "finalized positions %": finished positions over all, 2 decimals. The seed notes the
 * original counts positions whose status is null "as built" (a bug: it shows the unfinished share);
 * ours shows the finished share — written in src/screens/inventory/README.md. */
export function finalizedPercent(statuses: readonly InventoryPositionStatus[]): number {
  if (statuses.length === 0) return 0;
  return round2((statuses.filter(isPositionFinished).length / statuses.length) * 100);
}

/** The open inventory status the positions give (doc 3 §4; ours how): RECOUNTING while any
 * position waits for a recount, PENDING while none was touched, WAITING when every position is
 * counted or finished (waiting for the finalize), INPROGRESS otherwise. */
export function derivedInventoryStatus(
  statuses: readonly InventoryPositionStatus[],
): (typeof OPEN_INVENTORY_STATUSES)[number] {
  if (statuses.includes('RECOUNTING')) return 'RECOUNTING';
  if (statuses.every((s) => s === 'PENDING')) return 'PENDING';
  if (statuses.every((s) => s !== 'PENDING')) return 'WAITING';
  return 'INPROGRESS';
}

/** A count diverges when any line's realized count differs from the expected one, or an item of
 * another position was read here (ours; the seed: "a divergence sends the position to RECOUNTING"). */
export const countDiverges = (
  items: ReadonlyArray<Pick<InventoryCountItem, 'countExpected' | 'countRealized' | 'anotherPosition'>>,
): boolean => items.some((i) => i.anotherPosition || round2(i.countRealized) !== round2(i.countExpected));

/** The next date of a repeating planning (yyyy-MM-dd, calendar arithmetic in UTC). */
export function nextPlanningDate(date: string, type: RepeatType, value: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (type === 'days') d.setUTCDate(d.getUTCDate() + value);
  else if (type === 'week') d.setUTCDate(d.getUTCDate() + 7 * value);
  else if (type === 'months') d.setUTCMonth(d.getUTCMonth() + value);
  else d.setUTCFullYear(d.getUTCFullYear() + value);
  return d.toISOString().slice(0, 10);
}

/** doc 3 §5 planning validation: the locale keys of what is wrong (empty when valid). */
export interface PlanningInput {
  planningDate: string;
  positions: readonly string[];
  repeatPlanning: boolean;
  repeatType?: string | null;
  repeatValue?: string | number | null;
}
export type PlanningProblem =
  | 'dateRequired'
  | 'positionsRequired'
  | 'repeatValueRequired'
  | 'repeatValueMin'
  | 'repeatValueDigits'
  | 'repeatTypeRequired';

export function planningProblems(input: PlanningInput): PlanningProblem[] {
  const problems: PlanningProblem[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.planningDate)) problems.push('dateRequired');
  if (input.positions.length === 0) problems.push('positionsRequired');
  if (input.repeatPlanning) {
    const raw =
      input.repeatValue === null || input.repeatValue === undefined ? '' : String(input.repeatValue);
    if (raw.trim() === '') problems.push('repeatValueRequired');
    else if (!/^\d+$/.test(raw)) problems.push('repeatValueDigits');
    else if (Number(raw) < 1) problems.push('repeatValueMin');
    if (!REPEAT_TYPES.includes(input.repeatType as RepeatType)) problems.push('repeatTypeRequired');
  }
  return problems;
}

/**
 * An open operation's line on a position (issue 31: "creating an inventory warns, before
 * confirming, which open operations have lines on those positions" — doc 3 §4: the inventory will
 * block them). `kind` is the operation (storage, picking…, or handling); `code` its record number.
 */
export interface OpenLineOnPosition {
  kind: string;
  recordId: string;
  code: string;
  positionId: string;
  positionCode: string;
  sku: string | null;
  description: string | null;
  quantity: number;
}

/** A product a count read names (code read → sku and description; issue 31 "counted items show
 * description and code"). */
export interface CodeProduct {
  code: string;
  sku: string;
  description: string;
}
