import type { Database } from 'better-sqlite3';
import type { OrderMonitoringOperation } from '../../src/domain/configuration';
import {
  type MonitoredOrder,
  ORDER_LIST_OF,
  ORDER_MONITORING_LIMIT,
  type OrderMonitoringAnswer,
} from '../../src/domain/dashboard';
import { collectedOn } from '../store/routes.repo';
import { preparedOn } from './prepared-on';

/**
 * GET /dashboard/order-monitoring (doc 1 §2.8, §7.2): the eight order lists, filled for the
 * operations asked (the dashboard's three), each the newest ORDER_MONITORING_LIMIT orders of its
 * records dated in the range, per column, with the column in `status`:
 * - warehouse operations: the order's item status in the operation (PENDING, INPROGRESS, DONE);
 * - ROUTE: done when its route item is done, on route (INPROGRESS) while its route runs;
 * - PICKUP: pickup orders by their own status, and done once their route item is collected, so a
 *   collected pickup waits in the done column until it is finalized (PUT /orders/status).
 * Timers (`startedAt`) are the record's start as status_times saw it.
 */
const COLUMNS = ['PENDING', 'INPROGRESS', 'DONE'] as const;

const OPERATION_SQL = `
  SELECT o.id, o.orderNumber, r.code, i.status, o.status AS orderStatus, o.type AS orderType,
    t.startedAt, t.finishedAt
  FROM operations r JOIN operation_items i ON i.operationId = r.id JOIN orders o ON o.id = i.orderId
  LEFT JOIN status_times t ON t.key = 'op:' || r.id
  WHERE r.kind = @kind AND r.companyDocument = @company AND r.operationDate BETWEEN @from AND @to
    AND i.status = @column
  ORDER BY r.operationDate DESC, i.rowid DESC LIMIT @limit`;

const ROUTE_COLUMN = `CASE WHEN i.status = 'DONE' THEN 'DONE' WHEN r.status = 'INPROGRESS' THEN 'INPROGRESS'
  ELSE 'PENDING' END`;
const ROUTE_SQL = `
  SELECT * FROM (
    SELECT o.id, o.orderNumber, r.code, ${ROUTE_COLUMN} AS status, o.status AS orderStatus,
      o.type AS orderType, t.startedAt, t.finishedAt, r.routeDate AS at, i.rowid AS n
    FROM routes r JOIN route_items i ON i.routeId = r.id JOIN orders o ON o.id = i.orderId
    LEFT JOIN status_times t ON t.key = 'route:' || r.id
    WHERE r.companyDocument = @company AND r.routeDate BETWEEN @from AND @to AND r.status <> 'CANCELLED')
  WHERE status = @column ORDER BY at DESC, n DESC LIMIT @limit`;

const PICKUP_COLUMN = `CASE WHEN o.status = 'DONE' OR ${collectedOn('o.id')} THEN 'DONE'
  WHEN o.status IN ('INPROGRESS', 'OCCURRENCE') THEN 'INPROGRESS' ELSE 'PENDING' END`;
const PICKUP_SQL = `
  SELECT * FROM (
    SELECT o.id, o.orderNumber, NULL AS code, ${PICKUP_COLUMN} AS status, o.status AS orderStatus,
      o.type AS orderType, t.startedAt, t.finishedAt, o.orderDate AS at
    FROM orders o LEFT JOIN status_times t ON t.key = 'order:' || o.id
    WHERE o.companyDocument = @company AND o.orderDate BETWEEN @from AND @to AND o.type = 'PICKUP'
      AND o.status NOT IN ('CANCELLED', 'NOTEXECUTED'))
  WHERE status = @column ORDER BY at DESC LIMIT @limit`;

export const emptyOrderLists = (): OrderMonitoringAnswer =>
  Object.fromEntries(Object.values(ORDER_LIST_OF).map((k) => [k, []])) as unknown as OrderMonitoringAnswer;

export function orderMonitoring(
  db: Database,
  operations: readonly OrderMonitoringOperation[],
  q: { company: string; from: Date; to: Date },
): OrderMonitoringAnswer {
  const answer = emptyOrderLists();
  const params = {
    company: q.company,
    from: q.from.toISOString(),
    to: q.to.toISOString(),
    limit: ORDER_MONITORING_LIMIT,
  };
  for (const operation of new Set(operations)) {
    const sql = operation === 'ROUTE' ? ROUTE_SQL : operation === 'PICKUP' ? PICKUP_SQL : OPERATION_SQL;
    const kind = operation.toLowerCase();
    const list: MonitoredOrder[] = [];
    for (const column of COLUMNS) {
      const rows = preparedOn(db)(sql).all({ ...params, column, ...(sql === OPERATION_SQL ? { kind } : {}) });
      list.push(
        ...(rows as MonitoredOrder[]).map(
          ({ id, orderNumber, code, status, orderStatus, orderType, startedAt, finishedAt }) => ({
            id,
            orderNumber,
            code,
            status,
            orderStatus,
            orderType,
            startedAt,
            finishedAt,
          }),
        ),
      );
    }
    answer[ORDER_LIST_OF[operation]] = list;
  }
  return answer;
}
