import type { jsPDF } from 'jspdf';
import { fileDay } from '../../domain/date-format';
import { formatCount, formatDateTime } from '../format';
import { t } from '../i18n';
import { fileSafe, runPrint } from './deliver';
import type { DocumentCompany, PrintOptions } from './document-types';
import { type LogoImage, loadLogo } from './logo';
import { createA4, drawFooters, drawHeader, drawTable, MARGIN, pdfText } from './pdf';

// List reports ("print report" of /occurrence, /invoice and other lists — doc 2 §2): A4 landscape
// (DESIGN §4), a header with the company logo when a company is given (required then, doc 2 §8),
// the title, an optional subtitle (period, filters) and the record count, then the rows as a table
// whose header repeats on every page. Values are formatted by the columns (money with formatMoney,
// so R$ values come out as on screen).

export interface ReportColumn<Row> {
  header: string;
  /** the cell text; numbers and money should already be formatted (formatMoney, formatQuantity) */
  value: (row: Row) => string | number | null | undefined;
  /** relative width (default 1) */
  weight?: number;
  align?: 'left' | 'right' | 'center';
}

/** A grouped summary printed after the rows (doc 1 §9 buckets in the route reports): a titled
 * table of label → count. */
export interface ReportSummary {
  title: string;
  rows: [label: string, count: number][];
}

export interface ReportOptions extends PrintOptions {
  /** draws the company's logo and name in the header; a company without logo → error toast */
  company?: DocumentCompany | null;
  /** a line under the title, e.g. the period */
  subtitle?: string;
  /** file name without extension (default: the title) */
  fileName?: string;
  /** grouped counts after the rows */
  summaries?: readonly ReportSummary[];
}

export async function buildReportPdf<Row>(
  title: string,
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  options: Omit<ReportOptions, 'output' | 'fileName'> = {},
): Promise<jsPDF> {
  const doc = await createA4('landscape');
  const logo: LogoImage | null = options.company ? await loadLogo(doc, options.company.logo) : null;
  const companyName = pdfText(options.company?.fantasyName) || pdfText(options.company?.corporateName);
  const y = drawHeader(doc, {
    logo,
    title,
    lines: [companyName, options.subtitle ?? '', t('documents.report.count', { count: rows.length })],
  });
  const cells = rows.map((row) => columns.map((c) => pdfText(c.value(row))));
  let next = y;
  if (cells.length === 0) {
    doc.setFontSize(10);
    doc.text(pdfText(t('documents.report.empty')), MARGIN, y + 10);
    next = y + 24;
  } else {
    next = await drawTable(doc, {
      y,
      columns: columns.map((c) => ({ header: c.header, weight: c.weight, align: c.align })),
      rows: cells,
      fontSize: 8,
    });
  }
  for (const summary of options.summaries ?? [])
    next = await drawTable(doc, {
      y: next,
      columns: [
        { header: summary.title, weight: 3 },
        { header: t('documents.report.summaryCount'), align: 'right' },
      ],
      rows: summary.rows.map(([label, count]) => [label, formatCount(count)]),
      fontSize: 8,
    });
  drawFooters(doc, formatDateTime(new Date()));
  return doc;
}

/** "Print report" of a list: a landscape A4 PDF of the given rows. Answers true when delivered. */
export function printReport<Row>(
  title: string,
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  options: ReportOptions = {},
) {
  const day = fileDay();
  return runPrint(
    `report:${title}`,
    `${fileSafe(options.fileName ?? title)}-${day}.pdf`,
    () => buildReportPdf(title, columns, rows, options),
    options.output,
  );
}
