// doc 1 §5: document rules. Up to 11 digits is a CPF, above 11 a CNPJ; check digits verified;
// numbers made of one repeated digit are rejected. Postal code exactly 8 digits.

import type { ValidationKey } from './validation';

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
export const POSTAL_CODE_LENGTH = 8;
export const IE_LENGTH = 9;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function isRepeated(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + Number(digits[i]) * w, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== CPF_LENGTH || isRepeated(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
}

export function isValidCnpj(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== CNPJ_LENGTH || isRepeated(d)) return false;
  const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[12]) && second === Number(d[13]);
}

/** doc 1 §5: "up to 11 digits is validated as a CPF, above 11 as a CNPJ". */
export function isValidDocument(value: string): boolean {
  const d = onlyDigits(value);
  return d.length <= CPF_LENGTH ? isValidCpf(d) : isValidCnpj(d);
}

export function documentKind(value: string): 'cpf' | 'cnpj' {
  return onlyDigits(value).length <= CPF_LENGTH ? 'cpf' : 'cnpj';
}

/** Builds a valid CNPJ from its first 12 digits (used by the seed generator and tests). */
export function completeCnpj(base12: string): string {
  const b = onlyDigits(base12).padStart(12, '0').slice(0, 12);
  const first = checkDigit(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const withFirst = `${b}${first}`;
  const second = checkDigit(withFirst, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${withFirst}${second}`;
}

/** Builds a valid CPF from its first 9 digits (seed generator and tests). */
export function completeCpf(base9: string): string {
  const b = onlyDigits(base9).padStart(9, '0').slice(0, 9);
  const first = checkDigit(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const withFirst = `${b}${first}`;
  const second = checkDigit(withFirst, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${withFirst}${second}`;
}

/** doc 1 §5: a bad document reads "invalid CPF" up to 11 digits and "invalid CNPJ" above. */
export const invalidDocumentKey = (document: string): ValidationKey =>
  documentKind(document) === 'cpf' ? 'validation.invalidCpf' : 'validation.invalidCnpj';
