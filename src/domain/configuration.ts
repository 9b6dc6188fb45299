// doc 1 §3.2: company configuration (one per company document), edited by the company settings
// dialog (doc 1 §2.7) and saved with PUT /company/{id} (company-settings.schema.ts).
import type { KilometerRange } from './configuration-ranges';
import type { TransferRange } from './freight';
import type { OperationFlowEntry, SalesChannelFlowEntry } from './operation-flow';

export const STATUS_FLAGS = [
  'statusInboundLeadTime',
  'statusStorageLeadTime',
  'statusPickingLeadTime',
  'statusPackingLeadTime',
  'statusOutboundLeadTime',
  'statusInventoryLeadTime',
  'statusRouterLeadTime',
  'statusBackofficeLeadTime',
  'statusDropoffLeadTime',
  'statusPickupLeadTime',
  'statusYardLeadTime',
  'statusInvoiceTime',
  'statusCrossdockingLeadTime',
  'statusConferenceLeadTime',
  'statusMechanicLeadTime',
] as const;
export type StatusFlag = (typeof STATUS_FLAGS)[number];

/** doc 1 §3.2 lead times, in the order of the status flags; each flag's lead time. routerLeadTime
 * is in minutes; the seed does not give the others' unit, we use minutes for all (DESIGN decision,
 * src/screens/settings/README.md) so LATE and SLA (GET /dashboard) compare like with like. */
export const LEAD_TIMES = [
  'inboundLeadTime',
  'storageLeadTime',
  'pickingLeadTime',
  'packingLeadTime',
  'outboundLeadTime',
  'inventoryLeadTime',
  'routerLeadTime',
  'backofficeLeadTime',
  'dropoffLeadTime',
  'pickupLeadTime',
  'yardLeadTime',
  'invoiceTime',
  'crossdockingLeadTime',
  'conferenceLeadTime',
] as const;
export type LeadTime = (typeof LEAD_TIMES)[number];

/** doc 1 §2.7: the operation tabs of the settings dialog, each with its status flag and lead time
 * (the conference tab is a placeholder, the mechanic status a section of the Company tab). */
export const OPERATION_SETTINGS: ReadonlyArray<{ key: string; flag: StatusFlag; leadTime: LeadTime }> = [
  { key: 'inbound', flag: 'statusInboundLeadTime', leadTime: 'inboundLeadTime' },
  { key: 'storage', flag: 'statusStorageLeadTime', leadTime: 'storageLeadTime' },
  { key: 'picking', flag: 'statusPickingLeadTime', leadTime: 'pickingLeadTime' },
  { key: 'packing', flag: 'statusPackingLeadTime', leadTime: 'packingLeadTime' },
  { key: 'outbound', flag: 'statusOutboundLeadTime', leadTime: 'outboundLeadTime' },
  { key: 'inventory', flag: 'statusInventoryLeadTime', leadTime: 'inventoryLeadTime' },
  { key: 'router', flag: 'statusRouterLeadTime', leadTime: 'routerLeadTime' },
  { key: 'backoffice', flag: 'statusBackofficeLeadTime', leadTime: 'backofficeLeadTime' },
  { key: 'dropoff', flag: 'statusDropoffLeadTime', leadTime: 'dropoffLeadTime' },
  { key: 'yard', flag: 'statusYardLeadTime', leadTime: 'yardLeadTime' },
  { key: 'invoice', flag: 'statusInvoiceTime', leadTime: 'invoiceTime' },
  { key: 'crossdocking', flag: 'statusCrossdockingLeadTime', leadTime: 'crossdockingLeadTime' },
  { key: 'pickup', flag: 'statusPickupLeadTime', leadTime: 'pickupLeadTime' },
];

/** doc 1 §3.2 driver app switches (the two numbers are separate fields). */
export const DRIVER_APP_SWITCHES = [
  'appDriverGeoFenceEnable',
  'appDriverAcceptanceMandatoryByDriver',
  'appDriverSkipToEndOfActivity',
  'appDriverSkipSignature',
  'appDriverFollowTheOrderOfActivities',
  'appDriverRequiredToBeepCorrectItem',
  'appDriverSynchronizeActivitiesManually',
] as const;
export type DriverAppSwitch = (typeof DRIVER_APP_SWITCHES)[number];
/** doc 1 §9: geolocation update every 2 minutes, geofence 50 meters by default. */
export const DEFAULT_GEOLOCATION_UPDATE_MINUTES = 2;
export const DEFAULT_GEOFENCE_METERS = 50;

/** doc 1 §3.2 dashboard toggles (the hidden driver delivery monitoring ones are not kept). */
export const DASHBOARD_TOGGLES = [
  'dashboardOperationalMonitoring',
  'dashboardOperationCharts',
  'dashboardOrderMonitoring',
  'dashboardRouteMonitoring',
] as const;
export type DashboardToggle = (typeof DASHBOARD_TOGGLES)[number];

/** doc 1 §2.8: the operations order monitoring can show, three at a time (§9). */
export const ORDER_MONITORING_OPERATIONS = [
  'INBOUND',
  'STORAGE',
  'PICKING',
  'PACKING',
  'CONFERENCE',
  'OUTBOUND',
  'ROUTE',
  'PICKUP',
] as const;
export type OrderMonitoringOperation = (typeof ORDER_MONITORING_OPERATIONS)[number];
export const ORDER_MONITORING_COUNT = 3;

export const ROUTING_BROKERS = ['here', '4log', 'openmaps', 'maplink', 'tomtom'] as const;
/** doc 1 §3.2, §9: "default routing broker: here". */
export const DEFAULT_ROUTING_BROKER: (typeof ROUTING_BROKERS)[number] = 'here';

export type Configuration = {
  id: string;
  companyDocument: string;
  minDaysToDelivery: number;
  startOperation: number;
  endOperation: number;
  maxOrder: number;
  minOrder: number;
  defaultPrinterRoute: string;
  outboundConferenceByVolume: boolean;
  /** issue 31 (ours; doc 3 is silent): the inventory count screen hides the expected quantities
   * and volume from the counter (src/screens/inventory/README.md) */
  inventoryBlindCount: boolean;
  routingBroker: (typeof ROUTING_BROKERS)[number];
  routerMandatoryConfirmationRFIDPortal: boolean;
  dashboardOperationalMonitoring: boolean;
  dashboardOrderMonitoring: boolean;
  dashboardRouteMonitoring: boolean;
  dashboardOperationCharts: boolean;
  dashboardOrderMonitoringOperations: OrderMonitoringOperation[];
  sendNps: boolean;
  npsText: string | null;
  urlPlatform: string | null;
  urlApi: string | null;
  appDriverGeolocationUpdateTime: number;
  appDriverGeoFenceDistance: number;
  transferValueFromFreight: TransferRange[];
  kilometerCurve: KilometerRange[];
  /** doc 1 §3.3: the operation chain (read by the operations' next-step rule) */
  operationFlows: OperationFlowEntry[];
  /** doc 1 §3.3, §5: the sales channel chain */
  salesChannelFlows: SalesChannelFlowEntry[];
} & Record<StatusFlag, boolean> &
  Record<LeadTime, number> &
  Record<DriverAppSwitch, boolean>;

/** Operations submenu entries (doc 1 §2.6) and the status flag that hides each one. Entries with
 * no flag of their own in doc 1 §3.2 (handling, occurrence, devices) are always shown. */
export const OPERATIONS_MENU: ReadonlyArray<{ key: string; path: string; flag: StatusFlag | null }> = [
  { key: 'inbound', path: '/inbound', flag: 'statusInboundLeadTime' },
  { key: 'crossdocking', path: '/crossdocking', flag: 'statusCrossdockingLeadTime' },
  { key: 'handling', path: '/handling', flag: null },
  { key: 'storage', path: '/storage', flag: 'statusStorageLeadTime' },
  { key: 'picking', path: '/picking', flag: 'statusPickingLeadTime' },
  { key: 'packing', path: '/packing', flag: 'statusPackingLeadTime' },
  { key: 'conference', path: '/conference', flag: 'statusConferenceLeadTime' },
  { key: 'outbound', path: '/outbound', flag: 'statusOutboundLeadTime' },
  { key: 'inventory', path: '/inventory', flag: 'statusInventoryLeadTime' },
  { key: 'inventoryPlanning', path: '/inventory-planning', flag: 'statusInventoryLeadTime' },
  { key: 'occurrence', path: '/occurrence', flag: null },
  { key: 'invoice', path: '/invoice', flag: 'statusInvoiceTime' },
  { key: 'devices', path: '/devices', flag: null },
];

/** doc 1 §2.6: "an item is hidden when the configuration turns off its flag; by default shown". */
export function isOperationVisible(
  flag: StatusFlag | null,
  configuration: Partial<Configuration> | undefined,
): boolean {
  if (!flag || !configuration) return true;
  return configuration[flag] !== false;
}
