import type { jsPDF } from 'jspdf';
import type { Company } from '../../domain/company.schema';
import { fileDay } from '../../domain/date-format';
import type { OutboundRecord } from '../../domain/operations';
import { formatDate, formatDateTime, formatQuantity } from '../format';
import { t } from '../i18n';
import { fetchCompanyByDocument } from '../outbound.api';
import { fileSafe, runPrint } from './deliver';
import { loadLogo } from './logo';
import { partyLines } from './parties';
import {
  createA4,
  drawFields,
  drawFooters,
  drawHeader,
  drawSectionTitle,
  drawTable,
  MARGIN,
  pageWidth,
} from './pdf';
import { printReport, type ReportColumn } from './report-pdf';

// The outbound's documents (doc 3 §2 Outbound "Reports", §7 "GET company by document for the draft
// report"): the dispatch report, a landscape list of every product line it ships (report-pdf.ts),
// and the boarding draft — the stored url when the platform has one, else a PDF generated here
// from the company's data (fetched by the outbound's company document), the outbound's transporter
// and its orders with their volumes, with signature lines for the loading.
// Both are saved as files named after the outbound and the user's local day
// ("relatorio-expedicao-out-000001-2026-12-07.pdf"), as the list exports are: doc 3 §2 says the
// report "opens"; issue 31 asked for a download, since a `blob:` tab has no name to find it by
// later and a handheld loses it among its tabs.

/** One product line of an outbound, as the dispatch report lists it (an order without product
 * lines is one row with only its order, volumes and status). */
export interface DispatchRow {
  order: string;
  volumes: number;
  code: string;
  description: string;
  barcode: string;
  un: string;
  /** null on an order without product lines */
  quantity: number | null;
  batch: string;
  expire: string;
  position: string;
  status: string;
}

/** Every product line of every order; an order without lines still has its row, so every
 * order the outbound dispatches is on the report (issue 31) (pure). */
export function dispatchRows(record: OutboundRecord): DispatchRow[] {
  return record.items.flatMap((item): DispatchRow[] => {
    if (item.order.items.length === 0)
      return [
        {
          order: item.order.orderNumber,
          volumes: item.volumes.length,
          code: '',
          description: '',
          barcode: '',
          un: '',
          quantity: null,
          batch: '',
          expire: '',
          position: '',
          status: item.status,
        },
      ];
    return item.order.items.map((line) => ({
      order: item.order.orderNumber,
      volumes: item.volumes.length,
      code: line.product?.manufactorCode ?? '',
      description: line.description,
      barcode: line.barcode ?? '',
      un: line.un,
      quantity: line.quantity,
      batch: line.productBatch ?? '',
      expire: line.productExpire ? formatDate(line.productExpire) : '',
      position: line.position?.code ?? '',
      status: line.status,
    }));
  });
}

export function dispatchColumns(): ReportColumn<DispatchRow>[] {
  const h = (id: string) => t(`outbound.report.${id}`);
  return [
    { header: h('order'), value: (r) => r.order },
    { header: h('volumes'), value: (r) => r.volumes, weight: 0.6, align: 'right' },
    { header: h('code'), value: (r) => r.code },
    { header: h('description'), value: (r) => r.description, weight: 2.2 },
    { header: h('barcode'), value: (r) => r.barcode, weight: 1.3 },
    { header: h('un'), value: (r) => r.un, weight: 0.5 },
    { header: h('quantity'), value: (r) => formatQuantity(r.quantity), weight: 0.8, align: 'right' },
    { header: h('batch'), value: (r) => r.batch },
    { header: h('expire'), value: (r) => r.expire },
    { header: h('position'), value: (r) => r.position },
    { header: h('status'), value: (r) => t(`operations.status.${r.status}`) },
  ];
}

/** The dispatch report: landscape (doc 3 §2), saved as relatorio-expedicao-<code>-<day>.pdf (the
 * day added by printReport). */
export function printDispatchReport(record: OutboundRecord) {
  const subtitle = [
    `${record.code} - ${formatDate(record.outboundDate)}`,
    record.transportador
      ? `${t('outbound.detail.transporter')}: ${record.transportador.nameTransporter}`
      : '',
    record.position ? `${t('outbound.detail.position')}: ${record.position.code}` : '',
  ]
    .filter(Boolean)
    .join(' - ');
  return printReport(t('outbound.report.title'), dispatchColumns(), dispatchRows(record), {
    subtitle,
    fileName: `${t('outbound.report.file')}-${record.code}`,
    output: 'download',
  });
}

/** The generated boarding draft (portrait A4): company, outbound facts, orders, signatures. */
export async function buildBoardingDraftPdf(record: OutboundRecord, company: Company): Promise<jsPDF> {
  const doc = await createA4('portrait');
  // Ours: the logo is drawn when the company has one; the draft is not refused without it (it is
  // a loading document, not a company print).
  const logo = company.logo ? await loadLogo(doc, company.logo).catch(() => null) : null;
  let y = drawHeader(doc, {
    logo,
    title: t('outbound.draft.title'),
    lines: partyLines({
      name: company.corporateName,
      fantasyName: company.fantasyName,
      document: company.cnpj,
      street: company.street,
      number: company.number,
      neighborhood: company.neighborhood,
      city: company.city,
      state: company.state,
      postalCode: company.postalCode,
      email: company.email,
      phone: company.phone,
    }),
  });
  const volumes = record.items.reduce((n, i) => n + i.volumes.length, 0);
  y = drawFields(
    doc,
    [
      [t('outbound.detail.number'), record.code],
      [t('operations.detail.date'), formatDate(record.outboundDate)],
      [t('outbound.detail.transporter'), record.transportador?.nameTransporter ?? ''],
      [t('outbound.detail.position'), record.position?.code ?? ''],
      [t('operations.detail.ordersCount'), String(record.items.length)],
      [t('operations.detail.volumes'), String(volumes)],
    ],
    y,
  );
  y = drawSectionTitle(doc, t('outbound.draft.orders'), y + 6);
  y = await drawTable(doc, {
    y: y + 4,
    columns: [
      { header: t('outbound.report.order') },
      { header: t('outbound.report.volumes'), weight: 0.5, align: 'right' },
      { header: t('outbound.draft.barcodes'), weight: 2.5 },
      { header: t('outbound.report.status'), weight: 0.8 },
    ],
    rows: record.items.map((i) => [
      i.order.orderNumber,
      String(i.volumes.length),
      i.volumes.map((v) => v.barcode).join(', '),
      t(`operations.status.${i.status}`),
    ]),
  });
  const half = (pageWidth(doc) - 2 * MARGIN - 24) / 2;
  const signY = Math.min(y + 60, doc.internal.pageSize.getHeight() - MARGIN - 30);
  doc.setFontSize(8.5);
  [t('outbound.draft.driver'), t('outbound.draft.checker')].forEach((label, i) => {
    const x = MARGIN + i * (half + 24);
    doc.line(x, signY, x + half, signY);
    doc.text(label, x, signY + 11);
  });
  drawFooters(doc, formatDateTime(new Date()));
  return doc;
}

/** doc 3 §2: "A boarding draft opens the stored url if one exists; otherwise one is generated
 * from company data." Answers true when it reached the user. */
export async function openBoardingDraft(record: OutboundRecord): Promise<boolean> {
  if (record.url) {
    window.open(record.url, '_blank', 'noopener');
    return true;
  }
  return runPrint(
    `boarding-draft:${record.id}`,
    `${fileSafe(t('outbound.draft.file'))}-${fileSafe(record.code)}-${fileDay()}.pdf`,
    async () => {
      const company = await fetchCompanyByDocument(record.companyDocument);
      return buildBoardingDraftPdf(record, company);
    },
    'download',
  );
}
