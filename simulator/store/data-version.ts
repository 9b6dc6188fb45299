import type { Database } from 'better-sqlite3';

/**
 * List totals reused while the data is unchanged (issue 17 "Lists in SQL"). Counting every row a
 * filter matches is the dear part of a list page (85k orders: a whole index range), and a user
 * paging through one filter asks the same count again and again. A total is computed once per
 * filter key and given back until the store's data version moves.
 *
 * The data version is SQLite's `total_changes()` of the store's connection: every INSERT, UPDATE
 * or DELETE through it — whichever repository or raw statement makes it — bumps it, so a total is
 * never reused across a write and the total a user sees is always exact. It is not a time-based
 * cache. Inside a transaction nothing is kept: a rollback does not lower `total_changes()`, so a
 * total counted over rows that are then rolled back would otherwise outlive them.
 */
export function reusedTotals(db: Database) {
  const changes = db.prepare('SELECT total_changes()').pluck();
  const totals = new Map<string, number>();
  let version = -1;
  let reuse = true;

  return {
    /** The total of the filter `key`, counted by `count` unless known at the current version. */
    total(key: string, count: () => number): number {
      if (!reuse || db.inTransaction) return count();
      const now = changes.get() as number;
      if (now !== version) {
        totals.clear();
        version = now;
      }
      let total = totals.get(key);
      if (total === undefined) {
        total = count();
        // bounded: a tester typing filters for an hour must not grow the map without end
        if (totals.size >= 1000) totals.clear();
        totals.set(key, total);
      }
      return total;
    },
    /** Off: every page counts (bench/orders-list.ts measures a first look at a filter this way). */
    setReuse(on: boolean): void {
      reuse = on;
      totals.clear();
    },
  };
}
export type ReusedTotals = ReturnType<typeof reusedTotals>;
