import type { FastifyRequest } from 'fastify';
import { parseApiDateTime } from '../../src/domain/api-dates';
import { onlyDigits } from '../../src/domain/documents';
import { DEFAULT_ORDER_SERIE } from '../../src/domain/orders';
import type { ImportRow } from '../../src/domain/orders.schema';
import { baseRow, companyAsSender, DAY, placed, registered } from './imported-orders';
import { taxesFor } from './order-form';

// Spreadsheet rows (data import type order; the console reads the CSV/XLSX file) into orders.

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The orders of a data import's rows: one per orderNumber, its rows as the lines. */
export function rowsToOrders(request: FastifyRequest, rows: ImportRow[]) {
  const groups = new Map<string, ImportRow[]>();
  for (const r of rows) {
    const key = String(r.orderNumber).trim();
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const now = request.now();
  const sender = registered(request, 'sender', 0) ?? companyAsSender(request);
  return [...groups].map(([orderNumber, lines], g) => {
    const first = lines[0];
    const date = (v: string | null | undefined, fallback: Date) =>
      v ? (parseApiDateTime(v) ?? fallback) : fallback;
    const orderDate = date(first.orderDate, now);
    const recipient = placed({
      id: `import-${orderNumber}-recipient`,
      document: onlyDigits(first.recipientDocument),
      additionalDocument: null,
      name: first.recipientName,
      fantasyName: null,
      postalCode: first.postalCode,
      street: first.street,
      number: String(first.number),
      additionalAddress: null,
      neighborhood: first.neighborhood,
      city: first.city,
      state: first.state.toUpperCase(),
      country: 'Brasil',
      email: first.recipientEmail || null,
      phone: first.recipientPhone ? onlyDigits(String(first.recipientPhone)) : null,
    });
    const items = lines.map((l) => {
      const price = l.priceUnit ?? 0;
      return {
        productId: null,
        sku: l.sku.toUpperCase(),
        description: l.description,
        barcode: l.barcode === null || l.barcode === undefined ? null : String(l.barcode),
        rfidcode: null,
        un: 'UN',
        manufactorCode: null,
        productBatch: null,
        productExpire: null,
        quantity: l.quantity,
        priceUnit: price,
        priceTotal: round2(l.quantity * price),
        isChecked: false,
        notBelong: false,
      };
    });
    return {
      orderNumber,
      row: (id: string) =>
        baseRow(
          request,
          {
            orderNumber,
            orderSerie: DEFAULT_ORDER_SERIE,
            type: first.type ?? 'NEW',
            orderDate: orderDate.toISOString(),
            deliveryDate: date(first.deliveryDate, new Date(orderDate.getTime() + 3 * DAY)).toISOString(),
            accessKey: null,
            externalCode: null,
            sender,
            origin: 'IMPORT',
            recipient,
            additionalInfo: first.additionalInfo ?? null,
            taxes: taxesFor(items, 0),
          },
          id,
        ),
      items,
      index: g,
    };
  });
}
