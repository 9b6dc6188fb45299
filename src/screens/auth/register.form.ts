import {
  type CnpjRecord,
  legalPersonRegistration,
  naturalPersonRegistration,
  type RegistrationPayload,
} from '../../domain/company.schema';
import { onlyDigits } from '../../domain/documents';
import type { LookupStatus } from '../../services/lookups';
import { type FieldProblems, problemsByField, withKey } from '../../ui/form/form-model';
import {
  addressFromPostal,
  type CompanyAddressValues,
  companyFromCnpj,
  EMPTY_COMPANY_ADDRESS,
  onlyFilled,
  POSTAL_FIELDS,
} from '../../ui/form/lookup-fill';

// The registration form's values and the pure steps around them (doc 1 §2.4, §3.1, §5). The rules
// themselves live in src/domain/company.schema.ts; this file only shapes the form's values for them.

/** doc 1 §2.4: the toggle between legal person (company, CNPJ) and natural person (CPF). */
export type PersonKind = 'legal' | 'natural';

export interface RegisterValues extends CompanyAddressValues {
  kind: PersonKind;
  /** CNPJ in legal-person mode, CPF in natural-person mode (the payload calls both `cnpj`) */
  cnpj: string;
  /** state registration, or RG for a natural person */
  ie: string;
  corporateName: string;
  fantasyName: string;
  contact: string;
  email: string;
  phone: string;
}

/** The address fields a postal-code lookup fills (doc 1 §7.2 GET /search/cep): registers/shared/lookup-fill.ts. */
export const ADDRESS_FIELDS = POSTAL_FIELDS;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export const addressFromLookup = addressFromPostal;

export const emptyRegistration: RegisterValues = {
  kind: 'legal',
  cnpj: '',
  ie: '',
  corporateName: '',
  fantasyName: '',
  contact: '',
  email: '',
  phone: '',
  ...EMPTY_COMPANY_ADDRESS,
};

/** POST /company/register body: type PRINCIPAL (doc 1 §9), document, postal code and phone as digits. */
export function toPayload(values: RegisterValues): RegistrationPayload {
  const { kind, ...fields } = values;
  const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as Omit<
    RegisterValues,
    'kind'
  >;
  return {
    ...trimmed,
    type: 'PRINCIPAL',
    cnpj: onlyDigits(trimmed.cnpj),
    postalCode: onlyDigits(trimmed.postalCode),
    phone: onlyDigits(trimmed.phone),
    // A natural person has no fantasy name (the field is hidden in that mode).
    fantasyName: kind === 'natural' ? '' : trimmed.fantasyName,
  };
}

/**
 * The first problem of each field, by field name, or undefined when the form is valid. The document
 * is checked as a CNPJ in legal-person mode and as a CPF in natural-person mode (doc 1 §5).
 */
export function registrationProblems(values: RegisterValues): FieldProblems {
  const schema = values.kind === 'legal' ? legalPersonRegistration : naturalPersonRegistration;
  // doc 1 §5 "A required field that is empty shows the common required-field message": an empty
  // e-mail fails the e-mail pattern first, but the user is told it is required.
  return problemsByField(schema, toPayload(values), (problem, given) =>
    given === '' ? withKey(problem, 'validation.required') : problem,
  );
}

/**
 * doc 1 §5 postal code: 8 digits are looked up and fill the address; "otherwise the address fields
 * are cleared and locked" — while the code is incomplete, being looked up, or unknown to the
 * registry. Our design adds: what the lookup filled stays read-only while it holds the registry's
 * address (another code changes it). An address the CNPJ lookup brought (its code counts as looked
 * up, status idle) is open for corrections.
 */
export function isAddressLocked(postal: { locked: boolean; status: LookupStatus }): boolean {
  return postal.locked || postal.status !== 'idle';
}

/** The fields a CNPJ lookup fills: name, fantasy name, address, e-mail and phone (doc 1 §5, §7.2). */
export function fieldsFromCnpj(record: CnpjRecord): Partial<RegisterValues> {
  const { name, ...company } = companyFromCnpj(record);
  // Keep what the user typed where the registry has nothing.
  return onlyFilled({ corporateName: name, ...company });
}
