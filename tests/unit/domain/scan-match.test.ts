import { describe, expect, it } from 'vitest';
import { linesOfCode, matchScan, sameCode } from '../../../src/domain/scan-match';

// issue 31: one code matching several lines — the read goes to the first that still needs work.
interface Line {
  id: string;
  barcode: string | null;
  sku: string;
  done: boolean;
  at?: string;
}
const rule = (prefer: Array<(l: Line) => boolean> = []) => ({
  codes: (l: Line) => [l.barcode, l.sku],
  needsWork: (l: Line) => !l.done,
  prefer,
});
const lines: Line[] = [
  { id: '1', barcode: '789', sku: 'SKU-A', done: false, at: 'A-01' },
  { id: '2', barcode: '789', sku: 'SKU-A', done: false, at: 'B-01' },
  { id: '3', barcode: '111', sku: 'SKU-B', done: false },
];

describe('scan matching over repeated codes', () => {
  it('compares codes as a scanner reads them', () => {
    expect(sameCode(' sku-a ', 'SKU-A')).toBe(true);
    expect(sameCode(null, 'x')).toBe(false);
    expect(sameCode('', '')).toBe(false);
    expect(linesOfCode(lines, 'sku-a', rule().codes).map((l) => l.id)).toEqual(['1', '2']);
  });

  it('serves the first line of the code that still needs work, then the next', () => {
    expect(matchScan(lines, '789', rule())).toMatchObject({ kind: 'line', line: { id: '1' } });
    const afterFirst = lines.map((l) => (l.id === '1' ? { ...l, done: true } : l));
    expect(matchScan(afterFirst, '789', rule())).toMatchObject({ kind: 'line', line: { id: '2' } });
  });

  it('says so when every line of the code is done, and changes nothing', () => {
    const allDone = lines.map((l) => (l.barcode === '789' ? { ...l, done: true } : l));
    const match = matchScan(allDone, '789', rule());
    expect(match.kind).toBe('served');
    expect(match.kind === 'served' && match.matches.map((l) => l.id)).toEqual(['1', '2']);
  });

  it('serves a preferred line first, in the order of the preferences', () => {
    const atB = (l: Line) => l.at === 'B-01';
    const none = () => false;
    expect(matchScan(lines, '789', rule([none, atB]))).toMatchObject({ line: { id: '2' } });
    // a preferred line that is done is not served
    const bDone = lines.map((l) => (l.id === '2' ? { ...l, done: true } : l));
    expect(matchScan(bDone, '789', rule([atB]))).toMatchObject({ line: { id: '1' } });
  });

  it('names no line for an unknown code', () => {
    expect(matchScan(lines, 'nope', rule())).toEqual({ kind: 'none' });
  });
});
