import type { Database, Statement } from 'better-sqlite3';

/** `prepared(sql)`: the statement of `sql` on `db`, prepared on first use and kept (queries whose
 * SQL is built per call — filters, sorts, changed columns — come back to the same few texts). */
export function statementCache(db: Database): (sql: string) => Statement<unknown[]> {
  const statements = new Map<string, Statement<unknown[]>>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<unknown[]>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

const perDatabase = new WeakMap<Database, (sql: string) => Statement<unknown[]>>();
/** The statement of `sql` on `db`, prepared once per database and reused by every later call
 * (for helpers that have no repository to hold their statements). */
export function preparedOnce(db: Database, sql: string): Statement<unknown[]> {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = statementCache(db);
    perDatabase.set(db, cache);
  }
  return cache(sql);
}
