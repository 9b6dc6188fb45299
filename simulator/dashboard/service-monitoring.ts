import type { Database } from 'better-sqlite3';
import {
  CHECKLIST_COLUMNS,
  CHECKLIST_ORDERS_PER_CELL,
  type ChecklistColumn,
  type ChecklistRow,
  SERVICE_ORDER_BUCKETS,
  type ServiceOrderAnswer,
  type ServiceOrderBucket,
} from '../../src/domain/dashboard';
import { preparedOn } from './prepared-on';

/**
 * The vehicle-service blocks (doc 1 §2.8), over the service orders (type SO, or orders opened from
 * a checklist) dated in the window, grouped and capped in SQL.
 *
 * Checklist monitoring: one row per mechanic ("—" for none); columns scheduled, pending, in
 * progress, paused, done (DONE and OCCURRENCE, as the seed says), invoiced (status INVOICE); at
 * most 3 orders per cell (the newest) with every cell's count. doc 1 §2.8 "scheduled (pending and
 * scheduled together)" (issue 35): the scheduled column holds every pending order — those with a
 * scheduled delivery or the AGENDAMENTO: marker (doc 2 §2) and the plain pending ones —, so a
 * plain pending order shows in both scheduled and pending, a scheduled one in scheduled only.
 *
 * Service-order buckets: the seed names them and no rule, so (ours, src/screens/dashboard/README.md)
 * not assigned = open with no mechanic; vehicle in yard or bench = pending with a mechanic;
 * external service / bench service = in progress, a service SO (soAttribute set) or not;
 * vehicle released = done; warranty = occurrence; service not performed = not executed or cancelled.
 */
const SERVICE_ORDERS = `o.companyDocument = @company AND o.orderDate BETWEEN @from AND @to
  AND (o.type = 'SO' OR o.origin = 'CHECKLIST')`;

const SCHEDULED = `(o.scheduledDelivery = 1 OR coalesce(o.additionalInfo, '') LIKE '%AGENDAMENTO:%')`;
/** the status column of an order (a scheduled pending order has none: it is in "scheduled") */
const STATUS_COLUMN = `CASE
  WHEN o.status = 'PENDING' AND NOT ${SCHEDULED} THEN 'pending'
  WHEN o.status = 'INPROGRESS' THEN 'inProgress'
  WHEN o.status = 'PAUSED' THEN 'paused'
  WHEN o.status IN ('DONE', 'OCCURRENCE') THEN 'done'
  WHEN o.status = 'INVOICE' THEN 'invoiced' END`;

const CELL_FIELDS = `coalesce(o.mechanic, '') AS mechanic, o.id, o.orderNumber, o.plate, o.orderDate, o.rowid AS rid`;
const CHECKLIST_SQL = `
  WITH cells AS (
    SELECT ${CELL_FIELDS}, ${STATUS_COLUMN} AS col FROM orders o WHERE ${SERVICE_ORDERS}
    UNION ALL
    SELECT ${CELL_FIELDS}, 'scheduled' AS col FROM orders o WHERE ${SERVICE_ORDERS} AND o.status = 'PENDING')
  SELECT mechanic, col, id, orderNumber, plate, n, count FROM (
    SELECT mechanic, col, id, orderNumber, plate,
      row_number() OVER (PARTITION BY mechanic, col ORDER BY orderDate DESC, rid DESC) AS n,
      count(*) OVER (PARTITION BY mechanic, col) AS count
    FROM cells WHERE col IS NOT NULL)
  WHERE n <= @perCell ORDER BY mechanic, col, n`;

const BUCKET = `CASE
  WHEN o.mechanic IS NULL AND o.status IN ('PENDING', 'INPROGRESS') THEN 'notAssigned'
  WHEN o.status = 'PENDING' THEN 'yardOrBench'
  WHEN o.status = 'INPROGRESS' AND o.soAttribute IS NOT NULL THEN 'externalService'
  WHEN o.status = 'INPROGRESS' THEN 'benchService'
  WHEN o.status = 'DONE' THEN 'released'
  WHEN o.status = 'OCCURRENCE' THEN 'warranty'
  WHEN o.status IN ('NOTEXECUTED', 'CANCELLED') THEN 'notPerformed' END`;
const BUCKETS_SQL = `SELECT ${BUCKET} AS bucket, count(*) AS quantity FROM orders o WHERE ${SERVICE_ORDERS} GROUP BY 1`;

interface Range {
  company: string;
  from: Date;
  to: Date;
}
const bounds = (q: Range) => ({ company: q.company, from: q.from.toISOString(), to: q.to.toISOString() });

const emptyRow = (mechanic: string): ChecklistRow => ({
  mechanic,
  cells: Object.fromEntries(CHECKLIST_COLUMNS.map((c) => [c, []])) as unknown as ChecklistRow['cells'],
  counts: Object.fromEntries(CHECKLIST_COLUMNS.map((c) => [c, 0])) as Record<ChecklistColumn, number>,
});

export function checklistMonitoring(db: Database, q: Range): ChecklistRow[] {
  const rows = preparedOn(db)(CHECKLIST_SQL).all({
    ...bounds(q),
    perCell: CHECKLIST_ORDERS_PER_CELL,
  }) as Array<{
    mechanic: string;
    col: ChecklistColumn;
    id: string;
    orderNumber: string;
    plate: string | null;
    count: number;
  }>;
  const byMechanic = new Map<string, ChecklistRow>();
  for (const r of rows) {
    const row = byMechanic.get(r.mechanic) ?? emptyRow(r.mechanic);
    byMechanic.set(r.mechanic, row);
    row.cells[r.col].push({ id: r.id, orderNumber: r.orderNumber, plate: r.plate });
    row.counts[r.col] = r.count;
  }
  return [...byMechanic.values()];
}

export function serviceOrderMonitoring(db: Database, q: Range): ServiceOrderAnswer {
  const counts = new Map(
    (
      preparedOn(db)(BUCKETS_SQL).all(bounds(q)) as Array<{
        bucket: ServiceOrderBucket | null;
        quantity: number;
      }>
    ).map((r) => [r.bucket, r.quantity]),
  );
  return SERVICE_ORDER_BUCKETS.map((bucket) => ({ bucket, quantity: counts.get(bucket) ?? 0 }));
}
