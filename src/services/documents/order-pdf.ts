import type { jsPDF } from 'jspdf';
import { stageCode } from '../../domain/orders';
import { formatDocument } from '../display-masks';
import { formatDateTime, formatMoney, formatQuantity } from '../format';
import { t } from '../i18n';
import { fileSafe, runPrint } from './deliver';
import { type DocumentCompany, type DocumentOrder, type PrintOptions, TAX_KEYS } from './document-types';
import { loadLogo } from './logo';
import { itemTotal } from './order-amounts';
import { partyLines } from './parties';
import {
  codeLabel,
  contentWidth,
  createA4,
  drawFields,
  drawFooters,
  drawHeader,
  drawSectionTitle,
  drawTable,
  MARGIN,
  pageHeight,
  pdfText,
} from './pdf';

// The order document of the order print menu (doc 2 §2 "print menu (order, …)"): A4 portrait with
// the company logo, the order's summary (the fields of the detail modal's Summary tab, doc 2 §2),
// sender and recipient, items with R$ values, non-zero taxes and the observation.

const isNonZero = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && Number(value) !== 0;

/** Builds the order PDF (no toasts, no download): used by printOrderPdf and by tests. */
export async function buildOrderPdf(order: DocumentOrder, company: DocumentCompany): Promise<jsPDF> {
  const doc = await createA4('portrait');
  const logo = await loadLogo(doc, company.logo);
  const now = formatDateTime(new Date());
  const companyName = pdfText(company.fantasyName) || pdfText(company.corporateName);
  let y = drawHeader(doc, {
    logo,
    title: t('documents.order.title', { number: pdfText(order.orderNumber) }),
    lines: [companyName, pdfText(company.cnpj) ? formatDocument(pdfText(company.cnpj)) : ''],
  });

  y = drawSectionTitle(doc, t('documents.order.summary'), y);
  y = drawFields(
    doc,
    [
      [t('documents.field.orderNumber'), pdfText(order.orderNumber)],
      [t('documents.field.serie'), pdfText(order.orderSerie) || '1'],
      [t('documents.field.orderDate'), formatDateTime(order.orderDate ?? null)],
      [t('documents.field.deliveryDate'), formatDateTime(order.deliveryDate ?? null)],
      [t('documents.field.type'), codeLabel('orders.type', order.type)],
      [t('documents.field.status'), codeLabel('orders.status', order.status)],
      [t('documents.field.stage'), codeLabel('orders.stage', stageCode(pdfText(order.stage)) ?? order.stage)],
      [t('documents.field.origin'), pdfText(order.origin)],
      [t('documents.field.transporter'), pdfText(order.transporter?.nameTransporter)],
      [t('documents.field.trackingCode'), pdfText(order.trackingCode)],
      [t('documents.field.freight'), formatMoney(order.priceFreight ?? 0)],
      [t('documents.field.transfer'), formatMoney(order.priceTransfer ?? 0)],
    ],
    y,
  );
  if (pdfText(order.accessKey)) {
    y = drawFields(doc, [[t('documents.field.accessKey'), pdfText(order.accessKey)]], y - 8, { perRow: 1 });
  }

  // Sender and recipient side by side.
  const half = contentWidth(doc) / 2;
  const blocks: Array<[string, string[]]> = [
    [t('documents.field.sender'), partyLines(order.sender)],
    [t('documents.field.recipient'), partyLines(order.recipient)],
  ];
  y = drawSectionTitle(doc, `${blocks[0][0]}`, y + 4);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.text(pdfText(blocks[1][0]), MARGIN + half, y - 6);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  let blockBottom = y;
  blocks.forEach(([, lines], index) => {
    const x = MARGIN + index * half;
    let ly = y + 8;
    for (const line of lines) {
      const wrapped = doc.splitTextToSize(pdfText(line), half - 12) as string[];
      doc.text(wrapped, x, ly);
      ly += wrapped.length * 10.5;
    }
    blockBottom = Math.max(blockBottom, ly);
  });
  y = blockBottom + 10;

  const items = order.items ?? [];
  y = drawSectionTitle(doc, t('documents.order.items', { count: items.length }), y);
  y = await drawTable(doc, {
    y: y + 2,
    columns: [
      { header: t('documents.field.sku'), weight: 1.4 },
      { header: t('documents.field.description'), weight: 3.4 },
      { header: t('documents.field.batch'), weight: 1 },
      { header: t('documents.field.quantity'), weight: 0.9, align: 'right' },
      { header: t('documents.field.priceUnit'), weight: 1.2, align: 'right' },
      { header: t('documents.field.priceTotal'), weight: 1.3, align: 'right' },
    ],
    rows: items.map((item) => [
      pdfText(item.sku),
      pdfText(item.description),
      pdfText(item.productBatch),
      formatQuantity(item.quantity),
      formatMoney(item.priceUnit),
      formatMoney(itemTotal(item)),
    ]),
  });

  // doc 2 §2 Summary: "a taxes breakdown (zero values hidden)".
  const taxes = order.taxes ?? {};
  const taxRows = TAX_KEYS.filter((key) => isNonZero(taxes[key])).map((key) => [
    t(`documents.tax.${key}`),
    formatMoney(taxes[key]),
  ]);
  if (taxRows.length > 0) {
    y = drawSectionTitle(doc, t('documents.order.taxes'), y);
    y = await drawTable(doc, {
      y: y + 2,
      columns: [
        { header: t('documents.field.description'), weight: 3 },
        { header: t('documents.field.value'), weight: 1, align: 'right' },
      ],
      rows: taxRows,
    });
  }

  const observation = pdfText(order.additionalInfo);
  if (observation) {
    y = drawSectionTitle(doc, t('documents.field.observation'), y);
    doc.setFontSize(8.5);
    const lines = doc.splitTextToSize(observation, contentWidth(doc)) as string[];
    for (const line of lines) {
      if (y + 12 > pageHeight(doc) - MARGIN) {
        doc.addPage();
        y = MARGIN;
      }
      doc.text(line, MARGIN, y + 8);
      y += 10.5;
    }
  }

  drawFooters(doc, now);
  return doc;
}

/**
 * Order print menu → "Order": the order PDF with the company logo. Without a logo: error toast
 * and no document (doc 2 §8). Answers true when the PDF was delivered.
 */
export function printOrderPdf(order: DocumentOrder, company: DocumentCompany, options: PrintOptions = {}) {
  return runPrint(
    `order:${pdfText(order.id ?? order.orderNumber)}`,
    `${fileSafe(t('documents.file.order'))}-${fileSafe(order.orderNumber)}.pdf`,
    () => buildOrderPdf(order, company),
    options.output,
  );
}
