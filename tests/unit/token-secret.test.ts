import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { secretFileFor, tokenSecret } from '../../simulator/server/token-secret';

describe('token secret (DESIGN §5: from the environment or the data folder, never the code)', () => {
  it('is random for an in-memory store', () => {
    expect(tokenSecret(':memory:')).not.toBe(tokenSecret(':memory:'));
    expect(tokenSecret(':memory:')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is made once beside a database file, owner-readable only, and kept across starts', () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'secret-')), 'sim.db');
    const first = tokenSecret(dbPath);
    expect(tokenSecret(dbPath)).toBe(first);
    expect(readFileSync(secretFileFor(dbPath), 'utf8').trim()).toBe(first);
    expect(statSync(secretFileFor(dbPath)).mode & 0o077).toBe(0);
  });

  it('a token signed by one in-memory simulator is refused by another', async () => {
    const a = buildApp({ dbPath: ':memory:' });
    const b = buildApp({ dbPath: ':memory:' });
    await Promise.all([a.ready(), b.ready()]);
    const login = await a.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'demo' },
    });
    const token = login.json().access_token as string;
    const mine = await a.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    const theirs = await b.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(401);
    await Promise.all([a.close(), b.close()]);
  });
});
