import { type } from 'arktype';
import { IE_LENGTH, isValidCnpj, isValidCpf, isValidDocument, POSTAL_CODE_LENGTH } from './documents';
import { digitsOfLength, exactLengthOrEmpty, predicate } from './validation';

// doc 1 §3.1 and §5 "Registration".
export const COMPANY_TYPES = ['PRINCIPAL', 'FILIAL'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const cpfRule = predicate('a valid CPF', 'validation.invalidCpf', isValidCpf);
export const cnpjRule = predicate('a valid CNPJ', 'validation.invalidCnpj', isValidCnpj);
/** doc 1 §5: up to 11 digits is a CPF, above 11 a CNPJ. */
export const documentRule = predicate('a valid CPF or CNPJ', 'validation.invalidDocument', isValidDocument);
export const postalCodeRule = digitsOfLength(POSTAL_CODE_LENGTH);

const registrationFields = {
  'type?': type.enumerated(...COMPANY_TYPES),
  ie: exactLengthOrEmpty(IE_LENGTH),
  corporateName: 'string > 0',
  fantasyName: 'string',
  street: 'string > 0',
  number: 'string > 0',
  complement: 'string',
  neighborhood: 'string > 0',
  postalCode: postalCodeRule,
  city: 'string > 0',
  state: 'string > 0',
  email: 'string.email',
  contact: 'string',
  phone: 'string > 0',
} as const;

/** What POST /company/register accepts: the document may be a CPF or a CNPJ (doc 1 §3.1). */
export const registrationPayload = type({ ...registrationFields, cnpj: documentRule });
export type RegistrationPayload = typeof registrationPayload.infer;

/** The form in legal-person mode validates the document as a CNPJ (doc 1 §5 "Registration"). */
export const legalPersonRegistration = type({ ...registrationFields, cnpj: cnpjRule });
/** The form in natural-person mode validates the document as a CPF. */
export const naturalPersonRegistration = type({ ...registrationFields, cnpj: cpfRule });

export interface Company {
  id: string;
  logo: string | null;
  corporateName: string;
  fantasyName: string;
  cnpj: string;
  type: CompanyType;
  email: string;
  phone: string;
  contact: string;
  postalCode: string;
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  complement: string;
  ie: string;
  /** document of the principal company this one belongs to, null for a principal */
  parentDocument: string | null;
}

/** GET /search/cep/{code} (doc 1 §7.2). */
export interface PostalAddress {
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** GET /search/cnpj/{document} (doc 1 §7.2). */
export interface CnpjRecord {
  name: string;
  fantasyName: string;
  postalCode: string;
  street: string;
  complement: string;
  number: string;
  neighborhood: string;
  municipality: string;
  state: string;
  email: string;
  phone: string;
}
