import type { Database } from 'better-sqlite3';
import type { Configuration, LeadTime, StatusFlag } from '../../src/domain/configuration';
import {
  type Indicator,
  type IndicatorFigure,
  type IndicatorType,
  ON_TIME_THRESHOLD_MINUTES,
} from '../../src/domain/dashboard';
import { OPERATION_STATUSES, type OperationKind, ROUTE_STATUSES } from '../../src/domain/operations';
import { ORDER_STATUSES } from '../../src/domain/orders';
import { type Counts, cachedFigures } from './indicator-cache';
import { preparedOn } from './prepared-on';

/**
 * GET /dashboard (doc 1 §2.8): per indicator type, TOTAL, PENDING, INPROGRESS, OCCURRENCE, LATE,
 * DONE and SLA, each with its quantity and its percent — counted in SQL over the records dated in
 * the range (never rows copied into JS).
 *
 * TOTAL: records dated in the range, cancelled ones left out (a cancelled record is no work).
 * LATE: open (pending or in progress) past its due time at the simulated now. Due: an operation's
 * or route's creation plus its lead time (minutes, domain/configuration.ts); an order's delivery
 * date, else its date plus the pickup/dropoff lead time.
 * SLA: done and finished by its due time (orders: plus the on-time threshold of 1 hour, doc 1
 * §2.8), over the done records whose finish was seen (status_times; the seed's were not), so the
 * percent says "of what we could measure". Every other percent is over TOTAL.
 * An indicator shows only while its operation's status flag is on (doc 1 §3.2).
 *
 * Speed (issue 15: p95 < 50 ms over 100k orders, bench/dashboard.bench.ts): each source is three
 * statements — the records per status (TOTAL, PENDING…DONE), the SLA over the done ones, and the
 * due time (a Julian day) of each open one — which over orders read index entries only (the
 * dashboard's index in order-tables.ts: per type, each status's orders in the range are one run
 * of entries). LATE is the number of dues before now. What they counted is kept per company,
 * range and lead time until the store's data version moves (indicator-cache.ts): a refresh only
 * counts dues against the clock, and answers what counting everything again would.
 * A record counts when its status is one the platform knows (ORDER_STATUSES, OPERATION_STATUSES,
 * ROUTE_STATUSES), cancelled ones left out: the statuses are listed so each is an index seek.
 */
interface Source {
  flag: StatusFlag;
  leadTime: LeadTime;
  /** status → records, for the non-cancelled statuses */
  byStatus: string;
  /** measured, onTime */
  sla: string;
  /** the open records' due times */
  dues: string;
  /** the statuses PENDING counts (routes: every waiting status, doc 3 §4) */
  pending: readonly string[];
  kind?: OperationKind;
}

/** `status_times.key` prefix of a table's records (status-times.repo.ts) */
type KeyPrefix = 'op' | 'route' | 'order';

interface Table {
  name: string;
  /** the records of the company in the range, without a status test */
  where: string;
  key: KeyPrefix;
  statuses: readonly string[];
  pending: readonly string[];
  due: string;
  slaDue: string;
}

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const counted = (statuses: readonly string[]) => statuses.filter((s) => s !== 'CANCELLED');

/** The three statements of a table. The SLA walks the done records first (CROSS JOIN keeps that
 * order) and looks each one's status times up by key. */
function sourceSql(t: Table): Pick<Source, 'byStatus' | 'sla' | 'dues' | 'pending'> {
  return {
    byStatus: `SELECT r.status AS status, count(*) AS n FROM ${t.name} r
      WHERE ${t.where} AND r.status IN (${sqlList(counted(t.statuses))}) GROUP BY r.status`,
    sla: `SELECT count(t.finishedAt) AS measured,
        coalesce(sum(julianday(t.finishedAt) <= ${t.slaDue}), 0) AS onTime
      FROM ${t.name} r CROSS JOIN status_times t ON t.key = '${t.key}:' || r.id
      WHERE ${t.where} AND r.status = 'DONE'`,
    dues: `SELECT due FROM (SELECT ${t.due} AS due FROM ${t.name} r
        WHERE ${t.where} AND r.status IN (${sqlList([...t.pending, 'INPROGRESS'])}))
      WHERE due IS NOT NULL`,
    pending: t.pending,
  };
}

const CREATED_DUE = 'julianday(r.createdAt) + @lead / 1440.0';
const ORDER_DUE = 'coalesce(julianday(r.deliveryDate), julianday(r.orderDate) + @lead / 1440.0)';

const OPERATION_SQL = sourceSql({
  name: 'operations',
  where: 'r.kind = @kind AND r.companyDocument = @company AND r.operationDate BETWEEN @from AND @to',
  key: 'op',
  statuses: OPERATION_STATUSES,
  pending: ['PENDING'],
  due: CREATED_DUE,
  slaDue: CREATED_DUE,
});
const ROUTE_SQL = sourceSql({
  name: 'routes',
  where: 'r.companyDocument = @company AND r.routeDate BETWEEN @from AND @to',
  key: 'route',
  statuses: ROUTE_STATUSES,
  pending: ['PENDING ROUTING', 'PENDING REPLANNING', 'PENDING', 'AWAITING ACCEPT', 'START TO READY'],
  due: CREATED_DUE,
  slaDue: CREATED_DUE,
});
const ORDER_SQL = sourceSql({
  name: 'orders',
  where: 'r.companyDocument = @company AND r.type = @type AND r.orderDate BETWEEN @from AND @to',
  key: 'order',
  statuses: ORDER_STATUSES,
  pending: ['PENDING'],
  due: ORDER_DUE,
  slaDue: `${ORDER_DUE} + ${ON_TIME_THRESHOLD_MINUTES} / 1440.0`,
});

const op = (kind: OperationKind, flag: StatusFlag, leadTime: LeadTime): Source => ({
  flag,
  leadTime,
  ...OPERATION_SQL,
  kind,
});

export const INDICATOR_SOURCES: Record<IndicatorType, Source> = {
  INBOUND: op('inbound', 'statusInboundLeadTime', 'inboundLeadTime'),
  STORAGE: op('storage', 'statusStorageLeadTime', 'storageLeadTime'),
  PICKING: op('picking', 'statusPickingLeadTime', 'pickingLeadTime'),
  PACKING: op('packing', 'statusPackingLeadTime', 'packingLeadTime'),
  CONFERENCE: op('conference', 'statusConferenceLeadTime', 'conferenceLeadTime'),
  OUTBOUND: op('outbound', 'statusOutboundLeadTime', 'outboundLeadTime'),
  ROUTE: { flag: 'statusRouterLeadTime', leadTime: 'routerLeadTime', ...ROUTE_SQL },
  PICKUP: { flag: 'statusPickupLeadTime', leadTime: 'pickupLeadTime', ...ORDER_SQL },
  DROPOFF: { flag: 'statusDropoffLeadTime', leadTime: 'dropoffLeadTime', ...ORDER_SQL },
};

/** The clock-free counts of `source` from its per-status and SLA statements. */
function countsOf(
  prepared: ReturnType<typeof preparedOn>,
  source: Source,
  params: Record<string, unknown>,
): Counts {
  const byStatus = new Map(
    (prepared(source.byStatus).all(params) as Array<{ status: string; n: number }>).map((r) => [
      r.status,
      r.n,
    ]),
  );
  const of = (statuses: readonly string[]) => statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  const { measured, onTime } = prepared(source.sla).get(params) as { measured: number; onTime: number };
  return {
    total: of([...byStatus.keys()]),
    pending: of(source.pending),
    inprogress: of(['INPROGRESS']),
    occurrence: of(['OCCURRENCE']),
    done: of(['DONE']),
    measured,
    onTime,
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

function figures(c: Counts, late: number): IndicatorFigure[] {
  const of = (status: IndicatorFigure['status'], quantity: number): IndicatorFigure => ({
    status,
    quantity,
    perc: percent(quantity, c.total),
  });
  return [
    of('TOTAL', c.total),
    of('PENDING', c.pending),
    of('INPROGRESS', c.inprogress),
    of('OCCURRENCE', c.occurrence),
    of('LATE', late),
    of('DONE', c.done),
    { status: 'SLA', quantity: c.onTime, perc: percent(c.onTime, c.measured) },
  ];
}

/** How many of the ascending `dues` are before `now` (binary search). */
function countBefore(dues: Float64Array, now: number): number {
  let low = 0;
  let high = dues.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (dues[mid] < now) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface IndicatorQuery {
  company: string;
  from: Date;
  to: Date;
  now: Date;
}

/** The indicators of `configuration`'s company whose flags are on, in INDICATOR_SOURCES order. */
export function indicators(
  db: Database,
  configuration: Configuration | undefined,
  q: IndicatorQuery,
): Indicator[] {
  const prepared = preparedOn(db);
  // julianday() of SQLite itself, so "due before now" compares the very numbers SQL would
  const now = prepared('SELECT julianday(?)').pluck().get(q.now.toISOString()) as number;
  const out: Indicator[] = [];
  for (const [type, source] of Object.entries(INDICATOR_SOURCES) as Array<[IndicatorType, Source]>) {
    if (configuration && !configuration[source.flag]) continue;
    const params = {
      company: q.company,
      from: q.from.toISOString(),
      to: q.to.toISOString(),
      lead: configuration?.[source.leadTime] ?? 0,
      ...(source.kind ? { kind: source.kind } : {}),
      ...(source.byStatus.includes('@type') ? { type } : {}),
    };
    const { counts, dues } = cachedFigures(db, `${type}|${JSON.stringify(params)}`, () => ({
      counts: countsOf(prepared, source, params),
      dues: Float64Array.from(prepared(source.dues).pluck().all(params) as number[]).sort(),
    }));
    out.push({ type, status: figures(counts, countBefore(dues, now)) });
  }
  return out;
}
