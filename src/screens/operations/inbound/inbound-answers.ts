import { can } from '../../../machines/ask';
import { type InboundItemEvent, inboundItemLifecycle } from '../../../machines/inbound-item.machine';
import { inboundItemRecord } from '../../../machines/warehouse-records';
import type { InboundItem, InboundView } from '../../../services/operations.types';

// What an inbound order row may offer, asked of the inbound-item machine through
// src/machines/ask.ts (doc 3 §2 Inbound: finalize, cancel, assign; the partial read is a
// read-quantity edit mode, not on a DONE row).

export interface InboundItemAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
  /** the edit mode is offered when a full read would be accepted */
  readPartially: boolean;
  /** whether this read may be sent (each line 0..expected, something read) */
  readAccepted: (read: Array<{ id: string; quantity: number }>) => boolean;
}

export function inboundItemAnswers(item: InboundItem): InboundItemAnswers {
  const ask = (event: InboundItemEvent) => can(inboundItemLifecycle, inboundItemRecord(item), event);
  const readAccepted = (read: Array<{ id: string; quantity: number }>) => ask({ type: 'READ_PARTIAL', read });
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    finalize: ask({ type: 'FINALIZE' }),
    cancel: ask({ type: 'CANCEL' }),
    readPartially:
      item.order.items.length > 0 &&
      readAccepted(item.order.items.map((l) => ({ id: l.id, quantity: l.quantity }))),
    readAccepted,
  };
}

export interface InboundAnswers {
  /** some order row offers the partial read (the scan field and the read-quantity edit mode) */
  readPartially: boolean;
}

/** The whole inbound; its assign, finalize and cancel are the shared record header's
 * (warehouse-record-answers.ts, with `inboundLines`). */
export const inboundAnswers = (record: InboundView): InboundAnswers => ({
  readPartially: record.items.some((i) => inboundItemAnswers(i).readPartially),
});

/** Every line of the inbound as the record machine reads them (its header's commands). */
export const inboundLines = (record: InboundView) => record.items.flatMap((i) => inboundItemRecord(i).lines);
