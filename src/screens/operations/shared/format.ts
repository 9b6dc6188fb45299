import { round2 } from '../../../domain/operation-rules';
import { formatQuantity } from '../../../services/format';

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
  return `${formatQty(value ?? 0)} %`;
}

/**
 * A quantity typed by an operator (doc 3 §5: "quantity edit is numeric text"): digits with at most
 * 2 decimals, comma or point. Answers the number, or null when the text is not one.
 */
export function parseQty(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : null;
}
