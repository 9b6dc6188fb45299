import { isRouteLocked, type RouteItemStatus, type RouteStatus } from './operations';
import type { UserType } from './user';

/**
 * The route rules the route and route-item machines ask (doc 3 §4, §5), written once.
 */

/** A user as the route's driver rule reads it. */
export interface RouteAssignee {
  type: UserType;
  isActive: boolean;
}

/** doc 3 §6 "Only active DRIVER users are listed for driver assignment on routes" (issue 35: the
 * simulator took a USER as the route's driver): the route machine refuses any other assignee. */
export const ROUTE_DRIVER_TYPE = 'DRIVER' satisfies UserType;
export const isRouteDriver = (user: RouteAssignee): boolean =>
  user.isActive && user.type === ROUTE_DRIVER_TYPE;

/** A route item as the rules read it. */
export interface RouteItemState {
  id: string;
  status: RouteItemStatus;
  sequence: number | null;
}

/** Statuses of a route that has not left the warehouse (doc 3 §4). */
export const ROUTE_BEFORE_DEPARTURE = [
  'PENDING ROUTING',
  'PENDING REPLANNING',
  'PENDING',
  'AWAITING ACCEPT',
  'START TO READY',
] as const satisfies readonly RouteStatus[];

/** A route with a sequence waiting to leave: the RFID portal can confirm it (doc 1 §3,
 * simulator/devices/route-confirmation.ts); orders added or removed make it PENDING REPLANNING. */
export const ROUTE_SEQUENCED = [
  'PENDING',
  'AWAITING ACCEPT',
  'START TO READY',
] as const satisfies readonly RouteStatus[];

/** doc 3 §4: "reordering is allowed when any item has a sequence, the route is not DONE and
 * there is more than one item" (CANCELLED is locked too, doc 3 §4). */
export function mayReorder(items: readonly RouteItemState[]): boolean {
  return items.length > 1 && items.some((i) => i.sequence !== null);
}

/** ours: a change of the route's orders (added, moved out, removed) or of their delivery outcomes
 * never gives an order a place in the sequence — a moved-in order comes without one
 * (simulator/store/route-writes.ts), an outcome changes the status only, and only routing, a
 * broker's sequence or a reorder write places (doc 3 §4, §7). So a route that had no sequence has
 * none after such a change, whatever the items reported; a sequenced route keeps the places reported. */
export function itemsAfterChange<T extends RouteItemState>(
  before: readonly RouteItemState[],
  after: readonly T[],
): T[] {
  return before.some((i) => i.sequence !== null) ? [...after] : after.map((i) => ({ ...i, sequence: null }));
}

/** doc 3 §4: only pending items can be selected, finalized, marked as occurrence or removed. */
export const isPendingItem = (item: Pick<RouteItemState, 'status'>) => item.status === 'PENDING';

/** doc 3 §5: occurrence and remove need a reason; blank text is no reason. */
export const hasReason = (reason: string | null | undefined) => (reason ?? '').trim().length > 0;

/** ours: the route is delivered when none of its items waits (every one DONE or OCCURRENCE). */
export const allItemsSettled = (items: readonly Pick<RouteItemState, 'status'>[]) =>
  items.length > 0 && items.every((i) => !isPendingItem(i));

/** The locale id of a route or item status (keys have no spaces): the routes screens, their
 * documents and the dashboard's route monitoring name a status the same way. */
export const statusKey = (status: string) => `routes.status.${status.replace(/ /g, '_')}`;

export type RouteColour = 'green' | 'red' | 'amber' | 'blue';
/** doc 3 §4 chip and marker colours: green DONE, red OCCURRENCE, amber CANCELLED, blue otherwise. */
export function routeStatusColour(status: RouteStatus | RouteItemStatus): RouteColour {
  if (status === 'DONE') return 'green';
  if (status === 'OCCURRENCE') return 'red';
  if (status === 'CANCELLED') return 'amber';
  return 'blue';
}

/** doc 3 §9: a move target is a route of the past 5 days (page 1, take 200) that is not DONE. */
export const MOVE_TARGET_DAYS = 5;
const DAY_MS = 86_400_000;

/** doc 3 §5, §9: orders move to another route of the past 5 days that is not locked (DONE or
 * CANCELLED, doc 3 §4). The console offers only these; the simulator refuses any other (400). */
export function isMoveTarget(
  target: { id: string; status: RouteStatus; routeDate: string },
  fromRouteId: string,
  now: number,
): boolean {
  return (
    target.id !== fromRouteId &&
    !isRouteLocked(target.status) &&
    Date.parse(target.routeDate) >= now - MOVE_TARGET_DAYS * DAY_MS
  );
}

/** The first day GET /routes is asked for move targets (`initialDate`, doc 3 §9). */
export const moveTargetsSince = (now: number) => new Date(now - MOVE_TARGET_DAYS * DAY_MS);

/** doc 3 §4: "Print is disabled while awaiting routing" (no sequence to print yet). */
export const mayPrintRoute = (status: RouteStatus) => status !== 'PENDING ROUTING';
