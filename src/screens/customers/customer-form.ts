import type { CnpjRecord, PostalAddress } from '../../domain/company.schema';
import {
  type CompanyCustomer,
  type CompanyCustomerInput,
  companyCustomerInput,
} from '../../domain/customers';
import { documentKind, onlyDigits } from '../../domain/documents';
import { type Problem, validate } from '../../domain/validation';

// The customer form's values and pure steps (doc 2 §3 "Company customer", §5 "Customer form").
// The rules are src/domain/customers.ts `companyCustomerInput`; this file shapes the form for it.

export interface CustomerValues {
  document: string;
  corporateName: string;
  fantasyName: string;
  /** contact name */
  name: string;
  additionalDocument: string;
  email: string;
  phone: string;
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
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
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
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

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** POST/PUT /company-customers body: document, postal code and phone as digits; empty optionals null. */
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
export function customerProblems(values: CustomerValues): Record<string, Problem> | undefined {
  const input = toInput(values);
  const result = validate(companyCustomerInput, input);
  if (result.ok) return undefined;
  const byField: Record<string, Problem> = {};
  for (const problem of result.problems) {
    if (byField[problem.field]) continue;
    const given = (input as Record<string, unknown>)[problem.field];
    if (given === '' || given === null || given === undefined) {
      byField[problem.field] = { ...problem, key: 'validation.required', values: undefined };
    } else if (problem.field === 'email') {
      // the schema's "e-mail, empty or null" union reports a generic problem
      byField[problem.field] = { ...problem, key: 'validation.invalidEmail', values: undefined };
    } else if (problem.field === 'document') {
      const key = documentKind(input.document) === 'cpf' ? 'validation.invalidCpf' : 'validation.invalidCnpj';
      byField[problem.field] = { ...problem, key, values: undefined };
    } else {
      byField[problem.field] = problem;
    }
  }
  return byField;
}

/** The address fields a postal-code lookup fills (and clears). */
export const POSTAL_FIELDS = ['street', 'complement', 'neighborhood', 'city', 'state'] as const;

export function addressFromPostal(
  address: PostalAddress,
): Pick<CustomerValues, (typeof POSTAL_FIELDS)[number]> {
  return {
    street: address.street ?? '',
    complement: address.complement ?? '',
    neighborhood: address.neighborhood ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
  };
}

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
  return {
    corporateName: record.name ?? '',
    fantasyName: record.fantasyName ?? '',
    postalCode: onlyDigits(record.postalCode ?? ''),
    street: record.street ?? '',
    number: record.number ?? '',
    complement: record.complement ?? '',
    neighborhood: record.neighborhood ?? '',
    city: record.municipality ?? '',
    state: record.state ?? '',
    email: record.email ?? '',
    phone: onlyDigits(record.phone ?? ''),
  };
}

export interface CustomerFilters {
  name: string;
  document: string;
  status: 'all' | 'active' | 'inactive';
}

export const EMPTY_CUSTOMER_FILTERS: CustomerFilters = { name: '', document: '', status: 'all' };

/** GET /company-customers query of the filter panel (doc 2 §2: name, company, status). */
export function customersQuery(filters: CustomerFilters, page: number, take: number) {
  return {
    page,
    take,
    name: filters.name.trim() || undefined,
    document: onlyDigits(filters.document) || undefined,
    isActive: filters.status === 'all' ? undefined : filters.status === 'active',
  };
}
