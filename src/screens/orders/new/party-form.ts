import type { CnpjRecord } from '../../../domain/company.schema';
import { CNPJ_LENGTH, isValidCnpj, onlyDigits } from '../../../domain/documents';
import { type PartyInput, partyInput } from '../../../domain/parties';
import { type Problem, validate } from '../../../domain/validation';

// The party form of the new-order page (doc 2 §5 "Party form: document (CPF 11 or CNPJ 14,
// validated), postal code exactly 8 digits, street, number, neighborhood, city, state, country
// required; email format checked; a valid document looks up the data; 8-digit postal code looks
// up the address"). Rules: src/domain/parties.ts `partyInput`.

export interface PartyValues {
  document: string;
  name: string;
  fantasyName: string;
  additionalDocument: string;
  postalCode: string;
  street: string;
  number: string;
  additionalAddress: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  email: string;
  phone: string;
}

export const emptyParty = (document = ''): PartyValues => ({
  document,
  name: '',
  fantasyName: '',
  additionalDocument: '',
  postalCode: '',
  street: '',
  number: '',
  additionalAddress: '',
  neighborhood: '',
  city: '',
  state: '',
  country: 'Brasil',
  email: '',
  phone: '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toPartyBody(values: PartyValues): PartyInput {
  return {
    document: onlyDigits(values.document),
    name: values.name.trim(),
    fantasyName: orNull(values.fantasyName),
    additionalDocument: orNull(values.additionalDocument),
    postalCode: onlyDigits(values.postalCode),
    street: values.street.trim(),
    number: values.number.trim(),
    additionalAddress: orNull(values.additionalAddress),
    neighborhood: values.neighborhood.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    country: values.country.trim(),
    email: values.email.trim(),
    phone: orNull(onlyDigits(values.phone)),
  };
}

/** The first problem of each field, or undefined when the party can be saved. */
export function partyProblems(values: PartyValues): Record<string, Problem> | undefined {
  const body = toPartyBody(values);
  const result = validate(partyInput, body);
  if (result.ok) return undefined;
  const out: Record<string, Problem> = {};
  for (const problem of result.problems) {
    const given = (body as Record<string, unknown>)[problem.field];
    // the e-mail rule is a union (an address or nothing): its failure is an invalid address
    const found: Problem =
      problem.field === 'email' ? { ...problem, key: 'validation.invalidEmail', values: undefined } : problem;
    out[problem.field] ??= given === '' ? { ...found, key: 'validation.required', values: undefined } : found;
  }
  return out;
}

/** doc 1 §5: a valid 14-digit CNPJ triggers a company lookup. */
export function cnpjToLookUp(document: string): string | null {
  const digits = onlyDigits(document);
  return digits.length === CNPJ_LENGTH && isValidCnpj(digits) ? digits : null;
}

/** The fields a CNPJ lookup fills (name, address, e-mail, phone); empty ones are left alone. */
export function partyFromCnpj(record: CnpjRecord): Partial<PartyValues> {
  const filled: Partial<PartyValues> = {
    name: record.name,
    fantasyName: record.fantasyName,
    postalCode: onlyDigits(record.postalCode ?? ''),
    street: record.street,
    additionalAddress: record.complement,
    number: record.number,
    neighborhood: record.neighborhood,
    city: record.municipality,
    state: record.state,
    email: record.email,
    phone: onlyDigits(record.phone ?? ''),
  };
  return Object.fromEntries(Object.entries(filled).filter(([, v]) => typeof v === 'string' && v !== ''));
}
