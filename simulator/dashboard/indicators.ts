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
import { type CountedTable, type Counts, cachedCounts } from './indicator-cache';
import {
  clockParams,
  type DuePart,
  holdsAt,
  type LateWindow,
  lateColumns,
  lateWindowOf,
} from './late-window';
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
 * Speed (issue 15: p95 < 50 ms over 100k orders while writes go on, bench/dashboard.bench.ts):
 * each block is one aggregate over its records in the range — per status its records, LATE and
 * the due times around now (late-window.ts) — plus the SLA over the done ones; over orders both
 * read index entries only (the dashboard's index in order-tables.ts: per type, each status's
 * orders in the range are one run of entries), with no julianday() and no row copied into JS for
 * LATE. What a block counted is kept until a write touches its table for that company or the
 * clock passes a due time (indicator-cache.ts), so a write recounts only the blocks it touched.
 * A record counts when its status is one the platform knows (ORDER_STATUSES, OPERATION_STATUSES,
 * ROUTE_STATUSES), cancelled ones left out: the statuses are listed so each is an index seek.
 */
interface Source {
  flag: StatusFlag;
  leadTime: LeadTime;
  /** per status: records, LATE among them at @now, and the nearest due times on either side */
  block: string;
  /** measured, onTime */
  sla: string;
  /** the due time families of the open records (late-window.ts) */
  dues: readonly DuePart[];
  /** the statuses PENDING counts (routes: every waiting status, doc 3 §4) */
  pending: readonly string[];
  /** what it counts (a write there recounts it, indicator-cache.ts) */
  table: CountedTable;
  kind?: OperationKind;
}

/** `status_times.key` prefix of a table's records (status-times.repo.ts) */
type KeyPrefix = 'op' | 'route' | 'order';

interface Table {
  name: CountedTable;
  /** the records of the company in the range, without a status test */
  where: string;
  key: KeyPrefix;
  statuses: readonly string[];
  pending: readonly string[];
  dues: readonly DuePart[];
  slaDue: string;
}

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const counted = (statuses: readonly string[]) => statuses.filter((s) => s !== 'CANCELLED');

/** The two statements of a table: one aggregate over its records in the range (one index seek per
 * status), and the SLA, which walks the done records first (CROSS JOIN keeps that order) and looks
 * each one's status times up by key. */
function sourceSql(t: Table): Pick<Source, 'block' | 'sla' | 'dues' | 'pending' | 'table'> {
  const open = `r.status IN (${sqlList([...t.pending, 'INPROGRESS'])})`;
  return {
    table: t.name,
    block: `SELECT r.status AS status, count(*) AS n, ${lateColumns(open, t.dues)} FROM ${t.name} r
      WHERE ${t.where} AND r.status IN (${sqlList(counted(t.statuses))}) GROUP BY r.status`,
    sla: `SELECT count(t.finishedAt) AS measured,
        coalesce(sum(julianday(t.finishedAt) <= ${t.slaDue}), 0) AS onTime
      FROM ${t.name} r CROSS JOIN status_times t ON t.key = '${t.key}:' || r.id
      WHERE ${t.where} AND r.status = 'DONE'`,
    dues: t.dues,
    pending: t.pending,
  };
}

const CREATED_DUE = 'julianday(r.createdAt) + @lead / 1440.0';
const ORDER_DUE = 'coalesce(julianday(r.deliveryDate), julianday(r.orderDate) + @lead / 1440.0)';
// the same due times for LATE, as text read straight off the index entries (late-window.ts)
const CREATED_DUES: readonly DuePart[] = [{ column: 'r.createdAt', when: '1', plusLead: true }];
const ORDER_DUES: readonly DuePart[] = [
  { column: 'r.deliveryDate', when: 'r.deliveryDate IS NOT NULL', plusLead: false },
  { column: 'r.orderDate', when: 'r.deliveryDate IS NULL', plusLead: true },
];

const OPERATION_SQL = sourceSql({
  name: 'operations',
  where: 'r.kind = @kind AND r.companyDocument = @company AND r.operationDate BETWEEN @from AND @to',
  key: 'op',
  statuses: OPERATION_STATUSES,
  pending: ['PENDING'],
  dues: CREATED_DUES,
  slaDue: CREATED_DUE,
});
const ROUTE_SQL = sourceSql({
  name: 'routes',
  where: 'r.companyDocument = @company AND r.routeDate BETWEEN @from AND @to',
  key: 'route',
  statuses: ROUTE_STATUSES,
  pending: ['PENDING ROUTING', 'PENDING REPLANNING', 'PENDING', 'AWAITING ACCEPT', 'START TO READY'],
  dues: CREATED_DUES,
  slaDue: CREATED_DUE,
});
const ORDER_SQL = sourceSql({
  name: 'orders',
  where: 'r.companyDocument = @company AND r.type = @type AND r.orderDate BETWEEN @from AND @to',
  key: 'order',
  statuses: ORDER_STATUSES,
  pending: ['PENDING'],
  dues: ORDER_DUES,
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

interface BlockFigures {
  counts: Counts;
  late: LateWindow;
}

/** A block's counts from its two statements, and LATE at `now` with the window it holds in. */
function countBlock(
  prepared: ReturnType<typeof preparedOn>,
  source: Source,
  params: Record<string, unknown>,
  lead: number,
): BlockFigures {
  const rows = prepared(source.block).all(params) as Array<{ status: string; n: number }>;
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  const of = (statuses: readonly string[]) => statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  const { measured, onTime } = prepared(source.sla).get(params) as { measured: number; onTime: number };
  const counts = {
    total: of([...byStatus.keys()]),
    pending: of(source.pending),
    inprogress: of(['INPROGRESS']),
    occurrence: of(['OCCURRENCE']),
    done: of(['DONE']),
    measured,
    onTime,
  };
  return { counts, late: lateWindowOf(rows, source.dues, lead) };
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
  const out: Indicator[] = [];
  for (const [type, source] of Object.entries(INDICATOR_SOURCES) as Array<[IndicatorType, Source]>) {
    if (configuration && !configuration[source.flag]) continue;
    const lead = configuration?.[source.leadTime] ?? 0;
    const params = {
      company: q.company,
      from: q.from.toISOString(),
      to: q.to.toISOString(),
      lead,
      ...(source.kind ? { kind: source.kind } : {}),
      ...(source.block.includes('@type') ? { type } : {}),
    };
    const { counts, late } = cachedCounts(
      db,
      source.table,
      q.company,
      type,
      `${type}|${JSON.stringify(params)}`,
      () => countBlock(prepared, source, { ...params, ...clockParams(q.now, lead) }, lead),
      (kept) => holdsAt(kept.late, q.now),
    );
    out.push({ type, status: figures(counts, late.late) });
  }
  return out;
}
