import { can } from '../../../machines/ask';
import type { LinesRecord } from '../../../machines/operation-lifecycle';
import { type PickingEvent, pickingLifecycle } from '../../../machines/picking.machine';
import { type PickingItemEvent, pickingItemLifecycle } from '../../../machines/picking-item.machine';
import { pickingItemRecord, pickingRecord } from '../../../machines/warehouse-records';
import type { PickingItem, PickingView } from '../../../services/operations.types';

// What a picking and its orders may offer, asked of the picking and picking-item machines through
// src/machines/ask.ts (doc 3 §2 Picking, §4, §5): the record with every row (CANCEL is blocked
// once a row is DONE or INPROGRESS), each order with its rows.

const NO_RECORD: LinesRecord = { status: '', lines: [] };

export interface PickingAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
  /** "Finalize all" with what was entered per row (≥ 2 ready rows, doc 3 §2) */
  finalizeAll: (entered: Record<string, number | null>) => boolean;
  /** every row as the machine reads it (status, quantity) */
  lines: LinesRecord['lines'];
}

/** The record (null while it loads: nothing is allowed). */
export function pickingAnswers(record: PickingView | undefined): PickingAnswers {
  const asked = record ? pickingRecord(record) : NO_RECORD;
  const ask = (event: PickingEvent) => can(pickingLifecycle, asked, event);
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    finalize: ask({ type: 'FINALIZE' }),
    cancel: ask({ type: 'CANCEL' }),
    finalizeAll: (entered) => ask({ type: 'FINALIZE_ALL', entered }),
    lines: asked.lines,
  };
}

export interface PickingItemAnswers {
  assignUser: boolean;
  cancel: boolean;
  /** FINALIZE_ROW of a row with the quantity entered (= expected) */
  finalizeRow: (rowId: string, entered: number | null) => boolean;
  occurrence: (rowId: string) => boolean;
}

export function pickingItemAnswers(item: PickingItem): PickingItemAnswers {
  const ask = (event: PickingItemEvent) => can(pickingItemLifecycle, pickingItemRecord(item), event);
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    cancel: ask({ type: 'CANCEL' }),
    finalizeRow: (rowId, entered) => ask({ type: 'FINALIZE_ROW', rowId, entered }),
    occurrence: (rowId) => ask({ type: 'REPORT_OCCURRENCE', rowId }),
  };
}
