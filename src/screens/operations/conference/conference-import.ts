import { parseConferenceQuantity } from '../../../domain/conference';
import type { ConferenceImportRow } from '../../../domain/dispatch.schema';
import type { SpreadsheetCell, SpreadsheetRow } from '../../../services/documents/spreadsheet';

// A conference spreadsheet (doc 3 §2 "a conference sheet can be imported"; §7 "spreadsheet import
// with type conference"): one row per line read — the order's number, the product (barcode or
// manufacturer code) and the quantity read. The seed names no columns: ours accept the headers in
// the three languages (README). Rows the console can already tell are bad (a missing cell, a
// quantity with more than two decimals — doc 3 §5) are listed with their sheet row and never
// sent; the others go to POST /conference/{id}/import in batches, which answers its own per-row
// errors (unknown order or product, a finished order).

export const CONFERENCE_IMPORT_ACCEPT: Record<string, string[]> = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};
/** rows per call: the progress bar moves per batch */
export const CONFERENCE_IMPORT_BATCH = 500;

const HEADERS = {
  order: ['order', 'pedido', 'ordernumber', 'numeropedido', 'numerodopedido', 'numerodelpedido'],
  product: ['product', 'produto', 'producto', 'barcode', 'codigodebarras', 'ean', 'codigo', 'sku'],
  quantity: ['quantity', 'quantidade', 'cantidad', 'qty', 'qtd', 'read', 'lida', 'conferido', 'conferida'],
} as const;
type Field = keyof typeof HEADERS;

const normal = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const cellText = (cell: SpreadsheetCell | undefined): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? '' : String(cell).trim();

/** A sheet row ready to send (`sheetRow`: its row number in the sheet, the header being row 1). */
export interface SendableRow {
  sheetRow: number;
  row: ConferenceImportRow;
}
/** A row refused by the console or the simulator; `message` is a locale key or a server text. */
export interface ImportRowError {
  sheetRow: number;
  message: string;
  /** true when `message` is a locale key (conference.import.*) */
  local: boolean;
}

/** Splits the sheet's data rows into the sendable and the refused ones. */
export function conferenceImportRows(rows: readonly SpreadsheetRow[]): {
  sendable: SendableRow[];
  errors: ImportRowError[];
} {
  const sendable: SendableRow[] = [];
  const errors: ImportRowError[] = [];
  rows.forEach((source, index) => {
    const sheetRow = index + 2;
    const byField = new Map<Field, string>();
    for (const [header, cell] of Object.entries(source)) {
      const key = normal(header);
      const field = (Object.keys(HEADERS) as Field[]).find((f) =>
        (HEADERS[f] as readonly string[]).includes(key),
      );
      if (field && !byField.has(field)) byField.set(field, cellText(cell));
    }
    const order = byField.get('order') ?? '';
    const product = byField.get('product') ?? '';
    const quantity = byField.get('quantity') ?? '';
    const missing = !order
      ? 'missingOrder'
      : !product
        ? 'missingProduct'
        : !quantity
          ? 'missingQuantity'
          : null;
    if (missing) errors.push({ sheetRow, message: `conference.import.${missing}`, local: true });
    else if (parseConferenceQuantity(quantity) === null)
      errors.push({ sheetRow, message: 'conference.import.badQuantity', local: true });
    else sendable.push({ sheetRow, row: { order, product, quantity } });
  });
  return { sendable, errors };
}
