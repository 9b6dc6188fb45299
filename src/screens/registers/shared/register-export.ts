import { fileDay } from '../../../domain/date-format';
import { t } from '../../../services/i18n';
import { notify } from '../../../services/toasts';

// Excel export of a register list (issue 12: "every register list can be exported to Excel —
// users expect it even where the seed is silent"). Ours: the export holds every row the list's
// current filters match (not only the page on screen), with the columns the list shows, in the
// user's language; one sheet named after the register; the file `<register>-yyyy-MM-dd.xlsx`.
// exceljs is loaded on the first export only (DESIGN: heavy libraries lazily).

/** One exported column: its header and the cell of a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
  /** width in characters (default from the header and values) */
  width?: number;
}

/** A list's page fetcher: the same call and filters as the screen, another page and size. */
export type PageFetcher<T> = (page: number, take: number) => Promise<{ rows: T[]; total: number }>;

/** doc 1 §9: the largest page a list call takes. */
const EXPORT_TAKE = 200;
/** Ours: a register export stops at this many rows (a spreadsheet for people, not a backup). */
export const EXPORT_MAX_ROWS = 10_000;

/** Every row the fetcher's filters match, page by page, up to EXPORT_MAX_ROWS. */
export async function fetchAllRows<T>(fetchPage: PageFetcher<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const answer = await fetchPage(page, EXPORT_TAKE);
    rows.push(...answer.rows);
    if (answer.rows.length < EXPORT_TAKE || rows.length >= answer.total) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

/** The workbook's bytes: a bold header row, frozen, with auto filter, then one row per record. */
export async function buildRegisterWorkbook<T>(
  sheetName: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): Promise<ArrayBuffer> {
  const mod = await import('exceljs');
  const ExcelJS = (mod.default ?? mod) as typeof import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Excel limits sheet names to 31 characters without []:*?/\
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const cells = rows.map((row) => columns.map((c) => c.value(row) ?? ''));
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    width:
      c.width ??
      Math.min(60, Math.max(c.header.length, ...cells.slice(0, 200).map((r) => String(r[i]).length)) + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(cells);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function download(bytes: ArrayBuffer, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface RegisterExport<T> {
  /** the register's title: the sheet's name */
  title: string;
  /** the file name's start, e.g. "usuarios" */
  fileName: string;
  columns: readonly ExportColumn<T>[];
  fetchPage: PageFetcher<T>;
}

/** Fetches, builds and downloads; toasts "report generated" or the failure (doc 1 §8 texts of
 * the documents). Answers true when the file reached the user. */
export async function exportRegister<T>(spec: RegisterExport<T>): Promise<boolean> {
  try {
    const rows = await fetchAllRows(spec.fetchPage);
    const bytes = await buildRegisterWorkbook(spec.title, spec.columns, rows);
    const day = fileDay();
    download(bytes, `${spec.fileName}-${day}.xlsx`);
    notify.success(t('documents.generated'));
    return true;
  } catch (error) {
    console.error(error);
    notify.error(t('documents.failed'));
    return false;
  }
}
