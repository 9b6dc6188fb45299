import type { HandlingItem } from '../../../domain/handling';
import { positionRefusalReason } from '../../../domain/position-availability';
import { linesOfCode, matchScan } from '../../../domain/scan-match';
import type { Position } from '../../../domain/warehouse';
import { handlingItemAnswers } from './handling-answers';

// The scanner flow of a handling detail (issue 11: "handling reads origin and destination
// positions by scanner"): first the origin position, which must be the origin of a PENDING item;
// then the destination, which finalizes that origin's next PENDING item there (an item still open,
// as handling-answers.ts asks the item machine). The position-use
// rule (doc 3 §4: in inventory → not moved from or to) and doc 3 §5 (destination not the origin)
// refuse a read before any call; the simulator decides the rest (its refusal is toasted).
// Issue 31: a product's barcode or SKU read where a position is expected is told as such ("this
// is a product, read a position"), and a destination other than the item's planned one is asked
// to be confirmed, naming both, before the item is moved there.

export interface ScanState {
  /** the origin read, or null while waiting for one */
  origin: { id: string; code: string } | null;
}

export type ScanRefusal = { key: string; values: Record<string, string> };

export type ScanOutcome =
  | { kind: 'refused'; refusal: ScanRefusal }
  | { kind: 'origin'; state: ScanState }
  | { kind: 'finalize'; item: HandlingItem; destination: Position }
  /** the destination read is not the one planned for the item: moved there only once confirmed */
  | { kind: 'confirmDestination'; item: HandlingItem; destination: Position; planned: string };

const REFUSAL_KEYS = {
  inInventory: 'handling.scan.inInventory',
  notStorable: 'handling.scan.notStorable',
  virtual: 'handling.scan.virtual',
} as const;

const isOpen = (item: HandlingItem) => handlingItemAnswers(item).open;

/** The next pending item of `originId`, in the table's order. */
export const nextPendingAt = (items: readonly HandlingItem[], originId: string) =>
  items.find((i) => isOpen(i) && i.positionOrigin.id === originId) ?? null;

export function readScan(
  state: ScanState,
  code: string,
  items: readonly HandlingItem[],
  positions: ReadonlyMap<string, Position>,
): ScanOutcome {
  const read = code.trim().toUpperCase();
  const refused = (key: string, values: Record<string, string> = { code: read }): ScanOutcome => ({
    kind: 'refused',
    refusal: { key, values },
  });
  if (!items.some(isOpen)) return refused('handling.scan.nothingPending');
  const position = positions.get(read);
  const [product] = position ? [] : linesOfCode(items, read, (i) => [i.product.barcode, i.product.sku]);
  if (product)
    return refused('handling.scan.productNotPosition', { code: read, product: product.product.description });
  if (!state.origin) {
    // the origin's first pending item (src/domain/scan-match.ts: a moved item is never served again)
    const origin = matchScan(items, read, {
      codes: (i) => [i.positionCodeOrigin],
      needsWork: isOpen,
    });
    if (origin.kind !== 'line')
      return refused(position ? 'handling.scan.notOrigin' : 'handling.scan.unknown');
    const item = origin.line;
    const reason = position ? positionRefusalReason(position, 'moveFrom') : null;
    if (reason) return refused(REFUSAL_KEYS[reason]);
    return { kind: 'origin', state: { origin: { id: item.positionOrigin.id, code: read } } };
  }
  if (!position) return refused('handling.scan.unknown');
  if (position.id === state.origin.id) return refused('handling.scan.sameAsOrigin');
  const reason = positionRefusalReason(position, 'moveTo');
  if (reason) return refused(REFUSAL_KEYS[reason]);
  const item = nextPendingAt(items, state.origin.id);
  if (!item) return refused('handling.scan.notOrigin', { code: state.origin.code });
  const planned = item.positionDestiny;
  if (planned && planned.id !== position.id)
    return { kind: 'confirmDestination', item, destination: position, planned: planned.code };
  return { kind: 'finalize', item, destination: position };
}
