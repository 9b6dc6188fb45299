import { ROUTE_SEQUENCED } from '../../src/domain/route-rules';
import { can } from '../../src/machines/ask';
import { orderLifecycle } from '../../src/machines/order.machine';
import { routeLifecycle } from '../../src/machines/route.machine';
import { follow } from '../http/decide';
import { routeLike } from '../operations/route-work';
import type { Store } from '../store/store';

/**
 * "A route with routerMandatoryConfirmationRFIDPortal is confirmed by the portal's pass events"
 * (doc 1 §3.2, DESIGN §6), over the real `routes`, `route_items` and `orders` tables. The seeds
 * show the flag and the route statuses, not what the confirmation does, so this is our reading:
 *
 * | what | decision | why |
 * |---|---|---|
 * | which route | the company's newest route loading at the portal's dock (`routes.dockId`) in PENDING, AWAITING ACCEPT or START TO READY | doc 3 §4: those are the statuses of a route that is planned and has not left; PENDING ROUTING / PENDING REPLANNING have no vehicle and path yet ("routing needs a vehicle"), INPROGRESS and OCCURRENCE have left, DONE and CANCELLED are locked |
 * | which tag | any tag the dock's portal reads | doc 3 §3 gives a route no tag of its own; what crosses the loading dock's portal is the route's load |
 * | route | → INPROGRESS | the load passed the dock's portal, so the route has started; a route is confirmed once, since INPROGRESS no longer waits |
 * | route items | unchanged (PENDING) | doc 3 §4: an item's DONE or OCCURRENCE is its delivery outcome, and only PENDING items can be finalized or marked as occurrence: the driver still delivers them |
 * | orders | status unchanged; each order of a PENDING item gets an INPROGRESS tracking entry (no user) naming the portal, the dock and the route, when the order machine allows ADD_TRACKING (not CANCELLED) | doc 2 §4 shows no rule that moves an order's status on loading ("other transition rules: not shown") and the order machine has none; the tracking entry statuses include INPROGRESS (doc 2 §4) |
 *
 * All of it happens in one transaction. The route's transition is the route machine's
 * PORTAL_CONFIRMED event from the three waiting statuses (issue 14).
 */
export const ROUTE_STATUSES_AWAITING_PORTAL = ROUTE_SEQUENCED;

export interface ConfirmedRoute {
  routeId: string;
  routeCode: string;
  /** the order numbers of the route's PENDING items: the load that left */
  orders: string[];
  confirmedAt: string;
}

export interface PassAtDock {
  companyDocument: string;
  portalId: string;
  dock: string | null;
  at: Date;
}

/**
 * The one place the portal changes a route's status: the route machine's PORTAL_CONFIRMED event
 * (src/machines/route.machine.ts; the load passed the dock's portal, the route has started) from
 * the route as stored, and the state it leads to written. The machine refusing (a route no longer
 * waiting) writes nothing and answers false: there is no request to refuse, the pass is kept.
 */
export function startRouteByPortal(store: Store, routeId: string): boolean {
  const view = store.routes.view(routeId);
  if (!view) return false;
  const next = follow(routeLifecycle, routeLike(view), { type: 'PORTAL_CONFIRMED' });
  if (!next) return false;
  store.routes.setStatus(routeId, next.state);
  return true;
}

/** Confirms the route waiting at the pass's dock, when the company's flag is on; null otherwise
 * (no dock, flag off, no route waiting). */
export function confirmOnPass(store: Store, pass: PassAtDock): ConfirmedRoute | null {
  const { dock } = pass;
  if (!dock) return null;
  const configuration = store.configurations.ofCompany(pass.companyDocument)[0];
  if (!configuration?.routerMandatoryConfirmationRFIDPortal) return null;
  return store.db.transaction((): ConfirmedRoute | null => {
    const route = store.routes.openAtDock(pass.companyDocument, dock, ROUTE_STATUSES_AWAITING_PORTAL);
    const view = route && store.routes.view(route.id);
    if (!view) return null;
    const at = pass.at.toISOString();
    if (!startRouteByPortal(store, view.id)) return null;
    const loaded = view.items.filter((item) => item.status === 'PENDING');
    for (const item of loaded) {
      const order = store.orders.byId(item.order.id);
      if (!order) continue;
      // no request to refuse: an order the machine refuses ADD_TRACKING (CANCELLED) is skipped
      if (!can(orderLifecycle, order, { type: 'ADD_TRACKING' })) continue;
      store.orders.addCalendar({
        id: store.orders.nextCalendarId(),
        orderId: order.id,
        dueDate: at,
        userId: null,
        // language-neutral, like the handling history row: origin dock → destination route
        description: `RFID ${pass.portalId} · ${dock} → ${view.code}`,
        status: 'INPROGRESS',
        createdAt: at,
      });
    }
    return {
      routeId: view.id,
      routeCode: view.code,
      orders: loaded.map((item) => item.order.orderNumber),
      confirmedAt: at,
    };
  })();
}
