import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteRecord } from '../../src/domain/operations';
import { isMoveTarget } from '../../src/domain/route-rules';
import type { RouteEvent } from '../../src/machines/route.machine';
import { badRequest } from '../http/http-error';
import { routeChange } from '../http/route-answers';
import { addRoute } from '../http/validate';
import { ROUTE_ERRORS, routeMessage } from '../i18n/messages/routes';
import {
  decideItems,
  decideRoute,
  itemsOfOrders,
  outcomeOf,
  ownedRoute,
  settleOpenItems,
  settleRouteStatus,
  usableVehicle,
} from '../operations/route-work';
import { idParams } from '../orders-area/http';

/**
 * PUT /routes/{id} (doc 3 §7): assign a user (payload user) or a vehicle (payload vehicle), run an
 * action on orders of the route (move with destinationRoute, remove, completed, occurrence with
 * reason), or finalize the route (?action=end-route). PUT /routes/{id}/{item}?action=delete
 * removes one item (description is the reason).
 */
const putQuery = type({ 'origin?': 'string', 'action?': "'end-route'" });
const putBody = type({
  'user?': '0 < string <= 64',
  'vehicle?': '0 < string <= 64',
  'action?': "'move' | 'remove' | 'completed' | 'occurrence'",
  'orders?': type('0 < string <= 64').array(),
  'destinationRoute?': 'string <= 64',
  'reason?': 'string <= 500',
}).or('undefined');
const itemParams = type({ id: '0 < string <= 64', item: '0 < string <= 64' });
const itemQuery = type({ 'origin?': 'string', action: "'delete'" });
const itemBody = type({ 'description?': 'string <= 500' }).or('undefined');

/** The user to assign: the company's (400 otherwise); the route machine takes only an active
 * DRIVER (doc 3 §6, 409 with that reason) and, when the route has none, the driver's profile
 * vehicle with him (doc 3 §4). */
function assignUser(request: FastifyRequest, view: RouteRecord, userId: string) {
  const user = request.store.users.byId(userId);
  if (!user || user.companyDocument !== view.companyDocument) throw badRequest(ROUTE_ERRORS.unknownUser);
  const profileVehicle = view.vehicle === null && user.vehicleId !== null;
  const event: RouteEvent = { type: 'ASSIGN_USER', user, profileVehicle };
  const next = decideRoute(view, [event], 'user');
  request.store.db.transaction(() => {
    request.store.routes.setUser(view.id, user.id);
    if (profileVehicle && user.vehicleId) request.store.routes.setVehicle(view.id, user.vehicleId);
    request.store.routes.setStatus(view.id, next.state);
  })();
  return routeMessage(request, 'userAssigned', { code: view.code });
}

/** doc 3 §5, §9: another route of the company, of the past 5 days, not DONE or CANCELLED. */
function destinationOf(request: FastifyRequest, view: RouteRecord, id: string | undefined) {
  if (!id) throw badRequest(ROUTE_ERRORS.destinationRequired);
  const target = request.store.routes.byId(id);
  if (
    !target ||
    target.companyDocument !== view.companyDocument ||
    !isMoveTarget(target, view.id, request.now().getTime())
  )
    throw badRequest(ROUTE_ERRORS.destinationInvalid);
  return target;
}

function runAction(request: FastifyRequest<{ Body: typeof putBody.infer }>, view: RouteRecord) {
  const { store } = request;
  const body = request.body ?? {};
  const now = request.now().toISOString();
  const reason = (body.reason ?? '').trim();
  const items = itemsOfOrders(view, body.orders);
  const count = items.length;
  switch (body.action) {
    case 'completed':
    case 'occurrence': {
      const occurrence = body.action === 'occurrence';
      const decided = decideItems(
        view,
        items,
        occurrence ? { type: 'OCCURRENCE', reason } : { type: 'FINALIZE' },
      );
      store.db.transaction(() => {
        for (const i of items)
          store.routes.settleItem(i.id, outcomeOf(decided, i.id), occurrence ? reason : null, now);
        settleRouteStatus(store, view, 'ITEMS_CHANGED');
      })();
      return routeMessage(request, occurrence ? 'occurrence' : 'completed', { count });
    }
    case 'remove': {
      decideItems(view, items, { type: 'REMOVE', reason });
      store.db.transaction(() => {
        for (const i of items) store.routes.removeItem(i.id);
        settleRouteStatus(store, view, 'ORDERS_CHANGED');
      })();
      return routeMessage(request, 'removed', { count, code: view.code });
    }
    case 'move': {
      decideItems(view, items, { type: 'MOVE', destinationRoute: body.destinationRoute ?? null });
      const target = destinationOf(request, view, body.destinationRoute);
      const targetView = store.routes.view(target.id) as RouteRecord;
      store.db.transaction(() => {
        for (const i of items) store.routes.moveItem(i.id, target.id);
        settleRouteStatus(store, view, 'ORDERS_CHANGED');
        settleRouteStatus(store, targetView, 'ORDERS_CHANGED');
      })();
      return routeMessage(request, 'moved', { count, code: target.code });
    }
    default:
      throw badRequest(ROUTE_ERRORS.actionRequired);
  }
}

export async function routeActionsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'PUT',
    url: '/routes/:id',
    summary:
      'Assign user (user) or vehicle (vehicle); action move (destinationRoute, orders), remove, completed, occurrence (reason, orders); ?action=end-route finalizes (doc 3 §4, §5, §7)',
    tags: ['routes'],
    auth: true,
    params: idParams,
    querystring: putQuery,
    body: putBody,
    response: routeChange,
    handler: async (request) => {
      const { store } = request;
      const { view } = ownedRoute(request, request.params.id);
      const body = request.body ?? {};
      let message: string;
      if (request.query.action === 'end-route') {
        const next = decideRoute(view, [{ type: 'FINALIZE' }], 'finalize');
        store.db.transaction(() => {
          settleOpenItems(store, view, request.now().toISOString());
          store.routes.setStatus(view.id, next.state);
        })();
        message = routeMessage(request, 'finalized', { code: view.code });
      } else if (body.user) message = assignUser(request, view, body.user);
      else if (body.vehicle) {
        const vehicle = usableVehicle(store, view, body.vehicle);
        const events: RouteEvent[] = [{ type: 'ASSIGN_VEHICLE' }];
        decideRoute(view, events, 'vehicle');
        store.routes.setVehicle(view.id, vehicle);
        message = routeMessage(request, 'vehicleAssigned', { code: view.code });
      } else message = runAction(request, view);
      return { message, route: store.routes.view(view.id) };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/routes/:id/:item',
    summary:
      'Remove one item (route item or order id) with action=delete; description is the reason (doc 3 §5, §7)',
    tags: ['routes'],
    auth: true,
    params: itemParams,
    querystring: itemQuery,
    body: itemBody,
    response: routeChange,
    handler: async (request) => {
      const { store } = request;
      const { view } = ownedRoute(request, request.params.id);
      const items = itemsOfOrders(view, [request.params.item]);
      decideItems(view, items, { type: 'REMOVE', reason: (request.body?.description ?? '').trim() });
      store.db.transaction(() => {
        store.routes.removeItem(items[0].id);
        settleRouteStatus(store, view, 'ORDERS_CHANGED');
      })();
      return {
        message: routeMessage(request, 'removed', { count: 1, code: view.code }),
        route: store.routes.view(view.id),
      };
    },
  });
}
