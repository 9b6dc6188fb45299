import { choosablePositions, chosenPositionOf } from '../../../domain/warehouse';
import type { StorageItem, StorageLine } from '../../../services/operations.types';
import { parseQty, qtyText } from '../shared/format';

// The operator's choices on a storage (doc 3 §2 Storage, §4, §5) — the position of each line (a
// position in inventory cannot be chosen; when exactly one can, it is preselected, doc 3 §4) and
// the read quantity (typed, defaults to the expected quantity). What the storage and storage-item
// machines say about them is storage-answers.ts.

/** Positions an operator may choose for a line (doc 3 §4, src/domain/warehouse.ts). */
export const choosable = (line: StorageLine) => choosablePositions(line.storagePositionSuggestions);

/** The options of a line's position selector, sorted by code (an operator looks a position up by
 * its code): one in inventory marked " *" — explained by the legend above the lines — and disabled
 * (doc 3 §4). */
export const positionItems = (line: StorageLine) =>
  [...line.storagePositionSuggestions]
    .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }))
    .map((s) => ({
      value: s.positionId,
      label: s.inInventory ? `${s.code} *` : s.code,
      disabled: s.inInventory,
    }));

/** The position chosen for a line: the operator's choice, else the only choosable one. */
export const chosenPosition = (line: StorageLine, choices: Readonly<Record<string, string>>) =>
  chosenPositionOf(line.storagePositionSuggestions, choices[line.id]);

/** The read-quantity text of a line: what the operator typed, else the expected quantity. */
export const readText = (line: StorageLine, reads: Readonly<Record<string, string>>) =>
  reads[line.id] ?? qtyText(line.quantity);

/** The read quantity of a line as a number (null when the text is not a quantity). */
export const readQuantity = (line: StorageLine, reads: Readonly<Record<string, string>>) =>
  parseQty(readText(line, reads));

export interface FoundLine {
  item: StorageItem;
  line: StorageLine;
}
