import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DOCUMENTS } from '../../../simulator/seed/demo/companies';
import { generateDataset } from '../../../simulator/seed/generate';
import { versionedReads } from '../../../simulator/store/data-version';
import { Store } from '../../../simulator/store/store';
import type { UserRecord } from '../../../simulator/store/users.repo';

// issue 17 "Per-request cost": the user a token names and the configuration GET /configure answers
// are read once per data version (data-version.ts); whatever writes, the next read is exact.
const company = DEMO_DOCUMENTS.principal;
const spec = { seed: 1, size: 'demo' as const };
const stores: Store[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function seeded(path = ':memory:'): Store {
  const store = Store.open(path);
  store.load(generateDataset(spec), spec);
  stores.push(store);
  return store;
}
const anAdmin = (store: Store) =>
  store.db.prepare("SELECT id FROM users WHERE userName = 'admin'").pluck().get() as string;
const storedLanguage = (store: Store, id: string) =>
  store.db.prepare('SELECT language FROM users WHERE id = ?').pluck().get(id);

describe('the user read by id', () => {
  it('is read again after a write through the repository or any raw statement', () => {
    const store = seeded();
    const id = anAdmin(store);
    expect(store.users.byId(id)).toBe(store.users.byId(id)); // kept while nothing changes
    store.users.setLanguage(id, 'es');
    expect(store.users.byId(id)?.language).toBe('es');
    store.db.prepare('UPDATE users SET isActive = 0 WHERE id = ?').run(id);
    expect(store.users.byId(id)?.isActive).toBe(false);
    expect(store.users.byId('usr-new')).toBeNull();
    store.users.insert({ ...(store.users.byId(id) as UserRecord), id: 'usr-new', userName: 'new' });
    expect(store.users.byId('usr-new')?.userName).toBe('new');
    store.db.prepare('DELETE FROM users WHERE id = ?').run('usr-new');
    expect(store.users.byId('usr-new')).toBeNull();
  });

  it('is frozen: a caller cannot change it under the others', () => {
    const store = seeded();
    const user = store.users.byId(anAdmin(store));
    expect(() => {
      (user as { language: string }).language = 'es';
    }).toThrow(TypeError);
  });

  it('is not kept inside a transaction that is rolled back', () => {
    const store = seeded();
    const id = anAdmin(store);
    const before = store.users.byId(id)?.language;
    expect(() =>
      store.db.transaction(() => {
        store.users.setLanguage(id, before === 'es' ? 'en-US' : 'es');
        expect(store.users.byId(id)?.language).toBe(storedLanguage(store, id));
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(store.users.byId(id)?.language).toBe(before);
  });

  it("sees another connection's commit to the same file (data_version)", () => {
    const folder = mkdtempSync(join(tmpdir(), 'versioned-reads-'));
    folders.push(folder);
    const store = seeded(join(folder, 'sim.db'));
    const id = anAdmin(store);
    expect(store.users.byId(id)?.language).not.toBe('es');
    const shell = new Database(join(folder, 'sim.db'));
    shell.prepare("UPDATE users SET language = 'es' WHERE id = ?").run(id);
    shell.close();
    expect(store.users.byId(id)?.language).toBe('es');
  });
});

describe('the configuration of a company', () => {
  it('is read again after a write, and frozen to its lists', () => {
    const store = seeded();
    const [first] = store.configurations.ofCompany(company);
    expect(store.configurations.ofCompany(company)[0]).toBe(first);
    store.configurations.setOrderMonitoringOperations(company, ['PICKING']);
    const [after] = store.configurations.ofCompany(company);
    expect(after.dashboardOrderMonitoringOperations).toEqual(['PICKING']);
    expect(() => (after.operationFlows as unknown[]).push({})).toThrow(TypeError);
    store.configurations.update({ ...after, sendNps: !after.sendNps });
    expect(store.configurations.ofCompany(company)[0].sendNps).toBe(!after.sendNps);
  });
});

describe('versionedReads', () => {
  it('reads a key once until a write, then again; every time when reuse is off', () => {
    const store = seeded();
    const reads = versionedReads<number>(store.db);
    const read = vi.fn(() => 7);
    reads.get('a', read);
    reads.get('a', read);
    expect(read).toHaveBeenCalledTimes(1);
    store.users.setLanguage(anAdmin(store), 'es');
    reads.get('a', read);
    expect(read).toHaveBeenCalledTimes(2);
    reads.setReuse(false);
    reads.get('a', read);
    reads.get('a', read);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
