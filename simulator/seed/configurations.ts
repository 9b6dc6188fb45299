import {
  type Configuration,
  DEFAULT_GEOFENCE_METERS,
  DEFAULT_GEOLOCATION_UPDATE_MINUTES,
  DEFAULT_ROUTING_BROKER,
  DRIVER_APP_SWITCHES,
  LEAD_TIMES,
  STATUS_FLAGS,
} from '../../src/domain/configuration';

const all = <K extends string, V>(names: readonly K[], value: V) =>
  Object.fromEntries(names.map((f) => [f, value])) as Record<K, V>;

/** Lead times (minutes, see LEAD_TIMES) a new company starts with: an hour per operation, the
 * on-time threshold of doc 1 §2.8. */
export const DEFAULT_LEAD_TIME_MINUTES = 60;

/** The configuration a company starts with (doc 1 §3.2): every operation enabled ("by default
 * items are shown", doc 1 §2.6), every dashboard block on, default routing broker (doc 1 §9).
 * Used for seeded companies and for companies created by POST /company/register. */
export function baseConfiguration(companyDocument: string): Configuration {
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
    inventoryBlindCount: false,
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
    appDriverGeolocationUpdateTime: DEFAULT_GEOLOCATION_UPDATE_MINUTES,
    appDriverGeoFenceDistance: DEFAULT_GEOFENCE_METERS,
    transferValueFromFreight: [],
    kilometerCurve: [],
    operationFlows: [],
    salesChannelFlows: [],
    ...all(STATUS_FLAGS, true),
    ...all(LEAD_TIMES, DEFAULT_LEAD_TIME_MINUTES),
    ...all(DRIVER_APP_SWITCHES, false),
  };
}
