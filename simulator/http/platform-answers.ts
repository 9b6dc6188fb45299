import { type } from 'arktype';
import type { CnpjRecord, Company, PostalAddress } from '../../src/domain/company.schema';
import { COMPANY_TYPES } from '../../src/domain/company.schema';
import {
  type Configuration,
  DRIVER_APP_SWITCHES,
  LEAD_TIMES,
  ORDER_MONITORING_OPERATIONS,
  ROUTING_BROKERS,
  STATUS_FLAGS,
  type StatusFlag,
} from '../../src/domain/configuration';
import { FLOW_OPERATIONS, SALES_CHANNEL_NEXT_STEPS } from '../../src/domain/operation-flow';
import type { SurveyAnswerResult, SurveyView } from '../../src/domain/survey.schema';
import { LANGUAGES, type LoginAnswer, USER_TYPES, type User } from '../../src/domain/user';
import { exact, nullableText } from './answers';

/**
 * Answer types of the platform's core calls (docs/CONTRACTS.md), for `response` in addRoute
 * (http/answers.ts). Each is checked against the domain type the handler returns (`exact`),
 * so a field added to the domain without its answer type does not compile.
 */

const text = 'string';

/** A postal address's fields (doc 1 §7 postal-code lookup), in the answers that hold one. */
const postalAddressFields = {
  street: text,
  complement: text,
  neighborhood: text,
  city: text,
  state: text,
} as const;

export const configurationAnswer = type({
  id: text,
  companyDocument: text,
  minDaysToDelivery: 'number',
  startOperation: 'number',
  endOperation: 'number',
  maxOrder: 'number',
  minOrder: 'number',
  defaultPrinterRoute: text,
  outboundConferenceByVolume: 'boolean',
  inventoryBlindCount: 'boolean',
  routingBroker: type.enumerated(...ROUTING_BROKERS),
  routerMandatoryConfirmationRFIDPortal: 'boolean',
  dashboardOperationalMonitoring: 'boolean',
  dashboardOrderMonitoring: 'boolean',
  dashboardRouteMonitoring: 'boolean',
  dashboardOperationCharts: 'boolean',
  dashboardOrderMonitoringOperations: type.enumerated(...ORDER_MONITORING_OPERATIONS).array(),
  sendNps: 'boolean',
  npsText: nullableText,
  urlPlatform: nullableText,
  urlApi: nullableText,
  appDriverGeolocationUpdateTime: 'number',
  appDriverGeoFenceDistance: 'number',
  transferValueFromFreight: type({
    freightFrom: 'number',
    freightTo: 'number',
    transferValue: 'number',
    type: "'VALUE' | 'PERCENTAGE'",
  }).array(),
  kilometerCurve: type({ kilometerFrom: 'number', kilometerTo: 'number', value: text }).array(),
  operationFlows: type({
    id: text,
    companyDocument: text,
    configure: text,
    type: type.enumerated(...FLOW_OPERATIONS),
    ordem: 'number',
    nextStep: type.enumerated(...FLOW_OPERATIONS),
  }).array(),
  salesChannelFlows: type({
    type: text,
    ordem: 'number',
    nextStep: type.enumerated(...SALES_CHANNEL_NEXT_STEPS),
  }).array(),
  ...(Object.fromEntries(STATUS_FLAGS.map((flag) => [flag, 'boolean'])) as Record<StatusFlag, 'boolean'>),
  ...(Object.fromEntries(LEAD_TIMES.map((f) => [f, 'number'])) as Record<
    (typeof LEAD_TIMES)[number],
    'number'
  >),
  ...(Object.fromEntries(DRIVER_APP_SWITCHES.map((f) => [f, 'boolean'])) as Record<
    (typeof DRIVER_APP_SWITCHES)[number],
    'boolean'
  >),
});
exact<typeof configurationAnswer.infer, Configuration>(true);

export const companyAnswer = type({
  id: text,
  logo: nullableText,
  corporateName: text,
  fantasyName: text,
  cnpj: text,
  type: type.enumerated(...COMPANY_TYPES),
  email: text,
  phone: text,
  contact: text,
  postalCode: text,
  ...postalAddressFields,
  number: text,
  country: text,
  ie: text,
  parentDocument: nullableText,
});
exact<typeof companyAnswer.infer, Company>(true);

const companyRef = type({ fantasyName: text, corporateName: text });

export const userAnswer = type({
  id: text,
  userName: text,
  profile: {
    name: text,
    document: text,
    email: text,
    phoneNumber: text,
    vehicleId: nullableText,
    lineColor: text,
  },
  company: companyRef,
  companyDocument: text,
  subsidiaries: type({ company: companyRef, companyDocument: text }).array(),
  language: type.enumerated(...LANGUAGES),
  type: type.enumerated(...USER_TYPES),
  isActive: 'boolean',
});
exact<typeof userAnswer.infer, User>(true);

export const loginAnswer = type({
  access_token: text,
  user: userAnswer,
  'newPlatformUrl?': text,
  'message?': text,
});
exact<typeof loginAnswer.infer, LoginAnswer>(true);

export const postalAddressAnswer = type(postalAddressFields);
exact<typeof postalAddressAnswer.infer, PostalAddress>(true);

export const cnpjRecordAnswer = type({
  name: text,
  fantasyName: text,
  postalCode: text,
  street: text,
  complement: text,
  number: text,
  neighborhood: text,
  municipality: text,
  state: text,
  email: text,
  phone: text,
});
exact<typeof cnpjRecordAnswer.infer, CnpjRecord>(true);

export const surveyViewAnswer = type({
  code: text,
  company: { logo: nullableText, fantasyName: text },
  answered: 'boolean',
  configuration: { npsText: nullableText },
  rating: 'number | null',
});
exact<typeof surveyViewAnswer.infer, SurveyView>(true);

export const surveyAnswerResult = type({ data: { message: text, status: 'number' } });
exact<typeof surveyAnswerResult.infer, SurveyAnswerResult>(true);
