import type { jsPDF } from 'jspdf';
import { t } from '../i18n';
import { contentWidth, drawTable, MARGIN, pageHeight, pdfText, type TableOptions } from './pdf';

// The blocks of the checklist PDFs (checklist-pdf.ts): each block is measured before it is drawn
// and starts a new page when it would not fit, so a group (a section's fields, a mechanic group,
// a signature with its caption) is never split across pages (issue 16). Sizes in points.

/** Where the page's usable height ends (the footer sits below). */
const bottomOf = (doc: jsPDF) => pageHeight(doc) - MARGIN - 8;

/** `y`, or the top of a new page when `height` does not fit below `y`. */
export function keepTogether(doc: jsPDF, y: number, height: number): number {
  if (y + height <= bottomOf(doc)) return y;
  doc.addPage();
  return MARGIN;
}

const LINE = 10.5;
const TITLE = 18;

function cellLines(doc: jsPDF, value: string, width: number): string[] {
  doc.setFontSize(9);
  return doc.splitTextToSize(pdfText(value) || '-', width - 8) as string[];
}

function fieldsHeight(doc: jsPDF, fields: ReadonlyArray<readonly [string, string]>, perRow: number): number {
  const cellW = contentWidth(doc) / perRow;
  let height = 0;
  for (let i = 0; i < fields.length; i += perRow) {
    const row = fields.slice(i, i + perRow);
    height += 16 + Math.max(...row.map(([, v]) => cellLines(doc, v, cellW).length)) * LINE;
  }
  return height + 4;
}

function title(doc: jsPDF, text: string, y: number): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor(0);
  doc.text(pdfText(text), MARGIN, y + 10);
  doc.setDrawColor(190);
  doc.line(MARGIN, y + 13, MARGIN + contentWidth(doc), y + 13);
  doc.setFont('helvetica', 'normal');
  return y + TITLE;
}

/** A titled grid of label / value cells, kept on one page. Answers the y below it. */
export function fieldsBlock(
  doc: jsPDF,
  heading: string,
  fields: ReadonlyArray<readonly [string, string]>,
  y: number,
  perRow = 3,
): number {
  let at = keepTogether(doc, y, TITLE + fieldsHeight(doc, fields, perRow));
  at = title(doc, heading, at);
  const cellW = contentWidth(doc) / perRow;
  for (let i = 0; i < fields.length; i += perRow) {
    const row = fields.slice(i, i + perRow);
    let rowHeight = 0;
    row.forEach(([label, value], col) => {
      const x = MARGIN + col * cellW;
      doc.setFontSize(7);
      doc.setTextColor(100);
      doc.text(pdfText(label), x, at + 8);
      doc.setTextColor(0);
      const lines = cellLines(doc, value, cellW);
      doc.text(lines, x, at + 18);
      rowHeight = Math.max(rowHeight, 16 + lines.length * LINE);
    });
    at += rowHeight;
  }
  return at + 4;
}

/** A titled paragraph (wrapped to the page width); long texts continue on the next page. */
export function textBlock(doc: jsPDF, heading: string, text: string, y: number): number {
  doc.setFontSize(9);
  const lines = doc.splitTextToSize(pdfText(text) || '-', contentWidth(doc)) as string[];
  let at = keepTogether(doc, y, TITLE + Math.min(lines.length, 6) * LINE + 6);
  at = title(doc, heading, at);
  doc.setFontSize(9);
  for (const line of lines) {
    at = keepTogether(doc, at, LINE);
    doc.text(line, MARGIN, at + 8);
    at += LINE;
  }
  return at + 8;
}

/** A mark table: one row per item, one column per mark, an X under the chosen one. */
export function marksBlock(
  doc: jsPDF,
  heading: string,
  rows: ReadonlyArray<readonly [string, string | null | undefined]>,
  marks: ReadonlyArray<readonly [string, string]>,
  y: number,
): number {
  const rowH = 13;
  let at = keepTogether(doc, y, TITLE + (rows.length + 1) * rowH + 6);
  at = title(doc, heading, at);
  const markW = 62;
  const labelW = contentWidth(doc) - marks.length * markW;
  doc.setFontSize(7);
  doc.setTextColor(100);
  marks.forEach(([, label], i) => {
    doc.text(pdfText(label), MARGIN + labelW + i * markW + markW / 2, at + 8, { align: 'center' });
  });
  doc.setTextColor(0);
  at += rowH;
  doc.setFontSize(8.5);
  for (const [label, chosen] of rows) {
    doc.text(pdfText(label), MARGIN, at + 8);
    doc.setDrawColor(60);
    marks.forEach(([code], i) => {
      const cx = MARGIN + labelW + i * markW + markW / 2;
      doc.rect(cx - 4.5, at + 1, 9, 9);
      if (chosen === code) doc.text('X', cx, at + 8.5, { align: 'center' });
    });
    doc.setDrawColor(225);
    doc.line(MARGIN, at + rowH - 1, MARGIN + contentWidth(doc), at + rowH - 1);
    at += rowH;
  }
  return at + 8;
}

const imageFormat = (data: string) => (/^data:image\/jpe?g/i.test(data) ? 'JPEG' : 'PNG');

/** Images in a row (signatures, drawing, photos), each with its caption; absent ones say so. An
 * empty heading draws none (the images belong to the block above). */
export function imagesBlock(
  doc: jsPDF,
  heading: string,
  images: ReadonlyArray<readonly [string, string | null | undefined]>,
  y: number,
  box = { w: 160, h: 80 },
): number {
  const perRow = Math.max(1, Math.floor(contentWidth(doc) / (box.w + 12)));
  let at = y;
  for (let i = 0; i < Math.max(images.length, 1); i += perRow) {
    const titled = i === 0 && heading !== '';
    at = keepTogether(doc, at, (titled ? TITLE : 0) + box.h + 22);
    if (titled) at = title(doc, heading, at);
    images.slice(i, i + perRow).forEach(([caption, data], col) => {
      const x = MARGIN + col * (box.w + 12);
      doc.setDrawColor(200);
      doc.rect(x, at + 2, box.w, box.h);
      if (data && /^data:image\/(png|jpe?g);base64,/i.test(data)) {
        try {
          const { width, height } = doc.getImageProperties(data);
          const scale = Math.min((box.w - 4) / width, (box.h - 4) / height);
          doc.addImage(data, imageFormat(data), x + 2, at + 4, width * scale, height * scale);
        } catch {
          doc.setFontSize(8);
          doc.text(pdfText(t('checklists.pdf.unreadable')), x + 6, at + 14);
        }
      } else {
        doc.setFontSize(8);
        doc.setTextColor(120);
        doc.text(pdfText(t('checklists.pdf.none')), x + box.w / 2, at + box.h / 2, { align: 'center' });
        doc.setTextColor(0);
      }
      doc.setFontSize(7.5);
      doc.text(pdfText(caption), x, at + box.h + 12, { maxWidth: box.w });
    });
    at += box.h + 20;
  }
  return at + 4;
}

/** A titled table, kept on one page with its title when it fits on one (a long budget runs on,
 * its header repeated). Answers the y below it. */
export async function tableBlock(
  doc: jsPDF,
  heading: string,
  options: Omit<TableOptions, 'y'>,
  y: number,
): Promise<number> {
  const height = TITLE + (options.rows.length + 1) * 16;
  let at =
    height < pageHeight(doc) - 2 * MARGIN ? keepTogether(doc, y, height) : keepTogether(doc, y, TITLE + 48);
  at = title(doc, heading, at);
  return (await drawTable(doc, { ...options, y: at })) + 6;
}
