import type { jsPDF } from 'jspdf';
import { formatPostalCode } from '../display-masks';
import { formatDate, formatDateTime } from '../format';
import { t } from '../i18n';
import { canPrint } from './availability';
import { drawBarcode } from './barcode';
import { fileSafe, runPrint } from './deliver';
import { DocumentError } from './document-error';
import type { DocumentCompany, DocumentOrder, PrintOptions } from './document-types';
import { loadLogo } from './logo';
import { cityLine, partyLines, streetLine } from './parties';
import { createA4, drawLogo, MARGIN, pdfText } from './pdf';

// Shipping label of the order print menu (doc 2 §2; like the other printables it needs its
// attachment, availability.ts): one 100 × 150 mm label at the top of an A4
// page (doc 2 §9: PDF A4), with sender, recipient in large type, the order number as a CODE128
// barcode (doc 2 §9), transporter and tracking code. With a company, its logo heads the label and
// is required (doc 2 §8).

export const LABEL_SIZE = { width: 283.46, height: 425.2 } as const; // 100 × 150 mm in points

export interface LabelPrintOptions extends PrintOptions {
  company?: DocumentCompany | null;
}

/** The value the label's barcode carries: the order number. */
export const labelBarcodeValue = (order: DocumentOrder) => pdfText(order.orderNumber) || pdfText(order.id);

export async function buildLabelPdf(order: DocumentOrder, company?: DocumentCompany | null): Promise<jsPDF> {
  if (!canPrint(order, 'label')) throw new DocumentError('documents.notAssigned', 'warning');
  const doc = await createA4('portrait');
  const logo = company ? await loadLogo(doc, company.logo) : null;
  const x = MARGIN;
  const w = LABEL_SIZE.width;
  const pad = 10;
  let y = MARGIN;
  doc.setDrawColor(0);
  doc.setLineWidth(1);
  doc.rect(x, y, w, LABEL_SIZE.height);
  doc.setLineWidth(0.5);

  // Head: logo and order number.
  if (logo) drawLogo(doc, logo, x + pad, y + pad, 100, 32);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.text(pdfText(t('documents.label.order')), x + w - pad, y + pad + 8, { align: 'right' });
  doc.setFontSize(16);
  doc.text(pdfText(order.orderNumber), x + w - pad, y + pad + 26, { align: 'right' });
  y += 52;
  doc.line(x, y, x + w, y);

  // Sender, small.
  doc.setFontSize(7);
  doc.text(pdfText(t('documents.field.sender')).toUpperCase(), x + pad, y + 11);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(7.5);
  let ly = y + 21;
  for (const line of partyLines(order.sender).slice(0, 4)) {
    const wrapped = doc.splitTextToSize(pdfText(line), w - 2 * pad) as string[];
    doc.text(wrapped, x + pad, ly);
    ly += wrapped.length * 9;
  }
  y = Math.max(ly, y + 64);
  doc.line(x, y, x + w, y);

  // Recipient, large.
  const recipient = order.recipient ?? null;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(7);
  doc.text(pdfText(t('documents.field.recipient')).toUpperCase(), x + pad, y + 11);
  doc.setFontSize(12);
  ly = y + 26;
  const name = doc.splitTextToSize(
    pdfText(recipient?.name) || pdfText(recipient?.fantasyName) || '-',
    w - 2 * pad,
  ) as string[];
  doc.text(name, x + pad, ly);
  ly += name.length * 14;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9.5);
  for (const line of [streetLine(recipient), cityLine(recipient)].filter(Boolean)) {
    const wrapped = doc.splitTextToSize(line, w - 2 * pad) as string[];
    doc.text(wrapped, x + pad, ly);
    ly += wrapped.length * 12;
  }
  if (pdfText(recipient?.postalCode)) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(13);
    doc.text(formatPostalCode(pdfText(recipient?.postalCode)), x + pad, ly + 4);
    doc.setFont('helvetica', 'normal');
    ly += 18;
  }
  y = Math.max(ly, y + 110);
  doc.line(x, y, x + w, y);

  // Barcode of the order number.
  const value = labelBarcodeValue(order);
  y = await drawBarcode(doc, value, { x: x + pad + 6, y: y + 10, width: w - 2 * pad - 12, height: 56 });
  doc.line(x, y + 4, x + w, y + 4);

  // Transporter and tracking.
  doc.setFontSize(8);
  const facts: Array<[string, string]> = [
    [t('documents.field.transporter'), pdfText(order.transporter?.nameTransporter)],
    [t('documents.field.trackingCode'), pdfText(order.trackingCode)],
    [t('documents.field.deliveryDate'), formatDate(order.deliveryDate ?? null)],
  ];
  ly = y + 16;
  for (const [label, text] of facts) {
    if (!text) continue;
    doc.setFont('helvetica', 'bold');
    doc.text(`${pdfText(label)}:`, x + pad, ly);
    doc.setFont('helvetica', 'normal');
    doc.text(text, x + pad + 90, ly);
    ly += 11;
  }
  doc.setFontSize(6.5);
  doc.setTextColor(110);
  doc.text(
    pdfText(t('documents.generatedAt', { date: formatDateTime(new Date()) })),
    x + pad,
    MARGIN + LABEL_SIZE.height - 6,
  );
  doc.setTextColor(0);
  return doc;
}

/** Order print menu → "Label": the shipping label with the order number as a CODE128 barcode. */
export function printLabel(order: DocumentOrder, options: LabelPrintOptions = {}) {
  return runPrint(
    `label:${pdfText(order.id ?? order.orderNumber)}`,
    `${fileSafe(t('documents.file.label'))}-${fileSafe(order.orderNumber)}.pdf`,
    () => buildLabelPdf(order, options.company),
    options.output,
  );
}
