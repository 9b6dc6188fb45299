import type { FastifyRequest } from 'fastify';
import type { Order } from '../../src/domain/orders';
import type { OrderRow } from '../store/order-tables';

/** The order as the detail answers it. */
export function orderView(request: FastifyRequest, row: OrderRow): Order {
  return request.store.orders.view(row, request.store.attachments.ofOrder(row.id));
}
