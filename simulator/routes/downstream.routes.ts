import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DownstreamAnswer, OperationKind } from '../../src/domain/operations';
import {
  type DownstreamTarget,
  type ExistingTarget,
  generationRefusal,
} from '../../src/domain/order-generation';
import { downstreamInput, invoiceInput, outboundInput, routeInput } from '../../src/domain/orders.schema';
import { orderLifecycle } from '../../src/machines/order.machine';
import { orderSelectionLifecycle } from '../../src/machines/order-selection.machine';
import { outboundLifecycle } from '../../src/machines/outbound.machine';
import { decide } from '../http/decide';
import { downstreamAnswer, invoicesPageAnswer } from '../http/downstream-answers';
import { badRequest } from '../http/http-error';
import { addRoute } from '../http/validate';
import { GENERATION_REFUSALS, ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { orderMessage } from '../i18n/messages/orders';
import { dayBounds, owned, ownedOrder, pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import type { OrderRow } from '../store/order-tables';
import { ensureSurveyFor } from './nps-admin.routes';

/**
 * Downstream creation from an order selection (doc 2 §2 "Selection and downstream generation",
 * §7 "Downstream creation"): a record in the doc 3 §3 shape with one PENDING item per order, and
 * every order takes the target type (order machine ENTER_OPERATION). The order-selection machine
 * decides first: one order that is not selectable, or already of the target type, refuses the
 * whole call with 409 and nothing changes.
 */
const KIND_OF: Record<Exclude<DownstreamTarget, 'ROUTE'>, OperationKind> = {
  INBOUND: 'inbound',
  STORAGE: 'storage',
  PICKING: 'picking',
  PACKING: 'packing',
  CONFERENCE: 'conference',
  OUTBOUND: 'outbound',
  INVOICE: 'invoice',
};
const LABEL: Record<DownstreamTarget, string> = {
  INBOUND: 'Inbound',
  STORAGE: 'Storage',
  PICKING: 'Picking',
  PACKING: 'Packing',
  CONFERENCE: 'Conference',
  OUTBOUND: 'Outbound',
  INVOICE: 'Invoice',
  ROUTE: 'Route',
};

/** The chosen orders, each the caller's (404 / 403), in the order given, without repeats. */
function chosenOrders(request: FastifyRequest, ids: string[]): OrderRow[] {
  return [...new Set(ids)].map((id) => ownedOrder(request, id));
}

/** 409 unless the selection machine takes GENERATE and every order machine ENTER_OPERATION. */
function assertGeneration(orders: OrderRow[], target: DownstreamTarget, into: ExistingTarget | null): void {
  // what the selection machine reads of each order
  const chosen = orders.map(({ id, orderNumber, type, status }) => ({ id, orderNumber, type, status }));
  decide(
    orderSelectionLifecycle,
    { orders: chosen },
    [{ type: 'GENERATE', target, into }],
    () => generationRefusal(chosen, target, into, GENERATION_REFUSALS) ?? ORDER_MESSAGES.generationRefused,
  );
  for (const o of orders)
    decide(orderLifecycle, o, [{ type: 'ENTER_OPERATION', target }], () =>
      ORDER_MESSAGES.cannotEnter(o.orderNumber, target),
    );
}

/** Marks the orders as entering the operation: the type and status ENTER_OPERATION leads to
 * (the target type, PENDING; order machine). */
function enter(request: FastifyRequest, orders: OrderRow[], target: DownstreamTarget, now: string): void {
  for (const o of orders) {
    const next = decide(orderLifecycle, o, [{ type: 'ENTER_OPERATION', target }], () =>
      ORDER_MESSAGES.cannotEnter(o.orderNumber, target),
    );
    request.store.orders.update(
      o.id,
      { type: next.context.type as OrderRow['type'], status: next.state },
      now,
    );
  }
}

function createOperation(
  request: FastifyRequest,
  target: Exclude<DownstreamTarget, 'ROUTE'>,
  ids: string[],
): DownstreamAnswer {
  const { store } = request;
  const orders = chosenOrders(request, ids);
  assertGeneration(orders, target, null);
  const now = request.now().toISOString();
  const record = store.db.transaction(() => {
    const created = store.operations.create(
      KIND_OF[target],
      viewedCompany(request),
      orders.map((o) => o.id),
      now,
    );
    enter(request, orders, target, now);
    return created;
  })();
  return {
    message: orderMessage(request, 'created', { target, code: record.code }),
    id: record.id,
    code: record.code,
    orders: orders.map((o) => o.id),
  };
}

const invoicesQuery = type({ ...pagingFields, 'initialDate?': 'string', 'finalDate?': 'string' });

export async function downstreamRoutes(app: FastifyInstance) {
  const simple: Array<[string, Exclude<DownstreamTarget, 'ROUTE' | 'OUTBOUND' | 'INVOICE'>]> = [
    ['/inbound', 'INBOUND'],
    ['/storage', 'STORAGE'],
    ['/picking', 'PICKING'],
    ['/packing', 'PACKING'],
    ['/conference', 'CONFERENCE'],
  ];
  for (const [url, target] of simple) {
    addRoute(app, {
      method: 'POST',
      url,
      summary: `Create a ${LABEL[target].toLowerCase()} from selected orders ({orders: ids}); 409 when the selection machine refuses (doc 2 §2, §7)`,
      tags: ['downstream'],
      auth: true,
      body: downstreamInput,
      response: downstreamAnswer,
      handler: async (request, reply) => {
        const answer = createOperation(request, target, request.body.orders);
        reply.status(201);
        return answer;
      },
    });
  }

  addRoute(app, {
    method: 'POST',
    url: '/invoices',
    summary:
      'Invoice selected orders ({orders, resendNps?}); resendNps sends each order its NPS survey (doc 2 §2)',
    tags: ['downstream'],
    auth: true,
    body: invoiceInput,
    response: downstreamAnswer,
    handler: async (request, reply) => {
      // the invoice and its surveys are one change: a crash between them must not leave invoiced
      // orders without the survey the call promised (createOperation's transaction nests)
      const answer = request.store.db.transaction(() => {
        const created = createOperation(request, 'INVOICE', request.body.orders);
        if (request.body.resendNps) {
          const now = request.now().toISOString();
          for (const id of created.orders) ensureSurveyFor(request, id, now);
        }
        return created;
      })();
      reply.status(201);
      return answer;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/outbound',
    summary:
      'Ship selected orders in a new outbound, or with action ADDED and outboundId into an existing non-DONE one (doc 2 §2, doc 3 §4)',
    tags: ['downstream'],
    auth: true,
    body: outboundInput,
    response: downstreamAnswer,
    handler: async (request, reply) => {
      const { store } = request;
      if (request.body.action !== 'ADDED' || !request.body.outboundId) {
        reply.status(201);
        return createOperation(request, 'OUTBOUND', request.body.orders);
      }
      const outbound = owned(
        request,
        store.operations.byId(request.body.outboundId),
        ORDER_MESSAGES.outboundNotFound,
      );
      if (outbound.kind !== 'outbound') throw badRequest(ORDER_MESSAGES.outboundNotFound);
      const orders = chosenOrders(request, request.body.orders);
      assertGeneration(orders, 'OUTBOUND', { id: outbound.id, status: outbound.status });
      const now = request.now().toISOString();
      // the outbound machine decides too (doc 3 §4)
      decide(
        outboundLifecycle,
        { status: outbound.status, lines: [] },
        [{ type: 'ADD_ORDERS' }],
        generationRefusal(
          [],
          'OUTBOUND',
          { id: outbound.id, status: outbound.status },
          GENERATION_REFUSALS,
        ) ?? ORDER_MESSAGES.generationRefused,
      );
      store.db.transaction(() => {
        store.operations.addOrders(
          outbound.id,
          orders.map((o) => o.id),
          now,
        );
        enter(request, orders, 'OUTBOUND', now);
      })();
      reply.status(201);
      return {
        message: orderMessage(request, 'added', { target: 'OUTBOUND', code: outbound.code }),
        id: outbound.id,
        code: outbound.code,
        orders: store.operations.ordersOf(outbound.id),
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/routes',
    summary:
      'Route selected orders: a new route (PENDING ROUTING), or with routeId (action add) into an existing one not DONE/CANCELLED (doc 2 §2, §7)',
    tags: ['downstream'],
    auth: true,
    body: routeInput,
    response: downstreamAnswer,
    handler: async (request, reply) => {
      const { store } = request;
      const orders = chosenOrders(request, request.body.orders);
      const now = request.now().toISOString();
      reply.status(201);
      if (!request.body.routeId) {
        assertGeneration(orders, 'ROUTE', null);
        const route = store.db.transaction(() => {
          const created = store.routes.create(
            viewedCompany(request),
            orders.map((o) => o.id),
            now,
          );
          enter(request, orders, 'ROUTE', now);
          return created;
        })();
        return {
          message: orderMessage(request, 'created', { target: 'ROUTE', code: route.code }),
          id: route.id,
          code: route.code,
          orders: orders.map((o) => o.id),
        };
      }
      const route = owned(request, store.routes.byId(request.body.routeId), ORDER_MESSAGES.routeNotFound);
      assertGeneration(orders, 'ROUTE', { id: route.id, status: route.status });
      store.db.transaction(() => {
        store.routes.addOrders(
          route.id,
          orders.map((o) => o.id),
          now,
        );
        enter(request, orders, 'ROUTE', now);
      })();
      return {
        message: orderMessage(request, 'added', { target: 'ROUTE', code: route.code }),
        id: route.id,
        code: route.code,
        orders: store.routes.ordersOf(route.id),
      };
    },
  });

  // GET /outbound (notDone=true for the "add to an existing outbound" lookup) is the outbound
  // list of simulator/routes/outbound.routes.ts (registerReads)

  // GET /routes: simulator/routes/routes.routes.ts (issue 14: filters and sort)

  addRoute(app, {
    method: 'GET',
    url: '/invoices',
    summary:
      'Invoice records by invoiceDate (initialDate, finalDate); answers orders (records with items[].order) and countOrders (doc 2 §3, §7)',
    tags: ['downstream'],
    auth: true,
    querystring: invoicesQuery,
    response: invoicesPageAnswer,
    handler: async (request) => {
      const { from, to } = dayBounds(request.query.initialDate, request.query.finalDate);
      const { records, total } = request.store.operations.list({
        kind: 'invoice',
        companyDocument: viewedCompany(request),
        from,
        to,
        ...pageOf(request.query),
      });
      return { orders: records, countOrders: total };
    },
  });
}
