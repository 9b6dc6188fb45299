import { XMLParser } from 'fast-xml-parser';
import { accessKeyParts, isAccessKeyLength } from '../../src/domain/access-key';
import { onlyDigits } from '../../src/domain/documents';
import type { OrderTaxes, Party } from '../../src/domain/order-records';
import { DEFAULT_ORDER_SERIE } from '../../src/domain/orders';
import type { OrderItemRow } from '../store/order-tables';
import { placed } from './imported-orders';

// NF-e XML (data import type nfe-xml): the document read into an order's parts.

const round2 = (n: number) => Math.round(n * 100) / 100;

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

export interface NfeDocument {
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
