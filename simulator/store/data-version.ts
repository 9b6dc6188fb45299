import type { Database } from 'better-sqlite3';

/**
 * Reads kept while the data is unchanged (issue 17): list totals (counting every row a filter
 * matches is the dear part of a list page, and a user paging through one filter asks the same
 * count again and again), and the rows every signed-in call reads (the user its token names, the
 * configuration GET /configure answers). A value is read once per key and given back until the
 * store's data version moves.
 *
 * The data version is SQLite's `total_changes()` of the store's connection: every INSERT, UPDATE
 * or DELETE through it — whichever repository or raw statement makes it — bumps it, so a value is
 * never reused across a write and what a caller gets is always exact. With it, `data_version`
 * (PRAGMA): it moves when another connection commits to the same file (a tester's sqlite3 shell on
 * the default session's database). It is not a time-based cache. Inside a transaction nothing is
 * kept nor given back: a rollback does not lower `total_changes()`, so a value read from rows that
 * are then rolled back would otherwise outlive them.
 */
function versionWatch(db: Database): () => boolean {
  const changesOf = db.prepare('SELECT total_changes()').pluck();
  // only a file can be written by another connection; PRAGMA as a statement of its own (its
  // table-valued form `pragma_data_version` costs ~10× more)
  const externalOf = db.memory ? null : db.prepare('PRAGMA data_version').pluck();
  let changes = -1;
  let external = -1;
  /** true when the data version moved since the last call */
  return () => {
    const c = changesOf.get() as number;
    const e = externalOf ? (externalOf.get() as number) : 0;
    if (c === changes && e === external) return false;
    changes = c;
    external = e;
    return true;
  };
}

/** Keys kept at one version at most: a tester typing filters for an hour must not grow a map
 * without end. */
const MAX_KEPT = 1000;

/** How much a store keeps at one version: at most `keys` values, weighing `weight` together. */
export interface KeptBound<V> {
  keys: number;
  weight?: { of: (value: V) => number; max: number };
}

/** Values read per key, given back while the data version is unchanged (see above). A kept value
 * is shared by every caller until the next write: callers must not change it (memoised rows are
 * frozen, `deepFreeze`). Past its bound the oldest keys go first. */
export function versionedReads<V>(db: Database, bound: KeptBound<V> = { keys: MAX_KEPT }) {
  const moved = versionWatch(db);
  const kept = new Map<string, V>();
  let weight = 0;
  let on = true;
  const weigh = (value: V) => bound.weight?.of(value) ?? 0;

  return {
    /** The value of `key`, read by `read(key)` unless known at the current version. */
    get(key: string, read: (key: string) => V): V {
      if (!on || db.inTransaction) return read(key);
      if (moved()) {
        kept.clear();
        weight = 0;
      }
      if (kept.has(key)) return kept.get(key) as V;
      const value = read(key);
      weight += weigh(value);
      kept.set(key, value);
      for (const [oldest, old] of kept) {
        if (kept.size <= bound.keys && weight <= (bound.weight?.max ?? Number.POSITIVE_INFINITY)) break;
        kept.delete(oldest);
        weight -= weigh(old);
      }
      return value;
    },
    /** The value of `key` if known at the current version, without reading it. */
    peek(key: string): V | undefined {
      if (!on || db.inTransaction) return undefined;
      if (moved()) {
        kept.clear();
        weight = 0;
      }
      return kept.get(key);
    },
    /** Off: every call reads (bench/orders-list.ts measures a first look at a filter this way). */
    setReuse(reuse: boolean): void {
      on = reuse;
      kept.clear();
      weight = 0;
    },
  };
}

/** List totals per filter key (the orders list, the products register). */
export function reusedTotals(db: Database) {
  const reads = versionedReads<number>(db);
  return {
    /** The total of the filter `key`, counted by `count` unless known at the current version. */
    total: (key: string, count: () => number): number => reads.get(key, count),
    setReuse: reads.setReuse,
  };
}
export type ReusedTotals = ReturnType<typeof reusedTotals>;

/** `value` and everything it holds made read-only, so a kept read cannot be changed by one caller
 * under the others (an attempt throws in strict-mode code, every module here). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
