import type { FastifyRequest } from 'fastify';
import type { Order } from '../../src/domain/order-records';
import { orderMessage } from '../i18n/messages/orders';
import type { OrderRow } from '../store/order-tables';

/** The order as the detail answers it. */
export function orderView(request: FastifyRequest, row: OrderRow): Order {
  return request.store.orders.view(row, request.store.attachments.ofOrder(row.id));
}

/** The answer of a call that changed an order: its success text in the caller's language and
 * the order as stored now (read again after the change). */
export function changedOrderAnswer(
  request: FastifyRequest,
  key: Parameters<typeof orderMessage>[1],
  orderId: string,
): { message: string; order: Order } {
  const row = request.store.orders.byId(orderId) as OrderRow;
  return { message: orderMessage(request, key), order: orderView(request, row) };
}
