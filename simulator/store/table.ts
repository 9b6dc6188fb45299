import type { Database } from 'better-sqlite3';

/**
 * A typed SQLite table: one declaration gives the DDL (STRICT table, typed columns, indexes), the
 * insert statement and the row <-> record conversion. Column names are the domain field names
 * (camelCase), so records map 1:1 and later issues filter, sort and paginate in SQL by field name
 * (doc 1 §7.1 `field|value` filters, `field|ASC` sorting).
 */
export type ColumnType = 'text' | 'integer' | 'real' | 'boolean' | 'json' | 'blob';

export interface Column {
  type: ColumnType;
  nullable?: boolean;
  primaryKey?: boolean;
  unique?: boolean;
  /** `table(column)` */
  references?: string;
}

export interface TableSpec<Row> {
  name: string;
  columns: { [K in keyof Row & string]-?: Column };
  /** each entry is one index over the listed columns */
  indexes?: ReadonlyArray<ReadonlyArray<keyof Row & string>>;
}

export type SqlValue = string | number | Buffer | null;

const SQL_TYPES: Record<ColumnType, string> = {
  text: 'TEXT',
  integer: 'INTEGER',
  real: 'REAL',
  boolean: 'INTEGER',
  json: 'TEXT',
  blob: 'BLOB',
};

export interface Table<Row> {
  readonly name: string;
  readonly ddl: string[];
  encode(record: Row): Record<string, SqlValue>;
  decode(raw: unknown): Row;
  /** prepared `INSERT` bound by column name */
  inserter(db: Database): (record: Row) => void;
  /** `alias."col1", alias."col2", …` in declaration order, for a raw-mode (`.raw(true)`) SELECT
   * that `fromValues` reads back */
  columnList(alias: string): string;
  /** how many columns `columnList` lists (extra raw columns start at this index) */
  readonly columnCount: number;
  /** A record from a raw-mode row whose first columns are `columnList`'s (extra columns may
   * follow): one object literal of a fixed shape. better-sqlite3's row objects cost ~10 µs a
   * 22-column row and come in dictionary mode; a raw row read this way costs a third of it
   * (bench/README.md "Session 26"). */
  fromValues(values: readonly SqlValue[]): Row;
}

function columnDdl(name: string, c: Column): string {
  const parts = [`"${name}"`, SQL_TYPES[c.type]];
  if (c.primaryKey) parts.push('PRIMARY KEY');
  if (!c.nullable && !c.primaryKey) parts.push('NOT NULL');
  if (c.unique) parts.push('UNIQUE');
  if (c.type === 'boolean') parts.push(`CHECK ("${name}" IN (0, 1))`);
  if (c.references) parts.push(`REFERENCES ${c.references}`);
  return parts.join(' ');
}

/** The name `defineTable` gives the index over `columns` of `table` (for an `INDEXED BY`). */
export function indexName(table: string, columns: readonly string[]): string {
  return `${table}_${columns.join('_')}`;
}

export function defineTable<Row>(spec: TableSpec<Row>): Table<Row> {
  const entries = Object.entries(spec.columns) as Array<[string, Column]>;
  const names = entries.map(([n]) => n);
  const ddl = [
    `CREATE TABLE IF NOT EXISTS ${spec.name} (\n  ${entries.map(([n, c]) => columnDdl(n, c)).join(',\n  ')}\n) STRICT`,
    ...(spec.indexes ?? []).map(
      (cols) =>
        `CREATE INDEX IF NOT EXISTS ${indexName(spec.name, cols)} ON ${spec.name} (${cols.map((c) => `"${c}"`).join(', ')})`,
    ),
  ];

  const encode = (record: Row): Record<string, SqlValue> => {
    const out: Record<string, SqlValue> = {};
    for (const [n, c] of entries) {
      const v = (record as Record<string, unknown>)[n];
      if (v === null || v === undefined) out[n] = null;
      else if (c.type === 'boolean') out[n] = v ? 1 : 0;
      else if (c.type === 'json') out[n] = JSON.stringify(v);
      else out[n] = v as SqlValue;
    }
    return out;
  };

  const decode = (raw: unknown): Row => {
    const row = raw as Record<string, SqlValue>;
    const out: Record<string, unknown> = {};
    for (const [n, c] of entries) {
      const v = row[n];
      if (v === null || v === undefined) out[n] = null;
      else if (c.type === 'boolean') out[n] = v === 1;
      else if (c.type === 'json') out[n] = JSON.parse(String(v));
      else out[n] = v;
    }
    return out as Row;
  };

  const insertSql = `INSERT INTO ${spec.name} (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`;
  const inserter = (db: Database) => {
    const statement = db.prepare(insertSql);
    return (record: Row) => {
      statement.run(encode(record));
    };
  };

  const columnList = (alias: string) => names.map((n) => `${alias}."${n}"`).join(', ');
  // generated once per table (column names are this file's own declarations, never input)
  const field = ([n, c]: [string, Column], i: number) => {
    const v = `v[${i}]`;
    if (c.type === 'boolean') return `${JSON.stringify(n)}: ${v} === null ? null : ${v} === 1`;
    if (c.type === 'json') return `${JSON.stringify(n)}: ${v} === null ? null : JSON.parse(${v})`;
    return `${JSON.stringify(n)}: ${v}`;
  };
  const fromValues = new Function('v', `return { ${entries.map(field).join(', ')} };`) as (
    values: readonly SqlValue[],
  ) => Row;

  return {
    name: spec.name,
    ddl,
    encode,
    decode,
    inserter,
    columnList,
    columnCount: names.length,
    fromValues,
  };
}
