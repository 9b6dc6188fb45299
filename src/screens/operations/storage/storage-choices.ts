import { linesLeftOpen } from '../../../domain/operation-rules';
import { choosablePositions, chosenPositionOf } from '../../../domain/warehouse';
import { can, run } from '../../../machines/ask';
import { storageLifecycle } from '../../../machines/storage.machine';
import { type StorageItemEvent, storageItemLifecycle } from '../../../machines/storage-item.machine';
import { storageItemRecord } from '../../../machines/warehouse-records';
import type { StorageItem, StorageLine, StorageView } from '../../../services/operations.types';
import { parseQty, qtyText } from '../shared/format';

// The operator's choices on a storage (doc 3 §2 Storage, §4, §5) — the position of each line (a
// position in inventory cannot be chosen; when exactly one can, it is preselected, doc 3 §4) and
// the read quantity (typed, defaults to the expected quantity) — and what the storage and
// storage-item machines say about them, asked through src/machines/ask.ts (a short read puts the
// line in OCCURRENCE: the machine says).

const itemCan = (item: StorageItem, event: StorageItemEvent) =>
  can(storageItemLifecycle, storageItemRecord(item), event);

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

/** FINALIZE_LINE of this line with `positionId` and `quantity` (the full quantity by default). */
export const mayFinalizeLine = (
  item: StorageItem,
  line: StorageLine,
  positionId: string | null,
  quantity: number = line.quantity,
) => itemCan(item, { type: 'FINALIZE_LINE', lineId: line.id, positionId, quantity });

/** The line could be finalized once a position is chosen (the button stays on, the field says why). */
export const isLineOpen = (item: StorageItem, line: StorageLine) => mayFinalizeLine(item, line, '?');

/**
 * Why the typed read quantity of an open line cannot be sent: 'invalid' (not numeric text with at
 * most 2 decimals, doc 3 §5) or 'range' (FINALIZE_LINE refuses it: > 0 and ≤ expected); null = ok.
 */
export function readProblem(item: StorageItem, line: StorageLine, text: string): 'invalid' | 'range' | null {
  const quantity = parseQty(text);
  if (quantity === null) return 'invalid';
  return mayFinalizeLine(item, line, '?', quantity) ? null : 'range';
}

/** EDIT_QUANTITY (only in OCCURRENCE, quantity in range). */
export const mayEditQuantity = (item: StorageItem, line: StorageLine, quantity: number | null) =>
  quantity !== null && itemCan(item, { type: 'EDIT_QUANTITY', lineId: line.id, quantity });

/** The line's quantity can be corrected: EDIT_QUANTITY is accepted at its full quantity (a short
 * line, its item in OCCURRENCE). */
export const isLineCorrectable = (item: StorageItem, line: StorageLine) =>
  mayEditQuantity(item, line, line.quantity);

export interface ChosenLine {
  item: StorageItem;
  line: StorageLine;
  positionId: string;
  quantity: number;
}

/**
 * The lines a bulk finalize would confirm: each with a position and a read quantity, asked of its
 * item's machine in the order the server runs them (FINALIZE_LINE one after the other per item).
 * Full reads go first: after a short one the item is in OCCURRENCE and takes no further line, so
 * a short line goes last and at most one per item is sent; the others stay chosen.
 */
export function chosenLines(
  record: StorageView,
  choices: Readonly<Record<string, string>>,
  reads: Readonly<Record<string, string>> = {},
): ChosenLine[] {
  const out: ChosenLine[] = [];
  for (const item of record.items) {
    const wanted: ChosenLine[] = [];
    for (const line of item.order.items) {
      const positionId = chosenPosition(line, choices);
      const quantity = readQuantity(line, reads);
      if (positionId && quantity !== null) wanted.push({ item, line, positionId, quantity });
    }
    if (wanted.length === 0) continue;
    const ordered = [
      ...wanted.filter((c) => c.quantity >= c.line.quantity),
      ...wanted.filter((c) => c.quantity < c.line.quantity),
    ];
    const { accepted } = run(
      storageItemLifecycle,
      storageItemRecord(item),
      ordered.map((c) => ({
        type: 'FINALIZE_LINE' as const,
        lineId: c.line.id,
        positionId: c.positionId,
        quantity: c.quantity,
      })),
      { skipRefused: true },
    );
    out.push(...ordered.filter((_, i) => accepted[i]));
  }
  return out;
}

/** The bulk finalize of `chosen` as the storage machine's event: the lines chosen and the lines it
 * leaves open (linesLeftOpen: not chosen, or put away short), counted over every line of the
 * record. */
export function finalizeChosenEvent(record: StorageView, chosen: readonly ChosenLine[]) {
  const lines = record.items.flatMap((item) => storageItemRecord(item).lines);
  const rest = linesLeftOpen(
    lines,
    chosen.map((c) => ({ id: c.line.id, quantity: c.quantity })),
  );
  return { type: 'FINALIZE_CHOSEN' as const, chosen: chosen.length, rest };
}

/** doc 3 §2: the bulk finalize shows only when the storage machine accepts FINALIZE_CHOSEN. */
export const mayFinalizeChosen = (record: StorageView, chosen: readonly ChosenLine[]) =>
  can(storageLifecycle, { status: record.status, lines: [] }, finalizeChosenEvent(record, chosen));

export interface FoundLine {
  item: StorageItem;
  line: StorageLine;
}
