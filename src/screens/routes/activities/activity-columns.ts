import {
  type ActivitySummary,
  type Bucket,
  DISTANCE_BUCKETS,
  TIME_BUCKETS,
} from '../../../domain/report-buckets';
import { statusKey } from '../../../domain/route-rules';
import type { ReportColumn, ReportSummary } from '../../../services/documents/report-pdf';
import { formatDate, formatMoney } from '../../../services/format';
import { currentLanguage, t } from '../../../services/i18n';
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

/** "0–10 min", "5,001–10 km", "acima de 60 min": a bucket of doc 1 §9 in the language's digits. */
function bucketLabel(bucket: Bucket, unit: string): string {
  const n = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 3 });
  return bucket.upTo === null
    ? t('routes.activities.summary.above', { value: n.format(bucket.from), unit })
    : `${n.format(bucket.from)}–${n.format(bucket.upTo)} ${unit}`;
}

/** The grouped summary of the filters (doc 1 §9 buckets), one group per measure, as the screen,
 * the PDF and the workbook show it. */
export function summaryGroups(summary: ActivitySummary): ReportSummary[] {
  const rows = (buckets: readonly Bucket[], counts: number[], unit: string) =>
    buckets.map((b, i) => [bucketLabel(b, unit), counts[i] ?? 0] as [string, number]);
  return [
    {
      title: t('routes.activities.summary.time'),
      rows: [
        ...rows(TIME_BUCKETS, summary.deliveryMinutes, 'min'),
        [t('routes.activities.summary.notDelivered'), summary.notDelivered],
      ],
    },
    {
      title: t('routes.activities.summary.distance'),
      rows: rows(DISTANCE_BUCKETS, summary.distanceKm, 'km'),
    },
  ];
}

/** Every row of the filters for an export: the pages of 200 one after the other (the API's
 * largest page), at most 50 pages (ours: 10,000 rows is past what a PDF is read for), and the
 * summary of all of them (the first answer's). */
export async function allActivities(
  q: Omit<RouteActivitiesQuery, 'page' | 'take'>,
): Promise<{ rows: RouteActivity[]; summary: ActivitySummary | null }> {
  const rows: RouteActivity[] = [];
  let summary: ActivitySummary | null = null;
  for (let page = 1; page <= 50; page++) {
    const answer = await fetchRouteActivities({ ...q, page, take: 200 });
    summary ??= answer.summary;
    rows.push(...answer.activities);
    if (rows.length >= answer.total || answer.activities.length === 0) break;
  }
  return { rows, summary };
}
