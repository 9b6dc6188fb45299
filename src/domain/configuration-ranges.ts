import type { TransferRange } from './freight';
import type { Problem } from './validation';

// doc 1 §5 "Company settings" — freight transfer ranges (transferValueFromFreight) and the
// kilometer curve (kilometerCurve) share one rule, checked by the settings form before a range is
// added and by PUT /company/{id} before anything is saved:
// - each range start exceeds the previous range's end by at least 0.01 (doc 1 §9 "range step");
// - each end exceeds its start by at least 0.01;
// - freight: transfer value at least 0.01, a PERCENTAGE at most 100 (§9 "percentage maximum");
// - kilometer curve: the value is one letter A to Z (§9).
// A new range begins 0.01 above the last end. Amounts are compared in cents, never as floats.

export const RANGE_STEP = 0.01;
export const PERCENTAGE_MAX = 100;
export const KILOMETER_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export interface KilometerRange {
  kilometerFrom: number;
  kilometerTo: number;
  /** one letter A to Z */
  value: string;
}

const cents = (n: number) => Math.round(n * 100);
const fromCents = (c: number) => c / 100;

/** The start of the next range: 0.01 above the last end, 0 for the first. */
export function nextRangeStart(ends: readonly number[]): number {
  return ends.length === 0 ? 0 : fromCents(cents(ends[ends.length - 1]) + 1);
}

function boundsProblems(
  list: string,
  ranges: ReadonlyArray<{ from: number; to: number }>,
  names: { from: string; to: string },
): Problem[] {
  const problems: Problem[] = [];
  ranges.forEach((r, i) => {
    const previous = ranges[i - 1];
    if (previous && cents(r.from) < cents(previous.to) + 1)
      problems.push({
        field: `${list}.${i}.${names.from}`,
        key: 'validation.greaterThan',
        values: { value: previous.to },
        message: `${names.from} must be greater than ${previous.to}`,
      });
    if (cents(r.to) < cents(r.from) + 1)
      problems.push({
        field: `${list}.${i}.${names.to}`,
        key: 'validation.greaterThan',
        values: { value: r.from },
        message: `${names.to} must be greater than ${r.from}`,
      });
  });
  return problems;
}

/** doc 1 §5: the freight transfer ranges' problems (empty when valid). */
export function freightRangeProblems(ranges: readonly TransferRange[]): Problem[] {
  const problems = boundsProblems(
    'transferValueFromFreight',
    ranges.map((r) => ({ from: r.freightFrom, to: r.freightTo })),
    { from: 'freightFrom', to: 'freightTo' },
  );
  ranges.forEach((r, i) => {
    const field = `transferValueFromFreight.${i}.transferValue`;
    if (cents(r.transferValue) < cents(RANGE_STEP))
      problems.push({
        field,
        key: 'validation.greaterThan',
        values: { value: 0 },
        message: 'transferValue must be at least 0.01',
      });
    else if (r.type === 'PERCENTAGE' && r.transferValue > PERCENTAGE_MAX)
      problems.push({
        field,
        key: 'validation.notGreaterThan',
        values: { value: PERCENTAGE_MAX },
        message: `a percentage cannot be greater than ${PERCENTAGE_MAX}`,
      });
  });
  return problems;
}

/** doc 1 §5: the kilometer curve's problems (empty when valid). */
export function kilometerRangeProblems(ranges: readonly KilometerRange[]): Problem[] {
  const problems = boundsProblems(
    'kilometerCurve',
    ranges.map((r) => ({ from: r.kilometerFrom, to: r.kilometerTo })),
    { from: 'kilometerFrom', to: 'kilometerTo' },
  );
  ranges.forEach((r, i) => {
    if (!KILOMETER_LETTERS.includes(r.value))
      problems.push({
        field: `kilometerCurve.${i}.value`,
        key: 'validation.required',
        message: 'value must be one letter A to Z',
      });
  });
  return problems;
}
