import type { Database } from 'better-sqlite3';
import { type Configuration, STATUS_FLAGS, type StatusFlag } from '../../src/domain/configuration';
import { type Column, defineTable } from './table';

const flagColumns = Object.fromEntries(STATUS_FLAGS.map((f) => [f, { type: 'boolean' }])) as Record<
  StatusFlag,
  Column
>;

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
    ...flagColumns,
  },
});

export function configurationsRepo(db: Database) {
  const t = configurationsTable;
  const ofCompany = db.prepare('SELECT * FROM configurations WHERE companyDocument = ?');
  return {
    insert: t.inserter(db),
    /** GET /configure answers a list; the console reads item 0 (doc 1 §7.2). */
    ofCompany: (companyDocument: string): Configuration[] => ofCompany.all(companyDocument).map(t.decode),
  };
}
export type ConfigurationsRepo = ReturnType<typeof configurationsRepo>;
