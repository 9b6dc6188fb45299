import type { Database } from 'better-sqlite3';

/**
 * The bound of the one design that could lift a list's ceiling (bench/README.md "The bound of
 * pre-serialised rows"): every list row kept as finished JSON in a table, so a request reads its
 * page's rows by primary key, in the page's order, and joins them — the rows found for free (the
 * same ids every time) and no platform path. Built in a side table of the bench's own store; the
 * simulator has no such table. Answers the very bytes of `body` (checked here once).
 */
export function preSerialisedPage(db: Database, body: string, rowsKey: string): () => string {
  db.exec(
    'CREATE TABLE IF NOT EXISTS bench_row_json (id TEXT PRIMARY KEY, json TEXT NOT NULL) WITHOUT ROWID',
  );
  const page = JSON.parse(body) as Record<string, unknown>;
  const rows = page[rowsKey] as Array<{ id: string }>;
  const keep = db.prepare('INSERT OR REPLACE INTO bench_row_json VALUES (?, ?)');
  db.transaction(() => {
    for (const row of rows) keep.run(row.id, JSON.stringify(row));
  })();
  const ids = JSON.stringify(rows.map((r) => r.id));
  // json_each numbers the ids: the rows come back in the page's order
  const read = db
    .prepare('SELECT r.json FROM json_each(?) j JOIN bench_row_json r ON r.id = j.value ORDER BY j.key')
    .pluck();
  const keys = Object.keys(page);
  const head = `{${keys
    .slice(0, keys.indexOf(rowsKey))
    .map((k) => `${JSON.stringify(k)}:${JSON.stringify(page[k])},`)
    .join('')}"${rowsKey}":[`;
  const tail = `]${keys
    .slice(keys.indexOf(rowsKey) + 1)
    .map((k) => `,${JSON.stringify(k)}:${JSON.stringify(page[k])}`)
    .join('')}}`;
  const answer = () => `${head}${(read.all(ids) as string[]).join(',')}${tail}`;
  if (answer() !== body) throw new Error(`the pre-serialised ${rowsKey} page differs from the answer`);
  return answer;
}
