import type { Company } from '../../domain/company.schema';
import {
  type CompanySettings,
  type ConfigurationSettings,
  companySettings,
  companySettingsProblems,
} from '../../domain/company-settings.schema';
import type { Configuration } from '../../domain/configuration';
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

export type SetDraft = (change: (draft: SettingsDraft) => SettingsDraft) => void;
export type SetConfiguration = (patch: Partial<ConfigurationSettings>) => void;
