import type { Database } from 'better-sqlite3';
import type { RouteStatus } from '../../src/domain/operations';

/**
 * GET /routes (doc 3 §2 Routes filters and sortable columns, §7 `sort=field|ASC|DESC`; doc 1 §7.2
 * `action=get-all` for the dashboard's route monitoring): filtered, sorted and paged in SQL.
 */
export const ROUTE_SORT_FIELDS = ['routeDate', 'code', 'driver', 'vehicle', 'status'] as const;
export type RouteSortField = (typeof ROUTE_SORT_FIELDS)[number];

/** Columns behind the sortable fields (a whitelist: the ORDER BY never takes caller text). */
const SORT_SQL: Record<RouteSortField, string> = {
  routeDate: 'r.routeDate',
  code: 'r.code',
  driver: 'u.name',
  // the list shows the plate: sort by it (a deleted vehicle's id stands in, as routes.repo shows it)
  vehicle: 'coalesce(v.plate, r.vehicleId)',
  status: 'r.status',
};

export interface RouteListFilter {
  companyDocument: string;
  from: string | null;
  to: string | null;
  /** route number (code), a part of it */
  code: string | null;
  driverIds: string[];
  orderNumber: string | null;
  statuses: RouteStatus[];
  sort: { field: RouteSortField; direction: 'ASC' | 'DESC' } | null;
}

export function routeListQuery(db: Database) {
  const where = `r.companyDocument = @companyDocument
    AND (@from IS NULL OR r.routeDate BETWEEN @from AND @to)
    AND (@code IS NULL OR r.code LIKE '%' || @code || '%')
    AND (@drivers IS NULL OR r.userId IN (SELECT value FROM json_each(@drivers)))
    AND (@statuses IS NULL OR r.status IN (SELECT value FROM json_each(@statuses)))
    AND (@orderNumber IS NULL OR EXISTS (SELECT 1 FROM route_items ri JOIN orders o ON o.id = ri.orderId
         WHERE ri.routeId = r.id AND o.orderNumber = @orderNumber))`;
  const from =
    'FROM routes r LEFT JOIN users u ON u.id = r.userId LEFT JOIN vehicles v ON v.id = r.vehicleId';
  const count = db.prepare(`SELECT count(*) ${from} WHERE ${where}`).pluck();
  const pages = new Map<string, ReturnType<Database['prepare']>>();
  const page = (orderBy: string, all: boolean) => {
    const key = `${orderBy}|${all}`;
    let statement = pages.get(key);
    if (!statement) {
      statement = db
        .prepare(
          `SELECT r.id ${from} WHERE ${where} ORDER BY ${orderBy}, r.rowid DESC${all ? '' : ' LIMIT @take OFFSET @offset'}`,
        )
        .pluck();
      pages.set(key, statement);
    }
    return statement;
  };
  const params = (f: RouteListFilter) => ({
    companyDocument: f.companyDocument,
    from: f.from,
    to: f.to,
    code: f.code,
    drivers: f.driverIds.length > 0 ? JSON.stringify(f.driverIds) : null,
    statuses: f.statuses.length > 0 ? JSON.stringify(f.statuses) : null,
    orderNumber: f.orderNumber,
  });
  const orderOf = (f: RouteListFilter) =>
    f.sort ? `${SORT_SQL[f.sort.field]} ${f.sort.direction}` : 'r.routeDate DESC';

  return {
    /** ids of one page and the total */
    page: (f: RouteListFilter, pageNo: number, take: number) => {
      const p = params(f);
      return {
        ids: page(orderOf(f), false).all({ ...p, take, offset: (pageNo - 1) * take }) as string[],
        total: count.get(p) as number,
      };
    },
    /** every id (action=get-all: the dashboard's monitoring of a date range) */
    all: (f: RouteListFilter) => {
      const ids = page(orderOf(f), true).all(params(f)) as string[];
      return { ids, total: ids.length };
    },
  };
}
