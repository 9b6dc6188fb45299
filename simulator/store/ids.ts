import type { Database } from 'better-sqlite3';

/**
 * Ids of records the simulator creates: `<prefix>-<n>` where n follows the table's largest rowid,
 * so they never collide with seeded ids (which are numbered in insertion order too) and are
 * deterministic — no clock, no randomness — so a replayed scenario creates the same ids.
 */
export function idMaker(db: Database, table: string, prefix: string, width = 6) {
  const max = db.prepare(`SELECT COALESCE(MAX(rowid), 0) FROM ${table}`).pluck();
  const exists = db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).pluck();
  return (): string => {
    let n = (max.get() as number) + 1;
    let id = `${prefix}-${String(n).padStart(width, '0')}`;
    while (exists.get(id)) {
      n += 1;
      id = `${prefix}-${String(n).padStart(width, '0')}`;
    }
    return id;
  };
}

/** Codes of operation records (INB-000001…): the next number after the kind's largest code. */
export function seqId(prefix: string, n: number, width = 6): string {
  return `${prefix}-${String(n).padStart(width, '0')}`;
}
