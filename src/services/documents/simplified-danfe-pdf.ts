import type { jsPDF } from 'jspdf';
import { formatDateTime, formatMoney, formatQuantity } from '../format';
import { t } from '../i18n';
import { fileSafe, runPrint } from './deliver';
import type { DocumentCompany, DocumentOrder } from './document-types';
import { drawAccessKey, type NfePrintOptions, optionalLogo, requirePrintable, textLines } from './nfe-parts';
import { itemTotal, orderTotal } from './order-amounts';
import { partyLines } from './parties';
import { contentWidth, createA4, drawBox, drawFooters, drawLogo, drawTable, MARGIN, pdfText } from './pdf';

// The simplified DANFE of the order print menu (doc 2 §2); the rules it shares with the DANFE
// (the attachment check, the access-key barcode, the logo) are in nfe-parts.ts.

/** Simplified DANFE: issuer, number, access key barcode, recipient, total and a short item list. */
export async function buildSimplifiedDanfePdf(
  order: DocumentOrder,
  company?: DocumentCompany | null,
): Promise<jsPDF> {
  const key = requirePrintable(order, 'danfe');
  const doc = await createA4('portrait');
  const logo = await optionalLogo(doc, company);
  const width = contentWidth(doc);
  let y = MARGIN;
  if (logo) {
    drawLogo(doc, logo, MARGIN, y, 110, 38);
  }
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(pdfText(t('documents.danfe.title')), MARGIN + width, y + 14, { align: 'right' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text(
    pdfText(
      `${t('documents.nfe.number', { number: pdfText(order.orderNumber) })} - ${t('documents.nfe.serie', {
        serie: pdfText(order.orderSerie) || '1',
      })} - ${formatDateTime(order.orderDate ?? null)}`,
    ),
    MARGIN + width,
    y + 28,
    { align: 'right' },
  );
  y += 52;

  let inner = drawBox(doc, t('documents.nfe.issuer'), MARGIN, y, width, 54);
  textLines(doc, partyLines(order.sender).slice(0, 4), MARGIN + 6, inner, width - 12, 8);
  y += 62;

  inner = drawBox(doc, t('documents.field.accessKey'), MARGIN, y, width, 86);
  await drawAccessKey(doc, key, MARGIN + 40, inner, width - 80);
  y += 94;

  inner = drawBox(doc, t('documents.nfe.recipient'), MARGIN, y, width, 54);
  textLines(doc, partyLines(order.recipient).slice(0, 4), MARGIN + 6, inner, width - 12, 8);
  y += 62;

  inner = drawBox(doc, t('documents.field.total'), MARGIN, y, width, 30);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.text(formatMoney(orderTotal(order)), MARGIN + 6, inner + 4);
  doc.setFont('helvetica', 'normal');
  y += 40;

  await drawTable(doc, {
    y,
    fontSize: 7.5,
    columns: [
      { header: t('documents.field.sku'), weight: 1.3 },
      { header: t('documents.field.description'), weight: 3.6 },
      { header: t('documents.field.quantity'), weight: 0.9, align: 'right' },
      { header: t('documents.field.priceTotal'), weight: 1.2, align: 'right' },
    ],
    rows: (order.items ?? []).map((item) => [
      pdfText(item.sku),
      pdfText(item.description),
      formatQuantity(item.quantity),
      formatMoney(itemTotal(item)),
    ]),
  });
  drawFooters(doc, formatDateTime(new Date()));
  return doc;
}

/** Order print menu → "Simplified DANFE". Without its attachment: warning toast, no document. */
export function printSimplifiedDanfe(order: DocumentOrder, options: NfePrintOptions = {}) {
  return runPrint(
    `danfe:${pdfText(order.id ?? order.orderNumber)}`,
    `${fileSafe(t('documents.file.danfe'))}-${fileSafe(order.orderNumber)}.pdf`,
    () => buildSimplifiedDanfePdf(order, options.company),
    options.output,
  );
}
