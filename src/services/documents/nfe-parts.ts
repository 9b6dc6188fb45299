import type { jsPDF } from 'jspdf';
import { accessKeyOf, canPrint, formatAccessKey, type OrderDocumentKind } from './availability';
import { drawBarcode } from './barcode';
import { DocumentError } from './document-error';
import type { DocumentCompany, DocumentOrder, PrintOptions } from './document-types';
import { type LogoImage, loadLogo } from './logo';
import { pdfText } from './pdf';

// The pieces both NF-e prints share: the DANFE (nfe-pdf.ts) and the simplified DANFE
// (simplified-danfe-pdf.ts).

export interface NfePrintOptions extends PrintOptions {
  /** the company printing; when given, its logo is drawn and must exist */
  company?: DocumentCompany | null;
}

/** The order's access key (null when it has none), after checking the order has the item. */
export function requirePrintable(order: DocumentOrder, kind: OrderDocumentKind): string | null {
  if (!canPrint(order, kind)) throw new DocumentError('documents.notAssigned', 'warning');
  return accessKeyOf(order);
}

/** The access key as CODE128 bars over its digits in groups of four; a dash when the order has none. */
export async function drawAccessKey(
  doc: jsPDF,
  key: string | null,
  x: number,
  y: number,
  width: number,
): Promise<number> {
  if (!key) {
    doc.setFontSize(9);
    doc.text('-', x + width / 2, y + 14, { align: 'center' });
    return y + 20;
  }
  const barBottom = await drawBarcode(doc, key, { x, y, width, height: 40, showText: false });
  // Courier glyphs are 0.6 em wide: the grouped key (54 characters) is sized to fit the box.
  const text = formatAccessKey(key);
  doc.setFont('courier', 'bold');
  doc.setFontSize(Math.min(9, width / (text.length * 0.6)));
  doc.text(text, x + width / 2, barBottom + 12, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  return barBottom + 12;
}

export async function optionalLogo(
  doc: jsPDF,
  company: DocumentCompany | null | undefined,
): Promise<LogoImage | null> {
  return company ? loadLogo(doc, company.logo) : null;
}

export function textLines(
  doc: jsPDF,
  lines: string[],
  x: number,
  y: number,
  width: number,
  size = 8,
): number {
  doc.setFontSize(size);
  let at = y;
  for (const line of lines) {
    const wrapped = doc.splitTextToSize(pdfText(line), width) as string[];
    doc.text(wrapped, x, at);
    at += wrapped.length * (size + 2);
  }
  return at;
}
