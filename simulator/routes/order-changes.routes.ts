import type { FastifyInstance } from 'fastify';
import { accessKeyParts } from '../../src/domain/access-key';
import { parseApiDateTime } from '../../src/domain/api-dates';
import { parseMoney } from '../../src/domain/freight';
import { CALENDAR_STATUSES, DEFAULT_ORDER_SERIE } from '../../src/domain/orders';
import {
  calendarEntryInput,
  newOrder,
  type OccurrenceOutcome,
  occurrenceInput,
  orderStatusUpdate,
  orderTypeUpdate,
} from '../../src/domain/orders.schema';
import { type OrderEvent, orderLifecycle, orderMachine } from '../../src/machines/order.machine';
import { created, decide, within } from '../http/decide';
import { badRequest, conflict } from '../http/http-error';
import { calendarChange, occurrenceChange, orderChange } from '../http/order-answers';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { orderMessage } from '../i18n/messages/orders';
import { idParams, ownedOrder, viewedCompany } from '../orders-area/http';
import { partyFrom, taxesFor } from '../orders-area/order-form';
import { changedOrderAnswer, orderView } from '../orders-area/order-view';
import { recipientColumns } from '../store/order-row-mapping';
import type { OrderItemRow, OrderRow } from '../store/order-tables';
import { registeredSalesChannel } from './sales-channels.routes';

/**
 * The orders changes of doc 2 §7 (docs/CONTRACTS.md "Orders area API"): create, finalize, type,
 * tracking entries, occurrences. Every change asks the order machine first (`decide`, http/decide.ts: 409 when
 * refused, nothing changed). The inline edits and the address are in order-edits.routes.ts, the
 * reads in order-reads.routes.ts.
 */
const round2 = (n: number) => Math.round(n * 100) / 100;

const OCCURRENCE_EVENTS: Record<OccurrenceOutcome, OrderEvent> = {
  OCCURRENCE: { type: 'REPORT_OCCURRENCE' },
  REAGENDED: { type: 'RESCHEDULE' },
  DONE: { type: 'RESOLVE' },
  NOTEXECUTED: { type: 'NOT_EXECUTED' },
};

export async function orderChangesRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/orders',
    summary: 'Create an order: status PENDING, origin MANUAL, type the chosen operation type (doc 2 §4, §5)',
    tags: ['orders'],
    auth: true,
    body: newOrder,
    response: orderChange,
    handler: async (request, reply) => {
      const { store } = request;
      const body = request.body;
      const company = viewedCompany(request);
      const now = request.now().toISOString();
      const serie = body.orderSerie ?? DEFAULT_ORDER_SERIE;
      if (body.orderNumber && store.orders.byNumber(company, body.orderNumber, serie))
        throw conflict(ORDER_MESSAGES.orderDuplicate);
      // '' is no transporter, as null is (the form's empty choice): never a row to point at
      const transporterId = body.transporterId || null;
      if (transporterId) {
        const t = store.transporters.byId(transporterId);
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
        status: created(orderMachine), // doc 2 §4: a new order is PENDING
        stage: null,
        origin: 'MANUAL', // doc 2 §4
        saleschannelCode: channel?.code ?? null,
        saleschannelName: channel?.saleschannel ?? null,
        transporterId,
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
    response: orderChange,
    handler: async (request) => {
      const { store } = request;
      const row = ownedOrder(request, request.params.id);
      // doc 1 §7.2 "from the done column": only a collected pickup (the order machine's rule)
      const status = decide(
        orderLifecycle,
        { ...row, collected: store.routes.collected(row.id) },
        [{ type: 'FINALIZE', orderType: request.body.type }],
        ORDER_MESSAGES.refusedFinalize,
      ).state;
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
          // the calendar notes the pickup in the status the order machine decided (DONE)
          status: within(status, CALENDAR_STATUSES),
          createdAt: now,
        });
      })();
      return changedOrderAnswer(request, 'orderFinalized', row.id);
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
    response: orderChange,
    handler: async (request) => {
      const row = ownedOrder(request, request.params.id);
      decide(
        orderLifecycle,
        row,
        [{ type: 'CHANGE_TYPE', orderType: request.body.type }],
        ORDER_MESSAGES.refusedTypeChange,
      );
      request.store.orders.update(row.id, { type: request.body.type }, request.now().toISOString());
      return changedOrderAnswer(request, 'typeChanged', row.id);
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
    response: calendarChange,
    handler: async (request, reply) => {
      const { store } = request;
      const row = ownedOrder(request, request.params.id);
      const operator = store.users.byId(request.body.userId);
      if (!operator || !request.viewer.viewable.includes(operator.companyDocument)) {
        throw badRequest(ORDER_MESSAGES.unknownOperator, [
          { field: 'userId', key: 'validation.uninformed', message: ORDER_MESSAGES.unknownOperator },
        ]);
      }
      decide(orderLifecycle, row, [{ type: 'ADD_TRACKING' }], ORDER_MESSAGES.refusedEdit);
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
    response: occurrenceChange,
    handler: async (request, reply) => {
      const { store } = request;
      const row = ownedOrder(request, request.params.id);
      const status = decide(
        orderLifecycle,
        row,
        [OCCURRENCE_EVENTS[request.body.status]],
        ORDER_MESSAGES.refusedOccurrence,
      ).state;
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
        ...changedOrderAnswer(request, 'occurrenceRecorded', row.id),
        calendar: store.orders.calendar(id),
      };
    },
  });
}
