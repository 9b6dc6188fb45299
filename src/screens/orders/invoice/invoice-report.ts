import type { InvoiceRecord } from '../../../domain/operations';
import type { ReportColumn } from '../../../services/documents/report-pdf';
import { formatDateTime, formatQuantity } from '../../../services/format';

// The invoice list report (doc 2 §2 "floating print-report button") and the list's derived cells.

export const invoiceUser = (r: InvoiceRecord) => r.user?.profile?.name || r.user?.userName || '';

export const invoiceOrderNumbers = (r: InvoiceRecord) =>
  (r.items ?? [])
    .map((item) => item.order?.orderNumber)
    .filter(Boolean)
    .join(', ');

/** Product lines and units of every order of the invoice. */
export function invoiceTotals(r: InvoiceRecord): { orders: number; lines: number; units: number } {
  let lines = 0;
  let units = 0;
  for (const item of r.items ?? []) {
    for (const line of item.order?.items ?? []) {
      lines += 1;
      units += Number(line.quantity) || 0;
    }
  }
  return { orders: (r.items ?? []).length, lines, units };
}

export function invoiceReportColumns(
  t: (id: string) => string,
  status: (code: string) => string,
): ReportColumn<InvoiceRecord>[] {
  return [
    { header: t('invoice.columns.code'), value: (r) => r.code, weight: 1 },
    { header: t('invoice.columns.invoiceDate'), value: (r) => formatDateTime(r.invoiceDate), weight: 1.1 },
    { header: t('invoice.columns.user'), value: invoiceUser, weight: 1.4 },
    {
      header: t('invoice.columns.orders'),
      value: (r) => invoiceTotals(r).orders,
      weight: 0.7,
      align: 'right',
    },
    { header: t('invoice.columns.orderNumbers'), value: invoiceOrderNumbers, weight: 3 },
    {
      header: t('invoice.columns.units'),
      value: (r) => formatQuantity(invoiceTotals(r).units),
      weight: 0.8,
      align: 'right',
    },
    { header: t('invoice.columns.status'), value: (r) => status(r.status), weight: 1 },
  ];
}
