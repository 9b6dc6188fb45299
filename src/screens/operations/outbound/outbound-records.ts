import type { LineState } from '../../../domain/operation-rules';
import type { OutboundRecord } from '../../../domain/operations';
import { can } from '../../../machines/ask';
import type { LinesRecord } from '../../../machines/operation-lifecycle';
import { type OutboundEvent, outboundLifecycle } from '../../../machines/outbound.machine';
import { type OutboundItemEvent, outboundItemLifecycle } from '../../../machines/outbound-item.machine';

// An outbound and its orders as their machines read them (src/machines/outbound*.machine.ts: the
// stored status and every product line with its own status), and the questions the console asks
// them. One object per record / order, kept while the query data is, so ask.ts reuses snapshots.

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

type RecordQuestion = Exclude<OutboundEvent['type'], 'LOADED' | 'ITEMS_CHANGED'>;
type OrderQuestion = Exclude<OutboundItemEvent['type'], 'LOADED'>;

/** Whether the outbound machine accepts `type` for this record now (enables its button). */
export const outboundAllows = (record: OutboundRecord, type: RecordQuestion): boolean =>
  can(outboundLifecycle, outboundRecord(record), { type } as OutboundEvent);

/** Whether the outbound-item machine accepts `type` for this order now. */
export const orderAllows = (item: OutboundOrder, type: OrderQuestion): boolean =>
  can(outboundItemLifecycle, outboundOrderRecord(item), { type } as OutboundItemEvent);
