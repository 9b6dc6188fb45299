import type { FastifyRequest } from 'fastify';
import { accessKeyParts } from '../../src/domain/access-key';
import type { OrderTaxes, Party } from '../../src/domain/order-records';
import { mapsLink } from '../../src/domain/parties';
import { orderMachine } from '../../src/machines/order.machine';
import { geocode } from '../seed/geocode';
import { created } from '../store/decided-status';
import { productLine, recipientColumns } from '../store/order-row-mapping';
import type { OrderItemRow, OrderRow } from '../store/order-tables';
import { viewedCompany } from './http';

// What the imported orders (routes/imports.routes.ts: integration, spreadsheet rows, NF-e XML)
// share: the order row, its parties, its lines, the insert.

export const DAY = 86_400_000;

/** The pieces every imported order shares. */
export function baseRow(
  request: FastifyRequest,
  fields: Pick<
    OrderRow,
    | 'orderNumber'
    | 'orderSerie'
    | 'type'
    | 'orderDate'
    | 'deliveryDate'
    | 'accessKey'
    | 'externalCode'
    | 'sender'
  > & {
    origin: OrderRow['origin'];
    recipient: Party;
    additionalInfo?: string | null;
    taxes: OrderTaxes;
  },
  id: string,
): OrderRow {
  const now = request.now().toISOString();
  return {
    id,
    orderNumber: fields.orderNumber,
    orderSerie: fields.orderSerie,
    orderDate: fields.orderDate,
    deliveryDate: fields.deliveryDate,
    scheduledDelivery: false,
    trackingCode: null,
    type: fields.type,
    status: created(orderMachine), // doc 2 §4: a new order is PENDING
    stage: null,
    origin: fields.origin,
    saleschannelCode: null,
    saleschannelName: null,
    transporterId: null,
    priceFreight: fields.taxes.priceFreight,
    priceTransfer: 0,
    additionalInfo: fields.additionalInfo ?? null,
    companyDocument: viewedCompany(request),
    shipperDocument: null,
    accessKey: fields.accessKey,
    invoiceNumber: fields.accessKey ? (accessKeyParts(fields.accessKey)?.number ?? fields.orderNumber) : null,
    plate: null,
    mechanic: null,
    parentOrderId: null,
    soAttribute: null,
    externalCode: fields.externalCode,
    taxes: fields.taxes,
    sender: fields.sender,
    ...recipientColumns(fields.recipient),
    createdAt: now,
    updatedAt: now,
  };
}

/** A party from a register row or an address (coordinates geocoded). */
export function placed(p: Omit<Party, 'lat' | 'long' | 'maps'>): Party {
  const point = geocode(p);
  return { ...p, lat: point.lat, long: point.long, maps: mapsLink(point.lat, point.long) };
}

/** The company itself as a sender, when it has no registered sender. */
export function companyAsSender(request: FastifyRequest): Party {
  const c = request.store.companies.byDocument(viewedCompany(request));
  return placed({
    id: `sender-${c?.cnpj ?? 'company'}`,
    document: c?.cnpj ?? viewedCompany(request),
    additionalDocument: c?.ie || null,
    name: c?.corporateName ?? '',
    fantasyName: c?.fantasyName || null,
    postalCode: c?.postalCode ?? '01310100',
    street: c?.street ?? '',
    number: c?.number ?? '',
    additionalAddress: c?.complement || null,
    neighborhood: c?.neighborhood ?? '',
    city: c?.city ?? '',
    state: c?.state ?? 'SP',
    country: c?.country ?? 'Brasil',
    email: c?.email || null,
    phone: c?.phone || null,
  });
}

export function registered(
  request: FastifyRequest,
  kind: 'recipient' | 'sender',
  salt: number,
): Party | null {
  const { parties, total } = request.store.parties.list({
    companyDocument: viewedCompany(request),
    kind,
    page: 1,
    take: 50,
  });
  if (total === 0) return null;
  const { companyDocument: _c, kind: _k, ...p } = parties[salt % parties.length];
  return p;
}

export function insertOrder(
  request: FastifyRequest,
  row: OrderRow,
  lines: Array<Omit<OrderItemRow, 'id' | 'orderId' | 'position'>>,
): void {
  const ids = request.store.orders.nextItemIds(lines.length);
  request.store.orders.insert({
    row,
    items: lines.map((l, i) => ({ ...l, id: ids[i], orderId: row.id, position: i + 1 })),
  });
}

/** Lines from the company's active products, chosen by the import code (deterministic). */
export function productLines(
  request: FastifyRequest,
  salt: number,
): Array<Omit<OrderItemRow, 'id' | 'orderId' | 'position'>> {
  const { products } = request.store.products.listActive({
    companyDocument: viewedCompany(request),
    page: 1,
    take: 50,
  });
  const count = products.length === 0 ? 0 : 1 + (salt % 2);
  return Array.from({ length: count }, (_, i) => {
    const p = products[(salt + i * 7) % products.length];
    const quantity = 1 + ((salt >>> (i + 3)) % 5);
    return { ...productLine(p, quantity), isChecked: false, notBelong: false };
  });
}
