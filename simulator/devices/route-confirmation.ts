import type { Store } from '../store/store';

/**
 * "A portal pass at a dock confirms the matching route's orders when the company's
 * routerMandatoryConfirmationRFIDPortal is on" (doc 1 §3.2, DESIGN §6). The device platform asks
 * through this narrow port, so the rule does not care where routes live.
 *
 * Today the port is backed by `portal_route_links` (simulator/store/portal-routes.repo.ts): which
 * route is being loaded at which dock, and optionally the one tag that confirms it. Wiring it to
 * the real routes table (orders/routes issues) means writing another `RouteConfirmationPort`:
 * `findOpenRouteAtDock` = the route of the company whose loading dock is `dock`, in a status that
 * waits for the portal (not DONE/CANCELLED), matching the tag when the route carries one;
 * `confirmRouteOrders` = run the route machine's confirmation for its pending orders at `at` and
 * answer what changed (null when nothing was left to confirm).
 */
export interface OpenRoute {
  routeId: string;
  routeCode: string;
  orders: string[];
}

export interface ConfirmedRoute extends OpenRoute {
  confirmedAt: string;
}

export interface RouteConfirmationPort {
  findOpenRouteAtDock(companyDocument: string, dock: string, epcHex: string): OpenRoute | null;
  confirmRouteOrders(routeId: string, at: Date, portalId: string): ConfirmedRoute | null;
}

/** The port over the simulator's own `portal_route_links` table. */
export function portalLinksPort(store: Store): RouteConfirmationPort {
  return {
    findOpenRouteAtDock(companyDocument, dock, epcHex) {
      const link = store.portalRoutes.openAtDock(companyDocument, dock, epcHex);
      return link ? { routeId: link.routeId, routeCode: link.routeCode, orders: link.orders } : null;
    },
    confirmRouteOrders(routeId, at, portalId) {
      const link = store.portalRoutes.byRoute(routeId);
      if (!link || !store.portalRoutes.confirm(routeId, at.toISOString(), portalId)) return null;
      return { routeId, routeCode: link.routeCode, orders: link.orders, confirmedAt: at.toISOString() };
    },
  };
}

export interface PassAtDock {
  companyDocument: string;
  portalId: string;
  dock: string | null;
  epcHex: string;
  at: Date;
}

/** The rule: only with the company's flag on, only at a portal that watches a dock, only an open
 * route at that dock (matching the tag when the route names one). */
export function confirmOnPass(
  store: Store,
  port: RouteConfirmationPort,
  pass: PassAtDock,
): ConfirmedRoute | null {
  if (!pass.dock) return null;
  const configuration = store.configurations.ofCompany(pass.companyDocument)[0];
  if (!configuration?.routerMandatoryConfirmationRFIDPortal) return null;
  const route = port.findOpenRouteAtDock(pass.companyDocument, pass.dock, pass.epcHex);
  if (!route) return null;
  return port.confirmRouteOrders(route.routeId, pass.at, pass.portalId);
}
