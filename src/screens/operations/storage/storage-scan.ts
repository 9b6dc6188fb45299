import { matchScan, sameCode } from '../../../domain/scan-match';
import type { StorageLine, StorageView } from '../../../services/operations.types';
import { storageItemAnswers } from './storage-answers';
import { choosable, type FoundLine } from './storage-choices';

// What a code read in the storage detail does (pure; the view applies the outcome). Ours — doc 3
// §2 only says the detail has a position selector per line:
//
// - a product's barcode selects the first open line of that product with no position chosen yet
//   (src/domain/scan-match.ts: lines sharing a barcode are served one after the other, issue 31);
//   when every open line of it has a position the operator is told so, and when all are stored,
//   that they are put away;
// - then a position code chooses that position for the selected line when it is one of the
//   line's suggestions and not in inventory (doc 3 §4: a position in inventory is not choosable);
//   it never touches another line's choice;
// - a suggested position read before any product, or any other code, is refused.

export type StorageScan =
  | ({ kind: 'product' } & FoundLine)
  /** every line of the product is already stored */
  | { kind: 'settled' }
  /** every open line of the product already has a position chosen */
  | { kind: 'allChosen'; line: StorageLine }
  | { kind: 'position'; line: StorageLine; positionId: string; code: string }
  /** a suggestion of the selected line, but in inventory */
  | { kind: 'inInventory'; code: string }
  /** neither a product of the storage nor a suggestion of the selected line */
  | { kind: 'notSuggested'; line: StorageLine }
  /** a suggested position, but no open line is selected */
  | { kind: 'productFirst' }
  | { kind: 'unknown' };

/** The line with this id, with its item. */
export function lineById(record: StorageView, lineId: string | null): FoundLine | null {
  if (!lineId) return null;
  for (const item of record.items) {
    const line = item.order.items.find((l) => l.id === lineId);
    if (line) return { item, line };
  }
  return null;
}

const linesOf = (record: StorageView): FoundLine[] =>
  record.items.flatMap((item) => item.order.items.map((line) => ({ item, line })));

export function storageScan(
  record: StorageView,
  code: string,
  selectedLineId: string | null,
  choices: Readonly<Record<string, string>> = {},
): StorageScan {
  const lines = linesOf(record);
  const isOpen = (found: FoundLine) => storageItemAnswers(found.item).lineOpen(found.line);
  const product = matchScan(lines, code, {
    codes: ({ line }) => [line.barcode],
    needsWork: (found) => isOpen(found) && choices[found.line.id] === undefined,
  });
  if (product.kind === 'line') return { kind: 'product', ...product.line };
  if (product.kind === 'served') {
    const open = product.matches.find(isOpen);
    return open ? { kind: 'allChosen', line: open.line } : { kind: 'settled' };
  }

  const selected = lineById(record, selectedLineId);
  if (selected && storageItemAnswers(selected.item).lineOpen(selected.line)) {
    const { line } = selected;
    const suggestion = line.storagePositionSuggestions.find((s) => sameCode(s.code, code));
    if (!suggestion) return { kind: 'notSuggested', line };
    return choosable(line).includes(suggestion)
      ? { kind: 'position', line, positionId: suggestion.positionId, code: suggestion.code }
      : { kind: 'inInventory', code: suggestion.code };
  }

  const suggested = record.items.some((item) =>
    item.order.items.some((line) => line.storagePositionSuggestions.some((s) => sameCode(s.code, code))),
  );
  return suggested ? { kind: 'productFirst' } : { kind: 'unknown' };
}
