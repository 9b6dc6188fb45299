import type { LineState } from '../../../domain/operation-rules';
import { storageMachine } from '../../../machines/storage.machine';
import { storageItemMachine } from '../../../machines/storage-item.machine';
import type { StorageItem, StorageLine, StorageView } from '../../../services/operations.types';
import { machineCan } from '../shared/record-rules';

// What a storage, its items and lines may do, asked of the storage and storage-item machines
// (doc 3 §2 Storage, §4, §5), plus the position choice: a position in inventory cannot be chosen;
// when exactly one can, it is preselected (doc 3 §4).

export const itemLines = (item: StorageItem): LineState[] =>
  item.order.items.map((l) => ({ id: l.id, status: l.status, quantity: l.quantity }));

export const itemCan = (item: StorageItem, type: 'ASSIGN_USER' | 'CANCEL') =>
  machineCan(storageItemMachine, item.status, { type }, itemLines(item));

/** Positions an operator may choose for a line. */
export const choosable = (line: StorageLine) => line.storagePositionSuggestions.filter((s) => !s.inInventory);

/** The position chosen for a line: the operator's choice, else the only choosable one. */
export function chosenPosition(line: StorageLine, choices: Readonly<Record<string, string>>): string | null {
  const picked = choices[line.id];
  if (picked) return picked;
  const available = choosable(line);
  return available.length === 1 ? available[0].positionId : null;
}

/** FINALIZE_LINE of this line with `positionId`, at the line's full quantity. */
export const mayFinalizeLine = (item: StorageItem, line: StorageLine, positionId: string | null) =>
  machineCan(
    storageItemMachine,
    item.status,
    { type: 'FINALIZE_LINE', lineId: line.id, positionId, quantity: line.quantity },
    itemLines(item),
  );

/** The line could be finalized once a position is chosen (the button stays on, the field says why). */
export const isLineOpen = (item: StorageItem, line: StorageLine) => mayFinalizeLine(item, line, '?');

/** EDIT_QUANTITY (only in OCCURRENCE, quantity in range). */
export const mayEditQuantity = (item: StorageItem, line: StorageLine, quantity: number | null) =>
  quantity !== null &&
  machineCan(
    storageItemMachine,
    item.status,
    { type: 'EDIT_QUANTITY', lineId: line.id, quantity },
    itemLines(item),
  );

export interface ChosenLine {
  item: StorageItem;
  line: StorageLine;
  positionId: string;
}

/** The lines a bulk finalize would confirm: each with a position, each accepted by its item. */
export function chosenLines(record: StorageView, choices: Readonly<Record<string, string>>): ChosenLine[] {
  const out: ChosenLine[] = [];
  for (const item of record.items)
    for (const line of item.order.items) {
      const positionId = chosenPosition(line, choices);
      if (positionId && mayFinalizeLine(item, line, positionId)) out.push({ item, line, positionId });
    }
  return out;
}

/** doc 3 §2: the bulk finalize shows only when the storage machine accepts FINALIZE_CHOSEN. */
export const mayFinalizeChosen = (record: StorageView, chosen: number) =>
  machineCan(storageMachine, record.status, { type: 'FINALIZE_CHOSEN', chosen });

/** The line a scanned code names: its barcode matches, still open first. */
export function lineByBarcode(
  record: StorageView,
  code: string,
): { item: StorageItem; line: StorageLine } | null {
  const wanted = code.trim().toUpperCase();
  let settled: { item: StorageItem; line: StorageLine } | null = null;
  for (const item of record.items)
    for (const line of item.order.items) {
      if ((line.barcode ?? '').toUpperCase() !== wanted) continue;
      if (isLineOpen(item, line)) return { item, line };
      settled ??= { item, line };
    }
  return settled;
}
