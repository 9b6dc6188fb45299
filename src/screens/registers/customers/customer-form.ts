import type { CnpjRecord } from '../../../domain/company.schema';
import {
  type CompanyCustomer,
  type CompanyCustomerInput,
  companyCustomerInput,
} from '../../../domain/customers';
import { invalidDocumentKey, onlyDigits } from '../../../domain/documents';
import { type FieldProblems, isBlank, orNull, problemsByField, withKey } from '../../../ui/form/form-model';
import {
  addressFromPostal,
  type CompanyAddressValues,
  companyFromCnpj,
  EMPTY_COMPANY_ADDRESS,
  POSTAL_FIELDS,
} from '../../../ui/form/lookup-fill';

// The customer form's values and pure steps (doc 2 §3 "Company customer", §5 "Customer form").
// The rules are src/domain/customers.ts `companyCustomerInput`; this file shapes the form for it.

export interface CustomerValues extends CompanyAddressValues {
  document: string;
  corporateName: string;
  fantasyName: string;
  /** contact name */
  name: string;
  additionalDocument: string;
  email: string;
  phone: string;
  country: string;
  observation: string;
  isActive: boolean;
}

export type CustomerTextField = Exclude<keyof CustomerValues, 'isActive'>;

export const DEFAULT_COUNTRY = 'Brasil';

export const emptyCustomer: CustomerValues = {
  document: '',
  corporateName: '',
  fantasyName: '',
  name: '',
  additionalDocument: '',
  email: '',
  phone: '',
  ...EMPTY_COMPANY_ADDRESS,
  country: DEFAULT_COUNTRY,
  observation: '',
  // doc 2 §3: isActive defaults to true
  isActive: true,
};

/** The form's values for a stored customer (edit mode). */
export function valuesOf(c: CompanyCustomer): CustomerValues {
  return {
    document: onlyDigits(c.document),
    corporateName: c.corporateName ?? '',
    fantasyName: c.fantasyName ?? '',
    name: c.name ?? '',
    additionalDocument: c.additionalDocument ?? '',
    email: c.email ?? '',
    phone: onlyDigits(c.phone ?? ''),
    postalCode: onlyDigits(c.postalCode ?? ''),
    street: c.street ?? '',
    number: c.number ?? '',
    complement: c.complement ?? '',
    neighborhood: c.neighborhood ?? '',
    city: c.city ?? '',
    state: c.state ?? '',
    country: c.country || DEFAULT_COUNTRY,
    observation: c.observation ?? '',
    isActive: c.isActive,
  };
}

/** POST/PUT /company-customer body: document, postal code and phone as digits; empty optionals null. */
export function toInput(values: CustomerValues): CompanyCustomerInput {
  return {
    document: onlyDigits(values.document),
    corporateName: values.corporateName.trim(),
    fantasyName: orNull(values.fantasyName),
    name: orNull(values.name),
    additionalDocument: orNull(values.additionalDocument),
    email: orNull(values.email),
    phone: orNull(onlyDigits(values.phone)),
    postalCode: onlyDigits(values.postalCode),
    street: values.street.trim(),
    number: values.number.trim(),
    complement: orNull(values.complement),
    neighborhood: values.neighborhood.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    country: values.country.trim(),
    observation: orNull(values.observation),
    isActive: values.isActive,
  };
}

/**
 * The first problem of each field, or undefined when the form is valid. An empty required field
 * says "required" (doc 1 §5); a bad document says invalid CPF up to 11 digits, invalid CNPJ above.
 */
export function customerProblems(values: CustomerValues): FieldProblems {
  const input = toInput(values);
  return problemsByField(companyCustomerInput, input, (problem, given) => {
    if (isBlank(given)) return withKey(problem, 'validation.required');
    // the schema's "e-mail, empty or null" union reports a generic problem
    if (problem.field === 'email') return withKey(problem, 'validation.invalidEmail');
    if (problem.field === 'document') return withKey(problem, invalidDocumentKey(input.document));
    return problem;
  });
}

// The address fields a postal-code lookup fills (and clears): registers/shared/lookup-fill.ts.
export { addressFromPostal, POSTAL_FIELDS };

/** The fields a company lookup fills (and clears): name, address, e-mail and phone (doc 2 §5). */
export const COMPANY_FIELDS = [
  'corporateName',
  'fantasyName',
  'postalCode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'email',
  'phone',
] as const satisfies readonly CustomerTextField[];

/** The fields locked while a valid CNPJ found in the registry is entered (doc 2 §5 "company fields"). */
export const LOCKED_BY_CNPJ = [
  'corporateName',
  'fantasyName',
] as const satisfies readonly CustomerTextField[];

export function fieldsFromCnpj(record: CnpjRecord): Pick<CustomerValues, (typeof COMPANY_FIELDS)[number]> {
  // every company field, '' where the registry has nothing: a new CNPJ replaces the whole company
  const { name, ...company } = companyFromCnpj(record);
  return { corporateName: name, ...company };
}

export interface CustomerFilters {
  name: string;
  document: string;
  status: 'all' | 'active' | 'inactive';
}

export const EMPTY_CUSTOMER_FILTERS: CustomerFilters = { name: '', document: '', status: 'all' };

/** GET /company-customer query of the filter panel (doc 2 §2: name, company, status). */
export function customersQuery(filters: CustomerFilters, page: number, take: number) {
  return {
    page,
    take,
    name: filters.name.trim() || undefined,
    document: onlyDigits(filters.document) || undefined,
    isActive: filters.status === 'all' ? undefined : filters.status === 'active',
  };
}
