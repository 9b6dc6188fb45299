import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROUTE_STATUSES, type RouteRecord, type RouteStatus } from '../../src/domain/operations';
import { routableStops, routeDepot } from '../../src/domain/routing/depot';
import { planRoute } from '../../src/domain/routing/plan';
import type { RouteEvent } from '../../src/machines/route.machine';
import { badRequest } from '../http/http-error';
import { routeChange, routeDetail, routesPage } from '../http/route-answers';
import { addRoute } from '../http/validate';
import { ROUTE_ERRORS, routeMessage } from '../i18n/messages/routes';
import { decideRoute, ownedRoute, usableVehicle } from '../operations/route-work';
import { dayBounds, idParams, pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import { geocode } from '../seed/geocode';
import { ROUTE_SORT_FIELDS, type RouteSortField } from '../store/route-list-query';

/**
 * The route calls on a whole route (doc 3 §7 Routes; doc 1 §7.2 GET /routes for route
 * monitoring): list, detail, routing, a broker's sequence, cancel (POST sequence ?action=CANCEL),
 * reorder (PUT /route-sequence/{id}); assign user or vehicle, the item actions and finalize (PUT
 * /routes/{id}) are route-actions.routes.ts, the proof of delivery route-files.routes.ts. Every
 * state-changing call asks the route machine first (409 when refused).
 */
const sortText = type('string').narrow(
  (s, ctx) =>
    new RegExp(`^(${ROUTE_SORT_FIELDS.join('|')})\\|(ASC|DESC)$`).test(s) ||
    ctx.reject({ expected: `field|ASC or field|DESC, field one of ${ROUTE_SORT_FIELDS.join(', ')}` }),
);
const statusList = type('string').narrow(
  (s, ctx) =>
    s.split(',').every((x) => (ROUTE_STATUSES as readonly string[]).includes(x.trim())) ||
    ctx.reject({ expected: `statuses among ${ROUTE_STATUSES.join(', ')}, comma-separated` }),
);
export const routesQuery = type({
  ...pagingFields,
  'initialDate?': 'string',
  'finalDate?': 'string',
  'action?': "'get-all'",
  'code?': 'string <= 30',
  'driverIds?': 'string <= 2000',
  'orderNumber?': 'string <= 30',
  'status?': statusList,
  'sort?': sortText,
});
const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const routingBody = type({ 'vehicle?': '0 < string <= 64' }).or('undefined');
const sequenceBody = type({
  'data?': type({
    order: '0 < string <= 64',
    'distance?': 'number >= 0',
    'duration?': 'number >= 0',
    sequence: 'number.integer >= 1',
  }).array(),
}).or('undefined');
const sequenceQuery = type({ 'origin?': 'string', 'action?': "'CANCEL'" });
const reorderBody = type({ items: type('0 < string <= 64').array().atLeastLength(1) });

/** Where the company's routes start: its principal building (`routeDepot`), else its own address,
 * geocoded as the deterministic geocoder places orders. */
function depotOf(request: FastifyRequest) {
  const document = viewedCompany(request);
  const building = routeDepot(request.store.buildings.located(document));
  if (building) return building;
  const company = request.store.companies.byDocument(document);
  const point = geocode({
    postalCode: company?.postalCode ?? '',
    street: company?.street ?? '',
    number: company?.number ?? '',
  });
  return { lat: point.lat, lng: point.long };
}

/** Sequences the route's pending, located items from the depot; done ones keep their place. */
function sequence(request: FastifyRequest, view: RouteRecord) {
  const settled = view.items.filter((i) => i.status !== 'PENDING' && i.sequence !== null);
  const start = settled.reduce((max, i) => Math.max(max, i.sequence ?? 0), 0);
  const stops = routableStops(view.items);
  if (stops.length === 0) throw badRequest(ROUTE_ERRORS.noLocatedStops);
  const plan = planRoute(depotOf(request), stops);
  return {
    plan,
    stops: plan.stops.map((s) => ({
      itemId: s.id,
      sequence: start + s.sequence,
      distance: s.distance,
      duration: s.duration,
    })),
  };
}

export async function routesRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/routes',
    summary:
      'Routes of the viewed company: filters code, driverIds, orderNumber, status (comma lists), initialDate/finalDate; sort=field|ASC|DESC in SQL; action=get-all for every match (doc 3 §7, doc 1 §7.2)',
    tags: ['routes'],
    auth: true,
    querystring: routesQuery,
    response: routesPage,
    handler: async (request) => {
      const q = request.query;
      const { from, to } = dayBounds(q.initialDate, q.finalDate);
      const [field, direction] = (q.sort ?? '').split('|');
      return request.store.routes.list(
        {
          companyDocument: viewedCompany(request),
          from,
          to,
          code: q.code?.trim() || null,
          driverIds: list(q.driverIds),
          orderNumber: q.orderNumber?.trim() || null,
          statuses: list(q.status) as RouteStatus[],
          sort: q.sort ? { field: field as RouteSortField, direction: direction as 'ASC' | 'DESC' } : null,
        },
        q.action === 'get-all' ? 'all' : pageOf(q),
      );
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/routes/:id',
    summary: 'One route with its items in sequence and its proof-of-delivery files (doc 3 §3)',
    tags: ['routes'],
    auth: true,
    params: idParams,
    response: routeDetail,
    handler: async (request) => {
      const { view } = ownedRoute(request, request.params.id);
      return { ...view, files: request.store.routes.filesOf(view.id) };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/routes/routing/:id',
    summary:
      "Route (sequence) the route's pending orders from the company's base with the routing broker's emulation; payload vehicle assigns one first (doc 3 §4 routing needs a vehicle, §7)",
    tags: ['routes'],
    auth: true,
    params: idParams,
    body: routingBody,
    response: routeChange,
    handler: async (request) => {
      const { store } = request;
      const { view } = ownedRoute(request, request.params.id);
      const vehicle = request.body?.vehicle && usableVehicle(store, view, request.body.vehicle);
      const events: RouteEvent[] = vehicle
        ? [{ type: 'ASSIGN_VEHICLE' }, { type: 'ROUTE' }]
        : [{ type: 'ROUTE' }];
      const next = decideRoute(view, events, 'routing');
      const { plan, stops } = sequence(request, view);
      store.db.transaction(() => {
        if (vehicle) store.routes.setVehicle(view.id, vehicle);
        store.routes.setSequence(view.id, stops, plan);
        store.routes.setStatus(view.id, next.state);
      })();
      return {
        message: routeMessage(request, 'routed', { code: view.code, stops: stops.length }),
        route: store.routes.view(view.id),
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/routes/sequence/:id',
    summary:
      "A broker's sequence (data: order, distance, duration, sequence) → PENDING; with action=CANCEL the route is cancelled (doc 3 §7)",
    tags: ['routes'],
    auth: true,
    params: idParams,
    querystring: sequenceQuery,
    body: sequenceBody,
    response: routeChange,
    handler: async (request) => {
      const { store } = request;
      const { view } = ownedRoute(request, request.params.id);
      if (request.query.action === 'CANCEL') {
        const next = decideRoute(view, [{ type: 'CANCEL' }], 'cancel');
        store.routes.setStatus(view.id, next.state);
        return {
          message: routeMessage(request, 'cancelled', { code: view.code }),
          route: store.routes.view(view.id),
        };
      }
      const data = request.body?.data ?? [];
      const stops = data.map((d) => {
        const item = view.items.find((i) => i.order.id === d.order);
        if (!item) throw badRequest(ROUTE_ERRORS.orderNotInRoute(d.order));
        return {
          itemId: item.id,
          sequence: d.sequence,
          distance: d.distance ?? 0,
          duration: d.duration ?? 0,
        };
      });
      if (stops.length === 0) throw badRequest(ROUTE_ERRORS.ordersRequired);
      const next = decideRoute(view, [{ type: 'SAVE_SEQUENCE' }], 'sequence');
      const distance = stops.reduce((s, x) => s + x.distance, 0);
      const duration = stops.reduce((s, x) => s + x.duration, 0);
      store.db.transaction(() => {
        store.routes.setSequence(view.id, stops, { distance, duration, maps: view.maps });
        store.routes.setStatus(view.id, next.state);
      })();
      return {
        message: routeMessage(request, 'sequenceSaved', { code: view.code }),
        route: store.routes.view(view.id),
      };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/route-sequence/:id',
    summary:
      'Reorder: items (route item ids) in the new order, each once; numbered from 1 (doc 3 §4 reordering, §7)',
    tags: ['routes'],
    auth: true,
    params: idParams,
    body: reorderBody,
    response: routeChange,
    handler: async (request) => {
      const { store } = request;
      const { view } = ownedRoute(request, request.params.id);
      decideRoute(view, [{ type: 'REORDER' }], 'reorder');
      const given = request.body.items;
      const known = new Set(view.items.map((i) => i.id));
      if (
        given.length !== known.size ||
        new Set(given).size !== given.length ||
        !given.every((id) => known.has(id))
      )
        throw badRequest(ROUTE_ERRORS.sequenceMismatch);
      store.db.transaction(() => store.routes.reorder(given))();
      return {
        message: routeMessage(request, 'reordered', { code: view.code }),
        route: store.routes.view(view.id),
      };
    },
  });
}
