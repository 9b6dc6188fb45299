import { atom } from 'jotai';
import type { OrderStatus, OrderType } from '../../domain/orders';
import type { OrderEvent } from '../../machines/order.machine';
import { OCCURRENCE_RECORD_STATUSES, type OccurrenceRecordStatus } from '../../services/occurrences.api';
import { orderCan } from '../orders/order-rules';

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
  return OCCURRENCE_RECORD_STATUSES.filter((status) => orderCan(order, EVENT_OF[status]));
}

export interface OpenTab {
  id: string;
  label: string;
}

/** The occurrence tabs opened in this browser tab (kept while moving between /occurrence and /occurrence/:id). */
export const openOccurrenceTabsAtom = atom<OpenTab[]>([]);

/** Adds a tab (or renames it when already open). */
export function withTab(tabs: OpenTab[], tab: OpenTab): OpenTab[] {
  const at = tabs.findIndex((t) => t.id === tab.id);
  if (at < 0) return [...tabs, tab];
  if (tabs[at].label === tab.label) return tabs;
  return tabs.map((t, i) => (i === at ? tab : t));
}

/** The tab to show after closing `id`: its right neighbour, else its left one, else the list. */
export function afterClose(tabs: OpenTab[], id: string): string | null {
  const at = tabs.findIndex((t) => t.id === id);
  if (at < 0) return null;
  const next = tabs[at + 1] ?? tabs[at - 1];
  return next ? next.id : null;
}
