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
