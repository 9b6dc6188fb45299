import type { Database } from 'better-sqlite3';

/** Key/value facts about the store itself: schema fingerprint, seed number and size. */
export const META_DDL = 'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT';

export function metaRepo(db: Database) {
  const get = db.prepare('SELECT value FROM meta WHERE key = ?').pluck();
  const set = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  return {
    get: (key: string): string | null => (get.get(key) as string | undefined) ?? null,
    set: (key: string, value: string) => {
      set.run(key, value);
    },
  };
}
