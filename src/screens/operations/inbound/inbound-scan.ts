import { matchScan } from '../../../domain/scan-match';
import type { InboundItem, InboundLine } from '../../../services/operations.types';
import { parseQty, qtyText } from '../shared/format';
import { inboundItemAnswers } from './inbound-answers';

// A code read in the inbound detail (issue 31: "Inbound gets the scan field the other operations
// have — a read adds one to its line"). Ours, consistent with doc 3 §2's read-quantity edit mode:
// - a product's barcode adds one to the first line of it, in an order that may still be read, that
//   is below its expected quantity (src/domain/scan-match.ts: repeated barcodes fill their lines
//   one after the other);
// - the first read of an order opens its read mode counting from zero (a scanner counts what
//   arrives; the typed read mode starts at the expected quantities, so only shortages are typed);
// - a product whose lines are all read in full is told so; a product of orders already received,
//   too; anything else is unknown. Nothing is sent: "Salvar leitura" sends the read, as typed.

/** line id → read quantity typed or scanned (the read mode's fields) */
export type InboundEntries = Readonly<Record<string, string>>;

export type InboundScan =
  | { kind: 'read'; item: InboundItem; line: InboundLine; count: number; entries: InboundEntries }
  /** every open line of the product is read in full */
  | { kind: 'complete'; line: InboundLine }
  /** the product is only in orders that can no longer be read */
  | { kind: 'closed' }
  | { kind: 'unknown' };

interface Found {
  item: InboundItem;
  line: InboundLine;
}

/** What a line's field holds: its entry; in the order being read, else the expected quantity (typed
 * mode) — an order not in read mode counts from zero when a scan opens it. */
export function enteredQuantity(found: Found, entries: InboundEntries, editing: string | null): number {
  const text = entries[found.line.id];
  if (text !== undefined) return parseQty(text) ?? 0;
  return editing === found.item.id ? found.line.quantity : 0;
}

export function applyInboundScan(
  items: readonly InboundItem[],
  entries: InboundEntries,
  editing: string | null,
  code: string,
): InboundScan {
  const lines: Found[] = items.flatMap((item) => item.order.items.map((line) => ({ item, line })));
  const open = (f: Found) => inboundItemAnswers(f.item).readPartially;
  const match = matchScan(lines, code, {
    codes: (f) => [f.line.barcode],
    needsWork: (f) => open(f) && enteredQuantity(f, entries, editing) < f.line.quantity,
    // the order being read first
    prefer: [(f) => f.item.id === editing],
  });
  if (match.kind === 'none') return { kind: 'unknown' };
  if (match.kind === 'served') {
    const readable = match.matches.find(open);
    return readable ? { kind: 'complete', line: readable.line } : { kind: 'closed' };
  }
  const { item, line } = match.line;
  const count = enteredQuantity(match.line, entries, editing) + 1;
  // opening an order's read mode by a scan: its other lines start at zero too
  const opened =
    editing === item.id
      ? {}
      : Object.fromEntries(item.order.items.map((l) => [l.id, entries[l.id] ?? qtyText(0)]));
  return { kind: 'read', item, line, count, entries: { ...entries, ...opened, [line.id]: qtyText(count) } };
}
