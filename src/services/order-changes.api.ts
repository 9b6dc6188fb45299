import type { CalendarEntry, Order } from '../domain/order-records';
import type { OrderType } from '../domain/orders';
import type {
  CalendarEntryInput,
  FreightTransferUpdate,
  NewOrder,
  OrderAddressUpdate,
  SpecificProperties,
} from '../domain/orders.schema';
import { api } from './api-client';

// The orders area's changes to an order (doc 2 §7): create, type, inline edits, address, tracking
// entries. Callers refetch the orders afterwards (invalidateOrders of orders.api.ts).

interface OrderAnswer {
  message?: string;
  order: Order;
}

export const createOrder = (body: NewOrder) => api.post<OrderAnswer>('/orders', body);

export const changeOrderType = (id: string, type: OrderType) =>
  api.put<OrderAnswer>(`/orders/type/${encodeURIComponent(id)}`, { type });

export const updateSpecificProperties = (id: string, body: SpecificProperties) =>
  api.put<OrderAnswer>(`/orders/specific-properties/${encodeURIComponent(id)}`, body);

export const updateTrackingCode = (id: string, trackingCode: string) =>
  api.put<OrderAnswer>(`/orders/tracking-code/${encodeURIComponent(id)}`, { trackingCode });

export const updateFreightTransfer = (id: string, body: FreightTransferUpdate) =>
  api.put<OrderAnswer>(`/orders/freight-transfer/${encodeURIComponent(id)}`, body);

/** PUT /orders-address/{id} with origin=portal (doc 2 §7); empty lat and long reprocess. */
export const updateOrderAddress = (id: string, body: OrderAddressUpdate) =>
  api.put<OrderAnswer>(`/orders-address/${encodeURIComponent(id)}`, body, { query: { origin: 'portal' } });

export const addCalendarEntry = (id: string, body: CalendarEntryInput) =>
  api.post<{ message?: string; calendar: CalendarEntry }>(`/orders/calendar/${encodeURIComponent(id)}`, body);
