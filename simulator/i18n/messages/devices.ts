import type { CsvTexts } from '../../../src/domain/devices-csv';
import type { Language } from '../../../src/domain/user';
import { defineMessages, localize } from '../i18n';
import { MESSAGES } from './platform';

/** Success texts of the device calls (doc 3 §8 "device import or change (generic success)"),
 * in the caller's language; the wording is ours. */
export const { message: deviceMessage } = defineMessages({
  'pt-BR': {
    imported: '{count, plural, one {# dispositivo importado} other {# dispositivos importados}} com sucesso',
    saved: 'Dispositivo salvo com sucesso',
  },
  'en-US': {
    imported: '{count, plural, one {# device imported} other {# devices imported}} successfully',
    saved: 'Device saved successfully',
  },
  es: {
    imported: '{count, plural, one {# dispositivo importado} other {# dispositivos importados}} con éxito',
    saved: 'Dispositivo guardado con éxito',
  },
});

/**
 * Error texts of the device calls, in the caller's language (simulator/i18n.ts): the refusals of
 * the layout rules (doc 3 §9) and of the CSV import, whose lines the import dialog lists. The
 * wording is ours (doc 3 §8: "device import or change (generic success or error)").
 */
const { text: deviceError, format: formatDeviceMessage } = defineMessages(
  {
    'pt-BR': {
      importRefused: 'O arquivo não foi importado: corrija as linhas listadas e envie novamente',
      importRefusedLines:
        'O arquivo não foi importado: corrija as linhas listadas e envie novamente. {lines}',
      importLine: 'linha {line}: {message}',
      notFound: 'Dispositivo não encontrado',
      idInUse: 'Este id de dispositivo pertence a outra empresa',
      idInUseBy: 'Este id de dispositivo pertence a outra empresa: {id}',
      positionTaken: 'Outro dispositivo já ocupa esta posição da rua',
      positionTakenBy: 'Outro dispositivo já ocupa esta posição da rua: {id}',
      notPlaceable: 'Apenas luzes e controladores têm posição na rua',
      controllerNotFound: 'Controlador não encontrado',
      controllerNotFoundNamed: 'Controlador não encontrado: {name}',
      controllerOutOfReach: 'O controlador está a mais de 2 posições de distância nesta rua',
      noControllerInReach: 'Nenhum controlador a até 2 posições desta luz',
      noControllerInReachOf: 'Nenhum controlador a até 2 posições desta luz: {id}',
      csvEmpty: 'o arquivo está vazio',
      csvNoIdColumn: 'o cabeçalho não tem a coluna "id"',
      csvUnknownColumns: 'colunas desconhecidas ignoradas: {columns}',
      csvUnknownType: 'tipo desconhecido "{type}" (use um destes: {kinds})',
      csvBadId: 'o id deve ter de 1 a 64 letras, dígitos ou . _ : -',
      csvRepeatedId: 'o id "{id}" repete uma linha anterior',
      csvBadStreet: 'a rua deve ter de 1 a 32 letras, dígitos, espaços ou . _ -',
      csvBadPosition: 'a posição deve ser um número inteiro de 1 a 9999',
      csvNeedsPlace:
        '{type, select, light {uma luz} controller {um controlador} other {um dispositivo {type}}} precisa de rua e posição',
      csvNoDevices: 'nenhum dispositivo',
    },
    'en-US': {
      importRefused: 'The file was not imported: fix the lines listed and send it again',
      importRefusedLines: 'The file was not imported: fix the lines listed and send it again. {lines}',
      importLine: 'line {line}: {message}',
      notFound: 'Device not found',
      idInUse: 'This device id belongs to another company',
      idInUseBy: 'This device id belongs to another company: {id}',
      positionTaken: 'Another device already occupies this street position',
      positionTakenBy: 'Another device already occupies this street position: {id}',
      notPlaceable: 'Only lights and controllers have a street position',
      controllerNotFound: 'Controller not found',
      controllerNotFoundNamed: 'Controller not found: {name}',
      controllerOutOfReach: 'The controller is more than 2 positions away on this street (doc 3 §9)',
      noControllerInReach: 'No controller within 2 positions of this light (doc 3 §9)',
      noControllerInReachOf: 'No controller within 2 positions of this light (doc 3 §9): {id}',
      csvEmpty: 'the file is empty',
      csvNoIdColumn: 'the header has no "id" column',
      csvUnknownColumns: 'unknown columns ignored: {columns}',
      csvUnknownType: 'unknown type "{type}" (one of {kinds})',
      csvBadId: 'id must be 1 to 64 letters, digits or . _ : -',
      csvRepeatedId: 'id "{id}" repeats an earlier line',
      csvBadStreet: 'street must be 1 to 32 letters, digits, spaces or . _ -',
      csvBadPosition: 'position must be an integer from 1 to 9999',
      csvNeedsPlace: 'a {type} needs street and position',
      csvNoDevices: 'no devices',
    },
    es: {
      importRefused: 'El archivo no se importó: corrija las líneas indicadas y envíelo de nuevo',
      importRefusedLines:
        'El archivo no se importó: corrija las líneas indicadas y envíelo de nuevo. {lines}',
      importLine: 'línea {line}: {message}',
      notFound: 'Dispositivo no encontrado',
      idInUse: 'Este id de dispositivo pertenece a otra empresa',
      idInUseBy: 'Este id de dispositivo pertenece a otra empresa: {id}',
      positionTaken: 'Otro dispositivo ya ocupa esta posición de la calle',
      positionTakenBy: 'Otro dispositivo ya ocupa esta posición de la calle: {id}',
      notPlaceable: 'Solo las luces y los controladores tienen posición en la calle',
      controllerNotFound: 'Controlador no encontrado',
      controllerNotFoundNamed: 'Controlador no encontrado: {name}',
      controllerOutOfReach: 'El controlador está a más de 2 posiciones de distancia en esta calle',
      noControllerInReach: 'Ningún controlador a 2 posiciones o menos de esta luz',
      noControllerInReachOf: 'Ningún controlador a 2 posiciones o menos de esta luz: {id}',
      csvEmpty: 'el archivo está vacío',
      csvNoIdColumn: 'el encabezado no tiene la columna "id"',
      csvUnknownColumns: 'columnas desconocidas ignoradas: {columns}',
      csvUnknownType: 'tipo desconocido "{type}" (use uno de: {kinds})',
      csvBadId: 'el id debe tener de 1 a 64 letras, dígitos o . _ : -',
      csvRepeatedId: 'el id "{id}" repite una línea anterior',
      csvBadStreet: 'la calle debe tener de 1 a 32 letras, dígitos, espacios o . _ -',
      csvBadPosition: 'la posición debe ser un número entero de 1 a 9999',
      csvNeedsPlace:
        '{type, select, light {una luz} controller {un controlador} other {un dispositivo {type}}} necesita calle y posición',
      csvNoDevices: 'ningún dispositivo',
    },
  },
  'devices',
);

/** A line the import refused (or warns about): its number and what is wrong with it. */
export interface ImportLine {
  line: number;
  message: string;
}

/** Texts the device calls answer. The console toasts `message` on success (doc 1 §8); the
 * success texts are still English only. */
export const DEVICE_MESSAGES = {
  importRefused: deviceError('importRefused'),
  /** the 400 of a refused file: `importRefused` and the lines, each said in the language too */
  importRefusedLines: (lines: readonly ImportLine[]) =>
    deviceError('importRefusedLines', {
      lines: (language: Language) => lines.map((l) => importLineText(l, language)).join('; '),
    }),
  notFound: deviceError('notFound'),
  idInUse: deviceError('idInUse'),
  idInUseBy: (id: string) => deviceError('idInUseBy', { id }),
  positionTaken: deviceError('positionTaken'),
  positionTakenBy: (id: string) => deviceError('positionTakenBy', { id }),
  notPlaceable: deviceError('notPlaceable'),
  controllerNotFound: deviceError('controllerNotFound'),
  controllerNotFoundNamed: (name: string) => deviceError('controllerNotFoundNamed', { name }),
  controllerOutOfReach: deviceError('controllerOutOfReach'),
  noControllerInReach: deviceError('noControllerInReach'),
  noControllerInReachOf: (id: string) => deviceError('noControllerInReachOf', { id }),
  companyNotFound: MESSAGES.companyNotFound,
} as const;

/** One import line in `language` ("linha 3: …"). */
function importLineText(line: ImportLine, language: Language): string {
  return formatDeviceMessage(language, 'importLine', {
    line: String(line.line),
    message: localize(line.message, language),
  });
}

/** The import's lines said in `language` (the 400's `lines`, which the import dialog lists). */
export function localizeLines(lines: readonly ImportLine[], language: Language): ImportLine[] {
  return lines.map((l) => ({ line: l.line, message: localize(l.message, language) }));
}

/** The CSV parser's texts (src/domain/devices-csv.ts) as this catalogue says them. */
export const DEVICE_CSV_TEXTS: CsvTexts = {
  empty: deviceError('csvEmpty'),
  noIdColumn: deviceError('csvNoIdColumn'),
  unknownColumns: (columns) => deviceError('csvUnknownColumns', { columns: columns.join(', ') }),
  unknownType: (type, kinds) => deviceError('csvUnknownType', { type, kinds: kinds.join(', ') }),
  badId: deviceError('csvBadId'),
  repeatedId: (id) => deviceError('csvRepeatedId', { id }),
  badStreet: deviceError('csvBadStreet'),
  badPosition: deviceError('csvBadPosition'),
  needsPlace: (type) => deviceError('csvNeedsPlace', { type }),
  noDevices: deviceError('csvNoDevices'),
};
