import { shownReadQuantity } from '../../../domain/operation-rules';
import { can } from '../../../machines/ask';
import { inboundItemLifecycle } from '../../../machines/inbound-item.machine';
import { inboundItemRecord } from '../../../machines/warehouse-records';
import type { InboundItem, InboundLine } from '../../../services/operations.types';

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

/** A product read short of what the order expects. */
export interface Shortage {
  id: string;
  description: string;
  expected: number;
  read: number;
}

/**
 * The products a read leaves short (read below expected), in the order's order: what the operator
 * confirms before a partial read closes the order (issue 20), and what the closed order highlights.
 */
export function shortagesOf(
  lines: readonly InboundLine[],
  read: ReadonlyArray<{ id: string; quantity: number }>,
): Shortage[] {
  const byId = new Map(read.map((r) => [r.id, r.quantity]));
  return lines.flatMap((l) => {
    const quantity = byId.get(l.id) ?? l.quantity;
    return quantity < l.quantity
      ? [{ id: l.id, description: l.description, expected: l.quantity, read: quantity }]
      : [];
  });
}

/** The shortages of an order already received (DONE): its read quantities against the expected. */
export const receivedShortages = (item: InboundItem): Shortage[] =>
  item.status === 'DONE'
    ? shortagesOf(
        item.order.items,
        item.order.items.map((l) => ({ id: l.id, quantity: shownReadQuantity(item.status, l.readQuantity) })),
      )
    : [];
