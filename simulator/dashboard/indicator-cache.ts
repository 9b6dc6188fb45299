import type { Database } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/** An indicator's counts that do not depend on the clock (indicators.ts). */
export interface Counts {
  total: number;
  pending: number;
  inprogress: number;
  occurrence: number;
  done: number;
  /** done records whose finish was seen */
  measured: number;
  /** …of them, finished by their due time */
  onTime: number;
}

/** What a source counted: its counts and the ascending due times (Julian days) of its open records. */
export interface SourceFigures {
  counts: Counts;
  dues: Float64Array;
}

/**
 * The dashboard's counts kept per store until its data version moves (issue 15: the TV wall and
 * every supervisor's dashboard ask the same figures every 30 s / 5 min). The version is SQLite's
 * `total_changes()` of the store's connection, as for the list totals (store/data-version.ts):
 * every INSERT, UPDATE or DELETE — any repository, trigger or raw statement, the configuration's
 * lead times and flags included — moves it, so nothing outlives a write. Inside a transaction
 * nothing is kept (a rollback does not lower `total_changes()`). Keyed by source, company, range
 * and lead time; LATE is not kept (it moves with the clock): the open records' due times are, and
 * indicators.ts counts those before now on each call.
 */
const MAX_ENTRIES = 500;

interface StoreCache {
  version: () => number;
  seen: number;
  entries: LRUCache<string, SourceFigures>;
}

const caches = new WeakMap<Database, StoreCache>();

function cacheOf(db: Database): StoreCache {
  let cache = caches.get(db);
  if (!cache) {
    const changes = db.prepare('SELECT total_changes()').pluck();
    cache = {
      version: () => changes.get() as number,
      seen: -1,
      entries: new LRUCache({ max: MAX_ENTRIES }),
    };
    caches.set(db, cache);
  }
  return cache;
}

/** The figures of `key`, counted by `count` unless known at the store's current data version. */
export function cachedFigures(db: Database, key: string, count: () => SourceFigures): SourceFigures {
  if (db.inTransaction) return count();
  const cache = cacheOf(db);
  const version = cache.version();
  if (version !== cache.seen) {
    cache.entries.clear();
    cache.seen = version;
  }
  let figures = cache.entries.get(key);
  if (!figures) {
    figures = count();
    cache.entries.set(key, figures);
  }
  return figures;
}
