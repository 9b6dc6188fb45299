import { statusKey } from '../../../domain/route-rules';
import type { ReportColumn } from '../../../services/documents/report-pdf';
import { formatDate, formatMoney } from '../../../services/format';
import { t } from '../../../services/i18n';
import type { RouteActivitiesQuery, RouteActivity } from '../../../services/route-activities.api';
import { fetchRouteActivities } from '../../../services/route-activities.api';

// The route reports' columns (doc 3 §2 Reports "Route activities: date, order (click opens order
// detail), route, driver, freight, transfer, status. PDF and Excel"), shared by the PDF and the
// workbook; money in R$ with 2 decimals (doc 3 §10).

export const activityColumns = (): ReportColumn<RouteActivity>[] => [
  { header: t('routes.activities.columns.date'), value: (r) => formatDate(r.DataRota) },
  { header: t('routes.activities.columns.order'), value: (r) => r.Pedido },
  { header: t('routes.activities.columns.route'), value: (r) => r.Rota },
  {
    header: t('routes.activities.columns.driver'),
    value: (r) => r.Entregador ?? t('routes.noDriver'),
    weight: 1.6,
  },
  { header: t('routes.activities.columns.freight'), value: (r) => formatMoney(r.Frete), align: 'right' },
  { header: t('routes.activities.columns.transfer'), value: (r) => formatMoney(r.Repasse), align: 'right' },
  { header: t('routes.activities.columns.status'), value: (r) => t(statusKey(r.Situacao)) },
];

/** Every row of the filters for an export: the pages of 200 one after the other (the API's
 * largest page), at most 50 pages (ours: 10,000 rows is past what a PDF is read for). */
export async function allActivities(
  q: Omit<RouteActivitiesQuery, 'page' | 'take'>,
): Promise<RouteActivity[]> {
  const rows: RouteActivity[] = [];
  for (let page = 1; page <= 50; page++) {
    const answer = await fetchRouteActivities({ ...q, page, take: 200 });
    rows.push(...answer.activities);
    if (rows.length >= answer.total || answer.activities.length === 0) break;
  }
  return rows;
}
