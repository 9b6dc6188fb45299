import { divergences } from '../../../domain/conference';
import type { ReportColumn } from '../../../services/documents/report-pdf';
import { t } from '../../../services/i18n';
import type { ConferenceView } from '../../../services/operations.types';
import { formatQty } from '../shared/format';
import { conferenceLineState } from './conference-answers';

// The print menu of a conference (doc 3 §2 Conference "a print menu (PDF report, Excel)"): the
// checked lines — every product line already read — of every order, as a landscape PDF report
// (services/documents/report-pdf.ts) or an Excel sheet (report-excel.ts); both load jspdf /
// exceljs only when used. Ours (the seed lists no columns): order, barcode, description, unit,
// expected, read, difference (read − expected) and the line's status, the order's number first
// so a divergence is found on the order's paper.

export interface CheckedLine {
  order: string;
  barcode: string | null;
  description: string;
  un: string;
  expected: number;
  read: number;
  difference: number;
  status: string;
}

/** The lines read so far, in order then line order. */
export function checkedLines(record: ConferenceView): CheckedLine[] {
  return record.items.flatMap((item) =>
    item.order.items.flatMap((line) => {
      if (!line.conferred) return [];
      const counted = conferenceLineState(line);
      const difference = divergences([counted])[0]?.difference ?? 0;
      return [
        {
          order: item.order.orderNumber,
          barcode: line.barcode,
          description: line.description,
          un: line.un,
          expected: line.quantity,
          read: line.conferred.quantity,
          difference,
          status: line.conferred.status,
        },
      ];
    }),
  );
}

/** The report's columns; `numbers` keeps quantities as numbers (Excel) instead of formatted text. */
export function checkedColumns(numbers: boolean): ReportColumn<CheckedLine>[] {
  const qty = (v: number) => (numbers ? v : formatQty(v));
  return [
    { header: t('conference.print.order'), value: (l) => l.order },
    { header: t('conference.lines.barcode'), value: (l) => l.barcode, weight: 1.3 },
    { header: t('conference.lines.description'), value: (l) => l.description, weight: 2.5 },
    { header: t('conference.lines.unit'), value: (l) => l.un, weight: 0.6 },
    { header: t('conference.lines.quantity'), value: (l) => qty(l.expected), align: 'right' },
    { header: t('conference.lines.read'), value: (l) => qty(l.read), align: 'right' },
    { header: t('conference.print.difference'), value: (l) => qty(l.difference), align: 'right' },
    { header: t('conference.lines.status'), value: (l) => t(`operations.status.${l.status}`) },
  ];
}

const title = (record: ConferenceView) => t('conference.print.title', { code: record.code });

export async function printConferencePdf(record: ConferenceView) {
  const { printReport } = await import('../../../services/documents/report-pdf');
  return printReport(title(record), checkedColumns(false), checkedLines(record), {
    subtitle: t('conference.print.subtitle', { code: record.code }),
  });
}

export async function exportConferenceExcel(record: ConferenceView) {
  const { exportReportExcel } = await import('../../../services/documents/report-excel');
  return exportReportExcel(title(record), checkedColumns(true), checkedLines(record));
}
