import type { FastifyInstance } from 'fastify';
import { isPastDateTime, parseApiDateTime } from '../../src/domain/api-dates';
import { onlyDigits } from '../../src/domain/documents';
import { parseMoney, type TransferRange, transferFromFreight } from '../../src/domain/freight';
import {
  freightTransferUpdate,
  orderAddressUpdate,
  specificProperties,
  trackingCodeUpdate,
} from '../../src/domain/orders.schema';
import { orderLifecycle } from '../../src/machines/order.machine';
import { decide } from '../http/decide';
import { badRequest } from '../http/http-error';
import { orderChange } from '../http/order-answers';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { idParams, ownedOrder } from '../orders-area/http';
import { changedOrderAnswer } from '../orders-area/order-view';
import { geocode } from '../seed/geocode';
import type { OrderRow } from '../store/order-tables';

/**
 * The inline edits of an order (doc 2 §5, §7): delivery and contact fields, tracking code, freight
 * and transfer, the recipient's address. Each asks the order machine first (EDIT: 409 when refused,
 * nothing changed). The other changes are in order-changes.routes.ts.
 */
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function orderEditsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'PUT',
    url: '/orders/specific-properties/:id',
    summary:
      'Inline edits: deliveryDate (not in the past), scheduledDelivery, additionalInfo, recipientPhone, recipientEmail (doc 2 §5)',
    tags: ['orders'],
    auth: true,
    params: idParams,
    body: specificProperties,
    response: orderChange,
    handler: async (request) => {
      const body = request.body;
      const row = ownedOrder(request, request.params.id);
      const now = request.now();
      let deliveryDate: string | undefined;
      if (body.deliveryDate !== undefined) {
        const date = parseApiDateTime(body.deliveryDate) as Date;
        // doc 2 §5 "Delivery date: past dates not selectable" — against the simulated clock.
        if (isPastDateTime(date, now)) {
          throw badRequest(ORDER_MESSAGES.pastDeliveryDate, [
            {
              field: 'deliveryDate',
              key: 'validation.greaterThan',
              values: { value: now.toISOString() },
              message: ORDER_MESSAGES.pastDeliveryDate,
            },
          ]);
        }
        deliveryDate = date.toISOString();
      }
      decide(orderLifecycle, row, [{ type: 'EDIT' }], ORDER_MESSAGES.refusedEdit);
      const fields: Partial<Omit<OrderRow, 'status'>> = {};
      if (deliveryDate !== undefined) fields.deliveryDate = deliveryDate;
      if (body.scheduledDelivery !== undefined) fields.scheduledDelivery = body.scheduledDelivery;
      if (body.additionalInfo !== undefined) fields.additionalInfo = body.additionalInfo;
      // doc 2 §5: "phone masked and stored unmasked".
      if (body.recipientPhone !== undefined) fields.recipientPhone = onlyDigits(body.recipientPhone);
      if (body.recipientEmail !== undefined) fields.recipientEmail = body.recipientEmail;
      request.store.orders.update(row.id, fields, now.toISOString());
      return changedOrderAnswer(request, 'orderUpdated', row.id);
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/orders/tracking-code/:id',
    summary: 'Inline edit of the tracking code (doc 2 §5: required)',
    tags: ['orders'],
    auth: true,
    params: idParams,
    body: trackingCodeUpdate,
    response: orderChange,
    handler: async (request) => {
      const row = ownedOrder(request, request.params.id);
      decide(orderLifecycle, row, [{ type: 'EDIT' }], ORDER_MESSAGES.refusedEdit);
      request.store.orders.update(
        row.id,
        { trackingCode: request.body.trackingCode.trim() },
        request.now().toISOString(),
      );
      return changedOrderAnswer(request, 'orderUpdated', row.id);
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/orders/freight-transfer/:id',
    summary:
      'Inline edit of priceFreight or priceTransfer (doc 2 §5: numeric, empty becomes 0); a freight alone recomputes the transfer from the company ranges',
    tags: ['orders'],
    auth: true,
    params: idParams,
    body: freightTransferUpdate,
    response: orderChange,
    handler: async (request) => {
      const { store } = request;
      const row = ownedOrder(request, request.params.id);
      decide(orderLifecycle, row, [{ type: 'EDIT' }], ORDER_MESSAGES.refusedEdit);
      const fields: Partial<Omit<OrderRow, 'status'>> = {};
      if (request.body.priceFreight !== undefined) {
        fields.priceFreight = parseMoney(request.body.priceFreight);
        fields.taxes = {
          ...row.taxes,
          priceFreight: fields.priceFreight,
          priceOrder: round2(row.taxes.priceOrder - row.taxes.priceFreight + fields.priceFreight),
        };
        // doc 1 §3.2 transferValueFromFreight: the settings dialog (a later issue) stores the ranges.
        const ranges = (
          store.configurations.ofCompany(row.companyDocument)[0] as unknown as
            | { transferValueFromFreight?: TransferRange[] }
            | undefined
        )?.transferValueFromFreight;
        const transfer =
          request.body.priceTransfer === undefined ? transferFromFreight(fields.priceFreight, ranges) : null;
        if (transfer !== null) fields.priceTransfer = transfer;
      }
      if (request.body.priceTransfer !== undefined)
        fields.priceTransfer = parseMoney(request.body.priceTransfer);
      store.orders.update(row.id, fields, request.now().toISOString());
      return changedOrderAnswer(request, 'orderUpdated', row.id);
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/orders-address/:id',
    summary: "Edit the recipient's address; empty lat and long reprocess the coordinates (doc 2 §5, §7)",
    tags: ['orders'],
    auth: true,
    params: idParams,
    body: orderAddressUpdate,
    response: orderChange,
    handler: async (request) => {
      const body = request.body;
      const row = ownedOrder(request, request.params.id);
      if (body.orderId !== undefined && body.orderId !== '' && body.orderId !== row.id)
        throw badRequest(ORDER_MESSAGES.orderIdMismatch);
      decide(orderLifecycle, row, [{ type: 'EDIT' }], ORDER_MESSAGES.refusedEdit);
      const reprocess =
        body.lat === undefined ||
        body.lat === '' ||
        body.lat === null ||
        body.long === undefined ||
        body.long === '' ||
        body.long === null;
      const point = reprocess ? geocode(body) : { lat: Number(body.lat), long: Number(body.long) };
      request.store.orders.update(
        row.id,
        {
          recipientPostalCode: body.postalCode,
          recipientStreet: body.street,
          recipientNumber: body.number,
          recipientAdditionalAddress: body.additionalAddress ?? null,
          recipientNeighborhood: body.neighborhood,
          recipientCity: body.city,
          recipientState: body.state.toUpperCase(),
          recipientLat: point.lat,
          recipientLong: point.long,
        },
        request.now().toISOString(),
      );
      return changedOrderAnswer(request, 'addressUpdated', row.id);
    },
  });
}
