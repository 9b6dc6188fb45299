import Papa from 'papaparse';

// The one CSV reader of the project (papaparse), shared by the order import (src/services/documents/
// spreadsheet.ts, doc 1 §5 "Import files: spreadsheet (csv, xlsx, xls …)") and the device import
// (devices-csv.ts, doc 3 §2 "an import control (CSV default)"), which the simulator runs too.
// papaparse detects the delimiter (',' ';' or tab: spreadsheets in pt-BR export ';') and honours
// double quotes ("a;b", "" escapes, line breaks inside quotes); a BOM is dropped.

export interface CsvLine {
  /** the file line the row starts on, from 1 (a quoted cell may span lines) */
  line: number;
  /** the cells as written (not trimmed); an empty line is one empty cell */
  cells: string[];
}

export const CSV_DELIMITERS = [',', ';', '\t'];

/**
 * Every row of `file` with the line it starts on; the newline that ends the file starts no row.
 * `comments`: lines starting with it are rows too (the caller skips them), but they and empty lines
 * do not count when the delimiter is guessed.
 */
export function readCsvLines(file: string, options: { comments?: string } = {}): CsvLine[] {
  const text = file.replace(/^\uFEFF/, '');
  // papaparse guesses from the first rows; empty and comment lines would blur the guess, and the
  // second pass keeps them so that every row knows its line.
  const { delimiter } = Papa.parse<string[]>(text, {
    delimitersToGuess: CSV_DELIMITERS,
    comments: options.comments ?? false,
    skipEmptyLines: 'greedy',
    preview: 10,
  }).meta;
  const lines: CsvLine[] = [];
  let line = 1;
  let start = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    step: ({ data, meta }) => {
      if (start === text.length && data.length === 1 && data[0] === '') return;
      lines.push({ line, cells: data });
      for (let i = start; i < meta.cursor; i++) if (text[i] === '\n') line++;
      start = meta.cursor;
    },
  });
  return lines;
}
