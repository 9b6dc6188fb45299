import type { OrderListRow } from '../../../domain/order-records';
import type { ReportColumn } from '../../../services/documents/report-pdf';
import { formatDateTime } from '../../../services/format';

// The occurrence list report (doc 2 §2 "print-report button"): the list's columns.

export function occurrenceReportColumns(
  t: (id: string) => string,
  labels: { type: (code: string) => string; status: (code: string) => string },
): ReportColumn<OrderListRow>[] {
  return [
    { header: t('occurrence.columns.orderNumber'), value: (r) => r.orderNumber, weight: 1.1 },
    { header: t('occurrence.columns.orderDate'), value: (r) => formatDateTime(r.orderDate), weight: 1.1 },
    { header: t('occurrence.columns.client'), value: (r) => r.recipient?.name, weight: 2.2 },
    {
      header: t('occurrence.columns.city'),
      value: (r) => [r.recipient?.city, r.recipient?.state].filter(Boolean).join(' / '),
      weight: 1.5,
    },
    { header: t('occurrence.columns.type'), value: (r) => labels.type(r.type), weight: 1 },
    {
      header: t('occurrence.columns.transporter'),
      value: (r) => r.transporter?.nameTransporter,
      weight: 1.5,
    },
    { header: t('occurrence.columns.status'), value: (r) => labels.status(r.status), weight: 1 },
  ];
}

/** Every page of a list, for a report of all its rows (the API gives at most 200 per call). */
export async function allPages<T>(
  fetchPage: (page: number, take: number) => Promise<{ rows: T[]; total: number }>,
  take = 200,
  limit = 5000,
): Promise<T[]> {
  const first = await fetchPage(1, take);
  const rows = [...first.rows];
  const total = Math.min(first.total, limit);
  for (let page = 2; rows.length < total; page++) {
    const next = await fetchPage(page, take);
    if (next.rows.length === 0) break;
    rows.push(...next.rows);
  }
  return rows.slice(0, total);
}
