import type { OutboundRecord } from '../../../domain/operations';
import { exportReportExcel } from '../../../services/documents/report-excel';
import type { ReportColumn } from '../../../services/documents/report-pdf';
import { formatDate } from '../../../services/format';
import { t } from '../../../services/i18n';
import { fetchOperationList, type OperationListQuery } from '../../../services/operations.api';

// The outbound list's export (doc 3 §2 Outbound: "exported to a spreadsheet with columns dispatch,
// code, operator, volume, status"), written by exceljs through report-excel.ts (loaded lazily).
// Ours: "dispatch" is the outbound's date; the export holds every outbound the list's filters
// find (not only the page on screen), read 200 at a time (the list call's largest page) up to
// EXPORT_LIMIT rows; the operator is the assigned user's name, else its user name.

export const EXPORT_PAGE = 200;
export const EXPORT_LIMIT = 5000;

export function exportColumns(): ReportColumn<OutboundRecord>[] {
  const h = (id: string) => t(`outbound.export.${id}`);
  return [
    { header: h('dispatch'), value: (r) => formatDate(r.outboundDate) },
    { header: h('code'), value: (r) => r.code },
    { header: h('operator'), value: (r) => r.user?.profile?.name || r.assignedUser?.userName || '' },
    { header: h('volume'), value: (r) => r.volumes },
    { header: h('status'), value: (r) => t(`operations.status.${r.status}`) },
  ];
}

/** How many pages of EXPORT_PAGE rows hold `total` rows, within EXPORT_LIMIT (pure). */
export const exportPages = (total: number): number =>
  Math.ceil(Math.min(Math.max(total, 0), EXPORT_LIMIT) / EXPORT_PAGE);

/** Reads every page the filters find, then downloads the workbook. */
export async function exportOutbounds(filters: Omit<OperationListQuery, 'page' | 'take'>): Promise<boolean> {
  const first = await fetchOperationList('outbound', { ...filters, page: 1, take: EXPORT_PAGE });
  const rows = [...first.rows];
  for (let page = 2; page <= exportPages(first.total); page++)
    rows.push(...(await fetchOperationList('outbound', { ...filters, page, take: EXPORT_PAGE })).rows);
  return exportReportExcel(t('outbound.export.title'), exportColumns(), rows);
}
