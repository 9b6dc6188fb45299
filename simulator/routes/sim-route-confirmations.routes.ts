import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { startRouteByPortal } from '../devices/route-confirmation';
import { conflict, notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { SIM_CONTROL_MESSAGES as M, simControlMessage } from '../i18n/messages/sim-control';

const confirmation = type({ route: '0 < string <= 64' }).onUndeclaredKey('reject');

/**
 * The RFID portal's route step on the caller's session (doc 1 §3 routerMandatoryConfirmationRFIDPortal;
 * issue 19: a device's event sent the way the device sends it, in a test's own session). The device
 * runtime feeds the default session only (simulator/devices/runtime.ts); what a pass at a route's
 * dock does to the route ends in `startRouteByPortal` (devices/route-confirmation.ts: the route
 * machine's PORTAL_CONFIRMED, the state it leads to written), the step called here on the session
 * `x-sim-session` names — the same call the API scenario makes. 409 when the machine refuses (the
 * route is not waiting for the portal), nothing written.
 */
export async function simRouteConfirmationsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/devices/route-confirmations',
    summary:
      "The RFID portal confirms a route on this session (the route machine's PORTAL_CONFIRMED: PENDING, " +
      'AWAITING ACCEPT or START TO READY → INPROGRESS); 409 for a route not waiting, 404 for none',
    tags: ['simulator'],
    body: confirmation,
    response: type({ message: 'string', route: 'string', status: 'string' }),
    handler: async (request) => {
      const { store } = request;
      const before = store.routes.byId(request.body.route);
      if (!before) throw notFound(M.noRoute(request.body.route));
      if (!startRouteByPortal(store, before.id))
        throw conflict(M.routeNotWaiting(before.code, before.status));
      const status = store.routes.byId(before.id)?.status ?? before.status;
      return {
        message: simControlMessage(request, 'routeConfirmed', { code: before.code, status }),
        route: before.id,
        status,
      };
    },
  });
}
