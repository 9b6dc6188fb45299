import { parseConferenceQuantity } from '../../../domain/conference';
import { round2 } from '../../../domain/operation-rules';
import { matchScan } from '../../../domain/scan-match';
import { qtyText } from '../shared/format';

// Counting a conference (doc 3 §2 Conference, §5 "read quantity: digits with at most two decimals.
// Confirm or cancel appears on change"): each line has a typed draft over its read quantity; a
// scan adds 1 to the draft of the line whose product was read. Pure, so the rules are tested
// without a screen. The conference-item machine still decides whether a count may be sent.

/** A product line as counting sees it. */
export interface CountLine {
  id: string;
  barcode: string | null;
  /** the manufacturer code, also read by a scanner */
  code: string | null;
  quantity: number;
  /** what was read so far (null: not read) */
  read: number | null;
  /** the order may still be counted (its machine takes COUNT) */
  open: boolean;
}

/** line id → text typed (or scanned) since the last confirm */
export type CountDrafts = Readonly<Record<string, string>>;

/** The text a line's field shows: its draft, else what was read, else empty. */
export function countText(line: CountLine, drafts: CountDrafts): string {
  return drafts[line.id] ?? (line.read === null ? '' : qtyText(line.read));
}

/** The draft's number, or null when §5 refuses it (empty included). */
export function draftQuantity(line: CountLine, drafts: CountDrafts): number | null {
  return parseConferenceQuantity(countText(line, drafts));
}

/** doc 3 §5 "Confirm or cancel appears on change": the line has a draft that differs from its read. */
export function isCountChanged(line: CountLine, drafts: CountDrafts): boolean {
  const draft = drafts[line.id];
  if (draft === undefined) return false;
  const quantity = parseConferenceQuantity(draft);
  // text that is no quantity is a change (shown invalid), unless the line is unread and it is empty
  if (quantity === null) return draft.trim() !== '' || line.read !== null;
  return quantity !== line.read;
}

export type CountScan =
  | { kind: 'counted'; lineId: string; count: number }
  /** the product is in the conference, but every order holding it is finished */
  | { kind: 'closed' }
  | { kind: 'unknown' };

/**
 * A scanned code: the first open line of that product still short of its quantity
 * (src/domain/scan-match.ts, issue 31) gets one more; when every open one is full, the first open
 * one does — counting past the expected quantity is a divergence the finalize records.
 */
export function applyCountScan(lines: readonly CountLine[], drafts: CountDrafts, code: string): CountScan {
  const current = (l: CountLine) => draftQuantity(l, drafts) ?? 0;
  const codes = (l: CountLine) => [l.barcode, l.code];
  const short = matchScan(lines, code, { codes, needsWork: (l) => l.open && current(l) < l.quantity });
  if (short.kind === 'none') return { kind: 'unknown' };
  const target = short.kind === 'line' ? short.line : short.matches.find((l) => l.open);
  if (!target) return { kind: 'closed' };
  return { kind: 'counted', lineId: target.id, count: round2(current(target) + 1) };
}

/** How many lines are read (confirmed, or read and waiting for their confirm) of all, and how
 * many of those are short of their expected quantity (issue 31: the header follows the reads). */
export function linesRead(lines: readonly CountLine[], drafts: CountDrafts) {
  let read = 0;
  let short = 0;
  for (const line of lines) {
    const quantity = draftQuantity(line, drafts);
    if (quantity === null || (quantity === 0 && line.read === null)) continue;
    read++;
    if (quantity < line.quantity) short++;
  }
  return { read, total: lines.length, short };
}

/**
 * Issue 31 "the header's executed % follows the reads": the share of the conference's expected
 * quantity read so far — confirmed reads and the drafts waiting for their confirm, each line
 * counted up to its expected quantity (an excess is a divergence, not progress) — 2 decimals
 * (doc 3 §9). Ours: doc 3 leaves a conference's executed unstated; the list keeps the record's
 * executed (its orders done), the opened conference's header moves with every scan.
 */
export function readExecuted(lines: readonly CountLine[], drafts: CountDrafts): number {
  let expected = 0;
  let read = 0;
  for (const line of lines) {
    expected += line.quantity;
    read += Math.min(draftQuantity(line, drafts) ?? line.read ?? 0, line.quantity);
  }
  return expected === 0 ? 0 : round2((read / expected) * 100);
}

/** A line read short of its expected quantity (marked before the order is finalized). */
export function isShort(line: CountLine, drafts: CountDrafts): boolean {
  const quantity = draftQuantity(line, drafts);
  return quantity !== null && (line.read !== null || quantity > 0) && quantity < line.quantity;
}
