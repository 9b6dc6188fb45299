import { CHANGEABLE_ORDER_TYPES, type OrderType } from '../../../domain/orders';
import { can } from '../../../machines/ask';
import { type OrderLike, orderLifecycle } from '../../../machines/order.machine';

/** The change-type submenu of a row (doc 2 §2): the four types, each chosen only when the order
 * machine accepts CHANGE_TYPE to it (never the current one). */
export function typeChoices(order: OrderLike): { type: OrderType; allowed: boolean; current: boolean }[] {
  return CHANGEABLE_ORDER_TYPES.map((type) => ({
    type,
    current: type === order.type,
    allowed: can(orderLifecycle, order, { type: 'CHANGE_TYPE', orderType: type }),
  }));
}
