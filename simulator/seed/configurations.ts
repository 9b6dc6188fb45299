import {
  type Configuration,
  DEFAULT_ROUTING_BROKER,
  STATUS_FLAGS,
  type StatusFlag,
} from '../../src/domain/configuration';

/** The configuration a company starts with (doc 1 §3.2): every operation enabled ("by default
 * items are shown", doc 1 §2.6), every dashboard block on, default routing broker (doc 1 §9).
 * Used for seeded companies and for companies created by POST /company/register. */
export function baseConfiguration(companyDocument: string): Configuration {
  const flags = Object.fromEntries(STATUS_FLAGS.map((f) => [f, true])) as Record<StatusFlag, boolean>;
  return {
    id: `cfg-${companyDocument}`,
    companyDocument,
    minDaysToDelivery: 1,
    startOperation: 8,
    endOperation: 18,
    maxOrder: 500,
    minOrder: 1,
    defaultPrinterRoute: 'default',
    outboundConferenceByVolume: false,
    routingBroker: DEFAULT_ROUTING_BROKER,
    routerMandatoryConfirmationRFIDPortal: false,
    dashboardOperationalMonitoring: true,
    dashboardOrderMonitoring: true,
    dashboardRouteMonitoring: true,
    dashboardOperationCharts: true,
    // doc 1 §2.8, §9: order monitoring shows exactly three operations.
    dashboardOrderMonitoringOperations: ['PICKING', 'PACKING', 'OUTBOUND'],
    sendNps: false,
    npsText: null,
    urlPlatform: null,
    urlApi: null,
    ...flags,
  };
}
