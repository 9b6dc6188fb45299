import type { CellValue, Workbook } from 'exceljs';
import { readCsvLines } from '../../domain/csv';
import { DocumentError } from './document-error';

// doc 1 §5 / doc 2 §5: "Import files: spreadsheet (csv, xlsx, xls, read as rows with empty values
// as null)". exceljs (loaded lazily) reads xlsx, papaparse (src/domain/csv.ts) csv. The format is
// told by the file's bytes, not its name: a zip is an xlsx workbook (many ".xls" exports are), an OLE2 compound file is the
// old binary Excel format, which exceljs cannot read (DocumentError `documents.xlsUnsupported`),
// anything else is read as CSV text. CSV cells stay text (an order code "00123" keeps its zeros);
// the delimiter (',' ';' or tab) is detected by papaparse.

export type SpreadsheetCell = string | number | boolean | Date | null;
/** A data row keyed by the header row's texts. */
export type SpreadsheetRow = Record<string, SpreadsheetCell>;

export type SpreadsheetSource = Blob | ArrayBuffer | Uint8Array;

const ZIP = [0x50, 0x4b];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

async function bytesOf(source: SpreadsheetSource): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  return new Uint8Array(await source.arrayBuffer());
}

async function newWorkbook(): Promise<Workbook> {
  const mod = await import('exceljs');
  const ExcelJS = (mod.default ?? mod) as typeof import('exceljs');
  return new ExcelJS.Workbook();
}

/** A cell's value as plain data; empty text, empty rich text and errors become null. */
export function plainCell(value: CellValue | undefined): SpreadsheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return plainCell(value.richText.map((part) => part.text).join(''));
    if ('formula' in value || 'sharedFormula' in value) {
      return plainCell((value as { result?: CellValue }).result);
    }
    if ('hyperlink' in value) return plainCell((value as { text?: CellValue }).text);
    if ('error' in value) return null;
  }
  return null;
}

/** CSV through the project's one CSV reader (src/domain/csv.ts); cells stay text, blank ones null. */
function readCsv(bytes: Uint8Array): SpreadsheetCell[][] {
  const rows = readCsvLines(new TextDecoder('utf-8').decode(bytes)).map(({ cells }) =>
    cells.map((cell): SpreadsheetCell => (cell.trim() === '' ? null : cell)),
  );
  // as a sheet: every row as wide as the widest
  const width = Math.max(0, ...rows.map((row) => row.length));
  return rows.map((row) => [...row, ...new Array<SpreadsheetCell>(width - row.length).fill(null)]);
}

async function readXlsx(bytes: Uint8Array): Promise<SpreadsheetCell[][]> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const worksheet = workbook.worksheets[0];
  return worksheet ? sheetRows(worksheet) : [];
}

function sheetRows(worksheet: import('exceljs').Worksheet): SpreadsheetCell[][] {
  const rows: SpreadsheetCell[][] = [];
  const width = worksheet.columnCount;
  worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: SpreadsheetCell[] = [];
    for (let col = 1; col <= width; col++) cells.push(plainCell(row.getCell(col).value));
    rows[rowNumber - 1] = cells;
  });
  // eachRow skips trailing gaps; fill holes so indexes match the sheet's rows.
  for (let i = 0; i < rows.length; i++) rows[i] ??= new Array(width).fill(null);
  return rows;
}

/**
 * All rows of the first sheet (CSV: the file) as arrays of cells, empty cells null, the header
 * row included. Rows keep their sheet positions; wholly empty rows are kept.
 */
export async function readSpreadsheetTable(source: SpreadsheetSource): Promise<SpreadsheetCell[][]> {
  const bytes = await bytesOf(source);
  if (startsWith(bytes, OLE2)) throw new DocumentError('documents.xlsUnsupported');
  return startsWith(bytes, ZIP) ? readXlsx(bytes) : readCsv(bytes);
}

/**
 * The first sheet as data rows keyed by the header row (the first non-empty row): empty cells are
 * null, wholly empty rows are left out, a column without a header is keyed by its letter-free
 * position ("column 3"). csv, xlsx and zip-based xls files; old binary xls throws DocumentError.
 */
export async function readSpreadsheet(source: SpreadsheetSource): Promise<SpreadsheetRow[]> {
  const table = (await readSpreadsheetTable(source)).filter((row) => row.some((cell) => cell !== null));
  if (table.length === 0) return [];
  const [header, ...data] = table;
  const width = Math.max(header.length, ...data.map((row) => row.length));
  const keys = Array.from({ length: width }, (_, i) => {
    const h = header[i];
    return h === null || h === undefined ? `column ${i + 1}` : String(h).trim();
  });
  return data.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i] ?? null])));
}
