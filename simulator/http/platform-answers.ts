import { type } from 'arktype';
import type { CnpjRecord, Company, PostalAddress } from '../../src/domain/company.schema';
import { COMPANY_TYPES } from '../../src/domain/company.schema';
import {
  type Configuration,
  ROUTING_BROKERS,
  STATUS_FLAGS,
  type StatusFlag,
} from '../../src/domain/configuration';
import type { SurveyAnswerResult, SurveyView } from '../../src/domain/survey.schema';
import { LANGUAGES, type LoginAnswer, USER_TYPES, type User } from '../../src/domain/user';

/**
 * Answer types of the platform's core calls (docs/CONTRACTS.md), for `response` in addRoute
 * (http/answers.ts). Each is checked against the domain type the handler returns (`Exact` below),
 * so a field added to the domain without its answer type does not compile.
 */

/** Compiles only when `A` (an answer type's inferred shape) and `D` (the domain type) agree. */
type Exact<A, D> = [A] extends [D] ? ([D] extends [A] ? true : never) : never;
const exact = <A, D>(_: Exact<A, D>) => undefined;

const text = 'string';
const nullableText = 'string | null';

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
  routingBroker: type.enumerated(...ROUTING_BROKERS),
  routerMandatoryConfirmationRFIDPortal: 'boolean',
  dashboardOperationalMonitoring: 'boolean',
  dashboardOrderMonitoring: 'boolean',
  dashboardRouteMonitoring: 'boolean',
  dashboardOperationCharts: 'boolean',
  dashboardOrderMonitoringOperations: 'string[]',
  sendNps: 'boolean',
  npsText: nullableText,
  urlPlatform: nullableText,
  urlApi: nullableText,
  ...(Object.fromEntries(STATUS_FLAGS.map((flag) => [flag, 'boolean'])) as Record<StatusFlag, 'boolean'>),
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
  street: text,
  number: text,
  neighborhood: text,
  city: text,
  state: text,
  country: text,
  complement: text,
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

export const postalAddressAnswer = type({
  street: text,
  complement: text,
  neighborhood: text,
  city: text,
  state: text,
});
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
