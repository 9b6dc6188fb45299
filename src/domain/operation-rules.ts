import type { OperationStatus } from './operations';

/**
 * Pure rules shared by the inbound, storage, picking and packing lifecycles (doc 3 §4, §5, §9).
 * The machines in src/machines ask these (a record's status derived from its items is the record
 * machines' ITEMS_CHANGED); the screens format with them. One definition each.
 */

/** doc 3 §9: quantities and the executed percentage are rounded to 2 decimals. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** doc 3 §4 (handling, applied to every operation record): the share of DONE items, 2 decimals,
 * 0 when there are no items. */
export function executedPercent(statuses: readonly OperationStatus[]): number {
  if (statuses.length === 0) return 0;
  return round2((statuses.filter((s) => s === 'DONE').length / statuses.length) * 100);
}

/** A line or item that nobody can act on any more (doc 3 §4: DONE or CANCELLED). The one
 * definition: the machines' guards, the simulator and the screens ask this. */
export function isSettled(status: OperationStatus): boolean {
  return status === 'DONE' || status === 'CANCELLED';
}

/** doc 3 §9 "inbound volumes sent as 1": an inbound order is one volume (the record's `volumes`
 * is the count of its orders, OPERATIONS-CONTRACT.md). */
export const VOLUMES_PER_ORDER = 1;

/** doc 3 §2 Inbound: "a row that is not DONE shows read quantity 0; a DONE row shows" what it
 * received — the simulator's detail answer and the inbound lines both show this. */
export function shownReadQuantity(itemStatus: OperationStatus, readQuantity: number): number {
  return itemStatus === 'DONE' ? readQuantity : 0;
}

/** A line of an operation as the lifecycle machines see it. */
export interface LineState {
  id: string;
  status: OperationStatus;
  /** the expected quantity */
  quantity: number;
}

/** doc 3 §2 Inbound: a partial read gives each product line a read quantity between 0 and the
 * expected quantity; at least one line must have been read (ours: reading nothing is a cancel). */
export function isValidPartialRead(
  lines: readonly LineState[],
  read: ReadonlyArray<{ id: string; quantity: number }>,
): boolean {
  if (read.length === 0) return false;
  const byId = new Map(lines.map((l) => [l.id, l]));
  const valid = read.every((r) => {
    const line = byId.get(r.id);
    return (
      line !== undefined && Number.isFinite(r.quantity) && r.quantity >= 0 && r.quantity <= line.quantity
    );
  });
  return valid && read.some((r) => r.quantity > 0);
}

/** doc 3 §4 "Picking item actions are enabled in PENDING or OCCURRENCE": a row that can still be
 * picked (the picking-item machine's FINALIZE_ROW asks it through `isPickRowReady`, the scan field
 * to skip rows already picked). */
export function isPickableRow(row: Pick<LineState, 'status'>): boolean {
  return row.status === 'PENDING' || row.status === 'OCCURRENCE';
}

/** doc 3 §4 "FINALIZE_LINE disabled when the item is DONE or in OCCURRENCE", §5 "position field
 * is required": only a PENDING storage line may still be given a position (the storage-item
 * machine's FINALIZE_LINE asks it; the simulator lists position suggestions only on such lines). */
export function isStorableLine(line: Pick<LineState, 'status'>): boolean {
  return line.status === 'PENDING';
}

/** doc 3 §5 Picking item: a row may be finalized only when the entered quantity equals the expected one. */
export function isPickRowReady(row: LineState, entered: number | null | undefined): boolean {
  return (
    isPickableRow(row) &&
    entered !== null &&
    entered !== undefined &&
    round2(entered) === round2(row.quantity)
  );
}

/** doc 3 §2 Picking: "Finalize all" appears when at least 2 rows qualify, and uses only those rows. */
export const FINALIZE_ALL_MINIMUM = 2;
export function readyPickRows(
  rows: readonly LineState[],
  entered: Readonly<Record<string, number | null | undefined>>,
): LineState[] {
  return rows.filter((r) => isPickRowReady(r, entered[r.id]));
}

/** doc 3 §2 Storage: the bulk finalize button shows only when at least 2 items have a position chosen. */
export const BULK_FINALIZE_MINIMUM = 2;

/**
 * The storage machine's FINALIZE_CHOSEN `rest` (doc 3 §2 Storage bulk finalize; ours): the lines a
 * bulk finalize leaves open — every line of the record not settled, but the chosen ones put away
 * in full. A chosen line put away short stays open (the storage-item machine puts it in
 * OCCURRENCE, awaiting its correction, doc 3 §4). The console counts it before the call, the
 * simulator when it runs the call: the one definition.
 */
export function linesLeftOpen(
  lines: readonly LineState[],
  chosen: ReadonlyArray<{ id: string; quantity: number }>,
): number {
  const expected = new Map(lines.map((l) => [l.id, l.quantity]));
  const full = new Set(
    chosen.filter((c) => round2(c.quantity) >= round2(expected.get(c.id) ?? Infinity)).map((c) => c.id),
  );
  return lines.filter((l) => !isSettled(l.status) && !full.has(l.id)).length;
}

/** A product read short of what the order expects. */
export interface Shortage {
  id: string;
  description: string;
  expected: number;
  read: number;
}

/**
 * The products a read leaves short (read below expected), in the order's order: what the operator
 * confirms before a partial read closes the order (issue 20; doc 3 §2 Inbound partial read), and what the closed order highlights.
 */
export function shortagesOf(
  lines: ReadonlyArray<{ id: string; description: string; quantity: number }>,
  read: ReadonlyArray<{ id: string; quantity: number }>,
): Shortage[] {
  const byId = new Map(read.map((r) => [r.id, r.quantity]));
  return lines.flatMap((l) => {
    const quantity = byId.get(l.id) ?? l.quantity;
    return quantity < l.quantity
      ? [{ id: l.id, description: l.description, expected: l.quantity, read: quantity }]
      : [];
  });
}

/** The shortages of an order already received (DONE): its read quantities against the expected. */
export const receivedShortages = (item: {
  status: OperationStatus;
  order: {
    items: ReadonlyArray<{ id: string; description: string; quantity: number; readQuantity: number }>;
  };
}): Shortage[] =>
  item.status === 'DONE'
    ? shortagesOf(
        item.order.items,
        item.order.items.map((l) => ({ id: l.id, quantity: shownReadQuantity(item.status, l.readQuantity) })),
      )
    : [];

/** doc 3 §4 "cancel is blocked when … any item is DONE or INPROGRESS" (outbound; conference and
 * picking ask the same of their lines): some line has been worked on. */
export function isWorkStarted(lines: readonly Pick<LineState, 'status'>[]): boolean {
  return lines.some((l) => l.status === 'DONE' || l.status === 'INPROGRESS');
}
