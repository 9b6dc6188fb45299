import { atom } from 'jotai';
import type { OrderStatus, OrderType } from '../../../domain/orders';
import { can } from '../../../machines/ask';
import { type OrderEvent, orderLifecycle } from '../../../machines/order.machine';
import { OCCURRENCE_RECORD_STATUSES, type OccurrenceRecordStatus } from '../../../services/occurrences.api';
import type { OpenTab } from '../../../ui/open-tabs';

// Which statuses the record-occurrence dialog offers for an order is asked of the order machine
// (src/machines/order.machine.ts): OCCURRENCE = REPORT_OCCURRENCE (from PENDING, INPROGRESS,
// OCCURRENCE); from OCCURRENCE only, REAGENDED = RESCHEDULE (→ PENDING), DONE = RESOLVE,
// NOTEXECUTED = NOT_EXECUTED. doc 2 §2 "Occurrence page", §5 "Occurrence dialog".

const EVENT_OF: Record<OccurrenceRecordStatus, OrderEvent> = {
  OCCURRENCE: { type: 'REPORT_OCCURRENCE' },
  REAGENDED: { type: 'RESCHEDULE' },
  DONE: { type: 'RESOLVE' },
  NOTEXECUTED: { type: 'NOT_EXECUTED' },
};

export function occurrenceStatusesFor(order: {
  status: OrderStatus;
  type: OrderType;
}): OccurrenceRecordStatus[] {
  return OCCURRENCE_RECORD_STATUSES.filter((status) => can(orderLifecycle, order, EVENT_OF[status]));
}

/** The occurrence tabs opened in this browser tab (kept while moving between /occurrence and /occurrence/:id). */
export const openOccurrenceTabsAtom = atom<OpenTab[]>([]);
