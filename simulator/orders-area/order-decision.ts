import type { OrderStatus } from '../../src/domain/orders';
import { type OrderEvent, orderMachine } from '../../src/machines/order.machine';
import type { OrderRow } from '../store/order-tables';
import { decide } from './http';

/** Asks the order machine and answers 409 with `message` when it refuses. */
export function orderDecides(row: OrderRow, event: OrderEvent, message: string): OrderStatus {
  return decide(orderMachine, row.status, event, { type: row.type }, message) as OrderStatus;
}
