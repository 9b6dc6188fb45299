import { type CsvLine, readCsvLines } from './csv';
import { DEVICE_KINDS, type DeviceKind } from './devices';

// POST /devices/import (doc 3 §2 "an import control (CSV default)", §7). The seeds show no file
// layout; ours: a header row naming the columns (any order, any case), `,` `;` or tab separated
// (spreadsheets in pt-BR export `;`; read by csv.ts), one device per row:
//
//   type;id;deviceName;street;position;controller;deviceIP;dock
//   light;L-A-03;;A;3;CTRL-A-1;;
//
// Only `id` (or `optimizedId`) is required in the header. `type` defaults to `light`; a light
// needs street and position; `controller` may be left empty (the nearest controller within
// 2 steps is chosen, doc 3 §9). Lines starting with `#` and empty lines are ignored.

export interface DeviceCsvRow {
  line: number;
  type: DeviceKind;
  id: string;
  deviceName: string;
  street: string | null;
  position: number | null;
  controller: string | null;
  deviceIP: string | null;
  dock: string | null;
}

export interface CsvProblem {
  line: number;
  message: string;
}

export interface DeviceCsv {
  rows: DeviceCsvRow[];
  problems: CsvProblem[];
}

/** What the parser says of a bad file or line; the simulator passes its catalogue's texts, which
 * it answers in the caller's language (simulator/i18n/messages/devices.ts). */
export interface CsvTexts {
  empty: string;
  noIdColumn: string;
  unknownColumns: (columns: string[]) => string;
  unknownType: (type: string, kinds: readonly string[]) => string;
  badId: string;
  repeatedId: (id: string) => string;
  badStreet: string;
  badPosition: string;
  needsPlace: (type: string) => string;
  noDevices: string;
}

export const CSV_TEXTS: CsvTexts = {
  empty: 'the file is empty',
  noIdColumn: 'the header has no "id" column',
  unknownColumns: (columns) => `unknown columns ignored: ${columns.join(', ')}`,
  unknownType: (type, kinds) => `unknown type "${type}" (one of ${kinds.join(', ')})`,
  badId: 'id must be 1 to 64 letters, digits or . _ : -',
  repeatedId: (id) => `id "${id}" repeats an earlier line`,
  badStreet: 'street must be 1 to 32 letters, digits, spaces or . _ -',
  badPosition: 'position must be an integer from 1 to 9999',
  needsPlace: (type) => `a ${type} needs street and position`,
  noDevices: 'no devices',
};

const COLUMNS = ['type', 'id', 'devicename', 'street', 'position', 'controller', 'deviceip', 'dock'] as const;
const ID = /^[A-Za-z0-9._:-]{1,64}$/;
const STREET = /^[A-Za-z0-9 ._-]{1,32}$/;

export function parseDevicesCsv(text: string, texts: CsvTexts = CSV_TEXTS): DeviceCsv {
  const lines: CsvLine[] = readCsvLines(text, { comments: '#' }).map(({ line, cells }) => ({
    line,
    cells: cells.map((cell) => cell.trim()),
  }));
  // empty lines and lines starting with '#' are ignored
  const isBlank = ({ cells }: CsvLine) => cells.every((cell) => cell === '') || cells[0].startsWith('#');
  const problems: CsvProblem[] = [];
  const rows: DeviceCsvRow[] = [];
  const headerIndex = lines.findIndex((l) => !isBlank(l));
  if (headerIndex < 0) return { rows, problems: [{ line: 1, message: texts.empty }] };
  const headerLine = lines[headerIndex].line;
  const header = lines[headerIndex].cells.map((h) =>
    h.toLowerCase() === 'optimizedid' ? 'id' : h.toLowerCase(),
  );
  if (!header.includes('id')) {
    return { rows, problems: [{ line: headerLine, message: texts.noIdColumn }] };
  }
  const unknown = header.filter((h) => !(COLUMNS as readonly string[]).includes(h));
  if (unknown.length) {
    problems.push({ line: headerLine, message: texts.unknownColumns(unknown) });
  }
  const seen = new Set<string>();
  for (const row of lines.slice(headerIndex + 1)) {
    if (isBlank(row)) continue;
    const { line, cells } = row;
    const get = (name: string) => {
      const at = header.indexOf(name);
      const v = at >= 0 ? (cells[at] ?? '') : '';
      return v === '' ? null : v;
    };
    const type = (get('type') ?? 'light').toLowerCase();
    const id = get('id');
    if (!(DEVICE_KINDS as readonly string[]).includes(type)) {
      problems.push({ line, message: texts.unknownType(type, DEVICE_KINDS) });
      continue;
    }
    if (!id || !ID.test(id)) {
      problems.push({ line, message: texts.badId });
      continue;
    }
    if (seen.has(id)) {
      problems.push({ line, message: texts.repeatedId(id) });
      continue;
    }
    const street = get('street');
    const positionText = get('position');
    const position = positionText === null ? null : Number(positionText);
    if (street !== null && !STREET.test(street)) {
      problems.push({ line, message: texts.badStreet });
      continue;
    }
    if (position !== null && (!Number.isInteger(position) || position < 1 || position > 9999)) {
      problems.push({ line, message: texts.badPosition });
      continue;
    }
    if ((type === 'light' || type === 'controller') && (street === null || position === null)) {
      problems.push({ line, message: texts.needsPlace(type) });
      continue;
    }
    seen.add(id);
    rows.push({
      line,
      type: type as DeviceKind,
      id,
      deviceName: get('devicename') ?? id,
      street,
      position,
      controller: get('controller'),
      deviceIP: get('deviceip'),
      dock: get('dock'),
    });
  }
  if (rows.length === 0 && problems.length === 0)
    problems.push({ line: headerLine, message: texts.noDevices });
  return { rows, problems };
}

/** The file the import control offers as an example. */
export const DEVICES_CSV_EXAMPLE = [
  'type;id;deviceName;street;position;controller;deviceIP;dock',
  'controller;CTRL-D-1;CTRL-D-1;D;3;;;',
  'light;L-D-01;;D;1;CTRL-D-1;;',
  'light;L-D-02;;D;2;CTRL-D-1;;',
  'light;L-D-04;;D;4;;;',
].join('\n');
