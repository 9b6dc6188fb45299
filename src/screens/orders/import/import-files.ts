import { formatYmdHm } from '../../../domain/date-format';
import { CNPJ_LENGTH, CPF_LENGTH, onlyDigits, POSTAL_CODE_LENGTH } from '../../../domain/documents';
import type { ImportRow } from '../../../domain/orders.schema';
import type { SpreadsheetCell, SpreadsheetRow } from '../../../services/documents/spreadsheet';

// The order import's files (doc 1 §5 "Import files: spreadsheet (csv, xlsx, xls, read as rows with
// empty values as null) or XML text", doc 2 §7 "data import: type order (csv) or nfe-xml"). The
// spreadsheet is read by src/services/documents/spreadsheet.ts (exceljs, loaded lazily); this file
// decides which import a file is for and shapes the rows for POST /data-import: headers matched to
// the import's fields whatever their case or spacing, numbers where the API wants numbers, dates as
// yyyy-MM-dd HH:mm, documents and postal codes as digits, empty cells null.

export type ImportKind = 'spreadsheet' | 'xml';

/** What the file area accepts (MIME → extensions) and how its hint names them. */
export const IMPORT_ACCEPT: Record<string, string[]> = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
};
export const IMPORT_TYPES_LABEL = 'CSV, XLSX, XLS, XML';

export function extensionOf(name: string): string {
  const at = name.lastIndexOf('.');
  return at < 0 ? '' : name.slice(at + 1).toLowerCase();
}

/** Which import a file is for, by its extension; null when it is neither. */
export function importKindOf(name: string): ImportKind | null {
  const ext = extensionOf(name);
  if (ext === 'csv' || ext === 'xlsx' || ext === 'xls') return 'spreadsheet';
  if (ext === 'xml') return 'xml';
  return null;
}

/** The fields of an import row (src/domain/orders.schema.ts `importRow`). */
export const IMPORT_FIELDS = [
  'orderNumber',
  'orderDate',
  'deliveryDate',
  'type',
  'recipientDocument',
  'recipientName',
  'postalCode',
  'street',
  'number',
  'neighborhood',
  'city',
  'state',
  'recipientEmail',
  'recipientPhone',
  'sku',
  'description',
  'barcode',
  'quantity',
  'priceUnit',
  'additionalInfo',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

const NUMERIC: ReadonlySet<ImportField> = new Set(['quantity', 'priceUnit']);
const DATES: ReadonlySet<ImportField> = new Set(['orderDate', 'deliveryDate']);

const squash = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
const FIELD_BY_HEADER = new Map(IMPORT_FIELDS.map((f) => [squash(f), f]));

/** The import field a header names ("Order number", "order_number", "ORDERNUMBER" → orderNumber). */
export function importFieldOf(header: string): ImportField | null {
  return FIELD_BY_HEADER.get(squash(header)) ?? null;
}

/** A number from a cell: 12, "12", "1.234,5" or "1234.5"; null when empty or not a number. */
export function cellNumber(cell: SpreadsheetCell): number | null {
  if (cell === null || cell === '') return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'boolean' || cell instanceof Date) return null;
  const text = cell.trim().replace(/\s/g, '');
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : null;
}

function cellText(cell: SpreadsheetCell): string | null {
  if (cell === null) return null;
  // exceljs gives a date cell as its wall-clock time in UTC (issue 35: local getters moved
  // 10/05/2024 to 2024-05-09 21:00 in Brazil)
  if (cell instanceof Date) return formatYmdHm(cell, 'UTC');
  const text = String(cell).trim();
  return text === '' ? null : text;
}

/** dd/MM/yyyy [HH:mm] (as Brazilian spreadsheets write dates) → yyyy-MM-dd HH:mm; others as they are. */
export function importDate(cell: SpreadsheetCell): string | null {
  const text = cellText(cell);
  if (!text) return null;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2}))?/.exec(text);
  if (br) return `${br[3]}-${br[2]}-${br[1]} ${br[4] ?? '00'}:${br[5] ?? '00'}`;
  return text;
}

/** Digits of a document or postal code; a number cell lost its leading zeros, which come back. */
function digitsCell(cell: SpreadsheetCell, lengths: readonly number[]): string | null {
  const text = cellText(typeof cell === 'number' ? Math.trunc(cell) : cell);
  if (!text) return null;
  const digits = onlyDigits(text);
  if (typeof cell !== 'number') return digits || text;
  const target = lengths.find((l) => digits.length <= l);
  return target ? digits.padStart(target, '0') : digits;
}

/** One spreadsheet row as an import row (fields the import does not know are left out). */
export function toImportRow(row: SpreadsheetRow): ImportRow {
  const out: Record<string, string | number | null> = {};
  for (const [header, cell] of Object.entries(row)) {
    const field = importFieldOf(header);
    if (!field) continue;
    if (NUMERIC.has(field)) out[field] = cellNumber(cell) ?? cellText(cell);
    else if (DATES.has(field)) out[field] = importDate(cell);
    else if (field === 'recipientDocument') out[field] = digitsCell(cell, [CPF_LENGTH, CNPJ_LENGTH]);
    else if (field === 'postalCode') out[field] = digitsCell(cell, [POSTAL_CODE_LENGTH]);
    else if (field === 'state' || field === 'type') out[field] = cellText(cell)?.toUpperCase() ?? null;
    else if (field === 'recipientPhone')
      out[field] = cellText(cell) ? onlyDigits(cellText(cell) as string) : null;
    else out[field] = cellText(cell);
  }
  return out as unknown as ImportRow;
}

/** The rows of a spreadsheet ready for POST /data-import (type order). */
export function toImportRows(rows: readonly SpreadsheetRow[]): ImportRow[] {
  return rows.map(toImportRow).filter((row) => Object.values(row).some((v) => v !== null && v !== undefined));
}

/** How many orders the rows make (rows with the same orderNumber are one order). */
export function countOrders(rows: readonly ImportRow[]): number {
  return new Set(rows.map((r) => String(r.orderNumber ?? ''))).size;
}

export class ImportFileError extends Error {
  constructor(readonly messageId: string) {
    super(messageId);
  }
}

/** An NF-e's 44-digit access key, read from `infNFe Id="NFe…"` or `chNFe`; null when absent. */
export function accessKeyOfXml(xml: string): string | null {
  const fromId = /<infNFe[^>]*\sId="NFe(\d{44})"/.exec(xml);
  if (fromId) return fromId[1];
  const fromCh = /<chNFe>(\d{44})<\/chNFe>/.exec(xml);
  return fromCh ? fromCh[1] : null;
}

/** The text of an NF-e XML file; refused when it is empty or not an NF-e. */
export function checkNfeXml(text: string): string {
  const xml = text.replace(/^\uFEFF/, '').trim();
  if (xml === '') throw new ImportFileError('orders.import.errors.empty');
  if (!/<(\w+:)?(nfeProc|NFe)\b/.test(xml)) throw new ImportFileError('orders.import.errors.notNfe');
  return xml;
}

export type PreparedImport =
  | { kind: 'spreadsheet'; fileName: string; rows: ImportRow[]; orders: number }
  | { kind: 'xml'; fileName: string; xml: string; accessKey: string | null };

/** Reads a chosen file into what POST /data-import takes; ImportFileError when it cannot be used. */
export async function prepareImport(file: File): Promise<PreparedImport> {
  const kind = importKindOf(file.name);
  if (kind === null) throw new ImportFileError('orders.import.errors.unsupported');
  if (kind === 'xml') {
    const xml = checkNfeXml(await file.text());
    return { kind, fileName: file.name, xml, accessKey: accessKeyOfXml(xml) };
  }
  const { readSpreadsheet } = await import('../../../services/documents/spreadsheet');
  const rows = toImportRows(await readSpreadsheet(file));
  if (rows.length === 0) throw new ImportFileError('orders.import.errors.empty');
  return { kind, fileName: file.name, rows, orders: countOrders(rows) };
}
