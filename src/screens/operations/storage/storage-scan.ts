import type { StorageLine, StorageView } from '../../../services/operations.types';
import { choosable, type FoundLine, isLineOpen, lineByBarcode } from './storage-choices';

// What a code read in the storage detail does (pure; the view applies the outcome). Ours — doc 3
// §2 only says the detail has a position selector per line:
//
// - a product's barcode selects its open line (a stored one is refused: already put away);
// - then a position code chooses that position for the selected line when it is one of the
//   line's suggestions and not in inventory (doc 3 §4: a position in inventory is not choosable);
// - a suggested position read before any product, or any other code, is refused.

export type StorageScan =
  | ({ kind: 'product' } & FoundLine)
  /** the product's line is already stored */
  | { kind: 'settled' }
  | { kind: 'position'; line: StorageLine; positionId: string; code: string }
  /** a suggestion of the selected line, but in inventory */
  | { kind: 'inInventory'; code: string }
  /** neither a product of the storage nor a suggestion of the selected line */
  | { kind: 'notSuggested'; line: StorageLine }
  /** a suggested position, but no open line is selected */
  | { kind: 'productFirst' }
  | { kind: 'unknown' };

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The line with this id, with its item. */
export function lineById(record: StorageView, lineId: string | null): FoundLine | null {
  if (!lineId) return null;
  for (const item of record.items) {
    const line = item.order.items.find((l) => l.id === lineId);
    if (line) return { item, line };
  }
  return null;
}

export function storageScan(record: StorageView, code: string, selectedLineId: string | null): StorageScan {
  const product = lineByBarcode(record, code);
  if (product)
    return isLineOpen(product.item, product.line) ? { kind: 'product', ...product } : { kind: 'settled' };

  const selected = lineById(record, selectedLineId);
  if (selected && isLineOpen(selected.item, selected.line)) {
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
