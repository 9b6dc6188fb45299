import { type } from 'arktype';
import { documentRule } from './company.schema';
import { CPF_LENGTH, onlyDigits } from './documents';

// doc 2 §3 "Transporter", §5 "Transporter form: name, document, type, address, city, state, status
// required; document must not be used by another transporter ('already in use')".

export const TRANSPORTER_TYPES = ['PROPRIO', 'TERCEIRO'] as const;
export type TransporterType = (typeof TRANSPORTER_TYPES)[number];
/** Freight types (not listed in the seed; ours): by weight, by value, fixed, per kilometre. */
export const FREIGHT_TYPES = ['WEIGHT', 'VALUE', 'FIXED', 'KM'] as const;

export interface Transporter {
  id: string;
  companyDocument: string;
  type: TransporterType;
  typeFreight: string | null;
  nameTransporter: string;
  documentTransporter: string;
  additionalDocumentTransporter: string | null;
  codeANTT: string | null;
  address: string;
  city: string;
  state: string;
  status: boolean;
}

export const transporterInput = type({
  type: type.enumerated(...TRANSPORTER_TYPES),
  'typeFreight?': 'string | null',
  nameTransporter: 'string > 0',
  documentTransporter: documentRule,
  'additionalDocumentTransporter?': 'string | null',
  'codeANTT?': 'string | null',
  address: 'string > 0',
  city: 'string > 0',
  state: 'string == 2',
  status: 'boolean',
});
export type TransporterInput = typeof transporterInput.infer;

/** doc 2 §2 Transporters list: masked as company id when longer than 11 digits, else personal id. */
export function transporterDocumentKind(document: string): 'cnpj' | 'cpf' {
  return onlyDigits(document).length > CPF_LENGTH ? 'cnpj' : 'cpf';
}
