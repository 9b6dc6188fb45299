import type { Database } from 'better-sqlite3';
import { type Divergence, divergences } from '../../src/domain/conference';
import { round2 } from '../../src/domain/operation-rules';
import {
  type ConferenceItemEvent,
  type ConferenceLine,
  conferenceItemLifecycle,
} from '../../src/machines/conference-item.machine';
import { type Decision, decide, decidedLines } from '../http/decide';
import type { DISPATCH_MESSAGES as D } from '../i18n/messages/dispatch';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';
import { preparedOnce } from '../store/prepared';
import { eventMovedOn, type LineEvent } from './moved-on';
import type { OperationWork } from './operation-work';
import type { StockMove } from './stock-moves';
import { type PickedFrom, takeStock, writeMoveHistory } from './stock-takes';

/**
 * A conference order's reads and finalize (doc 3 §2, §5, §7; the divergence design is in
 * simulator/README.md "Outbound and conference"): the conference-item machine decides each
 * COUNT and FINALIZE; what it ends in is written back (line statuses, read quantities).
 */

/** The item as its machine sees it: a line's read quantity is `readQuantity` once read. */
export function conferenceLines(work: OperationWork, item: OperationItemRow): ConferenceLine[] {
  return work.linesOf(item.id).map((l) => ({
    id: l.id,
    status: l.status,
    quantity: l.quantity,
    counted: l.status === 'PENDING' ? null : l.readQuantity,
  }));
}

/** `events` through the conference-item machine (409 `refusal(i)` at the first refused); the
 * lines and the item take what it ends in. Answers the lines as they end. */
export function runConference(
  work: OperationWork,
  item: OperationItemRow,
  events: ConferenceItemEvent[],
  refusal: (index: number) => string | ReturnType<typeof D.refusedCount>,
): ConferenceLine[] {
  const next = decide(
    conferenceItemLifecycle,
    { status: item.status, lines: conferenceLines(work, item) },
    events,
    (i) => eventMovedOn(work, item, events[i] as LineEvent) ?? refusal(i),
  );
  return settleConference(work, item, next);
}

/** Writes what a conference-item machine run ended in: the lines' statuses and read quantities
 * (only the changed ones) and the item's status. Answers the lines. A 5,000-line finalize or
 * import changes most lines to the same few (status, read) pairs: one UPDATE per pair of an
 * order, not one per line (bench/conference-finalize.bench.ts). */
export function settleConference(
  work: OperationWork,
  item: OperationItemRow,
  next: Decision<typeof conferenceItemLifecycle.machine>,
): ConferenceLine[] {
  const lines = decidedLines<ConferenceLine>(next);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const groups = new Map<string, { status: ConferenceLine['status']; read: number; ids: string[] }>();
  for (const row of work.linesOf(item.id)) {
    const l = byId.get(row.id);
    const read = l?.counted ?? 0;
    if (!l || (l.status === row.status && read === row.readQuantity)) continue;
    row.status = l.status;
    row.readQuantity = read;
    const key = `${l.status}|${read}`;
    const group = groups.get(key);
    if (group) group.ids.push(row.id);
    else groups.set(key, { status: l.status, read, ids: [row.id] });
  }
  const update = linesUpdate(work.store.db);
  for (const g of groups.values()) update.run(g.status, g.read, JSON.stringify(g.ids));
  work.setItem(item, { status: next.state });
  return lines;
}

const linesUpdate = (db: Database) =>
  preparedOnce(
    db,
    'UPDATE operation_lines SET status = ?, readQuantity = ? WHERE id IN (SELECT value FROM json_each(?))',
  );

/**
 * FINALIZE of one order. A divergence (read ≠ expected) is corrected in stock where the line was
 * picked from (goods found missing were never taken: they go back to that position; goods found
 * in excess were taken too: they leave it), and written in the history (CONFERENCE). A line of an
 * order never picked, or of no stocked product, corrects nothing. The order's occurrence is
 * recorded by conference.routes.ts (occurrenceOnOrder). Answers the divergences.
 */
export function finalizeConference(
  work: OperationWork,
  item: OperationItemRow,
  pickedFrom: PickedFrom,
): Divergence[] {
  const lines = runConference(work, item, [{ type: 'FINALIZE' }], () => work.itemRefusal('finalized', item));
  const found = divergences(lines);
  if (found.length === 0) return found;
  const rows = new Map(work.linesOf(item.id).map((r) => [r.id, r]));
  const moves: StockMove[] = [];
  for (const d of found) {
    const row = rows.get(d.id) as OperationLineRow;
    const from = pickedFrom(row.orderItemId);
    if (!row.productId || !from) continue;
    // found − expected: negative = missing (back to the position: a negative take)
    moves.push({ positionId: from, productId: row.productId, quantity: round2(d.difference) });
  }
  // a negative take puts back (stock.take adds what it is given below zero)
  takeStock(work, moves);
  writeMoveHistory(work, 'CONFERENCE', moves);
  return found;
}
