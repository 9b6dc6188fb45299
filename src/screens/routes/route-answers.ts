import type { RouteItem, RouteRecord } from '../../domain/operations';
import { isRouteLocked } from '../../domain/operations';
import { mayPrintRoute, ROUTE_DRIVER_TYPE } from '../../domain/route-rules';
import { can, run } from '../../machines/ask';
import { type RouteLike, routeLifecycle } from '../../machines/route.machine';
import { type RouteItemLike, routeItemLifecycle } from '../../machines/route-item.machine';

// What the route screens may offer, asked of the route and route-item machines (src/machines/ask.ts)
// — never re-derived here. One machine record per route object (ask.ts caches snapshots per object).

const records = new WeakMap<RouteRecord, RouteLike>();
function recordOf(route: RouteRecord): RouteLike {
  let record = records.get(route);
  if (!record) {
    record = {
      status: route.status,
      hasVehicle: route.vehicle !== null,
      items: route.items.map((i) => ({ id: i.id, status: i.status, sequence: i.sequence })),
    };
    records.set(route, record);
  }
  return record;
}

export interface RouteAnswers {
  assignUser: boolean;
  assignVehicle: boolean;
  /** routing is offered when the route could be routed once it has a vehicle (doc 3 §4: with
   * none, a warning shows and the vehicle picker opens) */
  routing: boolean;
  finalize: boolean;
  cancel: boolean;
  reorder: boolean;
  print: boolean;
}

export function routeAnswers(route: RouteRecord): RouteAnswers {
  const record = recordOf(route);
  const withVehicle = route.vehicle
    ? can(routeLifecycle, record, { type: 'ROUTE' })
    : run(routeLifecycle, record, [{ type: 'ASSIGN_VEHICLE' }, { type: 'ROUTE' }]).ok;
  return {
    // the machine takes an active driver only (doc 3 §6); the picker offers no one else
    assignUser: can(routeLifecycle, record, {
      type: 'ASSIGN_USER',
      user: { type: ROUTE_DRIVER_TYPE, isActive: true },
      profileVehicle: false,
    }),
    assignVehicle: can(routeLifecycle, record, { type: 'ASSIGN_VEHICLE' }),
    routing: withVehicle,
    finalize: can(routeLifecycle, record, { type: 'FINALIZE' }),
    cancel: can(routeLifecycle, record, { type: 'CANCEL' }),
    reorder: can(routeLifecycle, record, { type: 'REORDER' }),
    print: mayPrintRoute(route.status),
  };
}

export interface RouteItemAnswers {
  select: boolean;
  finalize: boolean;
  occurrence: boolean;
  remove: boolean;
  move: boolean;
}

const itemRecords = new WeakMap<RouteItem, RouteItemLike>();
function itemRecordOf(route: RouteRecord, item: RouteItem): RouteItemLike {
  let record = itemRecords.get(item);
  if (!record) {
    record = { status: item.status, routeLocked: isRouteLocked(route.status) };
    itemRecords.set(item, record);
  }
  return record;
}

/** Per item; reasons and destinations are asked with a placeholder (the dialogs require them). */
export function routeItemAnswers(route: RouteRecord, item: RouteItem): RouteItemAnswers {
  const record = itemRecordOf(route, item);
  return {
    select: can(routeItemLifecycle, record, { type: 'SELECT' }),
    finalize: can(routeItemLifecycle, record, { type: 'FINALIZE' }),
    occurrence: can(routeItemLifecycle, record, { type: 'OCCURRENCE', reason: 'x' }),
    remove: can(routeItemLifecycle, record, { type: 'REMOVE', reason: 'x' }),
    move: can(routeItemLifecycle, record, { type: 'MOVE', destinationRoute: 'x' }),
  };
}
