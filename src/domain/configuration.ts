// doc 1 §3.2: company configuration (one per company document). Only the fields this issue uses
// are typed strictly; the settings dialog (a later issue) extends this.

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
  routingBroker: (typeof ROUTING_BROKERS)[number];
  routerMandatoryConfirmationRFIDPortal: boolean;
  dashboardOperationalMonitoring: boolean;
  dashboardOrderMonitoring: boolean;
  dashboardRouteMonitoring: boolean;
  dashboardOperationCharts: boolean;
  dashboardOrderMonitoringOperations: string[];
  sendNps: boolean;
  npsText: string | null;
  urlPlatform: string | null;
  urlApi: string | null;
} & Record<StatusFlag, boolean>;

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
