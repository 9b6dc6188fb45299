import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where a database file's token secret is kept: beside it, readable by its owner only. */
export const secretFileFor = (dbPath: string) => join(dirname(dbPath), '.token-secret');

const fresh = () => randomBytes(32).toString('hex');

/**
 * The key that signs access tokens (DESIGN §5: "the token secret comes from the environment or
 * the data folder, never from the code" — a constant in the repository would let anyone forge an
 * ADMIN token for any company). `JWT_SECRET` wins (server/config.ts); otherwise a store on disk
 * keeps a random secret in its data folder, made on first start, so tokens survive restarts; an
 * in-memory store (tests, e2e) gets a random one per process.
 */
export function tokenSecret(dbPath: string): string {
  if (dbPath === ':memory:') return fresh();
  const file = secretFileFor(dbPath);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // none yet: made below
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = fresh();
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // a folder that cannot be written says so (server/start-failure.ts), not "no such file"
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // another process made it first (or a short one is there): use what is on disk when it is whole
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
