import { createHash, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// Passwords are stored as scrypt hashes (node:crypto), never in clear. The cost is lowered from
// the default because this is a simulator seeded many times per test run, not a real platform.
const COST = 2 ** 12;
const KEY_LENGTH = 32;
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  options: { N: number },
) => Promise<Buffer>;

/** Seeding hashes the same demo password for every session: remember each (password, salt). */
const memo = new Map<string, string>();

/** A deterministic hash: the salt is derived from `saltSource` (e.g. the user name and seed). */
export function hashPassword(password: string, saltSource: string): string {
  const salt = createHash('sha256').update(saltSource).digest('hex').slice(0, 32);
  const key = `${password}\u0000${salt}`;
  let hash = memo.get(key);
  if (!hash) {
    hash = `scrypt$${COST}$${salt}$${scryptSync(password, salt, KEY_LENGTH, { N: COST }).toString('hex')}`;
    memo.set(key, hash);
  }
  return hash;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hex] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = await scryptAsync(password, salt, expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}
