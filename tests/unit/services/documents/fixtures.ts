import type { DocumentCompany, DocumentOrder } from '../../../../src/services/documents/document-types';

/** A valid 1 × 1 PNG. */
export const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const company: DocumentCompany = {
  logo: PNG_LOGO,
  corporateName: 'Demo Logística Ltda',
  fantasyName: 'Demo Logística',
  cnpj: '11222333000181',
};

export const ACCESS_KEY = '35240111222333000181550010000012341000012345';

export const order: DocumentOrder = {
  id: 'ord-1',
  orderNumber: 'PED-1234',
  orderSerie: '1',
  orderDate: '2024-03-05T10:20:00.000Z',
  deliveryDate: '2024-03-09',
  type: 'NEW',
  status: 'PENDING',
  origin: 'MANUAL',
  trackingCode: 'TRK-9',
  accessKey: ACCESS_KEY,
  priceFreight: 25.5,
  priceTransfer: '0',
  additionalInfo: 'Entregar no portão 2 — “frágil”',
  transporter: { nameTransporter: 'Rápido Sul', documentTransporter: '11222333000181' },
  sender: {
    name: 'Demo Logística',
    document: '11222333000181',
    street: 'Rua A',
    number: '10',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01001000',
  },
  recipient: {
    name: 'Cliente Ação',
    document: '52998224725',
    street: 'Av. B',
    number: '200',
    neighborhood: 'Centro',
    city: 'Curitiba',
    state: 'PR',
    postalCode: '80010000',
    phone: '41987654321',
    email: 'cliente@example.com',
  },
  items: [
    { sku: 'SKU-1', description: 'Caixa', quantity: 2, priceUnit: 10, priceTotal: 20 },
    { sku: 'SKU-2', description: 'Fita', quantity: '3', priceUnit: '1.5' },
  ],
  taxes: { priceTotalProducts: 24.5, priceIcms: 0, priceOrder: 50 },
  attachments: [{ type: 'nf-e' }, { type: 'DanfeSimplificado' }, { type: 'Label' }],
};

/** The raw PDF text (jspdf writes uncompressed content streams by default). */
export const pdfSource = (doc: { output(type: 'arraybuffer'): ArrayBuffer }) =>
  new TextDecoder('latin1').decode(doc.output('arraybuffer'));

/** Width and height of every image XObject in the PDF. */
export function imageSizes(source: string): Array<{ width: number; height: number }> {
  const out: Array<{ width: number; height: number }> = [];
  const re = /<<[\s\S]*?\/Subtype \/Image[\s\S]*?>>/g;
  for (const match of source.matchAll(re)) {
    const width = /\/Width (\d+)/.exec(match[0]);
    const height = /\/Height (\d+)/.exec(match[0]);
    if (width && height) out.push({ width: Number(width[1]), height: Number(height[1]) });
  }
  return out;
}

// Compile-time: the orders domain types fit the documents' input types.
import type { Company } from '../../../../src/domain/company.schema';
import type { Order, OrderListRow } from '../../../../src/domain/order-records';

export const fits = (
  o: Order,
  row: OrderListRow,
  c: Company,
): [DocumentOrder, DocumentOrder, DocumentCompany] => [o, row, c];
