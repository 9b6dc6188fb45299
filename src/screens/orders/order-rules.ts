import type { AnyMachineSnapshot } from 'xstate';
import { CHANGEABLE_ORDER_TYPES, type OrderStatus, type OrderType } from '../../domain/orders';
import { type OrderEvent, orderMachine } from '../../machines/order.machine';
import { snapshotAt } from '../../machines/resolve';

// What the order machine allows for one order (DESIGN §3: the view asks, never re-derives). The
// snapshot is rebuilt from the stored status and type.

type OrderLike = { status: OrderStatus; type: OrderType };

function snapshotOf(order: OrderLike): AnyMachineSnapshot | null {
  try {
    return snapshotAt(orderMachine, order.status, { type: order.type });
  } catch {
    return null;
  }
}

export function orderCan(order: OrderLike, event: OrderEvent): boolean {
  return snapshotOf(order)?.can(event) ?? false;
}

/** The four types of doc 2 §2 with whether each may be chosen (the current one never). */
export function typeChoices(order: OrderLike): { type: OrderType; allowed: boolean; current: boolean }[] {
  return CHANGEABLE_ORDER_TYPES.map((type) => ({
    type,
    current: type === order.type,
    allowed: orderCan(order, { type: 'CHANGE_TYPE', orderType: type }),
  }));
}

/** Inline edits and the address (doc 2 §2): the machine's EDIT. */
export const canEditOrder = (order: OrderLike) => orderCan(order, { type: 'EDIT' });
/** The add-tracking dialog: ADD_TRACKING. */
export const canAddTracking = (order: OrderLike) => orderCan(order, { type: 'ADD_TRACKING' });
