import { type } from 'arktype';
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessKeyParts, cutImportCode, isAccessKeyLength } from '../../src/domain/access-key';
import { parseApiDateTime } from '../../src/domain/api-dates';
import { onlyDigits } from '../../src/domain/documents';
import { DEFAULT_ORDER_SERIE, type OrderTaxes, type OrderType, type Party } from '../../src/domain/orders';
import { dataImportInput, type ImportRow, processImportInput } from '../../src/domain/orders.schema';
import { mapsLink } from '../../src/domain/parties';
import { badRequest, conflict, notFound } from '../http-error';
import { viewedCompany } from '../orders-area/http';
import { ORDER_MESSAGES, orderMessage } from '../orders-area/messages';
import { geocode } from '../seed/geocode';
import type { OrderItemRow, OrderRow } from '../store/orders.repo';
import { productLine, recipientColumns } from '../store/orders.repo';
import { addRoute } from '../validate';
import { orderView, taxesFor } from './orders.routes';

/**
 * Order import (doc 2 §2 "import of order XML (manual import allowed only when a billing
 * integration is configured)", §5 "Manual order import", §7 POST /process-import, "data import",
 * GET /integrations/{name}). The simulator has no ERP behind it: an integration import makes a
 * deterministic order from the code and the company's registers; a data import reads the rows or
 * the NF-e XML it is given.
 */
const DAY = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The pieces every imported order shares. */
function baseRow(
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
    status: 'PENDING',
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
function placed(p: Omit<Party, 'lat' | 'long' | 'maps'>): Party {
  const point = geocode(p);
  return { ...p, lat: point.lat, long: point.long, maps: mapsLink(point.lat, point.long) };
}

/** The company itself as a sender, when it has no registered sender. */
function companyAsSender(request: FastifyRequest): Party {
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

function registered(request: FastifyRequest, kind: 'recipient' | 'sender', salt: number): Party | null {
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

function insertOrder(
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
function productLines(
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

// --- NF-e XML (data import type nfe-xml) -------------------------------------------------------

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // keep text as text (postal codes and documents have leading zeros) and never expand entities
  // declared in a DOCTYPE: a small, safe reader of a known document shape
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  removeNSPrefix: true,
});
const STANDARD_ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&amp;': '&',
};
const text = (v: unknown): string =>
  typeof v === 'string'
    ? v.replace(/&(lt|gt|quot|apos|amp);/g, (e) => STANDARD_ENTITIES[e]).trim()
    : typeof v === 'number'
      ? String(v)
      : '';
const num = (v: unknown) => {
  const n = Number(text(v));
  return Number.isFinite(n) ? n : 0;
};
type Node = Record<string, unknown>;
const node = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});

interface NfeDocument {
  accessKey: string;
  number: string;
  serie: string;
  issuedAt: string | null;
  sender: Party;
  recipient: Party;
  items: Array<Omit<OrderItemRow, 'id' | 'orderId' | 'position'>>;
  taxes: OrderTaxes;
}

function partyOfNfe(who: Node, address: Node, id: string): Party {
  return placed({
    id,
    document: onlyDigits(text(who.CNPJ) || text(who.CPF)),
    additionalDocument: text(who.IE) || null,
    name: text(who.xNome),
    fantasyName: text(who.xFant) || null,
    postalCode: onlyDigits(text(address.CEP)).padStart(8, '0'),
    street: text(address.xLgr),
    number: text(address.nro) || 'S/N',
    additionalAddress: text(address.xCpl) || null,
    neighborhood: text(address.xBairro),
    city: text(address.xMun),
    state: text(address.UF).toUpperCase(),
    country: text(address.xPais) || 'Brasil',
    email: text(who.email) || null,
    phone: onlyDigits(text(address.fone)) || null,
  });
}

/** Reads an NF-e (nfeProc or NFe root); null when it is not one. */
export function readNfe(xml: string): NfeDocument | null {
  let doc: Node;
  try {
    doc = node(xmlParser.parse(xml));
  } catch {
    return null;
  }
  const nfe = node(node(doc.nfeProc).NFe ?? doc.NFe);
  const inf = node(nfe.infNFe);
  const key =
    onlyDigits(text(inf['@Id'])) || onlyDigits(text(node(node(node(doc.nfeProc).protNFe).infProt).chNFe));
  if (!isAccessKeyLength(key)) return null;
  const ide = node(inf.ide);
  const emit = node(inf.emit);
  const dest = node(inf.dest);
  if (!text(emit.xNome) || !text(dest.xNome)) return null;
  const det = Array.isArray(inf.det) ? inf.det : inf.det ? [inf.det] : [];
  const items = det.map((d) => {
    const p = node(node(d).prod);
    const quantity = num(p.qCom) || 1;
    const ean = text(p.cEAN);
    return {
      productId: null,
      sku: text(p.cProd) || 'SEM-SKU',
      description: text(p.xProd) || 'Item',
      barcode: ean && ean !== 'SEM GTIN' ? ean : null,
      rfidcode: null,
      un: text(p.uCom) || 'UN',
      manufactorCode: null,
      productBatch: null,
      productExpire: null,
      quantity,
      priceUnit: num(p.vUnCom),
      priceTotal: round2(num(p.vProd) || quantity * num(p.vUnCom)),
      isChecked: false,
      notBelong: false,
    };
  });
  if (items.length === 0) return null;
  const t = node(node(inf.total).ICMSTot);
  const taxes: OrderTaxes = {
    priceTotalProducts: num(t.vProd),
    priceIcms: num(t.vICMS),
    priceIcmsSubs: num(t.vST),
    priceImport: num(t.vII),
    priceIpi: num(t.vIPI),
    priceAnotherTax: num(t.vOutro),
    priceInsurance: num(t.vSeg),
    priceFreight: num(t.vFrete),
    priceDiscount: num(t.vDesc),
    priceOrder: num(t.vNF),
  };
  return {
    accessKey: key,
    number: text(ide.nNF) || accessKeyParts(key)?.number || key.slice(25, 34),
    serie: text(ide.serie) || DEFAULT_ORDER_SERIE,
    issuedAt: text(ide.dhEmi) || null,
    sender: partyOfNfe(emit, node(emit.enderEmit), `nfe-${key}-sender`),
    recipient: partyOfNfe(dest, node(dest.enderDest), `nfe-${key}-recipient`),
    items,
    taxes,
  };
}

// --- spreadsheet rows (data import type order) --------------------------------------------------

function rowsToOrders(request: FastifyRequest, rows: ImportRow[]) {
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

export async function importsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/integrations/:name',
    summary:
      'A billing integration of the viewed company: bsoft answers apiKey, rsys answers empresa; 404 when not configured (doc 2 §2, §7)',
    tags: ['imports'],
    auth: true,
    params: type({ name: '0 < string <= 40' }),
    handler: async (request) => {
      const integration = request.store.integrations.byName(viewedCompany(request), request.params.name);
      if (!integration) throw notFound(ORDER_MESSAGES.integrationNotFound);
      return { name: integration.name, active: integration.active, ...integration.config };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/process-import',
    summary:
      'Manual order import through an integration: order-bsoft (orderCode cut to 44; a 44-digit access key needs no serie nor sender) or order-rsys (sales-order / purchase-order) (doc 1 §7.2, doc 2 §5)',
    tags: ['imports'],
    auth: true,
    body: processImportInput,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const body = request.body;
      const integration = body.type === 'order-bsoft' ? 'bsoft' : 'rsys';
      if (!store.integrations.byName(company, integration))
        throw conflict(ORDER_MESSAGES.integrationMissing(integration));
      const code = body.type === 'order-bsoft' ? cutImportCode(body.orderCode) : body.orderCode.trim();
      const externalCode = `${integration}:${code}`;
      if (store.orders.byExternalCode(company, externalCode)) throw conflict(ORDER_MESSAGES.alreadyImported);
      const salt = hash(externalCode);
      const now = request.now();
      let type: OrderType = 'NEW';
      let orderNumber = code.replace(/\D/g, '').slice(-9) || String(salt % 1_000_000);
      let serie = DEFAULT_ORDER_SERIE;
      let accessKey: string | null = null;
      let sender = registered(request, 'sender', salt) ?? companyAsSender(request);
      if (body.type === 'order-bsoft') {
        type = 'INVOICE';
        const parts = accessKeyParts(code);
        if (parts) {
          // doc 2 §5: with the 44-character access key the serial and sender are not needed.
          accessKey = code;
          orderNumber = parts.number;
          serie = parts.serie;
          sender = { ...sender, document: parts.senderDocument };
        } else {
          serie = body.serie || DEFAULT_ORDER_SERIE;
          sender = { ...sender, document: onlyDigits(body.senderDocument ?? sender.document) };
        }
      } else {
        type = body.orderType === 'purchase-order' ? 'PURCHASE' : 'NEW';
      }
      if (store.orders.byNumber(company, orderNumber, serie)) throw conflict(ORDER_MESSAGES.orderDuplicate);
      const recipient = registered(request, 'recipient', salt) ?? companyAsSender(request);
      const lines = productLines(request, salt);
      const id = store.orders.nextId();
      const row = baseRow(
        request,
        {
          orderNumber,
          orderSerie: serie,
          type,
          orderDate: now.toISOString(),
          deliveryDate: new Date(now.getTime() + 3 * DAY).toISOString(),
          accessKey,
          externalCode,
          sender,
          origin: 'INTEGRATION',
          recipient,
          taxes: taxesFor(lines, 0),
        },
        id,
      );
      store.db.transaction(() => insertOrder(request, row, lines))();
      reply.status(201);
      return { message: orderMessage(request, 'imported'), order: orderView(request, row) };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/data-import',
    summary:
      'Data import: type order with spreadsheet rows (one orderNumber = one order), or type nfe-xml with an NF-e document (doc 1 §5, doc 2 §7)',
    tags: ['imports'],
    auth: true,
    body: dataImportInput,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const body = request.body;
      const created: string[] = [];
      if (body.type === 'nfe-xml') {
        const nfe = readNfe(body.xml);
        if (!nfe)
          throw badRequest(ORDER_MESSAGES.badXml, [
            { field: 'xml', key: 'validation.uninformed', message: ORDER_MESSAGES.badXml },
          ]);
        const externalCode = `nfe:${nfe.accessKey}`;
        if (store.orders.byExternalCode(company, externalCode))
          throw conflict(ORDER_MESSAGES.alreadyImported);
        if (store.orders.byNumber(company, nfe.number, nfe.serie))
          throw conflict(ORDER_MESSAGES.orderDuplicate);
        const now = request.now();
        const issued = nfe.issuedAt ? (parseApiDateTime(nfe.issuedAt) ?? now) : now;
        const id = store.orders.nextId();
        const row = baseRow(
          request,
          {
            orderNumber: nfe.number,
            orderSerie: nfe.serie,
            type: 'INVOICE',
            orderDate: issued.toISOString(),
            deliveryDate: new Date(issued.getTime() + 3 * DAY).toISOString(),
            accessKey: nfe.accessKey,
            externalCode,
            sender: nfe.sender,
            origin: 'IMPORT',
            recipient: nfe.recipient,
            taxes: nfe.taxes,
          },
          id,
        );
        store.db.transaction(() => {
          insertOrder(request, row, nfe.items);
          const content = Buffer.from(body.xml);
          store.attachments.insert({
            id: store.attachments.nextId(),
            orderId: id,
            type: 'xml',
            description: `nfe-${nfe.number}.xml`,
            fileName: `nfe-${nfe.number}.xml`,
            contentType: 'application/xml',
            size: content.length,
            accessKey: crypto.randomUUID().replace(/-/g, ''),
            content,
            createdAt: now.toISOString(),
          });
        })();
        created.push(id);
      } else {
        const orders = rowsToOrders(request, body.rows);
        const taken = orders.find((o) => store.orders.byNumber(company, o.orderNumber));
        if (taken) throw conflict(`${ORDER_MESSAGES.orderDuplicate}: ${taken.orderNumber}`);
        store.db.transaction(() => {
          for (const o of orders) {
            const id = store.orders.nextId();
            insertOrder(request, o.row(id), o.items);
            created.push(id);
          }
        })();
      }
      reply.status(201);
      return {
        message: orderMessage(request, 'dataImported', { count: created.length }),
        orders: created,
        created: created.length,
      };
    },
  });
}
