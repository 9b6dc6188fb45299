import { can } from '../../../machines/ask';
import { inboundItemLifecycle } from '../../../machines/inbound-item.machine';
import { inboundItemRecord } from '../../../machines/warehouse-records';
import type { InboundItem } from '../../../services/operations.types';

// The partial read of an inbound order row (doc 3 §2: a read-quantity edit mode, not on a DONE
// row), asked of the inbound-item machine's READ_PARTIAL through src/machines/ask.ts.

/** Whether this read may be sent (each line 0..expected, something read). */
export const isReadAccepted = (item: InboundItem, read: Array<{ id: string; quantity: number }>) =>
  can(inboundItemLifecycle, inboundItemRecord(item), { type: 'READ_PARTIAL', read });

/** The edit mode is offered when a full read would be accepted. */
export const mayReadPartially = (item: InboundItem) =>
  item.order.items.length > 0 &&
  isReadAccepted(
    item,
    item.order.items.map((l) => ({ id: l.id, quantity: l.quantity })),
  );
