// Which line a scanned code serves, when one code can match several lines (issue 31: two storage
// lines of one barcode; the same holds in picking, packing, conference, handling, inventory).
//
// The rule, once for every scan flow:
// - a code is compared as a scanner reads it: trimmed, case-insensitive;
// - among the lines the code matches, the read goes to the first that still needs work (a
//   preferred one first — the position last read, the order chosen — then the lines' order);
//   a read never goes to a line whose work is already done, so it never overwrites what the
//   operator set for that line (a chosen position, a full count);
// - when every matching line is done, the operator is told so ('served'), and nothing changes.

/** Two codes as a scanner reads them: trimmed, case-insensitive; an absent code matches nothing. */
export function sameCode(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  const left = a.trim().toUpperCase();
  return left !== '' && left === b.trim().toUpperCase();
}

export interface ScanMatchRule<L> {
  /** the codes a line answers to (barcode, SKU, manufacturer code…) */
  codes: (line: L) => ReadonlyArray<string | null | undefined>;
  /** the line still needs what a read gives it */
  needsWork: (line: L) => boolean;
  /** which lines to serve first when several need work, most preferred first (else the lines' order) */
  prefer?: ReadonlyArray<(line: L) => boolean>;
}

export type ScanMatch<L> =
  /** the line this read serves */
  | { kind: 'line'; line: L; matches: L[] }
  /** the code names lines, but every one of them is done */
  | { kind: 'served'; matches: L[] }
  /** the code names no line */
  | { kind: 'none' };

/** The lines a code names, in their order. */
export function linesOfCode<L>(lines: readonly L[], code: string, codes: ScanMatchRule<L>['codes']): L[] {
  return lines.filter((line) => codes(line).some((c) => sameCode(c, code)));
}

/** The line a read of `code` serves among `lines` (the rule above). */
export function matchScan<L>(lines: readonly L[], code: string, rule: ScanMatchRule<L>): ScanMatch<L> {
  const matches = linesOfCode(lines, code, rule.codes);
  if (matches.length === 0) return { kind: 'none' };
  const needing = matches.filter(rule.needsWork);
  let line: L | undefined;
  for (const wanted of rule.prefer ?? []) {
    line = needing.find(wanted);
    if (line !== undefined) break;
  }
  line ??= needing[0];
  return line === undefined ? { kind: 'served', matches } : { kind: 'line', line, matches };
}
