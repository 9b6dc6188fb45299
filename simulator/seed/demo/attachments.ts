import { buildAccessKey } from '../../../src/domain/access-key';
import type { AttachmentType } from '../../../src/domain/orders';
import type { AttachmentRow } from '../../store/order-attachments.repo';
import type { OrderRow, OrderSeed } from '../../store/order-tables';
import { minimalPdf, nfeXml, TINY_PNG } from '../files';
import type { CompanyCtx } from './company-context';
import { DEMO_PRODUCT_BARCODE } from './order-ids';
import { pad } from './order-values';

function attachment(
  id: string,
  orderId: string,
  type: AttachmentType,
  fileName: string,
  contentType: string,
  content: Buffer,
  createdAt: string,
): AttachmentRow {
  // a fixed key per seeded file (deterministic), long enough not to be guessed by a console user
  const accessKey = Buffer.from(`${id}:${orderId}:${type}`)
    .toString('base64url')
    .padEnd(24, 'k')
    .slice(0, 24);
  return {
    id,
    orderId,
    type,
    description: fileName,
    fileName,
    contentType,
    size: content.length,
    accessKey,
    content,
    createdAt,
  };
}

/** The demo attachments: all four types on `ord-docs`, some on the principal's other demo orders. */
export function demoAttachments(demo: OrderSeed[], docs: OrderSeed, principal: CompanyCtx): AttachmentRow[] {
  // --- attachments: NF-e PDF + XML, simplified DANFE and label for some principal orders
  const attachments: AttachmentRow[] = [];
  let attachmentN = 0;
  const attach = (order: OrderRow, type: AttachmentType) => {
    attachmentN += 1;
    const id = `att-${pad(attachmentN)}`;
    const created = order.createdAt;
    if (type === 'xml') {
      const xml = nfeXml({
        accessKey:
          order.accessKey ??
          buildAccessKey({
            yearMonth: '2501',
            senderDocument: order.sender.document,
            serie: '1',
            number: order.orderNumber,
          }),
        number: order.orderNumber,
        serie: order.orderSerie,
        issuedAt: order.orderDate,
        sender: order.sender,
        recipient: {
          document: order.recipientDocument,
          name: order.recipientName,
          postalCode: order.recipientPostalCode,
          street: order.recipientStreet,
          number: order.recipientNumber,
          neighborhood: order.recipientNeighborhood,
          city: order.recipientCity,
          state: order.recipientState,
          email: order.recipientEmail,
        },
        items: [
          {
            sku: 'SKU-00001',
            barcode: DEMO_PRODUCT_BARCODE,
            description: 'Item',
            quantity: 1,
            priceUnit: 10,
          },
        ],
      });
      attachments.push(
        attachment(
          id,
          order.id,
          'xml',
          `nfe-${order.orderNumber}.xml`,
          'application/xml',
          Buffer.from(xml),
          created,
        ),
      );
    } else if (type === 'Label') {
      attachments.push(
        attachment(
          id,
          order.id,
          'Label',
          `etiqueta-${order.orderNumber}.png`,
          'image/png',
          TINY_PNG,
          created,
        ),
      );
    } else {
      const title = type === 'nf-e' ? 'NF-e' : 'DANFE simplificado';
      const pdf = minimalPdf([
        `${title} - pedido ${order.orderNumber}`,
        order.recipientName,
        `${order.recipientCity}/${order.recipientState}`,
      ]);
      attachments.push(
        attachment(
          id,
          order.id,
          type,
          `${type.toLowerCase()}-${order.orderNumber}.pdf`,
          'application/pdf',
          pdf,
          created,
        ),
      );
    }
  };
  for (const t of ['nf-e', 'xml', 'DanfeSimplificado', 'Label'] as const) attach(docs.row, t);
  demo
    .filter((o) => o.row.companyDocument === principal.document && o.row.id.startsWith('ord-0'))
    .forEach((o, i) => {
      if (i % 3 === 0) attach(o.row, 'nf-e');
      if (i % 4 === 0) attach(o.row, 'DanfeSimplificado');
      if (i % 5 === 0) attach(o.row, 'Label');
    });
  return attachments;
}
