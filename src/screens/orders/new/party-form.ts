import type { CnpjRecord } from '../../../domain/company.schema';
import { invalidDocumentKey, onlyDigits } from '../../../domain/documents';
import { type PartyInput, partyInput } from '../../../domain/parties';
import { type FieldProblems, orNull, problemsByField, withKey } from '../../../ui/form/form-model';
import { companyFromCnpj, onlyFilled } from '../../../ui/form/lookup-fill';

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

/** The first problem of each field, or undefined when the party can be saved. A bad document
 * says invalid CPF up to 11 digits, invalid CNPJ above (doc 1 §5, §8). */
export function partyProblems(values: PartyValues): FieldProblems {
  const body = toPartyBody(values);
  return problemsByField(partyInput, body, (problem, given) => {
    if (given === '') return withKey(problem, 'validation.required');
    // the e-mail rule is a union (an address or nothing): its failure is an invalid address
    if (problem.field === 'email') return withKey(problem, 'validation.invalidEmail');
    if (problem.field === 'document') return withKey(problem, invalidDocumentKey(body.document));
    return problem;
  });
}

/** The fields a CNPJ lookup fills (name, address, e-mail, phone); empty ones are left alone. */
export function partyFromCnpj(record: CnpjRecord): Partial<PartyValues> {
  const { complement, ...company } = companyFromCnpj(record);
  return onlyFilled({ ...company, additionalAddress: complement });
}
