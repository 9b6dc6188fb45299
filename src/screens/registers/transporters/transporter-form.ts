import { invalidDocumentKey, onlyDigits } from '../../../domain/documents';
import {
  FREIGHT_TYPES,
  type Transporter,
  type TransporterInput,
  type TransporterType,
  transporterInput,
} from '../../../domain/transporters';
import { type FieldProblems, isBlank, orNull, problemsByField, withKey } from '../../../ui/form/form-model';

// The transporter form's values and pure steps (doc 2 §3 "Transporter", §5 "Transporter form:
// name, document, type, address, city, state, status required; document must not be used by
// another transporter ('already in use')"). Rules: src/domain/transporters.ts.

export interface TransporterValues {
  nameTransporter: string;
  documentTransporter: string;
  additionalDocumentTransporter: string;
  codeANTT: string;
  type: TransporterType | '';
  typeFreight: string;
  address: string;
  city: string;
  state: string;
  status: boolean;
}

export type TransporterTextField = Exclude<
  keyof TransporterValues,
  'status' | 'type' | 'typeFreight' | 'state'
>;

export const emptyTransporter: TransporterValues = {
  nameTransporter: '',
  documentTransporter: '',
  additionalDocumentTransporter: '',
  codeANTT: '',
  type: '',
  typeFreight: '',
  address: '',
  city: '',
  state: '',
  status: true,
};

export function valuesOf(t: Transporter): TransporterValues {
  return {
    nameTransporter: t.nameTransporter ?? '',
    documentTransporter: onlyDigits(t.documentTransporter ?? ''),
    additionalDocumentTransporter: t.additionalDocumentTransporter ?? '',
    codeANTT: t.codeANTT ?? '',
    type: t.type ?? '',
    typeFreight: t.typeFreight ?? '',
    address: t.address ?? '',
    city: t.city ?? '',
    state: t.state ?? '',
    status: t.status,
  };
}

/** POST/PUT /courrier body: document as digits, empty optionals null. */
export function toInput(values: TransporterValues): TransporterInput {
  return {
    nameTransporter: values.nameTransporter.trim(),
    documentTransporter: onlyDigits(values.documentTransporter),
    additionalDocumentTransporter: orNull(values.additionalDocumentTransporter),
    codeANTT: orNull(values.codeANTT),
    type: values.type as TransporterType,
    typeFreight: orNull(values.typeFreight),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    status: values.status,
  };
}

/** The first problem of each field, or undefined when valid (empty → required; bad document → CPF/CNPJ). */
export function transporterProblems(values: TransporterValues): FieldProblems {
  const input = toInput(values);
  return problemsByField(transporterInput, input, (problem, given) => {
    if (isBlank(given)) return withKey(problem, 'validation.required');
    if (problem.field === 'documentTransporter')
      return withKey(problem, invalidDocumentKey(input.documentTransporter));
    // a type outside the list is no valid choice: the user reads it as "required" too
    if (problem.field === 'type') return withKey(problem, 'validation.required');
    return problem;
  });
}

export { FREIGHT_TYPES };
