import { type } from 'arktype';
import { postalCodeRule } from './company.schema';
import {
  DRIVER_APP_SWITCHES,
  LEAD_TIMES,
  ORDER_MONITORING_COUNT,
  ORDER_MONITORING_OPERATIONS,
  ROUTING_BROKERS,
  STATUS_FLAGS,
} from './configuration';
import { freightRangeProblems, kilometerRangeProblems } from './configuration-ranges';
import {
  FLOW_OPERATIONS,
  operationFlowProblems,
  SALES_CHANNEL_NEXT_STEPS,
  salesChannelFlowProblems,
} from './operation-flow';
import type { Problem } from './validation';

// PUT /company/{id} (doc 1 §7.2: "company fields plus a configuration object holding the settings
// and the operation flow entries"), validated by doc 1 §5 "Company settings". Corporate name,
// document, type and ie are locked (disabled in the form, ignored here).

const required = 'string > 0';
const count = 'number.integer >= 0';

/** doc 1 §2.8, §9: exactly three operations for order monitoring. */
export const orderMonitoringOperations = type
  .enumerated(...ORDER_MONITORING_OPERATIONS)
  .array()
  .exactlyLength(ORDER_MONITORING_COUNT);

const flags = Object.fromEntries(STATUS_FLAGS.map((f) => [f, 'boolean'])) as Record<
  (typeof STATUS_FLAGS)[number],
  'boolean'
>;
const leadTimes = Object.fromEntries(LEAD_TIMES.map((f) => [f, count])) as Record<
  (typeof LEAD_TIMES)[number],
  typeof count
>;
const switches = Object.fromEntries(DRIVER_APP_SWITCHES.map((f) => [f, 'boolean'])) as Record<
  (typeof DRIVER_APP_SWITCHES)[number],
  'boolean'
>;

const transferRange = type({
  freightFrom: 'number >= 0',
  freightTo: 'number >= 0',
  transferValue: 'number >= 0',
  type: "'VALUE' | 'PERCENTAGE'",
});
const kilometerRange = type({ kilometerFrom: 'number >= 0', kilometerTo: 'number >= 0', value: 'string' });
const flowEntry = type({
  'id?': 'string',
  type: type.enumerated(...FLOW_OPERATIONS),
  ordem: 'number.integer >= 1',
  nextStep: type.enumerated(...FLOW_OPERATIONS),
});
const salesChannelFlowEntry = type({
  type: required,
  ordem: 'number.integer >= 1',
  nextStep: type.enumerated(...SALES_CHANNEL_NEXT_STEPS),
});

export const configurationSettings = type({
  // doc 1 §5: the general numbers are required
  minDaysToDelivery: count,
  startOperation: count,
  endOperation: count,
  maxOrder: count,
  minOrder: count,
  defaultPrinterRoute: 'string',
  outboundConferenceByVolume: 'boolean',
  // issue 31: blind inventory count (ours; off by default; a body without it keeps the stored value)
  'inventoryBlindCount?': 'boolean',
  routingBroker: type.enumerated(...ROUTING_BROKERS),
  routerMandatoryConfirmationRFIDPortal: 'boolean',
  dashboardOperationalMonitoring: 'boolean',
  dashboardOrderMonitoring: 'boolean',
  dashboardRouteMonitoring: 'boolean',
  dashboardOperationCharts: 'boolean',
  dashboardOrderMonitoringOperations: orderMonitoringOperations,
  sendNps: 'boolean',
  npsText: 'string | null',
  appDriverGeolocationUpdateTime: 'number.integer >= 1',
  // doc 1 §5: geofence distance required (only enabled while the geofence is on)
  appDriverGeoFenceDistance: 'number.integer >= 1',
  transferValueFromFreight: transferRange.array(),
  kilometerCurve: kilometerRange.array(),
  operationFlows: flowEntry.array(),
  salesChannelFlows: salesChannelFlowEntry.array(),
  ...flags,
  ...leadTimes,
  ...switches,
});
export type ConfigurationSettings = typeof configurationSettings.infer;

/** The company fields the dialog edits (doc 1 §5; corporate name, document, type and ie locked). */
export const EDITABLE_COMPANY_FIELDS = [
  'fantasyName',
  'email',
  'phone',
  'contact',
  'postalCode',
  'street',
  'number',
  'neighborhood',
  'city',
  'state',
  'country',
  'complement',
] as const;

export const companySettings = type({
  fantasyName: required,
  email: 'string.email',
  phone: required,
  contact: 'string',
  postalCode: postalCodeRule,
  street: required,
  number: required,
  neighborhood: required,
  city: required,
  state: required,
  country: required,
  complement: 'string',
  configuration: configurationSettings,
});
export type CompanySettings = typeof companySettings.infer;

/** The list rules arktype cannot say field by field (doc 1 §4, §5): ranges and chains. */
export function companySettingsProblems(configuration: ConfigurationSettings): Problem[] {
  return [
    ...freightRangeProblems(configuration.transferValueFromFreight),
    ...kilometerRangeProblems(configuration.kilometerCurve),
    ...operationFlowProblems(configuration.operationFlows),
    ...salesChannelFlowProblems(configuration.salesChannelFlows),
  ].map((p) => ({ ...p, field: `configuration.${p.field}` }));
}
