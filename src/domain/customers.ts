import { type } from 'arktype';
import { documentRule, postalCodeRule } from './company.schema';
import { coordinate, optionalEmail } from './parties';

// doc 2 §3 "Company customer", §5 "Customer form": document required (CPF 11 or CNPJ 14,
// validated), email validated, postal code 8 digits, street, number, neighborhood, city, state,
// country required; isActive defaults to true.

export interface CompanyCustomer {
  id: string;
  companyDocument: string;
  corporateName: string;
  fantasyName: string | null;
  document: string;
  additionalDocument: string | null;
  name: string | null;
  postalCode: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  lat: number | null;
  lng: number | null;
  email: string | null;
  phone: string | null;
  observation: string | null;
  isActive: boolean;
  createdAt: string;
}

export const companyCustomerInput = type({
  corporateName: 'string > 0',
  'fantasyName?': 'string | null',
  document: documentRule,
  'additionalDocument?': 'string | null',
  'name?': 'string | null',
  postalCode: postalCodeRule,
  street: 'string > 0',
  number: 'string > 0',
  'complement?': 'string | null',
  neighborhood: 'string > 0',
  city: 'string > 0',
  state: 'string == 2',
  country: 'string > 0',
  'lat?': coordinate,
  'lng?': coordinate,
  'email?': optionalEmail.or('null'),
  'phone?': 'string | null',
  'observation?': 'string | null',
  'isActive?': 'boolean',
});
export type CompanyCustomerInput = typeof companyCustomerInput.infer;

/** doc 2 §2 Customers table: "name as trade name else corporate name". */
export function customerDisplayName(c: Pick<CompanyCustomer, 'fantasyName' | 'corporateName'>): string {
  return c.fantasyName?.trim() ? c.fantasyName : c.corporateName;
}
