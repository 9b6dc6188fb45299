import type { Database } from 'better-sqlite3';
import type { DeviceView } from '../../src/domain/device-records';
import type { DeviceKind, DeviceStatusView } from '../../src/domain/devices';
import { defineTable } from './table';

/** doc 3 §3 device light (optimizedId = id, position, street, controller), controller
 * (deviceName), plus the portals and smart counters the emulators play (DESIGN §6). Portals hold
 * the dock they watch and where they stand (warehouse, building) for the handling history. */
export interface DeviceRecord {
  id: string;
  companyDocument: string;
  type: DeviceKind;
  deviceName: string;
  street: string | null;
  position: number | null;
  controller: string | null;
  deviceIP: string | null;
  dock: string | null;
  warehouse: string | null;
  building: string | null;
  /** last status reported over MQTT (`unknown` before the first report) */
  status: DeviceStatusView;
  /** last retained state data */
  state: Record<string, unknown> | null;
  updatedAt: string | null;
}

/** A device as first known (seeded, placed or imported): placed nowhere, no report yet
 * (`unknown`), named by its id; `fields` set the rest. */
export function newDevice(
  companyDocument: string,
  fields: Partial<DeviceRecord> & Pick<DeviceRecord, 'id' | 'type'>,
): DeviceRecord {
  return {
    companyDocument,
    deviceName: fields.id,
    street: null,
    position: null,
    controller: null,
    deviceIP: null,
    dock: null,
    warehouse: null,
    building: null,
    status: 'unknown',
    state: null,
    updatedAt: null,
    ...fields,
  };
}

export const devicesTable = defineTable<DeviceRecord>({
  name: 'devices',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    type: { type: 'text' },
    deviceName: { type: 'text' },
    street: { type: 'text', nullable: true },
    position: { type: 'integer', nullable: true },
    controller: { type: 'text', nullable: true },
    deviceIP: { type: 'text', nullable: true },
    dock: { type: 'text', nullable: true },
    warehouse: { type: 'text', nullable: true },
    building: { type: 'text', nullable: true },
    status: { type: 'text' },
    state: { type: 'json', nullable: true },
    updatedAt: { type: 'text', nullable: true },
  },
  indexes: [
    ['companyDocument', 'type', 'street', 'position'],
    ['companyDocument', 'deviceName'],
    ['companyDocument', 'dock'],
  ],
});

export const deviceView = (d: DeviceRecord): DeviceView => ({
  id: d.id,
  optimizedId: d.id,
  type: d.type,
  deviceName: d.deviceName,
  companyDocument: d.companyDocument,
  street: d.street,
  position: d.position,
  controller: d.controller,
  deviceIP: d.deviceIP,
  dock: d.dock,
  status: d.status,
  state: d.state,
  updatedAt: d.updatedAt,
});

export interface DeviceFilter {
  type?: DeviceKind;
  street?: string;
}

export function devicesRepo(db: Database) {
  const t = devicesTable;
  const byId = db.prepare('SELECT * FROM devices WHERE id = ?');
  const ofCompany = db.prepare(`
    SELECT * FROM devices
    WHERE companyDocument = @companyDocument
      AND (@type IS NULL OR type = @type)
      AND (@street IS NULL OR street = @street)
    ORDER BY type, street, position, id`);
  const byName = db.prepare('SELECT * FROM devices WHERE companyDocument = ? AND deviceName = ? LIMIT 1');
  const all = db.prepare('SELECT * FROM devices ORDER BY companyDocument, id');
  const update = db.prepare(`
    UPDATE devices SET type = @type, deviceName = @deviceName, street = @street, position = @position,
      controller = @controller, deviceIP = @deviceIP, dock = @dock, warehouse = @warehouse,
      building = @building, status = @status, state = @state, updatedAt = @updatedAt
    WHERE id = @id`);
  const report = db.prepare('UPDATE devices SET status = ?, state = ?, updatedAt = ? WHERE id = ?');
  const controllersOf = db.prepare(`
    SELECT c.deviceName, c.street, c.position,
      (SELECT count(*) FROM devices l WHERE l.companyDocument = c.companyDocument AND l.type = 'light'
         AND l.controller = c.deviceName) AS lights
    FROM devices c WHERE c.companyDocument = ? AND c.type = 'controller'
    ORDER BY c.street, c.position, c.deviceName`);
  const counts = db.prepare(`
    SELECT type, count(*) AS total,
      sum(status = 'online') AS online,
      sum(status = 'lost') AS lost,
      sum(type = 'light' AND json_extract(state, '$.on') = 1) AS lit
    FROM devices WHERE companyDocument = ? GROUP BY type`);
  const insert = t.inserter(db);
  return {
    insert,
    byId: (id: string): DeviceRecord | null => {
      const row = byId.get(id);
      return row ? t.decode(row) : null;
    },
    byName: (companyDocument: string, deviceName: string): DeviceRecord | null => {
      const row = byName.get(companyDocument, deviceName);
      return row ? t.decode(row) : null;
    },
    ofCompany: (companyDocument: string, filter: DeviceFilter = {}): DeviceRecord[] =>
      ofCompany
        .all({ companyDocument, type: filter.type ?? null, street: filter.street ?? null })
        .map(t.decode),
    /** every device of the session (the emulator fleet plays them) */
    all: (): DeviceRecord[] => all.all().map(t.decode),
    update: (record: DeviceRecord) => {
      update.run(t.encode(record));
    },
    /** a state report from MQTT: status and state data only */
    report: (id: string, status: DeviceStatusView, state: Record<string, unknown> | null, at: string) =>
      report.run(status, state === null ? null : JSON.stringify(state), at, id).changes > 0,
    controllers: (companyDocument: string) =>
      controllersOf.all(companyDocument) as Array<{
        deviceName: string;
        street: string | null;
        position: number | null;
        lights: number;
      }>,
    counts: (companyDocument: string) =>
      counts.all(companyDocument) as Array<{
        type: DeviceKind;
        total: number;
        online: number;
        lost: number;
        lit: number;
      }>,
    /** Inserts or replaces devices in one transaction (CSV import). */
    upsertAll: db.transaction((records: DeviceRecord[]) => {
      for (const r of records) {
        if (byId.get(r.id)) update.run(t.encode(r));
        else insert(r);
      }
    }),
  };
}
export type DevicesRepo = ReturnType<typeof devicesRepo>;
