import type { LineState } from '../../../domain/operation-rules';
import type { OutboundRecord } from '../../../domain/operations';
import { can } from '../../../machines/ask';
import type { LinesRecord } from '../../../machines/operation-lifecycle';
import { type OutboundEvent, outboundLifecycle } from '../../../machines/outbound.machine';
import { type OutboundItemEvent, outboundItemLifecycle } from '../../../machines/outbound-item.machine';

// An outbound and its orders as their machines read them (src/machines/outbound*.machine.ts: the
// stored status and every product line with its own status), and what they answer the console. One object per record / order, kept while the query data is, so ask.ts reuses snapshots.

type OutboundOrder = OutboundRecord['items'][number];

const lineOf = (l: { id: string; status: LineState['status']; quantity: number }): LineState => ({
  id: l.id,
  status: l.status,
  quantity: l.quantity,
});

const recordCache = new WeakMap<OutboundRecord, LinesRecord>();
const itemCache = new WeakMap<OutboundOrder, LinesRecord>();

/** The whole outbound: every line of every order (CANCEL reads them, doc 3 §4). */
export function outboundRecord(record: OutboundRecord): LinesRecord {
  let found = recordCache.get(record);
  if (!found) {
    found = { status: record.status, lines: record.items.flatMap((i) => i.order.items.map(lineOf)) };
    recordCache.set(record, found);
  }
  return found;
}

/** One order of the outbound with its lines. */
export function outboundOrderRecord(item: OutboundOrder): LinesRecord {
  let found = itemCache.get(item);
  if (!found) {
    found = { status: item.status, lines: item.order.items.map(lineOf) };
    itemCache.set(item, found);
  }
  return found;
}

export interface OutboundAnswers {
  assignUser: boolean;
  addTransporter: boolean;
  addPosition: boolean;
  addOrders: boolean;
  finalize: boolean;
  cancel: boolean;
  delete: boolean;
  /** the reason cancel is off: the machine would cancel the outbound as it stands were no line
   * worked — an order dispatched or in progress blocks it (doc 3 §4), said under the actions */
  cancelBlockedByWork: boolean;
}

/** What the outbound machine accepts for this record now (enables its buttons). */
export function outboundAnswers(record: OutboundRecord): OutboundAnswers {
  const asked = outboundRecord(record);
  const ask = (event: OutboundEvent) => can(outboundLifecycle, asked, event);
  const cancel = ask({ type: 'CANCEL' });
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    addTransporter: ask({ type: 'ADD_TRANSPORTER' }),
    addPosition: ask({ type: 'ADD_POSITION' }),
    addOrders: ask({ type: 'ADD_ORDERS' }),
    finalize: ask({ type: 'FINALIZE' }),
    cancel,
    delete: ask({ type: 'DELETE' }),
    cancelBlockedByWork:
      !cancel && can(outboundLifecycle, { status: asked.status, lines: [] }, { type: 'CANCEL' }),
  };
}

export interface OutboundItemAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
}

/** What the outbound-item machine accepts for this order now. */
export function outboundItemAnswers(item: OutboundOrder): OutboundItemAnswers {
  const ask = (event: OutboundItemEvent) => can(outboundItemLifecycle, outboundOrderRecord(item), event);
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    finalize: ask({ type: 'FINALIZE' }),
    cancel: ask({ type: 'CANCEL' }),
  };
}
