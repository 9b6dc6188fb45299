import { CPF_LENGTH, onlyDigits } from '../domain/documents';

// Masks of doc 1 §5 / doc 2 §2 (postal code, CPF/CNPJ, phone): the imask patterns the forms'
// TextField takes, and the same masks applied to stored digits for tables and documents.

export const MASKS = {
  cnpj: '00.000.000/0000-00',
  cpf: '000.000.000-00',
  /** CPF while up to 11 digits are typed, CNPJ from the 12th (doc 1 §5) */
  document: ['000.000.000-00', '00.000.000/0000-00'],
  postalCode: '00000-000',
  // Landlines have 10 digits, mobiles 11: imask picks the pattern that fits what was typed.
  phone: ['(00) 0000-0000', '(00) 00000-0000'],
} as const;

/** Applies a '0'-placeholder pattern to digits; digits beyond the pattern are appended as they are. */
export function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out + digits.slice(i);
}

/** doc 2 §2 "Transporters": masked as a company id when longer than 11 digits, else as a personal id. */
export function formatDocument(value: string | number | null | undefined): string {
  const digits = onlyDigits(String(value ?? ''));
  if (!digits) return '';
  return applyPattern(digits, digits.length > CPF_LENGTH ? MASKS.cnpj : MASKS.cpf);
}

/** (11) 1234-5678 or (11) 91234-5678; other lengths are shown as they are. */
export function formatPhone(value: string | number | null | undefined): string {
  const raw = String(value ?? '').trim();
  const digits = onlyDigits(raw);
  if (digits.length === 10) return applyPattern(digits, MASKS.phone[0]);
  if (digits.length === 11) return applyPattern(digits, MASKS.phone[1]);
  return raw;
}

/** 12345-678 for 8 digits; other values are shown as they are. */
export function formatPostalCode(value: string | number | null | undefined): string {
  const raw = String(value ?? '').trim();
  const digits = onlyDigits(raw);
  return digits.length === 8 ? applyPattern(digits, MASKS.postalCode) : raw;
}
