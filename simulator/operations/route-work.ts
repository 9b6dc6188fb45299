import type { FastifyRequest } from 'fastify';
import type { RouteItem, RouteRecord } from '../../src/domain/operations';
import { isRouteLocked } from '../../src/domain/operations';
import { type RouteEvent, type RouteLike, routeLifecycle } from '../../src/machines/route.machine';
import { type RouteItemEvent, routeItemLifecycle } from '../../src/machines/route-item.machine';
import { type Decided, decide, follow, within } from '../http/decide';
import { badRequest, conflict } from '../http/http-error';
import { ROUTE_ERRORS, type RouteAction } from '../i18n/messages/routes';
import { owned } from '../orders-area/http';
import type { RouteRow } from '../store/routes.repo';
import type { Store } from '../store/store';

/**
 * The route calls' shared steps (doc 3 §7): the caller's route (404 / 403), the route machine
 * asked before any write (409 naming the refused action), the items an `orders` list names, and
 * the route status derived after an item changed (ITEMS_CHANGED / ORDERS_CHANGED).
 */

/** The route as its machine reads it. */
export function routeLike(view: RouteRecord): RouteLike {
  return {
    status: view.status,
    hasVehicle: view.vehicle !== null,
    items: view.items.map((i) => ({ id: i.id, status: i.status, sequence: i.sequence })),
  };
}

/** The caller's route with its view (404 missing, 403 another company's). */
export function ownedRoute(request: FastifyRequest, id: string): { row: RouteRow; view: RouteRecord } {
  const row = owned(request, request.store.routes.byId(id), ROUTE_ERRORS.routeNotFound);
  return { row, view: request.store.routes.view(row.id) as RouteRecord };
}

/** Runs `events` through the route machine; 409 naming `action` when refused. */
export function decideRoute(view: RouteRecord, events: RouteEvent[], action: RouteAction) {
  return decide(routeLifecycle, routeLike(view), events, () =>
    isRouteLocked(view.status)
      ? ROUTE_ERRORS.refusedRoute(action, view.status)
      : action === 'routing' && !view.vehicle
        ? ROUTE_ERRORS.vehicleRequired
        : action === 'reorder'
          ? ROUTE_ERRORS.reorderRefused
          : // an open route refuses a user only for not being an active driver (doc 3 §6)
            action === 'user'
            ? ROUTE_ERRORS.notDriver
            : ROUTE_ERRORS.refusedRoute(action, view.status),
  );
}

/** The route's items for the order ids of a call (400 for none, 400 for an order not on it). */
export function itemsOfOrders(view: RouteRecord, orderIds: readonly string[] | undefined): RouteItem[] {
  if (!orderIds || orderIds.length === 0) throw badRequest(ROUTE_ERRORS.ordersRequired);
  return [...new Set(orderIds)].map((orderId) => {
    const item = view.items.find((i) => i.order.id === orderId || i.id === orderId);
    if (!item) throw badRequest(ROUTE_ERRORS.orderNotInRoute(orderId));
    return item;
  });
}

/** An item's outcome as a stop keeps it (DONE, OCCURRENCE); `removed` and `moved` take the item
 * off the route instead. */
const OUTCOMES = ['DONE', 'OCCURRENCE'] as const;
export type ItemOutcome = Decided<(typeof OUTCOMES)[number]>;

/** Asks the item machine for each item (409 for the first refused; nothing written before).
 * Answers what it decided for each, by item id. */
export function decideItems(
  view: RouteRecord,
  items: readonly RouteItem[],
  event: RouteItemEvent,
): Map<string, Decided<string>> {
  const routeLocked = isRouteLocked(view.status);
  const decided = new Map<string, Decided<string>>();
  for (const item of items) {
    const refusal =
      (event.type === 'OCCURRENCE' || event.type === 'REMOVE') && !(event.reason ?? '').trim()
        ? badRequest(ROUTE_ERRORS.reasonRequired)
        : event.type === 'MOVE' && !event.destinationRoute
          ? badRequest(ROUTE_ERRORS.destinationRequired)
          : conflict(ROUTE_ERRORS.refusedItem(item.order.orderNumber));
    decided.set(
      item.id,
      decide(routeItemLifecycle, { status: item.status, routeLocked }, [event], refusal).state,
    );
  }
  return decided;
}

/** The outcome the item machine decided for `itemId` (decideItems), as a stop keeps it (a
 * machine out of step, or an item not asked, throws). */
export function outcomeOf(decided: ReadonlyMap<string, Decided<string>>, itemId: string): ItemOutcome {
  const state = decided.get(itemId);
  if (state === undefined) throw new Error(`no decision for route item ${itemId}`);
  return within(state, OUTCOMES);
}

/** The route's end (FINALIZE, already decided by the route machine): every stop still open is
 * delivered — each item's machine takes FINALIZE (doc 3 §5 "completed"); one already settled
 * refuses it and stays as it is. */
export function settleOpenItems(store: Store, view: RouteRecord, at: string): void {
  const routeLocked = isRouteLocked(view.status);
  for (const item of view.items) {
    const next = follow(routeItemLifecycle, { status: item.status, routeLocked }, { type: 'FINALIZE' });
    if (next) store.routes.settleItem(item.id, within(next.state, OUTCOMES), null, at);
  }
}

/** After items changed: the status the route machine derives, written (ORDERS_CHANGED for
 * orders added or gone, ITEMS_CHANGED for delivery outcomes). An empty route keeps its status. */
export function settleRouteStatus(
  store: Store,
  before: RouteRecord,
  kind: 'ITEMS_CHANGED' | 'ORDERS_CHANGED',
) {
  const after = store.routes.view(before.id) as RouteRecord;
  if (after.items.length === 0 || isRouteLocked(before.status)) return after;
  const items = routeLike(after).items;
  const next = decide(routeLifecycle, { ...routeLike(before) }, [{ type: kind, items: [...items] }], () =>
    ROUTE_ERRORS.refusedRoute('finalize', before.status),
  );
  if (next.state !== before.status) store.routes.setStatus(before.id, next.state);
  return store.routes.view(before.id) as RouteRecord;
}

/** A vehicle the route may take: the company's, active (400 otherwise; the vehicles register). */
export function usableVehicle(store: Store, view: RouteRecord, vehicleId: string): string {
  const vehicle = store.vehicles.byId(vehicleId);
  if (!vehicle?.status || vehicle.companyDocument !== view.companyDocument)
    throw badRequest(ROUTE_ERRORS.unknownVehicle);
  return vehicle.id;
}
