import type { Database } from 'better-sqlite3';
import {
  type Configuration,
  DRIVER_APP_SWITCHES,
  LEAD_TIMES,
  STATUS_FLAGS,
} from '../../src/domain/configuration';
import { deepFreeze, versionedReads } from './data-version';
import { type Column, defineTable, type SqlValue } from './table';

const columnsOf = <K extends string>(names: readonly K[], column: Column) =>
  Object.fromEntries(names.map((f) => [f, column])) as Record<K, Column>;

/** doc 1 §3.2: one configuration per company document (hence the unique companyDocument). */
export const configurationsTable = defineTable<Configuration>({
  name: 'configurations',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', unique: true, references: 'companies(cnpj)' },
    minDaysToDelivery: { type: 'integer' },
    startOperation: { type: 'integer' },
    endOperation: { type: 'integer' },
    maxOrder: { type: 'integer' },
    minOrder: { type: 'integer' },
    defaultPrinterRoute: { type: 'text' },
    outboundConferenceByVolume: { type: 'boolean' },
    inventoryBlindCount: { type: 'boolean' },
    routingBroker: { type: 'text' },
    routerMandatoryConfirmationRFIDPortal: { type: 'boolean' },
    dashboardOperationalMonitoring: { type: 'boolean' },
    dashboardOrderMonitoring: { type: 'boolean' },
    dashboardRouteMonitoring: { type: 'boolean' },
    dashboardOperationCharts: { type: 'boolean' },
    dashboardOrderMonitoringOperations: { type: 'json' },
    sendNps: { type: 'boolean' },
    npsText: { type: 'text', nullable: true },
    urlPlatform: { type: 'text', nullable: true },
    urlApi: { type: 'text', nullable: true },
    appDriverGeolocationUpdateTime: { type: 'integer' },
    appDriverGeoFenceDistance: { type: 'integer' },
    // lists edited as a whole by the settings dialog and read whole (doc 1 §3.2, §3.3)
    transferValueFromFreight: { type: 'json' },
    kilometerCurve: { type: 'json' },
    operationFlows: { type: 'json' },
    salesChannelFlows: { type: 'json' },
    ...columnsOf(STATUS_FLAGS, { type: 'boolean' }),
    ...columnsOf(LEAD_TIMES, { type: 'integer' }),
    ...columnsOf(DRIVER_APP_SWITCHES, { type: 'boolean' }),
  },
});

export function configurationsRepo(db: Database) {
  const t = configurationsTable;
  // raw rows read into one fixed-shape object (table.ts fromValues): the 60-column row as
  // better-sqlite3's object plus the generic decode was most of GET /configure's own cost
  const ofCompany = db
    .prepare(`SELECT ${t.columnList('c')} FROM configurations c WHERE companyDocument = ?`)
    .raw(true);
  // GET /configure is the console's first call and every operation chain reads it: read once per
  // data version, exact after any write (data-version.ts), frozen as it is shared (issue 17)
  const ofCompanyReads = versionedReads<Configuration[]>(db);
  const readOfCompany = (companyDocument: string) =>
    deepFreeze((ofCompany.all(companyDocument) as SqlValue[][]).map(t.fromValues));
  const settable = Object.keys(t.encode({} as Configuration)).filter(
    (c) => c !== 'id' && c !== 'companyDocument',
  );
  const update = db.prepare(
    `UPDATE configurations SET ${settable.map((c) => `"${c}" = @${c}`).join(', ')} WHERE companyDocument = @companyDocument`,
  );
  const setOrderOperations = db.prepare(
    'UPDATE configurations SET dashboardOrderMonitoringOperations = ? WHERE companyDocument = ?',
  );
  return {
    insert: t.inserter(db),
    /** the whole configuration of its company (PUT /company/{id}) */
    update: (configuration: Configuration): void => {
      update.run(t.encode(configuration));
    },
    /** PUT /configure/dashboard-order-operations (doc 1 §2.8) */
    setOrderMonitoringOperations: (companyDocument: string, operations: readonly string[]): void => {
      setOrderOperations.run(JSON.stringify(operations), companyDocument);
    },
    /** GET /configure answers a list; the console reads item 0 (doc 1 §7.2). Read-only: shared by
     * every caller until the next write. */
    ofCompany: (companyDocument: string): Configuration[] =>
      ofCompanyReads.get(companyDocument, readOfCompany),
  };
}
export type ConfigurationsRepo = ReturnType<typeof configurationsRepo>;
