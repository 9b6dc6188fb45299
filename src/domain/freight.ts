// doc 1 §3.2 transferValueFromFreight: ranges freightFrom..freightTo with a transferValue that is a
// VALUE or a PERCENTAGE of the freight; doc 2 §5 "freight and transfer numeric (empty becomes 0)".

export type TransferRangeType = 'VALUE' | 'PERCENTAGE';
export interface TransferRange {
  freightFrom: number;
  freightTo: number;
  transferValue: number;
  type: TransferRangeType;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** doc 2 §5: a freight or transfer entered empty is 0; numbers and numeric text are kept. */
export function parseMoney(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? round2(n) : 0;
}

/** The transfer value a freight gives under the company's ranges; null when no range holds it. */
export function transferFromFreight(
  freight: number,
  ranges: readonly TransferRange[] | null | undefined,
): number | null {
  const range = (ranges ?? []).find((r) => freight >= r.freightFrom && freight <= r.freightTo);
  if (!range) return null;
  return round2(range.type === 'PERCENTAGE' ? (freight * range.transferValue) / 100 : range.transferValue);
}
