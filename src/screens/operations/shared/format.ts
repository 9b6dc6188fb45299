import { round2 } from '../../../domain/operation-rules';
import { formatPercent, formatQuantity } from '../../../services/format';
import { currentLanguage } from '../../../services/i18n';

// doc 3 §1, §9: quantities and the executed percentage are shown with 2 decimals (rounded with the
// domain's round2, written with the interface language's separators).

/** 1.234,50 — a quantity with 2 decimals ('' for a missing value). */
export function formatQty(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? formatQuantity(round2(n)) : '';
}

/** 66,67 % — the executed percentage with 2 decimals. */
export function formatExecuted(value: number | null | undefined): string {
  return formatPercent(round2(value ?? 0), 2);
}

const decimalMarks = new Map<string, string>();

/**
 * 1234,50 — a quantity as an operator would type it: 2 decimals, the language's decimal mark, no
 * grouping, so `parseQty` reads it back (the default text of a quantity entry).
 */
export function qtyText(value: number, language = currentLanguage()): string {
  let mark = decimalMarks.get(language);
  if (mark === undefined) {
    mark = formatQuantity(0.5, language).replace(/\d/g, '') || '.';
    decimalMarks.set(language, mark);
  }
  return round2(value).toFixed(2).replace('.', mark);
}

/**
 * A quantity typed by an operator (doc 3 §5: "quantity edit is numeric text"): digits with at most
 * 2 decimals, comma or point. Answers the number, or null when the text is not one.
 */
export function parseQty(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : null;
}
