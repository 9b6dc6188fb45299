import type { CnpjRecord, PostalAddress } from '../../domain/company.schema';
import { onlyDigits } from '../../domain/documents';

// What the postal-code and CNPJ lookups (doc 1 §5, §7.2; doc 2 §5) write into a form, shared by
// self-registration, the customer form, the new-order party form and the order's address tab.
// The forms name a few fields differently (corporateName / name, complement / additionalAddress)
// and differ in what they do with an empty answer, so each renames and picks from these.

/** The postal address of a company form (self-registration, customers), as typed. */
export interface CompanyAddressValues {
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

export const EMPTY_COMPANY_ADDRESS: CompanyAddressValues = {
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
};

/** The address fields a postal-code lookup fills (and clears). */
export const POSTAL_FIELDS = ['street', 'complement', 'neighborhood', 'city', 'state'] as const;

export function addressFromPostal(address: PostalAddress): Record<(typeof POSTAL_FIELDS)[number], string> {
  return {
    street: address.street ?? '',
    complement: address.complement ?? '',
    neighborhood: address.neighborhood ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
  };
}

/** The same fields in the orders' forms, where the complement is `additionalAddress`. */
export const ORDER_POSTAL_FIELDS = ['street', 'additionalAddress', 'neighborhood', 'city', 'state'] as const;

export function orderAddressFromPostal(
  address: PostalAddress,
): Record<(typeof ORDER_POSTAL_FIELDS)[number], string> {
  const { street, complement, neighborhood, city, state } = addressFromPostal(address);
  return { street, additionalAddress: complement, neighborhood, city, state };
}

/** The registry's company: names, address, e-mail and phone ('' where it has nothing; digits where masked). */
export function companyFromCnpj(record: CnpjRecord) {
  return {
    name: record.name ?? '',
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

/** Only the fields that hold something: what the user typed stays where the registry has nothing. */
export function onlyFilled<T extends Record<string, string>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as Partial<T>;
}
