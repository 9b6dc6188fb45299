import type { MonitoredOrder } from '../../domain/dashboard';
import type { OrderType } from '../../domain/orders';
import { can } from '../../machines/ask';
import { orderLifecycle } from '../../machines/order.machine';

// The dashboard's answers of the order machine (issue 34: one way for a screen to ask): the
// pickup board's done column holds the collected pickups, and the order machine decides whether
// one may be finalized there (doc 1 §7.2). The orders area asks the same question through its
// own orderAnswers (screens may not import across areas).

export function pickupBoardAnswers(order: Pick<MonitoredOrder, 'orderStatus' | 'orderType'>, column: string) {
  return {
    finalize: can(
      orderLifecycle,
      { status: order.orderStatus, type: order.orderType as OrderType, collected: column === 'DONE' },
      { type: 'FINALIZE', orderType: 'PICKUP' },
    ),
  };
}
