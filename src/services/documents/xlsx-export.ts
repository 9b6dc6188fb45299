import { t } from '../i18n';
import { notify } from '../toasts';

// A table as an .xlsx download (doc 3 §2 reports "PDF and Excel"): exceljs loaded on demand
// (DESIGN §4 heavy libraries lazily), a bold header row, one row per record. Toasts as the PDFs do
// (doc 3 §2 "Report generation toasts: pending, success, error").

export interface XlsxColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
  width?: number;
}

const inFlight = new Set<string>();

export async function exportXlsx<Row>(
  fileName: string,
  sheet: string,
  columns: readonly XlsxColumn<Row>[],
  rows: readonly Row[],
): Promise<boolean> {
  if (inFlight.has(fileName)) {
    notify.warning(t('documents.pending'));
    return false;
  }
  inFlight.add(fileName);
  try {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet(sheet.slice(0, 31));
    ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
    ws.getRow(1).font = { bold: true };
    for (const row of rows) ws.addRow(columns.map((c) => c.value(row) ?? ''));
    const buffer = await book.xlsx.writeBuffer();
    const url = URL.createObjectURL(
      new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.xlsx`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    notify.success(t('documents.generated'));
    return true;
  } catch (error) {
    console.error(error);
    notify.error(t('documents.failed'));
    return false;
  } finally {
    inFlight.delete(fileName);
  }
}
