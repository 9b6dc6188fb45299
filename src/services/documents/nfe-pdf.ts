import type { jsPDF } from 'jspdf';
import { formatDocument } from '../display-masks';
import { formatDate, formatDateTime, formatMoney, formatQuantity } from '../format';
import { t } from '../i18n';
import { fileSafe, runPrint } from './deliver';
import { type DocumentCompany, type DocumentOrder, TAX_KEYS } from './document-types';
import { drawAccessKey, type NfePrintOptions, optionalLogo, requirePrintable, textLines } from './nfe-parts';
import { itemTotal, orderTotal } from './order-amounts';
import { cityLine, streetLine } from './parties';
import {
  codeLabel,
  contentWidth,
  createA4,
  drawBox,
  drawFields,
  drawFooters,
  drawLogo,
  drawTable,
  MARGIN,
  pdfText,
} from './pdf';

// NF-e print (DANFE) and simplified DANFE of the order print menu (doc 2 §2). Both are drawn from
// the order's own data; an order without the matching attachment (nf-e / DanfeSimplificado,
// availability.ts) gets the warning "the order does not have the requested item assigned" (doc 2
// §2) and no document. The 44-digit access key, when the order has one, is printed as a CODE128
// barcode (doc 2 §9). With a company, its logo heads the issuer block and
// is required (doc 2 §8).

/** DANFE (A4 portrait) of the order's NF-e. */
export async function buildNfePdf(order: DocumentOrder, company?: DocumentCompany | null): Promise<jsPDF> {
  const key = requirePrintable(order, 'nfe');
  const doc = await createA4('portrait');
  const logo = await optionalLogo(doc, company);
  const width = contentWidth(doc);
  let y = MARGIN;

  // Issuer | DANFE | access key
  const issuerW = width * 0.42;
  const danfeW = width * 0.18;
  const keyW = width - issuerW - danfeW;
  const topH = 118;
  let inner = drawBox(doc, t('documents.nfe.issuer'), MARGIN, y, issuerW, topH);
  const textX = MARGIN + 6;
  if (logo) {
    drawLogo(doc, logo, MARGIN + 6, inner - 4, 80, 34);
    inner += 38;
  }
  doc.setFont('helvetica', 'bold');
  const issuer = order.sender ?? null;
  const issuerName =
    pdfText(issuer?.name) || pdfText(company?.corporateName) || pdfText(company?.fantasyName) || '-';
  textLines(doc, [issuerName], textX, inner, issuerW - 12, 9);
  doc.setFont('helvetica', 'normal');
  textLines(
    doc,
    [streetLine(issuer), cityLine(issuer), pdfText(issuer?.phone)].filter(Boolean),
    textX,
    inner + 12,
    issuerW - 12,
    7.5,
  );

  const danfeX = MARGIN + issuerW;
  doc.rect(danfeX, y, danfeW, topH);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text('DANFE', danfeX + danfeW / 2, y + 20, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(6.5);
  doc.text(
    doc.splitTextToSize(pdfText(t('documents.nfe.subtitle')), danfeW - 8) as string[],
    danfeX + danfeW / 2,
    y + 32,
    {
      align: 'center',
    },
  );
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.text(
    pdfText(t('documents.nfe.number', { number: pdfText(order.orderNumber) })),
    danfeX + danfeW / 2,
    y + 76,
    {
      align: 'center',
    },
  );
  doc.text(
    pdfText(t('documents.nfe.serie', { serie: pdfText(order.orderSerie) || '1' })),
    danfeX + danfeW / 2,
    y + 90,
    {
      align: 'center',
    },
  );
  doc.setFont('helvetica', 'normal');

  const keyX = danfeX + danfeW;
  inner = drawBox(doc, t('documents.field.accessKey'), keyX, y, keyW, topH);
  const keyBottom = await drawAccessKey(doc, key, keyX + 8, inner, keyW - 16);
  doc.setFontSize(6.5);
  doc.text(
    doc.splitTextToSize(pdfText(t('documents.nfe.authenticity')), keyW - 12) as string[],
    keyX + 6,
    keyBottom + 14,
  );
  y += topH;

  // Nature of the operation
  inner = drawBox(doc, t('documents.nfe.operation'), MARGIN, y, width, 26);
  doc.setFontSize(9);
  doc.text(codeLabel('orders.type', order.type) || '-', MARGIN + 6, inner + 2);
  y += 34;

  // Recipient
  const recipient = order.recipient ?? null;
  inner = drawBox(doc, t('documents.nfe.recipient'), MARGIN, y, width, 62);
  y =
    drawFields(
      doc,
      [
        [t('documents.field.name'), pdfText(recipient?.name) || pdfText(recipient?.fantasyName)],
        [t('documents.field.document'), formatDocument(pdfText(recipient?.document))],
        [t('documents.field.orderDate'), formatDate(order.orderDate ?? null)],
        [t('documents.field.address'), streetLine(recipient)],
        [t('documents.field.city'), cityLine(recipient)],
        [t('documents.field.deliveryDate'), formatDate(order.deliveryDate ?? null)],
      ],
      inner - 12,
      { x: MARGIN + 6, width: width - 12 },
    ) + 2;
  y = Math.max(y, inner + 52);

  // Tax calculation: every key, zeros included (a DANFE shows the whole grid).
  const taxes = order.taxes ?? {};
  inner = drawBox(doc, t('documents.nfe.taxes'), MARGIN, y, width, 66);
  drawFields(
    doc,
    TAX_KEYS.map((k) => [t(`documents.tax.${k}`), formatMoney(taxes[k] ?? 0)] as const),
    inner - 12,
    { x: MARGIN + 6, width: width - 12, perRow: 5 },
  );
  y += 74;

  // Transporter
  inner = drawBox(doc, t('documents.nfe.transporter'), MARGIN, y, width, 30);
  doc.setFontSize(8.5);
  const transporter = [
    pdfText(order.transporter?.nameTransporter),
    formatDocument(pdfText(order.transporter?.documentTransporter)),
    pdfText(order.trackingCode) ? `${t('documents.field.trackingCode')}: ${pdfText(order.trackingCode)}` : '',
  ]
    .filter(Boolean)
    .join(' - ');
  doc.text(transporter || '-', MARGIN + 6, inner + 2);
  y += 38;

  // Products
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(6.5);
  doc.text(pdfText(t('documents.nfe.products')).toUpperCase(), MARGIN + 3, y + 6);
  y = await drawTable(doc, {
    y: y + 10,
    fontSize: 7.5,
    columns: [
      { header: t('documents.field.sku'), weight: 1.3 },
      { header: t('documents.field.description'), weight: 3.6 },
      { header: t('documents.field.quantity'), weight: 0.9, align: 'right' },
      { header: t('documents.field.priceUnit'), weight: 1.1, align: 'right' },
      { header: t('documents.field.priceTotal'), weight: 1.2, align: 'right' },
    ],
    rows: (order.items ?? []).map((item) => [
      pdfText(item.sku),
      pdfText(item.description),
      formatQuantity(item.quantity),
      formatMoney(item.priceUnit),
      formatMoney(itemTotal(item)),
    ]),
  });

  // Additional data
  const info = pdfText(order.additionalInfo);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.text(pdfText(`${t('documents.field.total')}: ${formatMoney(orderTotal(order))}`), MARGIN + width, y, {
    align: 'right',
  });
  doc.setFont('helvetica', 'normal');
  if (info) {
    inner = drawBox(doc, t('documents.nfe.additional'), MARGIN, y + 10, width, 60);
    textLines(doc, [info], MARGIN + 6, inner, width - 12, 8);
  }
  drawFooters(doc, formatDateTime(new Date()));
  return doc;
}

/** Order print menu → "NF-e": the DANFE. Without its attachment: warning toast, no document. */
export function printNfe(order: DocumentOrder, options: NfePrintOptions = {}) {
  return runPrint(
    `nfe:${pdfText(order.id ?? order.orderNumber)}`,
    `${fileSafe(t('documents.file.nfe'))}-${fileSafe(order.orderNumber)}.pdf`,
    () => buildNfePdf(order, options.company),
    options.output,
  );
}
