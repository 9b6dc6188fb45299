import type { Database } from 'better-sqlite3';
import type { SmartCounterActivity } from '../../src/domain/device-records';
import { defineTable } from './table';

/** doc 3 §3 "Smart counter activity": id, deviceName, deviceIP, counter, createdAt — one row per
 * count event a counter publishes (written by the device platform, simulator/devices). */
export interface SmartCounterActivityRecord extends SmartCounterActivity {
  companyDocument: string;
  deviceId: string;
}

export const smartCounterActivitiesTable = defineTable<SmartCounterActivityRecord>({
  name: 'smart_counter_activities',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    deviceId: { type: 'text' },
    deviceName: { type: 'text' },
    deviceIP: { type: 'text' },
    counter: { type: 'integer' },
    createdAt: { type: 'text' },
  },
  indexes: [
    ['companyDocument', 'createdAt'],
    ['companyDocument', 'deviceName', 'createdAt'],
  ],
});

export interface ActivityRange {
  /** ISO instants, inclusive; null = open */
  from: string | null;
  to: string | null;
}

export function smartCounterRepo(db: Database) {
  const t = smartCounterActivitiesTable;
  const list = db.prepare(`
    SELECT * FROM smart_counter_activities
    WHERE companyDocument = @companyDocument
      AND (@from IS NULL OR createdAt >= @from) AND (@to IS NULL OR createdAt <= @to)
    ORDER BY deviceName, createdAt DESC, id`);
  const last = db.prepare(
    'SELECT counter FROM smart_counter_activities WHERE deviceId = ? ORDER BY createdAt DESC, rowid DESC LIMIT 1',
  );
  const since = db.prepare(
    'SELECT count(*) FROM smart_counter_activities WHERE companyDocument = ? AND createdAt >= ?',
  );
  return {
    insert: t.inserter(db),
    list: (companyDocument: string, range: ActivityRange): SmartCounterActivityRecord[] =>
      list.all({ companyDocument, from: range.from, to: range.to }).map(t.decode),
    /** the counter's running total at its last activity (0 when it has none) */
    lastCounter: (deviceId: string) => (last.pluck().get(deviceId) as number | undefined) ?? 0,
    countSince: (companyDocument: string, from: string) => since.pluck().get(companyDocument, from) as number,
  };
}
export type SmartCounterRepo = ReturnType<typeof smartCounterRepo>;
