import { fileDay } from '../../domain/date-format';
import { t } from '../i18n';
import { notify } from '../toasts';
import { fileSafe } from './deliver';
import type { ReportColumn, ReportSummary } from './report-pdf';

// A list report as an Excel workbook (doc 3 §2 Reports "PDF and Excel"; Stock "Print as PDF or
// Excel"): one sheet, a bold header row, the same columns as the PDF (report-pdf.ts ReportColumn),
// numbers kept as numbers. Grouped summaries (the route reports' doc 1 §9 buckets) go on a second
// sheet, one titled block each. exceljs is loaded only when a user exports (DESIGN §4).

export async function buildReportWorkbook<Row>(
  title: string,
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  summaries: readonly ReportSummary[] = [],
): Promise<ArrayBuffer> {
  const mod = await import('exceljs');
  const ExcelJS = (mod.default ?? mod) as typeof import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, width: Math.round(14 * (c.weight ?? 1)) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  if (summaries.length > 0) {
    const summarySheet = workbook.addWorksheet(t('documents.report.summary').slice(0, 31));
    summarySheet.columns = [{ width: 28 }, { width: 14 }];
    for (const summary of summaries) {
      summarySheet.addRow([summary.title, t('documents.report.summaryCount')]).font = { bold: true };
      for (const [label, count] of summary.rows) summarySheet.addRow([label, count]);
      summarySheet.addRow([]);
    }
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Builds and downloads the workbook; toasts the outcome as the PDF reports do (doc 3 §2). */
export async function exportReportExcel<Row>(
  title: string,
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  summaries: readonly ReportSummary[] = [],
): Promise<boolean> {
  try {
    const buffer = await buildReportWorkbook(title, columns, rows, summaries);
    const blob = new Blob([buffer], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileSafe(title)}-${fileDay()}.xlsx`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    notify.success(t('documents.generated'));
    return true;
  } catch (error) {
    console.error(error);
    notify.error(t('documents.failed'));
    return false;
  }
}
