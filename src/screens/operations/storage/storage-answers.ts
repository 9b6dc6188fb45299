import { linesLeftOpen } from '../../../domain/operation-rules';
import { can, run } from '../../../machines/ask';
import { storageLifecycle } from '../../../machines/storage.machine';
import { type StorageItemEvent, storageItemLifecycle } from '../../../machines/storage-item.machine';
import { storageItemRecord } from '../../../machines/warehouse-records';
import type { StorageItem, StorageLine, StorageView } from '../../../services/operations.types';
import { parseQty } from '../shared/format';
import { chosenPosition, readQuantity } from './storage-choices';

// What a storage and its orders may offer for the operator's choices (storage-choices.ts), asked
// of the storage and storage-item machines through src/machines/ask.ts (doc 3 §2 Storage, §4, §5:
// a short read puts the line in OCCURRENCE — the machine says).

export interface StorageItemAnswers {
  assignUser: boolean;
  /** cancel before any line started */
  cancel: boolean;
  /** FINALIZE_LINE of this line with `positionId` and `quantity` (the full quantity by default) */
  mayFinalizeLine: (line: StorageLine, positionId: string | null, quantity?: number) => boolean;
  /** the line could be finalized once a position is chosen (the button stays on, the field says why) */
  lineOpen: (line: StorageLine) => boolean;
  /** EDIT_QUANTITY (only in OCCURRENCE, quantity in range) */
  mayEditQuantity: (line: StorageLine, quantity: number | null) => boolean;
  /** the line's quantity can be corrected: EDIT_QUANTITY is accepted at its full quantity (a short
   * line, its item in OCCURRENCE) */
  lineCorrectable: (line: StorageLine) => boolean;
  /** why the typed read quantity of an open line cannot be sent: 'invalid' (not numeric text with
   * at most 2 decimals, doc 3 §5) or 'range' (FINALIZE_LINE refuses it: > 0 and ≤ expected); null = ok */
  readProblem: (line: StorageLine, text: string) => 'invalid' | 'range' | null;
}

/** The record-level answers are getters: a page of 600 lines asks each line's questions, not the
 * item's, per line (bench/storage-detail.bench.tsx). */
export function storageItemAnswers(item: StorageItem): StorageItemAnswers {
  const ask = (event: StorageItemEvent) => can(storageItemLifecycle, storageItemRecord(item), event);
  const mayFinalizeLine = (line: StorageLine, positionId: string | null, quantity: number = line.quantity) =>
    ask({ type: 'FINALIZE_LINE', lineId: line.id, positionId, quantity });
  const mayEditQuantity = (line: StorageLine, quantity: number | null) =>
    quantity !== null && ask({ type: 'EDIT_QUANTITY', lineId: line.id, quantity });
  return {
    get assignUser() {
      return ask({ type: 'ASSIGN_USER' });
    },
    get cancel() {
      return ask({ type: 'CANCEL' });
    },
    mayFinalizeLine,
    lineOpen: (line) => mayFinalizeLine(line, '?'),
    mayEditQuantity,
    lineCorrectable: (line) => mayEditQuantity(line, line.quantity),
    readProblem: (line, text) => {
      const quantity = parseQty(text);
      if (quantity === null) return 'invalid';
      return mayFinalizeLine(line, '?', quantity) ? null : 'range';
    },
  };
}

export interface ChosenLine {
  item: StorageItem;
  line: StorageLine;
  positionId: string;
  quantity: number;
}

export interface StorageAnswers {
  /**
   * The lines a bulk finalize would confirm: each with a position and a read quantity, asked of
   * its item's machine in the order the server runs them (FINALIZE_LINE one after the other per
   * item). Full reads go first: after a short one the item is in OCCURRENCE and takes no further
   * line, so a short line goes last and at most one per item is sent; the others stay chosen.
   */
  chosenLines: (
    choices: Readonly<Record<string, string>>,
    reads?: Readonly<Record<string, string>>,
  ) => ChosenLine[];
  /** The bulk finalize of `chosen` as the storage machine's event: the lines chosen and the lines
   * it leaves open (linesLeftOpen: not chosen, or put away short), over every line of the record. */
  finalizeChosenEvent: (chosen: readonly ChosenLine[]) => {
    type: 'FINALIZE_CHOSEN';
    chosen: number;
    rest: number;
  };
  /** doc 3 §2: the bulk finalize shows only when the storage machine accepts FINALIZE_CHOSEN */
  finalizeChosen: (chosen: readonly ChosenLine[]) => boolean;
}

export function storageAnswers(record: StorageView): StorageAnswers {
  const chosenLines = (
    choices: Readonly<Record<string, string>>,
    reads: Readonly<Record<string, string>> = {},
  ): ChosenLine[] => {
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
  };
  const finalizeChosenEvent = (chosen: readonly ChosenLine[]) => {
    const lines = record.items.flatMap((item) => storageItemRecord(item).lines);
    const rest = linesLeftOpen(
      lines,
      chosen.map((c) => ({ id: c.line.id, quantity: c.quantity })),
    );
    return { type: 'FINALIZE_CHOSEN' as const, chosen: chosen.length, rest };
  };
  return {
    chosenLines,
    finalizeChosenEvent,
    finalizeChosen: (chosen) =>
      can(storageLifecycle, { status: record.status, lines: [] }, finalizeChosenEvent(chosen)),
  };
}
