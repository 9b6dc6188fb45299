import type { jsPDF } from 'jspdf';
import { t } from '../i18n';
import type { LogoImage } from './logo';

// Page set-up and drawing helpers shared by every PDF of the console (DESIGN §4: jspdf, loaded
// lazily). doc 2 §9: "PDF A4 (595.28 x 841.89)"; list reports are landscape (DESIGN §4).

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 36;

export type Orientation = 'portrait' | 'landscape';

/** A blank A4 document in points; jspdf is imported only when the first document is built. */
export async function createA4(orientation: Orientation = 'portrait'): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation });
  doc.setFont('helvetica', 'normal');
  doc.setLineWidth(0.5);
  return doc;
}

export const pageWidth = (doc: jsPDF) => doc.internal.pageSize.getWidth();
export const pageHeight = (doc: jsPDF) => doc.internal.pageSize.getHeight();
export const contentWidth = (doc: jsPDF) => pageWidth(doc) - 2 * MARGIN;

// The standard PDF fonts cover Latin-1 (every accent of pt-BR and es); characters outside it are
// replaced with their nearest plain form so no text turns into garbage.
const REPLACEMENTS: Record<string, string> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2026': '...',
  '\u202F': ' ',
  '\u2022': '-',
};

/** Any value as text the standard fonts can draw (empty for null and undefined). */
export function pdfText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(/[^\n\x20-\xFF]/g, (ch) => REPLACEMENTS[ch] ?? (/\s/.test(ch) ? ' ' : '?'))
    .trim();
}

/** A message id translated, or the code itself when the locale files have no text for it. */
export function codeLabel(prefix: string, code: unknown): string {
  const text = pdfText(code);
  if (!text) return '';
  const id = `${prefix}.${text}`;
  const translated = t(id);
  return translated === id ? text : translated;
}

/** Draws the logo fitted into a box (aspect kept), top-left aligned. */
export function drawLogo(
  doc: jsPDF,
  logo: LogoImage,
  x: number,
  y: number,
  maxW: number,
  maxH: number,
): void {
  const scale = Math.min(maxW / logo.width, maxH / logo.height);
  doc.addImage(logo.data, logo.format, x, y, logo.width * scale, logo.height * scale, 'company-logo');
}

export interface HeaderOptions {
  logo?: LogoImage | null;
  title: string;
  /** smaller lines under the title (company name, document, period…) */
  lines?: string[];
}

/** Logo on the left, title and lines on the right; answers the y below the header. */
export function drawHeader(doc: jsPDF, { logo, title, lines = [] }: HeaderOptions): number {
  const top = MARGIN;
  const logoBox = { w: 130, h: 44 };
  if (logo) drawLogo(doc, logo, MARGIN, top, logoBox.w, logoBox.h);
  const right = pageWidth(doc) - MARGIN;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(15);
  doc.text(pdfText(title), right, top + 14, { align: 'right' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  let y = top + 28;
  for (const line of lines) {
    if (!line) continue;
    doc.text(pdfText(line), right, y, { align: 'right' });
    y += 11;
  }
  const bottom = Math.max(top + logoBox.h, y - 4) + 8;
  doc.setDrawColor(160);
  doc.line(MARGIN, bottom, right, bottom);
  return bottom + 14;
}

/** "Page n of m" and the generation time at the foot of every page. */
export function drawFooters(doc: jsPDF, generatedAt: string): void {
  const total = doc.getNumberOfPages();
  for (let page = 1; page <= total; page++) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(7.5);
    doc.setTextColor(110);
    const y = pageHeight(doc) - MARGIN / 2;
    doc.text(pdfText(t('documents.generatedAt', { date: generatedAt })), MARGIN, y);
    doc.text(pdfText(t('documents.page', { page, total })), pageWidth(doc) - MARGIN, y, { align: 'right' });
    doc.setTextColor(0);
  }
}

/** A section title; answers the y below it. Starts a new page when too close to the bottom. */
export function drawSectionTitle(doc: jsPDF, title: string, y: number): number {
  let at = y;
  if (at + 40 > pageHeight(doc) - MARGIN) {
    doc.addPage();
    at = MARGIN;
  }
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.text(pdfText(title), MARGIN, at);
  doc.setFont('helvetica', 'normal');
  return at + 6;
}

/** Pairs of label and value in a grid of `perRow` cells; empty values show a dash. */
export function drawFields(
  doc: jsPDF,
  fields: ReadonlyArray<readonly [string, string]>,
  y: number,
  options: { x?: number; width?: number; perRow?: number } = {},
): number {
  const x = options.x ?? MARGIN;
  const width = options.width ?? contentWidth(doc);
  const perRow = options.perRow ?? 3;
  const cellW = width / perRow;
  let rowY = y + 10;
  let rowHeight = 0;
  fields.forEach(([label, value], index) => {
    const col = index % perRow;
    if (col === 0 && index > 0) {
      rowY += rowHeight + 6;
      rowHeight = 0;
    }
    const cx = x + col * cellW;
    doc.setFontSize(7);
    doc.setTextColor(100);
    doc.text(pdfText(label), cx, rowY);
    doc.setTextColor(0);
    doc.setFontSize(9);
    const lines = doc.splitTextToSize(pdfText(value) || '-', cellW - 8) as string[];
    doc.text(lines, cx, rowY + 10);
    rowHeight = Math.max(rowHeight, 10 + lines.length * 10.5);
  });
  return rowY + rowHeight + 8;
}

export interface TableColumn {
  header: string;
  /** relative width; the columns share the available width in these proportions */
  weight?: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableOptions {
  columns: readonly TableColumn[];
  rows: ReadonlyArray<readonly string[]>;
  y: number;
  fontSize?: number;
  /** where the table starts on the pages it continues on */
  topOnNewPage?: number;
}

/**
 * A table with a shaded header row, wrapped cells and the header repeated on every page, drawn by
 * jspdf-autotable (imported with the first table, as jspdf is with the first document). Answers
 * the y below the table.
 */
export async function drawTable(doc: jsPDF, options: TableOptions): Promise<number> {
  const { autoTable } = await import('jspdf-autotable');
  const totalWeight = options.columns.reduce((sum, c) => sum + (c.weight ?? 1), 0);
  autoTable(doc, {
    startY: options.y,
    head: [options.columns.map((c) => pdfText(c.header))],
    body: options.rows.map((row) => row.map(pdfText)),
    margin: { left: MARGIN, right: MARGIN, top: options.topOnNewPage ?? MARGIN, bottom: MARGIN + 6 },
    theme: 'plain',
    showHead: 'everyPage',
    styles: {
      font: 'helvetica',
      fontSize: options.fontSize ?? 8,
      cellPadding: 3,
      overflow: 'linebreak',
      textColor: 0,
      lineColor: 205,
      lineWidth: { bottom: 0.5 },
    },
    headStyles: { fontStyle: 'bold', fillColor: [230, 233, 238] },
    // the columns share the content width in proportion to their weights
    columnStyles: Object.fromEntries(
      options.columns.map((c, i) => [
        i,
        { cellWidth: ((c.weight ?? 1) / totalWeight) * contentWidth(doc), halign: c.align ?? 'left' },
      ]),
    ),
  });
  doc.setFont('helvetica', 'normal');
  return lastTableBottom(doc) + 12;
}

/** jspdf-autotable leaves the last table on the document (its documented `doc.lastAutoTable`). */
const lastTableBottom = (doc: jsPDF): number =>
  (doc as jsPDF & { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? MARGIN;

/** A titled box (DANFE blocks); answers the y inside it where content starts. */
export function drawBox(doc: jsPDF, title: string, x: number, y: number, w: number, h: number): number {
  doc.setDrawColor(90);
  doc.rect(x, y, w, h);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(6.5);
  doc.text(pdfText(title).toUpperCase(), x + 3, y + 8);
  doc.setFont('helvetica', 'normal');
  return y + 18;
}
