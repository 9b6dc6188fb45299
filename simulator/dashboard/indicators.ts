import type { Database } from 'better-sqlite3';
import type { Configuration, LeadTime, StatusFlag } from '../../src/domain/configuration';
import {
  type Indicator,
  type IndicatorFigure,
  type IndicatorType,
  ON_TIME_THRESHOLD_MINUTES,
} from '../../src/domain/dashboard';
import type { OperationKind } from '../../src/domain/operations';
import { preparedOn } from './prepared-on';

/**
 * GET /dashboard (doc 1 §2.8): per indicator type, TOTAL, PENDING, INPROGRESS, OCCURRENCE, LATE,
 * DONE and SLA, each with its quantity and its percent — one aggregate query per type, counted in
 * SQL over the records dated in the range (never rows copied into JS).
 *
 * TOTAL: records dated in the range, cancelled ones left out (a cancelled record is no work).
 * LATE: open (pending or in progress) past its due time at the simulated now. Due: an operation's
 * or route's creation plus its lead time (minutes, domain/configuration.ts); an order's delivery
 * date, else its date plus the pickup/dropoff lead time.
 * SLA: done and finished by its due time (orders: plus the on-time threshold of 1 hour, doc 1
 * §2.8), over the done records whose finish was seen (status_times; the seed's were not), so the
 * percent says "of what we could measure". Every other percent is over TOTAL.
 * An indicator shows only while its operation's status flag is on (doc 1 §3.2).
 */
interface Source {
  flag: StatusFlag;
  leadTime: LeadTime;
  sql: string;
  kind?: OperationKind;
}

const operationSql = (table: string, key: string, pending: string) => `
  SELECT count(*) AS total,
    coalesce(sum(r.status IN (${pending})), 0) AS pending,
    coalesce(sum(r.status = 'INPROGRESS'), 0) AS inprogress,
    coalesce(sum(r.status = 'OCCURRENCE'), 0) AS occurrence,
    coalesce(sum(r.status = 'DONE'), 0) AS done,
    coalesce(sum((r.status IN (${pending}) OR r.status = 'INPROGRESS')
      AND julianday(@now) > julianday(r.createdAt) + @lead / 1440.0), 0) AS late,
    coalesce(sum(r.status = 'DONE' AND t.finishedAt IS NOT NULL), 0) AS measured,
    coalesce(sum(r.status = 'DONE' AND julianday(t.finishedAt) <= julianday(r.createdAt) + @lead / 1440.0), 0) AS onTime
  FROM ${table} r LEFT JOIN status_times t ON t.key = '${key}:' || r.id`;

const OPERATION_SQL = `${operationSql('operations', 'op', "'PENDING'")}
  WHERE r.kind = @kind AND r.companyDocument = @company AND r.operationDate BETWEEN @from AND @to
    AND r.status <> 'CANCELLED'`;

const ROUTE_PENDING =
  "'PENDING ROUTING', 'PENDING REPLANNING', 'PENDING', 'AWAITING ACCEPT', 'START TO READY'";
const ROUTE_SQL = `${operationSql('routes', 'route', ROUTE_PENDING)}
  WHERE r.companyDocument = @company AND r.routeDate BETWEEN @from AND @to AND r.status <> 'CANCELLED'`;

const ORDER_DUE = 'coalesce(julianday(r.deliveryDate), julianday(r.orderDate) + @lead / 1440.0)';
const ORDER_SQL = `
  SELECT count(*) AS total,
    coalesce(sum(r.status = 'PENDING'), 0) AS pending,
    coalesce(sum(r.status = 'INPROGRESS'), 0) AS inprogress,
    coalesce(sum(r.status = 'OCCURRENCE'), 0) AS occurrence,
    coalesce(sum(r.status = 'DONE'), 0) AS done,
    coalesce(sum(r.status IN ('PENDING', 'INPROGRESS') AND julianday(@now) > ${ORDER_DUE}), 0) AS late,
    coalesce(sum(r.status = 'DONE' AND t.finishedAt IS NOT NULL), 0) AS measured,
    coalesce(sum(r.status = 'DONE' AND julianday(t.finishedAt) <= ${ORDER_DUE} + ${ON_TIME_THRESHOLD_MINUTES} / 1440.0), 0) AS onTime
  FROM orders r LEFT JOIN status_times t ON t.key = 'order:' || r.id
  WHERE r.companyDocument = @company AND r.orderDate BETWEEN @from AND @to AND r.type = @type
    AND r.status <> 'CANCELLED'`;

const op = (kind: OperationKind, flag: StatusFlag, leadTime: LeadTime): Source => ({
  flag,
  leadTime,
  sql: OPERATION_SQL,
  kind,
});

export const INDICATOR_SOURCES: Record<IndicatorType, Source> = {
  INBOUND: op('inbound', 'statusInboundLeadTime', 'inboundLeadTime'),
  STORAGE: op('storage', 'statusStorageLeadTime', 'storageLeadTime'),
  PICKING: op('picking', 'statusPickingLeadTime', 'pickingLeadTime'),
  PACKING: op('packing', 'statusPackingLeadTime', 'packingLeadTime'),
  CONFERENCE: op('conference', 'statusConferenceLeadTime', 'conferenceLeadTime'),
  OUTBOUND: op('outbound', 'statusOutboundLeadTime', 'outboundLeadTime'),
  ROUTE: { flag: 'statusRouterLeadTime', leadTime: 'routerLeadTime', sql: ROUTE_SQL },
  PICKUP: { flag: 'statusPickupLeadTime', leadTime: 'pickupLeadTime', sql: ORDER_SQL },
  DROPOFF: { flag: 'statusDropoffLeadTime', leadTime: 'dropoffLeadTime', sql: ORDER_SQL },
};

interface Counts {
  total: number;
  pending: number;
  inprogress: number;
  occurrence: number;
  done: number;
  late: number;
  measured: number;
  onTime: number;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

function figures(c: Counts): IndicatorFigure[] {
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
    of('LATE', c.late),
    of('DONE', c.done),
    { status: 'SLA', quantity: c.onTime, perc: percent(c.onTime, c.measured) },
  ];
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
  const out: Indicator[] = [];
  for (const [type, source] of Object.entries(INDICATOR_SOURCES) as Array<[IndicatorType, Source]>) {
    if (configuration && !configuration[source.flag]) continue;
    const counts = preparedOn(db)(source.sql).get({
      company: q.company,
      from: q.from.toISOString(),
      to: q.to.toISOString(),
      now: q.now.toISOString(),
      lead: configuration?.[source.leadTime] ?? 0,
      ...(source.kind ? { kind: source.kind } : {}),
      ...(source.sql === ORDER_SQL ? { type } : {}),
    }) as Counts;
    out.push({ type, status: figures(counts) });
  }
  return out;
}
