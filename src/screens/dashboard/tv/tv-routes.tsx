import { css, cx } from '../../../../styled-system/css';
import { ROUTE_ORDERS_PER_CELL } from '../../../domain/dashboard';
import type { RouteRecord } from '../../../domain/operations';
import { statusKey } from '../../../domain/route-rules';
import type { DayRange } from '../../../services/dashboard.api';
import { formatCount } from '../../../services/format';
import { useT } from '../../../ui/use-t';
import { QueryBody } from '../block';
import { HeadRow } from '../monitor-table';
import { itemsIn, ROUTE_CELLS, type RouteCell, routeCellHeads, useMonitoredRoutes } from '../routes-block';
import { usePaged } from './tv-cycle';
import { MoreMarker } from './tv-more';
import { tvLabel, tvTitle } from './tv-type';
import { type RowsOf, useFitCount } from './use-fit-count';

/** Routes per page on the wall before the panel is measured; then as many rows as fit its box
 * (use-fit-count.ts). Every row is as tall as a full one — the route cell's five lines, or a
 * cell's 4 orders (doc 1 §2.8) one a line and its "+N" marker on two — so the count holds whatever
 * the data (ours: doc 1 §2.8 fixes only the orders per cell). */
export const TV_ROUTES_PER_PAGE = 2;
const tableRows: RowsOf = (box) => ({
  row: box.querySelector('tbody tr'),
  reserved: box.querySelector('thead')?.getBoundingClientRect().height ?? 0,
});

const table = css({
  width: 'full',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  '& tbody tr': { height: 'calc(var(--tv-u) * 10.2)' },
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    p: 'calc(var(--tv-u) * 0.35)',
    verticalAlign: 'top',
    textAlign: 'left',
  },
});
const orders = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 'calc(var(--tv-u) * 0.6)',
  listStyle: 'none',
  p: '0',
  m: '0',
  fontVariantNumeric: 'tabular-nums',
});
const muted = css({ color: 'textMuted' });

/** A cell's orders: at most 4 (doc 1 §2.8), the rest turning in pages with their "+N" marker. */
function OrdersCell({ route, status }: { route: RouteRecord; status: RouteCell }) {
  const page = usePaged(itemsIn(route, status), ROUTE_ORDERS_PER_CELL);
  return (
    <td>
      <ul className={orders}>
        {page.shown.map((i) => (
          <li key={i.id}>{i.order.orderNumber}</li>
        ))}
      </ul>
      <MoreMarker page={page} />
    </td>
  );
}

/** doc 1 §2.8 routes monitoring on the wall: a row per route (its code, status, driver and
 * delivered count in the first cell, so the order cells keep the width), four routes a page. */
export function TvRoutes({ range }: { range: DayRange }) {
  const t = useT();
  const query = useMonitoredRoutes(range);
  const routes = query.data?.routes ?? [];
  const [fit, box] = useFitCount(TV_ROUTES_PER_PAGE, tableRows);
  const page = usePaged(routes, fit);
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: 'calc(var(--tv-u) * 0.5)',
        height: 'full',
      })}
    >
      <h2 className={tvTitle}>{t('dashboard.block.routes')}</h2>
      <QueryBody query={query} isEmpty={(data) => data.routes.length === 0}>
        {() => (
          <>
            <div
              ref={box}
              className={css({ flex: '1', minHeight: '0', overflow: 'hidden' })}
              data-tv-list={`${page.page + 1}/${page.pages}`}
            >
              <table className={cx(tvLabel, table)}>
                <colgroup>
                  <col className={css({ width: '31%' })} />
                  {ROUTE_CELLS.map((c) => (
                    <col key={c} />
                  ))}
                </colgroup>
                <HeadRow labels={[t('dashboard.routes.route'), ...routeCellHeads(t)]} />
                <tbody>
                  {page.shown.map((route) => (
                    <tr key={route.id}>
                      <th scope="row">
                        <div>{route.code}</div>
                        <div className={cx(muted, css({ fontWeight: 'normal' }))}>
                          {t(statusKey(route.status))}
                        </div>
                        <div className={css({ fontWeight: 'normal' })}>{route.user?.profile.name ?? '—'}</div>
                        <div className={css({ fontWeight: 'normal' })}>
                          {t('dashboard.tv.delivered', {
                            done: formatCount(itemsIn(route, 'DONE').length),
                            total: formatCount(route.items.length),
                          })}
                        </div>
                      </th>
                      {ROUTE_CELLS.map((c) => (
                        <OrdersCell key={c} route={route} status={c} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <MoreMarker page={page} noun="routes" reserve />
          </>
        )}
      </QueryBody>
    </div>
  );
}
