import { CHANGEABLE_ORDER_TYPES, type OrderType } from '../../domain/orders';
import { can } from '../../machines/ask';
import { type OrderEvent, type OrderLike, orderLifecycle } from '../../machines/order.machine';
import { OCCURRENCE_RECORD_STATUSES, type OccurrenceRecordStatus } from '../../services/occurrences.api';

// What an order may offer, asked of the order machine (src/machines/order.machine.ts) through
// src/machines/ask.ts — never a status compared in a view (issue 34). The answers are getters: a
// list row asks one or two of them.

// The record-occurrence dialog's statuses and their events: OCCURRENCE = REPORT_OCCURRENCE (from
// PENDING, INPROGRESS, OCCURRENCE); from OCCURRENCE only, REAGENDED = RESCHEDULE (→ PENDING),
// DONE = RESOLVE, NOTEXECUTED = NOT_EXECUTED. doc 2 §2 "Occurrence page", §5 "Occurrence dialog".
const OCCURRENCE_EVENT: Record<OccurrenceRecordStatus, OrderEvent> = {
  OCCURRENCE: { type: 'REPORT_OCCURRENCE' },
  REAGENDED: { type: 'RESCHEDULE' },
  DONE: { type: 'RESOLVE' },
  NOTEXECUTED: { type: 'NOT_EXECUTED' },
};

export interface TypeChoice {
  type: OrderType;
  allowed: boolean;
  current: boolean;
}

export interface OrderAnswers {
  /** inline fields and the address (doc 2 §2, §4) */
  edit: boolean;
  addTracking: boolean;
  /** the statuses the record-occurrence dialog offers (none: no Record button) */
  occurrenceStatuses: OccurrenceRecordStatus[];
  /** the change-type submenu (doc 2 §2): the four types, each chosen only when the machine accepts
   * CHANGE_TYPE to it (never the current one) */
  typeChoices: TypeChoice[];
  /** a collected pickup may be finalized (doc 1 §7.2, the pickup board's done column) */
  finalizePickup: boolean;
}

export function orderAnswers(order: OrderLike): OrderAnswers {
  const ask = (event: OrderEvent) => can(orderLifecycle, order, event);
  return {
    get edit() {
      return ask({ type: 'EDIT' });
    },
    get addTracking() {
      return ask({ type: 'ADD_TRACKING' });
    },
    get occurrenceStatuses() {
      return OCCURRENCE_RECORD_STATUSES.filter((status) => ask(OCCURRENCE_EVENT[status]));
    },
    get typeChoices() {
      return CHANGEABLE_ORDER_TYPES.map((type) => ({
        type,
        current: type === order.type,
        allowed: ask({ type: 'CHANGE_TYPE', orderType: type }),
      }));
    },
    get finalizePickup() {
      return ask({ type: 'FINALIZE', orderType: 'PICKUP' });
    },
  };
}
