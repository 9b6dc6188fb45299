import type { LineState } from '../../../domain/operation-rules';
import { can } from '../../../machines/ask';
import {
  answerNeedsLines,
  RECORD_LIFECYCLES,
  recordStatuses,
  type WarehouseLifecycleKind,
} from '../../../machines/warehouse-records';

// What a warehouse record (inbound, storage, picking, packing, conference, outbound) may offer as
// a whole, asked of its kind's record machine (src/machines/warehouse-records.ts RECORD_LIFECYCLES,
// through ask.ts) — for list rows, which carry no lines, and for detail headers, which pass them.

export interface WarehouseRecordAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
  /** Decision (picking cancel, doc 3 §4 "blocked when … any item position is DONE or
   * INPROGRESS"): without lines, a command whose answer depends on them (`answerNeedsLines`, found
   * by asking the machine) is not offered — a list row would enable a cancel the server refuses. */
  finalizeOffered: boolean;
  cancelOffered: boolean;
}

/** `lines`: the record's lines as its machine reads them (a detail); absent for a list row. */
export function warehouseRecordAnswers(
  kind: WarehouseLifecycleKind,
  record: { status: string },
  lines?: readonly LineState[],
): WarehouseRecordAnswers {
  const asked = { status: record.status, lines: lines ?? [] };
  const ask = (type: 'ASSIGN_USER' | 'FINALIZE' | 'CANCEL') => can(RECORD_LIFECYCLES[kind], asked, { type });
  const offered = (type: 'FINALIZE' | 'CANCEL') =>
    lines !== undefined || !answerNeedsLines(kind, record.status, { type });
  return {
    assignUser: ask('ASSIGN_USER'),
    finalize: ask('FINALIZE'),
    cancel: ask('CANCEL'),
    finalizeOffered: offered('FINALIZE'),
    cancelOffered: offered('CANCEL'),
  };
}

/** The statuses a record of `kind` can have (a list's status filter): its machine's states. */
export const warehouseRecordStatuses = (kind: WarehouseLifecycleKind): string[] => recordStatuses(kind);
