import { onlyDigits } from './documents';

// doc 2 §5 "Manual order import: the code is cut to 44 characters; with the 44-character access
// key the serial and sender are not needed; otherwise the sender is required"; doc 2 §9 access key 44.
// An NF-e access key (chave de acesso) is 44 digits: cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3)
// nNF(9) tpEmis(1) cNF(8) cDV(1), the last a mod-11 check digit over the first 43.

export const ACCESS_KEY_LENGTH = 44;

/** doc 2 §5: "the code is cut to 44 characters". */
export function cutImportCode(code: string): string {
  return code.trim().slice(0, ACCESS_KEY_LENGTH);
}

/** Whether an import code is a full access key (then serie and sender are not needed). */
export function isAccessKeyLength(code: string): boolean {
  return /^\d{44}$/.test(code);
}

/** mod-11 check digit of the first 43 digits (weights 2..9 from the right). */
export function accessKeyCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i -= 1) {
    sum += Number(first43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidAccessKey(key: string): boolean {
  const d = onlyDigits(key);
  return (
    d.length === ACCESS_KEY_LENGTH &&
    key.length === ACCESS_KEY_LENGTH &&
    accessKeyCheckDigit(d.slice(0, 43)) === Number(d[43])
  );
}

export interface AccessKeyParts {
  uf: string;
  yearMonth: string;
  senderDocument: string;
  model: string;
  serie: string;
  number: string;
}

/** The parts an access key carries (what makes serie and sender unnecessary). */
export function accessKeyParts(key: string): AccessKeyParts | null {
  if (!isAccessKeyLength(key)) return null;
  return {
    uf: key.slice(0, 2),
    yearMonth: key.slice(2, 6),
    senderDocument: key.slice(6, 20),
    model: key.slice(20, 22),
    serie: String(Number(key.slice(22, 25))),
    number: String(Number(key.slice(25, 34))),
  };
}

/** Builds a valid access key from its parts (seed generator and tests). */
export function buildAccessKey(p: {
  uf?: string;
  yearMonth: string;
  senderDocument: string;
  serie: string;
  number: string;
  code?: string;
}): string {
  const first43 = [
    (p.uf ?? '35').padStart(2, '0'),
    p.yearMonth,
    onlyDigits(p.senderDocument).padStart(14, '0'),
    '55',
    p.serie.padStart(3, '0'),
    p.number.padStart(9, '0'),
    '1',
    (p.code ?? '00000001').padStart(8, '0'),
  ].join('');
  return `${first43}${accessKeyCheckDigit(first43)}`;
}
