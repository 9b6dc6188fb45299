import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessKeyParts } from '../../src/domain/access-key';
import { apiDateRange, isPastDateTime, parseApiDateTime } from '../../src/domain/api-dates';
import { onlyDigits } from '../../src/domain/documents';
import { parseMoney, type TransferRange, transferFromFreight } from '../../src/domain/freight';
import { decodeFilters, decodeSort } from '../../src/domain/list-query';
import {
  DEFAULT_ORDER_SERIE,
  ORDER_SORT_FIELDS,
  type Order,
  type OrderStatus,
  type OrderTaxes,
  type Party,
} from '../../src/domain/orders';
import {
  calendarEntryInput,
  freightTransferUpdate,
  newOrder,
  type OccurrenceOutcome,
  occurrenceInput,
  orderAddressUpdate,
  orderStatusUpdate,
  orderTypeUpdate,
  specificProperties,
  trackingCodeUpdate,
} from '../../src/domain/orders.schema';
import { mapsLink, type PartyInput } from '../../src/domain/parties';
import { type OrderEvent, orderMachine } from '../../src/machines/order.machine';
import { badRequest, conflict, forbidden } from '../http-error';
import {
  decide,
  idParams,
  ownedOrder,
  pageOf,
  pagingFields,
  viewedCompany,
  viewsAsShipper,
} from '../orders-area/http';
import { ORDER_MESSAGES, orderMessage } from '../orders-area/messages';
import { geocode } from '../seed/geocode';
import type { OrderItemRow, OrderRow } from '../store/orders.repo';
import { recipientColumns } from '../store/orders.repo';
import { addRoute } from '../validate';
import { registeredSalesChannel } from './sales-channels.routes';

/**
 * The orders calls of doc 2 §7 (docs/CONTRACTS.md "Orders area API"). Every change asks the order
 * machine first (`decide`: 409 when refused, nothing changed); lists filter, sort and page in SQL.
 */
const ordersQuery = type({
  ...pagingFields,
  'simple?': 'string',
  'dates?': apiDateRange,
  'filter?': 'string <= 2000',
  'sort?': type('string').narrow((s, ctx) => {
    const sort = decodeSort(s);
    return (
      (sort !== null && (ORDER_SORT_FIELDS as readonly string[]).includes(sort.field)) ||
      ctx.reject({ expected: `field|ASC or field|DESC with field one of ${ORDER_SORT_FIELDS.join(', ')}` })
    );
  }),
  'shipperDocument?': 'string',
  'customerDocument?': 'string',
});

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The order as the detail answers it. */
export function orderView(request: FastifyRequest, row: OrderRow): Order {
  return request.store.orders.view(row, request.store.attachments.ofOrder(row.id));
}

/** A party of a form, with coordinates (geocoded when the form sent none, doc 2 §7 reprocess). */
export function partyFrom(input: PartyInput, id: string): Party {
  const missing =
    input.lat === undefined ||
    input.lat === '' ||
    input.lat === null ||
    input.long === undefined ||
    input.long === '' ||
    input.long === null;
  const point = missing ? geocode(input) : { lat: Number(input.lat), long: Number(input.long) };
  return {
    id,
    document: onlyDigits(input.document),
    additionalDocument: input.additionalDocument ?? null,
    name: input.name,
    fantasyName: input.fantasyName ?? null,
    postalCode: input.postalCode,
    street: input.street,
    number: input.number,
    additionalAddress: input.additionalAddress ?? null,
    neighborhood: input.neighborhood,
    city: input.city,
    state: input.state.toUpperCase(),
    country: input.country,
    lat: point.lat,
    long: point.long,
    maps: mapsLink(point.lat, point.long),
    email: input.email || null,
    phone: input.phone ? onlyDigits(input.phone) : null,
  };
}

export function taxesFor(items: Array<Pick<OrderItemRow, 'priceTotal'>>, freight: number): OrderTaxes {
  const products = round2(items.reduce((s, i) => s + i.priceTotal, 0));
  return {
    priceTotalProducts: products,
    priceIcms: 0,
    priceIcmsSubs: 0,
    priceImport: 0,
    priceIpi: 0,
    priceAnotherTax: 0,
    priceInsurance: 0,
    priceFreight: freight,
    priceDiscount: 0,
    priceOrder: round2(products + freight),
  };
}

/** Asks the order machine and answers 409 with `message` when it refuses. */
function orderDecides(row: OrderRow, event: OrderEvent, message: string): OrderStatus {
  return decide(orderMachine, row.status, event, { type: row.type }, message) as OrderStatus;
}

const OCCURRENCE_EVENTS: Record<OccurrenceOutcome, OrderEvent> = {
  OCCURRENCE: { type: 'REPORT_OCCURRENCE' },
  REAGENDED: { type: 'RESCHEDULE' },
  DONE: { type: 'RESOLVE' },
  NOTEXECUTED: { type: 'NOT_EXECUTED' },
};

export async function ordersRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/orders',
    summary:
      'Order list: page, take, dates, filter (field|value,…), sort (field|ASC|DESC); answers orders and total (doc 2 §2, §7)',
    tags: ['orders'],
    auth: true,
    querystring: ordersQuery,
    handler: async (request) => {
      const q = request.query;
      const viewed = viewedCompany(request);
      // doc 2 §6: the document the console sends must be the token's own (tenancy).
      for (const doc of [q.shipperDocument, q.customerDocument]) {
        if (doc !== undefined && doc !== '' && onlyDigits(doc) !== viewed)
          throw forbidden(ORDER_MESSAGES.otherCompany);
      }
      return request.store.orders.list({
        companyDocument: viewed,
        byShipper: viewsAsShipper(request),
        ...pageOf(q),
        dates: q.dates,
        filters: decodeFilters(q.filter),
        sort: decodeSort(q.sort),
      });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/orders/:id',
    summary:
      'One order with recipient, sender, items, taxes, tracking, attachments, checklists and linked SO orders (doc 2 §3)',
    tags: ['orders'],
    auth: true,
    params: idParams,
    handler: async (request): Promise<Order> => orderView(request, ownedOrder(request, request.params.id)),
  });

  addRoute(app, {
    method: 'POST',
    url: '/orders',
    summary: 'Create an order: status PENDING, origin MANUAL, type the chosen operation type (doc 2 §4, §5)',
    tags: ['orders'],
    auth: true,
    body: newOrder,
    handler: async (request, reply) => {
      const { store } = request;
      const body = request.body;
      const company = viewedCompany(request);
      const now = request.now().toISOString();
      const serie = body.orderSerie ?? DEFAULT_ORDER_SERIE;
      if (body.orderNumber && store.orders.byNumber(company, body.orderNumber, serie))
        throw conflict(ORDER_MESSAGES.orderDuplicate);
      if (body.transporterId) {
        const t = store.transporters.byId(body.transporterId);
        if (!t || t.companyDocument !== company) throw badRequest(ORDER_MESSAGES.unknownTransporter);
      }
      // doc 2 §3 saleschannel: one of the company's channels (by code), stored with its registered name
      const channel = body.saleschannel ? registeredSalesChannel(request, body.saleschannel.code) : null;
      const id = store.orders.nextId();
      const itemIds = store.orders.nextItemIds(body.items.length);
      const items: OrderItemRow[] = body.items.map((i, n) => {
        const product = i.productId ? store.products.byId(i.productId) : null;
        return {
          id: itemIds[n],
          orderId: id,
          position: n + 1,
          productId: product && product.companyDocument === company ? product.id : null,
          sku: i.sku,
          description: i.description,
          barcode: i.barcode ?? product?.barcode ?? null,
          rfidcode: i.rfidcode ?? product?.rfidcode ?? null,
          un: i.un ?? product?.un ?? 'UN',
          manufactorCode: product?.manufactorCode ?? null,
          productBatch: i.productBatch ?? null,
          productExpire: i.productExpire ?? null,
          quantity: i.quantity,
          priceUnit: i.priceUnit,
          priceTotal: round2(i.quantity * i.priceUnit),
          isChecked: false,
          notBelong: false,
        };
      });
      const freight = parseMoney(body.priceFreight);
      const accessKey = body.accessKey || null;
      const recipient = partyFrom(body.recipient, body.recipient.id ?? `${id}-recipient`);
      const row: OrderRow = {
        id,
        orderNumber: body.orderNumber ?? store.orders.nextOrderNumber(company),
        orderSerie: serie,
        orderDate: (parseApiDateTime(body.orderDate) as Date).toISOString(),
        deliveryDate: (parseApiDateTime(body.deliveryDate) as Date).toISOString(),
        scheduledDelivery: body.scheduledDelivery ?? false,
        trackingCode: null,
        type: body.type,
        status: 'PENDING', // doc 2 §4
        stage: null,
        origin: 'MANUAL', // doc 2 §4
        saleschannelCode: channel?.code ?? null,
        saleschannelName: channel?.saleschannel ?? null,
        transporterId: body.transporterId ?? null,
        priceFreight: freight,
        priceTransfer: parseMoney(body.priceTransfer),
        additionalInfo: body.additionalInfo || null,
        companyDocument: company,
        shipperDocument: null,
        accessKey,
        invoiceNumber: accessKey ? (accessKeyParts(accessKey)?.number ?? null) : null,
        plate: null,
        mechanic: null,
        parentOrderId: null,
        soAttribute: null,
        externalCode: null,
        taxes: taxesFor(items, freight),
        sender: partyFrom(body.sender, body.sender.id ?? `${id}-sender`),
        ...recipientColumns(recipient),
        createdAt: now,
        updatedAt: now,
      };
      store.db.transaction(() => store.orders.insert({ row, items }))();
      reply.status(201);
      return { message: orderMessage(request, 'orderCreated'), order: orderView(request, row) };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/orders/status/:id',
    summary:
      'Finalize a PICKUP order: status DONE, type PICKUP, dueDate (doc 1 §7.2); 409 unless the order machine allows FINALIZE',
    tags: ['orders'],
    auth: true,
    params: idParams,
    body: orderStatusUpdate,
    handler: async (request) => {
      const { store } = request;
      const row = ownedOrder(request, request.params.id);
      const status = orderDecides(
        row,
        { type: 'FINALIZE', orderType: request.body.type },
        ORDER_MESSAGES.refusedFinalize,
      );
      const now = request.now().toISOString();
      const due = (parseApiDateTime(request.body.dueDate) as Date).toISOString();
      store.db.transaction(() => {
        store.orders.update(row.id, { status, stage: 'Concluído' }, now);
        store.orders.addCalendar({
          id: store.orders.nextCalendarId(),
          orderId: row.id,
          dueDate: due,
          userId: request.viewer.record.id,
          description: 'Coleta finalizada',
          status: 'DONE',
          createdAt: now,
        });
      })();
      return {
        message: orderMessage(request, 'orderFinalized'),
        order: orderView(request, store.orders.byId(row.id) as OrderRow),
      };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/orders/type/:id',
    summary:
      'Change the operation type to NEW, DROPOFF, PICKUP or VISIT (doc 2 §2); 409 when the order machine refuses CHANGE_TYPE',
    tags: ['orders'],
    auth: true,
    params: idParams,
    body: orderTypeUpdate,
    handler: async (request) => {
      const row = ownedOrder(request, request.params.id);
      orderDecides(
        row,
        { type: 'CHANGE_TYPE', orderType: request.body.type },
        ORDER_MESSAGES.refusedTypeChange,
      );
      request.store.orders.update(row.id, { type: request.body.type }, request.now().toISOString());
      return {
        message: orderMessage(request, 'typeChanged'),
        order: orderView(request, request.store.orders.byId(row.id) as OrderRow),
      };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/orders/specific-properties/:id',
    summary:
      'Inline edits: deliveryDate (not in the past), scheduledDelivery, additionalInfo, recipientPhone, recipientEmail (doc 2 §5)',
    tags: ['orders'],
    auth: true,
    params: idParams,
    body: specificProperties,
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
      orderDecides(row, { type: 'EDIT' }, ORDER_MESSAGES.refusedEdit);
      const fields: Partial<OrderRow> = {};
      if (deliveryDate !== undefined) fields.deliveryDate = deliveryDate;
      if (body.scheduledDelivery !== undefined) fields.scheduledDelivery = body.scheduledDelivery;
      if (body.additionalInfo !== undefined) fields.additionalInfo = body.additionalInfo;
      // doc 2 §5: "phone masked and stored unmasked".
      if (body.recipientPhone !== undefined) fields.recipientPhone = onlyDigits(body.recipientPhone);
      if (body.recipientEmail !== undefined) fields.recipientEmail = body.recipientEmail;
      request.store.orders.update(row.id, fields, now.toISOString());
      return {
        message: orderMessage(request, 'orderUpdated'),
        order: orderView(request, request.store.orders.byId(row.id) as OrderRow),
      };
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
    handler: async (request) => {
      const row = ownedOrder(request, request.params.id);
      orderDecides(row, { type: 'EDIT' }, ORDER_MESSAGES.refusedEdit);
      request.store.orders.update(
        row.id,
        { trackingCode: request.body.trackingCode.trim() },
        request.now().toISOString(),
      );
      return {
        message: orderMessage(request, 'orderUpdated'),
        order: orderView(request, request.store.orders.byId(row.id) as OrderRow),
      };
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
    handler: async (request) => {
      const { store } = request;
      const row = ownedOrder(request, request.params.id);
      orderDecides(row, { type: 'EDIT' }, ORDER_MESSAGES.refusedEdit);
      const fields: Partial<OrderRow> = {};
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
      return {
        message: orderMessage(request, 'orderUpdated'),
        order: orderView(request, store.orders.byId(row.id) as OrderRow),
      };
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
    handler: async (request) => {
      const body = request.body;
      const row = ownedOrder(request, request.params.id);
      if (body.orderId !== undefined && body.orderId !== '' && body.orderId !== row.id)
        throw badRequest('orderId does not match the path');
      orderDecides(row, { type: 'EDIT' }, ORDER_MESSAGES.refusedEdit);
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
      return {
        message: orderMessage(request, 'addressUpdated'),
        order: orderView(request, request.store.orders.byId(row.id) as OrderRow),
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/orders/calendar/:id',
    summary: 'Add a tracking entry: dueDate, userId, description, statusCalendar (doc 2 §5 all required)',
    tags: ['orders'],
    auth: true,
    params: idParams,
    body: calendarEntryInput,
    handler: async (request, reply) => {
      const { store } = request;
      const row = ownedOrder(request, request.params.id);
      const operator = store.users.byId(request.body.userId);
      if (!operator || !request.viewer.viewable.includes(operator.companyDocument)) {
        throw badRequest(ORDER_MESSAGES.unknownOperator, [
          { field: 'userId', key: 'validation.uninformed', message: ORDER_MESSAGES.unknownOperator },
        ]);
      }
      orderDecides(row, { type: 'ADD_TRACKING' }, ORDER_MESSAGES.refusedEdit);
      const id = store.orders.nextCalendarId();
      store.orders.addCalendar({
        id,
        orderId: row.id,
        dueDate: (parseApiDateTime(request.body.dueDate) as Date).toISOString(),
        userId: operator.id,
        description: request.body.description,
        status: request.body.statusCalendar,
        createdAt: request.now().toISOString(),
      });
      reply.status(201);
      return { message: orderMessage(request, 'trackingAdded'), calendar: store.orders.calendar(id) };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/orders/occurrence/:id',
    summary:
      'Record an occurrence (ours; doc 2 "not shown"): status OCCURRENCE|REAGENDED|DONE|NOTEXECUTED and an observation; adds a tracking entry and moves the order through the order machine',
    tags: ['orders'],
    auth: true,
    params: idParams,
    body: occurrenceInput,
    handler: async (request, reply) => {
      const { store } = request;
      const row = ownedOrder(request, request.params.id);
      const status = orderDecides(
        row,
        OCCURRENCE_EVENTS[request.body.status],
        ORDER_MESSAGES.refusedOccurrence,
      );
      const now = request.now().toISOString();
      const id = store.orders.nextCalendarId();
      store.db.transaction(() => {
        store.orders.update(row.id, { status }, now);
        store.orders.addCalendar({
          id,
          orderId: row.id,
          dueDate: now,
          userId: request.viewer.record.id,
          description: request.body.observation,
          status: request.body.status,
          createdAt: now,
        });
      })();
      reply.status(201);
      return {
        message: orderMessage(request, 'occurrenceRecorded'),
        order: orderView(request, store.orders.byId(row.id) as OrderRow),
        calendar: store.orders.calendar(id),
      };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/orders-checklist/:id',
    summary: "An order's vehicle and mechanic checklists, read-only (doc 2 §3)",
    tags: ['orders'],
    auth: true,
    params: idParams,
    handler: async (request) => {
      const row = ownedOrder(request, request.params.id);
      return { checklists: request.store.orders.checklists(row.id) };
    },
  });
}
