import { round2 } from './operation-rules';

/**
 * Conference rules — doc 3 §2 Conference, §5 "Conference read quantity: digits with at most two
 * decimals", §9 (quantities to 2 decimals). The conference machines ask these; the count field and
 * the import validate with them; the simulator compares with them.
 */

/** doc 3 §5: a read quantity is digits with at most two decimals (no sign, no exponent). */
export const CONFERENCE_QUANTITY = /^\d+([.,]\d{1,2})?$/;

/** The read quantity a text holds (comma or dot as decimal mark), or null when §5 refuses it. */
export function parseConferenceQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!CONFERENCE_QUANTITY.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** A number is a valid read quantity: finite, not negative, at most two decimals. */
export function isConferenceQuantity(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && round2(value) === value;
}

/** One conferred line: expected and read. */
export interface CountedLine {
  id: string;
  quantity: number;
  counted: number | null;
}

/** A divergence: read ≠ expected (an unread line reads 0). */
export interface Divergence {
  id: string;
  expected: number;
  counted: number;
  /** counted − expected (negative: missing) */
  difference: number;
}

/** The lines whose read quantity differs from the expected one (ours: an unread line is read 0
 * when the conference is finalized — a missing product is a divergence). */
export function divergences(lines: readonly CountedLine[]): Divergence[] {
  return lines.flatMap((l) => {
    const counted = l.counted ?? 0;
    const difference = round2(counted - l.quantity);
    return difference === 0 ? [] : [{ id: l.id, expected: l.quantity, counted, difference }];
  });
}
