import type { LineState } from '../../../domain/operation-rules';
import { inboundItemMachine } from '../../../machines/inbound-item.machine';
import type { InboundItem } from '../../../services/operations.types';
import { machineCan } from '../shared/record-rules';

// What an inbound order row may do, asked of the inbound-item machine (doc 3 §2, §4): its lines
// are the order's product lines, each with the row's status.

export const itemLines = (item: InboundItem): LineState[] =>
  item.order.items.map((l) => ({ id: l.id, status: item.status, quantity: l.quantity }));

export type InboundItemCommand = 'ASSIGN_USER' | 'FINALIZE' | 'CANCEL';

export const itemCan = (item: InboundItem, type: InboundItemCommand) =>
  machineCan(inboundItemMachine, item.status, { type }, itemLines(item));

/** The partial-read edit mode is offered when a full read would be accepted (not on a DONE row). */
export const mayReadPartially = (item: InboundItem) =>
  item.order.items.length > 0 &&
  machineCan(
    inboundItemMachine,
    item.status,
    {
      type: 'READ_PARTIAL',
      read: item.order.items.map((l) => ({ id: l.id, quantity: l.quantity })),
    },
    itemLines(item),
  );

/** Whether this read may be sent (each line 0..expected, something read). */
export const isReadAccepted = (item: InboundItem, read: Array<{ id: string; quantity: number }>) =>
  machineCan(inboundItemMachine, item.status, { type: 'READ_PARTIAL', read }, itemLines(item));

/** doc 3 §9 "inbound volumes sent as 1": an inbound order is one volume (the record's `volumes`
 * is the count of its orders, OPERATIONS-CONTRACT.md). */
export const VOLUMES_PER_ORDER = 1;
