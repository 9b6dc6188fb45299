import { assign, setup } from 'xstate';
import { isRouteLocked, ROUTE_STATUSES, type RouteStatus } from '../domain/operations';
import {
  allItemsSettled,
  isRouteDriver,
  itemsAfterChange,
  mayReorder,
  type RouteAssignee,
  type RouteItemState,
} from '../domain/route-rules';
import { lifecycle } from './ask';

/**
 * Route (doc 3 §2 Routes, §3, §4, §5, §7; doc 1 §3 routerMandatoryConfirmationRFIDPortal).
 *
 * | rule | seed |
 * |---|---|
 * | DONE and CANCELLED lock the route: no ASSIGN_USER, ASSIGN_VEHICLE, ROUTE, FINALIZE, CANCEL, REORDER | doc 3 §4 |
 * | ROUTE (POST routing with a vehicle) needs a vehicle and at least one pending item; before departure it makes the route PENDING (routed, waiting), once out it re-sequences what is left; the pending items then have a sequence (so REORDER may follow) | doc 3 §4 "Routing needs a vehicle"; the target is ours |
 * | ASSIGN_USER only for an active DRIVER user (`user`, isRouteDriver) | doc 3 §6; issue 35 |
 * | ASSIGN_USER with `profileVehicle` (the driver has a profile vehicle, the route has none) gives the route that vehicle | doc 3 §4 |
 * | SAVE_SEQUENCE (POST /routes/sequence/{id}: a broker's stops) before departure → PENDING | doc 3 §7; target ours |
 * | REORDER (PUT /route-sequence) when any item has a sequence and there is more than one item | doc 3 §4 |
 * | no REORDER in PENDING ROUTING: a route waiting for routing has no sequence yet | ours: doc 3 §4 "print is disabled while awaiting routing"; routing makes it PENDING, and orders changing place none (below) |
 * | PORTAL_CONFIRMED: the load passed the dock's RFID portal, PENDING / AWAITING ACCEPT / START TO READY → INPROGRESS | doc 1 §3; simulator/devices/route-confirmation.ts |
 * | ORDERS_CHANGED (orders added, moved out or removed): a sequenced route waiting to leave needs replanning → PENDING REPLANNING | ours (the status exists, doc 3 §4) |
 * | ORDERS_CHANGED and ITEMS_CHANGED never place an order: a route without a sequence has none after them, so no REORDER follows there | ours: a moved-in order comes without a place, an outcome changes a status only; only ROUTE / SAVE_SEQUENCE / REORDER write places (doc 3 §4, §7); the console never offered that reorder (issue 19 UI model) |
 * | ITEMS_CHANGED (an item finalized or in occurrence): all settled → DONE; any OCCURRENCE → OCCURRENCE; else → INPROGRESS | ours (derived like the operations, doc 3 §4) |
 * | in OCCURRENCE, ITEMS_CHANGED leads to DONE or stays OCCURRENCE, never back to INPROGRESS | ours: an item's occurrence is final (doc 3 §4: only pending items change), so the route keeps it; the console cannot undo one (issue 19 UI model) |
 * | FINALIZE (PUT ?action=end-route) → DONE, the pending items with it; CANCEL (POST sequence ?action=CANCEL) → CANCELLED | doc 3 §4 "Route actions", §7 |
 */
export interface RouteContext {
  hasVehicle: boolean;
  items: RouteItemState[];
}

export type RouteEvent =
  | { type: 'LOADED'; status: RouteStatus; hasVehicle: boolean; items: RouteItemState[] }
  | { type: 'ASSIGN_USER'; user: RouteAssignee; profileVehicle: boolean }
  | { type: 'ASSIGN_VEHICLE' }
  | { type: 'ROUTE' }
  | { type: 'SAVE_SEQUENCE' }
  | { type: 'REORDER' }
  | { type: 'PORTAL_CONFIRMED' }
  | { type: 'ORDERS_CHANGED'; items: RouteItemState[] }
  | { type: 'ITEMS_CHANGED'; items: RouteItemState[] }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' };

type Args = { context: RouteContext; event: RouteEvent };
const itemsAfter = ({ event }: Args) =>
  event.type === 'ITEMS_CHANGED' || event.type === 'ORDERS_CHANGED' ? event.items : [];
const hasPending = (items: readonly RouteItemState[]) => items.some((i) => i.status === 'PENDING');

type OpenStatus = Exclude<RouteStatus, 'DONE' | 'CANCELLED'>;
/** every status but the two that lock the route (doc 3 §4) */
const OPEN_STATES = ROUTE_STATUSES.filter((s): s is OpenStatus => !isRouteLocked(s));

export const routeMachine = setup({
  types: { context: {} as RouteContext, events: {} as RouteEvent },
  guards: {
    isLoadedAs: ({ event }, params: { status: RouteStatus }) =>
      event.type === 'LOADED' && event.status === params.status,
    isDriver: ({ event }) => event.type === 'ASSIGN_USER' && isRouteDriver(event.user),
    mayRoute: ({ context }) => context.hasVehicle && hasPending(context.items),
    hasPendingItems: ({ context }) => hasPending(context.items),
    mayReorder: ({ context }) => mayReorder(context.items),
    allSettled: (args) => allItemsSettled(itemsAfter(args)),
    anyOccurrence: (args) => itemsAfter(args).some((i) => i.status === 'OCCURRENCE'),
  },
  actions: {
    remember: assign(({ event }) =>
      event.type === 'LOADED' ? { hasVehicle: event.hasVehicle, items: event.items } : {},
    ),
    takeProfileVehicle: assign(({ context, event }) => ({
      hasVehicle: context.hasVehicle || (event.type === 'ASSIGN_USER' && event.profileVehicle),
    })),
    takeVehicle: assign({ hasVehicle: true }),
    takeItems: assign((args) => ({ items: itemsAfterChange(args.context.items, itemsAfter(args)) })),
    // routing or a broker's sequence places the pending items (the simulator writes their sequence)
    sequencePending: assign(({ context }) => ({
      items: context.items.map((i, n) =>
        i.status === 'PENDING' && i.sequence === null ? { ...i, sequence: n + 1 } : i,
      ),
    })),
    settlePending: assign(({ context }) => ({
      items: context.items.map((i) => (i.status === 'PENDING' ? { ...i, status: 'DONE' as const } : i)),
    })),
  },
}).createMachine({
  id: 'route',
  initial: 'loading',
  context: { hasVehicle: false, items: [] },
  states: {
    loading: {
      on: {
        LOADED: [...OPEN_STATES, 'DONE', 'CANCELLED'].map((status) => ({
          guard: { type: 'isLoadedAs' as const, params: { status: status as RouteStatus } },
          target: status,
          actions: 'remember' as const,
        })),
      },
    },
    ...Object.fromEntries(OPEN_STATES.map((status) => [status, openState(status)])),
    DONE: {},
    CANCELLED: {},
  },
});

/** The transitions of a route that is not locked (every status but DONE and CANCELLED). */
function openState(status: OpenStatus) {
  const beforeDeparture = status !== 'INPROGRESS' && status !== 'OCCURRENCE';
  const sequenced = status === 'PENDING' || status === 'AWAITING ACCEPT' || status === 'START TO READY';
  const settled = { guard: 'allSettled' as const, target: 'DONE', actions: 'takeItems' as const };
  // an occurrence is final: a route in OCCURRENCE keeps it until every item is settled
  const itemsChanged =
    status === 'OCCURRENCE'
      ? [settled, { target: 'OCCURRENCE', actions: 'takeItems' as const }]
      : [
          settled,
          { guard: 'anyOccurrence' as const, target: 'OCCURRENCE', actions: 'takeItems' as const },
          { target: 'INPROGRESS', actions: 'takeItems' as const },
        ];
  return {
    on: {
      ASSIGN_USER: { guard: 'isDriver' as const, target: status, actions: 'takeProfileVehicle' as const },
      ASSIGN_VEHICLE: { target: status, actions: 'takeVehicle' as const },
      ROUTE: {
        guard: 'mayRoute' as const,
        target: beforeDeparture ? 'PENDING' : status,
        actions: 'sequencePending' as const,
      },
      ...(beforeDeparture
        ? {
            SAVE_SEQUENCE: {
              guard: 'hasPendingItems' as const,
              target: 'PENDING',
              actions: 'sequencePending' as const,
            },
          }
        : {}),
      // a route waiting for routing has no sequence to reorder (doc 3 §4 "print is disabled while
      // awaiting routing"; orders changing give it none, itemsAfterChange)
      ...(status === 'PENDING ROUTING' ? {} : { REORDER: { guard: 'mayReorder' as const, target: status } }),
      ...(sequenced ? { PORTAL_CONFIRMED: { target: 'INPROGRESS' } } : {}),
      ORDERS_CHANGED: { target: sequenced ? 'PENDING REPLANNING' : status, actions: 'takeItems' as const },
      ITEMS_CHANGED: itemsChanged,
      FINALIZE: { target: 'DONE', actions: 'settlePending' as const },
      CANCEL: { target: 'CANCELLED' },
    },
  };
}

/** A route as the machine sees it: its status, whether it has a vehicle, its items. */
export interface RouteLike {
  status: string;
  hasVehicle: boolean;
  items: readonly RouteItemState[];
}

export const routeLifecycle = lifecycle(
  routeMachine,
  (r: RouteLike) => r.status,
  (r) => ({ hasVehicle: r.hasVehicle, items: r.items }),
);
