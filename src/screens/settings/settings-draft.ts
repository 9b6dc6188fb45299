import type { Company } from '../../domain/company.schema';
import {
  type CompanySettings,
  type ConfigurationSettings,
  companySettings,
  companySettingsProblems,
} from '../../domain/company-settings.schema';
import { type Configuration, OPERATION_SETTINGS } from '../../domain/configuration';
import type { Problem } from '../../domain/validation';
import { validate } from '../../domain/validation';

/** What the dialog edits: the PUT /company/{id} body (doc 1 §7.2), built from the stored records. */
export type SettingsDraft = CompanySettings;

export function draftOf(company: Company, configuration: Configuration): SettingsDraft {
  const { id, companyDocument, urlPlatform, urlApi, ...settings } = configuration;
  const {
    fantasyName,
    email,
    phone,
    contact,
    postalCode,
    street,
    number,
    neighborhood,
    city,
    state,
    country,
    complement,
  } = company;
  return {
    fantasyName,
    email,
    phone,
    contact,
    postalCode,
    street,
    number,
    neighborhood,
    city,
    state,
    country,
    complement,
    configuration: settings as ConfigurationSettings,
  };
}

/** Every problem of the draft (schema and list rules, doc 1 §5), by field path. */
export function draftProblems(draft: SettingsDraft): Map<string, Problem> {
  const checked = validate(companySettings, draft);
  const problems = checked.ok ? companySettingsProblems(checked.value.configuration) : checked.problems;
  return new Map(problems.map((p) => [p.field, p]));
}

export type SetConfiguration = (patch: Partial<ConfigurationSettings>) => void;

/** The draft's problems in TanStack Form's form-level shape (ui/form/form-model.ts validatedBy). */
export function draftProblemFields(draft: SettingsDraft): Record<string, Problem> | undefined {
  const problems = draftProblems(draft);
  return problems.size === 0 ? undefined : Object.fromEntries(problems);
}

const ROUTER_FIELDS = new Set([
  'routingBroker',
  'defaultPrinterRoute',
  'routerMandatoryConfirmationRFIDPortal',
  'appDriverGeolocationUpdateTime',
  'appDriverGeoFenceDistance',
  'transferValueFromFreight',
  'kilometerCurve',
]);

/** The tab that shows the field at `path` (a refused save opens it, so the user sees why). */
export function tabOfField(path: string, draft: SettingsDraft): string {
  const [root, field, index] = path.split('.');
  if (root !== 'configuration') return 'company';
  if (field.startsWith('dashboard')) return 'dashboard';
  if (field === 'salesChannelFlows') return 'salesChannel';
  if (field === 'operationFlows')
    return draft.configuration.operationFlows[Number(index)]?.type.toLowerCase() ?? 'company';
  if (ROUTER_FIELDS.has(field) || field.startsWith('appDriver')) return 'router';
  const setting = OPERATION_SETTINGS.find((s) => s.leadTime === field || s.flag === field);
  return setting?.key ?? 'company';
}
