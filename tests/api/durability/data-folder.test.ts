import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT, startFailure } from '../../../simulator/server/start-failure';
import { freePort, startServer } from './server-process';

// Issue 18: a data folder the simulator cannot use stops the start with a clear message and an
// exit code, not a stack. Tests often run as root, whom chmod does not stop: the read-only folder
// is tried only when it really is read-only to this user; a DB_PATH under a file (its folder can
// never be made) and a file that is not a database run everywhere. A full disk cannot be made
// here without mounting one: its errors (ENOSPC from the file system, SQLITE_FULL from SQLite)
// are checked on startFailure itself.

const root = mkdtempSync(join(tmpdir(), 'sim-data-folder-'));
afterAll(() => {
  chmodSync(root, 0o755);
  rmSync(root, { recursive: true, force: true });
});

/** Starts the simulator on `dbPath` and waits for it to end (it must not start). */
async function startOn(dbPath: string) {
  const server = startServer({
    DB_PATH: dbPath,
    PORT: String(await freePort()),
    MQTT_PORT: String(await freePort()),
  });
  return server.exited;
}

/** Whether this user is really kept out of a folder made read-only (not so for root). */
function readOnlyHolds(folder: string): boolean {
  try {
    writeFileSync(join(folder, '.probe'), '');
    rmSync(join(folder, '.probe'));
    return false;
  } catch {
    return true;
  }
}

describe('a data folder the simulator cannot use', () => {
  it.concurrent('DB_PATH under a file: exit 73 and one line naming the folder, no stack', {
    timeout: 60_000,
  }, async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    const exit = await startOn(join(file, 'sim.db'));
    expect(exit.code).toBe(EXIT.cantCreate);
    expect(exit.output).toContain(`The simulator cannot start: The data folder ${file} cannot be created`);
    expect(exit.output).not.toMatch(/\n\s+at /);
  });

  it.concurrent('a file that is not a database: exit 65 and what to do with it', {
    timeout: 60_000,
  }, async () => {
    const folder = join(root, 'not-a-db');
    mkdirSync(folder);
    const dbPath = join(folder, 'sim.db');
    writeFileSync(
      dbPath,
      'these bytes are no SQLite database, and long enough to be read as a header. '.repeat(20),
    );
    const exit = await startOn(dbPath);
    expect(exit.code).toBe(EXIT.dataError);
    expect(exit.output).toContain(`${dbPath} is not a simulator database or is damaged`);
    expect(exit.output).not.toMatch(/\n\s+at /);
  });

  it('a read-only folder: exit 73 and one line naming it (skipped where chmod does not bind, e.g. root)', {
    timeout: 60_000,
  }, async (context) => {
    const folder = join(root, 'read-only');
    mkdirSync(folder);
    chmodSync(folder, 0o555);
    if (!readOnlyHolds(folder)) context.skip();
    const exit = await startOn(join(folder, 'sim.db'));
    expect(exit.code).toBe(EXIT.cantCreate);
    expect(exit.output).toContain(`The data folder ${folder} cannot be written`);
  });

  it('a full disk and a read-only file system are said as such', () => {
    const where = { dbPath: '/data/sim.db', port: 3000, mqttPort: 1883 };
    const full = (code: string) => startFailure(Object.assign(new Error('disk full'), { code }), where);
    expect(full('ENOSPC')).toEqual({
      exitCode: EXIT.ioError,
      message: expect.stringContaining('No space left for the data in /data'),
    });
    expect(full('SQLITE_FULL')?.exitCode).toBe(EXIT.ioError);
    expect(full('EROFS')?.message).toContain('The data folder /data cannot be written');
    expect(full('SQLITE_READONLY_DIRECTORY')?.exitCode).toBe(EXIT.cantCreate);
    const taken = startFailure(
      Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE', port: 1883 }),
      where,
    );
    expect(taken?.message).toContain('set MQTT_PORT to a free port');
    expect(startFailure(new TypeError('a bug'), where)).toBeNull();
  });
});
