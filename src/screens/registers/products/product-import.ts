import { formatYmd } from '../../../domain/date-format';
import type { SpreadsheetCell, SpreadsheetRow } from '../../../services/documents/spreadsheet';

// The product import's rows (doc 3 §2 Products "an import button (CSV default)", §7 POST
// /product/imports): the spreadsheet (CSV by default, XLSX too — src/services/documents/spreadsheet.ts)
// is read in the browser, its headers matched to the product fields whatever their case, spacing or
// accents, and sent in batches so the dialog can show progress. The server checks each row with the
// product form's schema and answers the refused ones by line.

export const PRODUCT_IMPORT_FIELDS = [
  'sku',
  'description',
  'manufactorDocument',
  'price',
  'barcode',
  'rfidcode',
  'manufactorCode',
  'brand',
  'categoryId',
  'observation',
  'un',
] as const;
type ImportField = (typeof PRODUCT_IMPORT_FIELDS)[number];

/** Rows per call: the API takes at most 200; smaller batches move the progress bar more often. */
export const IMPORT_BATCH = 100;

export const PRODUCT_IMPORT_ACCEPT: Record<string, string[]> = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

const squash = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
const FIELD_BY_HEADER = new Map<string, ImportField>(PRODUCT_IMPORT_FIELDS.map((f) => [squash(f), f]));

const textOf = (cell: SpreadsheetCell): string | null => {
  if (cell === null) return null;
  if (cell instanceof Date) return formatYmd(cell, 'UTC'); // exceljs date cells are UTC midnights
  return String(cell).trim() || null;
};

/** "12,50", "12.5" or 12.5 → 12.5; the text itself when it is not a number (the server says why). */
const priceOf = (cell: SpreadsheetCell): number | string | null => {
  if (typeof cell === 'number') return cell;
  const text = textOf(cell);
  if (text === null) return null;
  const n = Number(text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : text;
};

/** One import row per data row, numbered as the file's lines (the header is line 1); columns
 * the import does not know are left out. */
export function importRows(rows: SpreadsheetRow[]): Array<Record<string, unknown> & { line: number }> {
  return rows.map((row, i) => {
    const out: Record<string, unknown> & { line: number } = { line: i + 2 };
    for (const [header, cell] of Object.entries(row)) {
      const field = FIELD_BY_HEADER.get(squash(header));
      if (!field) continue;
      const value = field === 'price' ? priceOf(cell) : textOf(cell);
      if (value !== null) out[field] = value;
    }
    return out;
  });
}
