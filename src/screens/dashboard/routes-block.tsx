import { useQuery } from '@tanstack/react-query';
import { ROUTE_ORDERS_PER_CELL } from '../../domain/dashboard';
import { toApiDate } from '../../domain/dates';
import type { RouteRecord } from '../../domain/operations';
import { statusKey } from '../../domain/route-rules';
import { api } from '../../services/api-client';
import type { DayRange } from '../../services/dashboard.api';
import { companyKey, REFRESH, useViewedCompanyDocument } from '../../services/query-client';
import { useT } from '../../ui/use-t';
import { QueryBody } from './block';
import { MonitorTable } from './monitor-table';

export const ROUTE_CELLS = ['PENDING', 'DONE', 'OCCURRENCE'] as const;
export type RouteCell = (typeof ROUTE_CELLS)[number];

/** A route's items in one status (a cell of its row). */
export const itemsIn = (route: RouteRecord, status: RouteCell) =>
  route.items.filter((i) => i.status === status);

/** The headers of the order cells, after the route's own columns (the dashboard's and the wall's). */
export const routeCellHeads = (t: (id: string) => string) =>
  ROUTE_CELLS.map((c) => t(`dashboard.status.${c}`));

/** doc 1 §7.2 "GET /routes | page, take, initialDate, finalDate, action (get-all)". */
export function useMonitoredRoutes(range: DayRange) {
  const document = useViewedCompanyDocument();
  const query = {
    page: 1,
    take: 200,
    initialDate: toApiDate(range.start),
    finalDate: toApiDate(range.end),
    action: 'get-all',
  };
  return useQuery({
    queryKey: companyKey(document, 'dashboard', 'routes', query),
    queryFn: () => api.get<{ routes: RouteRecord[]; total: number }>('/routes', { query }),
    enabled: document !== null,
    ...REFRESH.indicators,
  });
}

/** doc 1 §2.8 routes monitoring (flag dashboardRouteMonitoring): one row per route with its driver,
 * status and progress; its orders by item status, at most 4 per cell ("+N" for the rest). */
export function RoutesBlock({ range }: { range: DayRange }) {
  const t = useT();
  const query = useMonitoredRoutes(range);
  return (
    <QueryBody query={query} isEmpty={(data) => data.routes.length === 0}>
      {(data) => (
        <MonitorTable
          caption={t('dashboard.block.routes')}
          heads={[
            t('dashboard.routes.route'),
            t('dashboard.routes.driver'),
            t('dashboard.routes.progress'),
            ...routeCellHeads(t),
          ]}
        >
          {data.routes.map((route) => (
            <tr key={route.id}>
              <th scope="row">
                {route.code} · {t(statusKey(route.status))}
              </th>
              <td>{route.user?.profile.name ?? '—'}</td>
              <td>
                {itemsIn(route, 'DONE').length}/{route.items.length}
              </td>
              {ROUTE_CELLS.map((c) => {
                const items = itemsIn(route, c);
                const rest = items.length - ROUTE_ORDERS_PER_CELL;
                return (
                  <td key={c}>
                    {items
                      .slice(0, ROUTE_ORDERS_PER_CELL)
                      .map((i) => i.order.orderNumber)
                      .join(', ')}
                    {rest > 0 && ` ${t('dashboard.more', { count: rest })}`}
                  </td>
                );
              })}
            </tr>
          ))}
        </MonitorTable>
      )}
    </QueryBody>
  );
}
