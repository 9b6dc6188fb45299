import type { OrderMonitoringOperation } from './configuration';
import { formatYmdHms } from './date-format';

// doc 1 §2.8 (dashboard and TV view), §7.2 (its calls), §9 (constants). Shared by the simulator,
// which computes the figures, and the console, which shows them.

/** doc 1 §2.8: the statuses of an indicator. */
export const INDICATOR_STATUSES = [
  'TOTAL',
  'PENDING',
  'INPROGRESS',
  'OCCURRENCE',
  'LATE',
  'DONE',
  'SLA',
] as const;
export type IndicatorStatus = (typeof INDICATOR_STATUSES)[number];

/** The indicator types GET /dashboard answers, each behind its operation's status flag: the
 * warehouse operations, routes, and the pickup and dropoff orders (doc 1 §2.8 "cards link to
 * /orders (with type and status as query), /inbound, … /routes"). */
export const INDICATOR_TYPES = [
  'INBOUND',
  'STORAGE',
  'PICKING',
  'PACKING',
  'CONFERENCE',
  'OUTBOUND',
  'ROUTE',
  'PICKUP',
  'DROPOFF',
] as const;
export type IndicatorType = (typeof INDICATOR_TYPES)[number];

export interface IndicatorFigure {
  status: IndicatorStatus;
  quantity: number;
  /** percent of TOTAL (SLA: percent of the done ones whose finish was measured), one decimal */
  perc: number;
}
export interface Indicator {
  type: IndicatorType;
  status: IndicatorFigure[];
}

/** doc 1 §2.8: where a card links (status as query; orders also with their type). */
export function indicatorLink(type: IndicatorType, status: IndicatorStatus): string {
  const query = status === 'TOTAL' || status === 'SLA' ? '' : `status=${status}`;
  if (type === 'PICKUP' || type === 'DROPOFF') return `/orders?type=${type}${query ? `&${query}` : ''}`;
  const path = type === 'ROUTE' ? '/routes' : `/${type.toLowerCase()}`;
  return query ? `${path}?${query}` : path;
}

/** doc 1 §2.8 cell rules and §9 constants. */
export const MONITORING_WARNING_MINUTES = 15;
export const MONITORING_ERROR_MINUTES = 20;
/** a cell hides its timer text when the text has this many characters or more */
export const TIMER_TEXT_MAX = 5;
export const CHECKLIST_ORDERS_PER_CELL = 3;
export const ROUTE_ORDERS_PER_CELL = 4;
export const CHECKLIST_WINDOW_DAYS = 31;
export const ON_TIME_THRESHOLD_MINUTES = 60;
// doc 1 §7.1 refresh intervals (indicators 5 minutes, the TV 30 seconds) live once, with the
// other refresh rules, in src/services/query-client.ts (INDICATORS_REFRESH_MS, TV_REFRESH_MS).
/** doc 1 §9: at most two indicators on the TV. */
export const TV_MAX_INDICATORS = 2;

export type CellTone = 'normal' | 'warning' | 'error';
/** doc 1 §2.8: in progress for more than 15 minutes → warning, more than 20 → error. */
export function cellTone(startedAt: string | null, now: Date): CellTone {
  if (!startedAt) return 'normal';
  const minutes = (now.getTime() - Date.parse(startedAt)) / 60_000;
  if (minutes > MONITORING_ERROR_MINUTES) return 'error';
  if (minutes > MONITORING_WARNING_MINUTES) return 'warning';
  return 'normal';
}

/** The timer of an order in progress ("7m", "1h05"); null (hidden) when 5 characters or more. */
export function timerText(startedAt: string | null, now: Date): string | null {
  if (!startedAt) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(startedAt)) / 60_000));
  const text =
    minutes < 60 ? `${minutes}m` : `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
  return text.length >= TIMER_TEXT_MAX ? null : text;
}

/** One order in an order-monitoring list (GET /dashboard/order-monitoring). */
export interface MonitoredOrder {
  id: string;
  orderNumber: string;
  /** the operation (or route) record holding it, null for pickup orders */
  code: string | null;
  /** the column: pending, in progress (on route), done (finalized) */
  status: 'PENDING' | 'INPROGRESS' | 'DONE';
  /** the order's own status and type, which the order machine asks (pickup finalize) */
  orderStatus: string;
  orderType: string;
  startedAt: string | null;
  finishedAt: string | null;
}
export type OrderMonitoringAnswer = Record<
  | 'conferenceOrders'
  | 'inboundOrders'
  | 'outboundOrders'
  | 'packingOrders'
  | 'pickingOrders'
  | 'pickupOrders'
  | 'routeOrders'
  | 'storageOrders',
  MonitoredOrder[]
>;
export const ORDER_LIST_OF: Record<OrderMonitoringOperation, keyof OrderMonitoringAnswer> = {
  INBOUND: 'inboundOrders',
  STORAGE: 'storageOrders',
  PICKING: 'pickingOrders',
  PACKING: 'packingOrders',
  CONFERENCE: 'conferenceOrders',
  OUTBOUND: 'outboundOrders',
  ROUTE: 'routeOrders',
  PICKUP: 'pickupOrders',
};
/** at most this many orders per column of a list (the newest): a wall, not a report */
export const ORDER_MONITORING_LIMIT = 50;

/** doc 1 §2.8 checklist monitoring columns. */
export const CHECKLIST_COLUMNS = [
  'scheduled',
  'pending',
  'inProgress',
  'paused',
  'done',
  'invoiced',
] as const;
export type ChecklistColumn = (typeof CHECKLIST_COLUMNS)[number];
export interface ChecklistRow {
  mechanic: string;
  cells: Record<ChecklistColumn, Array<{ id: string; orderNumber: string; plate: string | null }>>;
  counts: Record<ChecklistColumn, number>;
}

/** doc 1 §2.8 service-order operation buckets. */
export const SERVICE_ORDER_BUCKETS = [
  'notAssigned',
  'yardOrBench',
  'externalService',
  'benchService',
  'released',
  'warranty',
  'notPerformed',
] as const;
export type ServiceOrderBucket = (typeof SERVICE_ORDER_BUCKETS)[number];
export type ServiceOrderAnswer = Array<{ bucket: ServiceOrderBucket; quantity: number }>;

/** doc 1 §7.2: the pickup finish timestamp in the America/Sao_Paulo zone, `yyyy-MM-dd HH:mm:ss`
 * (a zone-less date-time the API reads in that zone, api-dates.ts). */
export function saoPauloTimestamp(now: Date): string {
  return formatYmdHms(now, 'America/Sao_Paulo');
}

/** doc 1 §2.8: the TV indicators — the named blocks or an indicator type. */
export const TV_BLOCKS = [
  'checklistmonitoring',
  'orderscharts',
  'ordersmonitoring',
  'routesmonitoring',
  'sooperationmonitoring',
  'weeklystats',
] as const;
export type TvIndicator = (typeof TV_BLOCKS)[number] | IndicatorType;
export const TV_INDICATORS: readonly TvIndicator[] = [...TV_BLOCKS, ...INDICATOR_TYPES];

/** The TV's indicators read from `indicator=` (repeated or comma-separated): known names only,
 * no repeats, at most two (doc 1 §9). */
export function tvIndicatorsOf(search: string): TvIndicator[] {
  const asked = new URLSearchParams(search).getAll('indicator').flatMap((v) => v.split(','));
  const known = asked.filter((v): v is TvIndicator => (TV_INDICATORS as readonly string[]).includes(v));
  return [...new Set(known)].slice(0, TV_MAX_INDICATORS);
}
