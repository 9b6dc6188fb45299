import { dirname } from 'node:path';

/** Why the simulator could not start, in one line for the person who started it, and the exit
 * code it leaves with (the BSD sysexits.h numbers scripts already know). */
export interface StartFailure {
  message: string;
  exitCode: number;
}

export const EXIT = {
  /** the data folder or database file cannot be created or written */
  cantCreate: 73,
  /** no space left for the data */
  ioError: 74,
  /** the database file is damaged or is not a database */
  dataError: 65,
  /** a port is taken */
  unavailable: 69,
} as const;

interface Where {
  dbPath: string;
  port: number;
  mqttPort: number;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

const CANNOT_WRITE = new Set(['EACCES', 'EPERM', 'EROFS', 'SQLITE_CANTOPEN', 'SQLITE_PERM']);
const NO_FOLDER = new Set(['ENOTDIR', 'ENOENT', 'EEXIST']);
const FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);
const DAMAGED = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT']);

/**
 * The known ways a start fails — the data folder (DB_PATH's) cannot be written, its disk is full,
 * the file there is not a simulator database, a port is taken — said plainly, with what to do
 * (issue 18: "a clear message and exit code, not a stack"). null for anything else: a bug, whose
 * stack is worth showing.
 */
export function startFailure(error: unknown, where: Where): StartFailure | null {
  const code = codeOf(error);
  const folder = dirname(where.dbPath);
  const reason = error instanceof Error ? error.message : String(error);
  if (code.startsWith('SQLITE_READONLY') || CANNOT_WRITE.has(code))
    return {
      message: `The data folder ${folder} cannot be written (${reason}). Give the simulator write access to it, or set DB_PATH to a file in a folder it may write.`,
      exitCode: EXIT.cantCreate,
    };
  if (NO_FOLDER.has(code))
    return {
      message: `The data folder ${folder} cannot be created (${reason}): part of the path is missing or is not a folder. Set DB_PATH to a file in a folder the simulator may create or write.`,
      exitCode: EXIT.cantCreate,
    };
  if (FULL.has(code))
    return {
      message: `No space left for the data in ${folder} (${reason}). Free some space, or set DB_PATH to a disk with room.`,
      exitCode: EXIT.ioError,
    };
  if (DAMAGED.has(code))
    return {
      message: `${where.dbPath} is not a simulator database or is damaged (${reason}). Move it away or delete it (the simulator then starts from its seed), or set DB_PATH to another file.`,
      exitCode: EXIT.dataError,
    };
  if (code === 'EADDRINUSE') {
    const port = typeof error === 'object' && error && 'port' in error ? Number(error.port) : null;
    const which = port === where.mqttPort ? 'MQTT_PORT' : 'PORT';
    return {
      message: `Port ${port ?? '?'} is already in use (another simulator running?). Stop it, or set ${which} to a free port.`,
      exitCode: EXIT.unavailable,
    };
  }
  return null;
}
