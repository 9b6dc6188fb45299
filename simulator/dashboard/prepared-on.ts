import type { Database } from 'better-sqlite3';
import { statementCache } from '../store/prepared';

const caches = new WeakMap<Database, ReturnType<typeof statementCache>>();

/** The dashboard's statements of `db`, prepared once per store (a session's database). */
export function preparedOn(db: Database): ReturnType<typeof statementCache> {
  let cache = caches.get(db);
  if (!cache) {
    cache = statementCache(db);
    caches.set(db, cache);
  }
  return cache;
}
