import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { ROUTE_ORDERS_PER_CELL } from '../../domain/dashboard';
import { toApiDate } from '../../domain/dates';
import type { RouteRecord } from '../../domain/operations';
import { statusKey } from '../../domain/route-rules';
import { api } from '../../services/api-client';
import type { DayRange } from '../../services/dashboard.api';
import { companyKey, REFRESH, useViewedCompanyDocument } from '../../services/query-client';
import { useT } from '../../ui/use-t';
import { QueryBody } from './block';

export const ROUTE_CELLS = ['PENDING', 'DONE', 'OCCURRENCE'] as const;
const table = css({
  width: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    p: '1.5',
    verticalAlign: 'top',
    textAlign: 'left',
  },
});

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
        <div className={css({ overflowX: 'auto' })}>
          <table className={table}>
            <caption className={css({ srOnly: true })}>{t('dashboard.block.routes')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.routes.route')}</th>
                <th scope="col">{t('dashboard.routes.driver')}</th>
                <th scope="col">{t('dashboard.routes.progress')}</th>
                {ROUTE_CELLS.map((c) => (
                  <th key={c} scope="col">
                    {t(`dashboard.status.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.routes.map((route) => {
                const done = route.items.filter((i) => i.status === 'DONE').length;
                return (
                  <tr key={route.id}>
                    <th scope="row">
                      {route.code} · {t(statusKey(route.status))}
                    </th>
                    <td>{route.user?.profile.name ?? '—'}</td>
                    <td>
                      {done}/{route.items.length}
                    </td>
                    {ROUTE_CELLS.map((c) => {
                      const items = route.items.filter((i) => i.status === c);
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
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </QueryBody>
  );
}
