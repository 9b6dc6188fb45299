/**
 * Small, valid files for seeded attachments (doc 2 §3: NF-e, simplified DANFE, label): a one-page
 * PDF with a line of text, a 1×1 PNG and an NF-e XML. Generated, never read from disk.
 */

/** A minimal one-page PDF (A4) showing `lines` of text. */
export function minimalPdf(lines: string[]): Buffer {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[()\\]/g, '');
  const text = lines.map((l, i) => `BT /F1 12 Tf 50 ${790 - i * 18} Td (${ascii(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A valid 1×1 PNG (a label thumbnail). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The emitter or the addressee of an NF-e: document, name and address. */
export interface NfeParty {
  document: string;
  name: string;
  postalCode: string;
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
}

export interface NfeXmlData {
  accessKey: string;
  number: string;
  serie: string;
  issuedAt: string;
  sender: NfeParty;
  recipient: NfeParty & { email?: string | null };
  items: Array<{
    sku: string;
    barcode: string | null;
    description: string;
    quantity: number;
    priceUnit: number;
    un?: string;
  }>;
  freight?: number;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = (n: number) => n.toFixed(2);
const docTag = (d: string) => (d.length > 11 ? `<CNPJ>${d}</CNPJ>` : `<CPF>${d}</CPF>`);

/** An NF-e (nfeProc) document with the fields the data import reads (simulator/routes/imports). */
export function nfeXml(d: NfeXmlData): string {
  const products = d.items.reduce((s, i) => s + i.quantity * i.priceUnit, 0);
  const icms = Math.round(products * 0.18 * 100) / 100;
  const freight = d.freight ?? 0;
  const det = d.items
    .map(
      (i, n) =>
        `<det nItem="${n + 1}"><prod><cProd>${esc(i.sku)}</cProd><cEAN>${esc(i.barcode ?? 'SEM GTIN')}</cEAN><xProd>${esc(i.description)}</xProd><uCom>${esc(i.un ?? 'UN')}</uCom><qCom>${i.quantity.toFixed(4)}</qCom><vUnCom>${i.priceUnit.toFixed(4)}</vUnCom><vProd>${money(i.quantity * i.priceUnit)}</vProd></prod></det>`,
    )
    .join('');
  const addr = (p: NfeParty) =>
    `<xLgr>${esc(p.street)}</xLgr><nro>${esc(p.number)}</nro><xBairro>${esc(p.neighborhood)}</xBairro><xMun>${esc(p.city)}</xMun><UF>${p.state}</UF><CEP>${p.postalCode}</CEP>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${d.accessKey}" versao="4.00"><ide><serie>${d.serie}</serie><nNF>${d.number}</nNF><dhEmi>${d.issuedAt}</dhEmi></ide><emit>${docTag(d.sender.document)}<xNome>${esc(d.sender.name)}</xNome><enderEmit>${addr(d.sender)}</enderEmit></emit><dest>${docTag(d.recipient.document)}<xNome>${esc(d.recipient.name)}</xNome><enderDest>${addr(d.recipient)}</enderDest>${d.recipient.email ? `<email>${esc(d.recipient.email)}</email>` : ''}</dest>${det}<total><ICMSTot><vProd>${money(products)}</vProd><vICMS>${money(icms)}</vICMS><vST>0.00</vST><vII>0.00</vII><vIPI>0.00</vIPI><vOutro>0.00</vOutro><vSeg>0.00</vSeg><vFrete>${money(freight)}</vFrete><vDesc>0.00</vDesc><vNF>${money(products + freight)}</vNF></ICMSTot></total></infNFe></NFe><protNFe><infProt><chNFe>${d.accessKey}</chNFe></infProt></protNFe></nfeProc>`;
}
