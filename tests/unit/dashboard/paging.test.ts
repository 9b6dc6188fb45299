import { describe, expect, it } from 'vitest';
import { cyclePhase, pageAt } from '../../../src/screens/dashboard/paging';

// The TV wall's paging (src/screens/dashboard/paging.ts): every entry is on some page during one
// cycle, the pages in order, and a short list never turns.
describe('pageAt', () => {
  const nine = Array.from({ length: 9 }, (_, i) => i + 1);

  it('shows every entry once within one cycle, the pages in order', () => {
    const seen: number[] = [];
    let last = -1;
    for (let phase = 0; phase < 1; phase += 1 / 60) {
      const p = pageAt(nine, 4, phase);
      expect(p.pages).toBe(3);
      expect(p.page).toBeGreaterThanOrEqual(last);
      if (p.page !== last) seen.push(...p.shown);
      last = p.page;
      expect(p.hidden).toBe(9 - p.shown.length);
    }
    expect(seen).toEqual(nine);
  });

  it('a list that fits is one page with nothing hidden', () => {
    expect(pageAt([1, 2, 3], 4, 0.9)).toEqual({ shown: [1, 2, 3], page: 0, pages: 1, hidden: 0 });
    expect(pageAt([], 4, 0.5)).toEqual({ shown: [], page: 0, pages: 1, hidden: 0 });
  });

  it('the last page at the end of the cycle, the first at its start', () => {
    expect(pageAt(nine, 4, 0).shown).toEqual([1, 2, 3, 4]);
    expect(pageAt(nine, 4, 0.999).shown).toEqual([9]);
    expect(pageAt(nine, 4, 1).shown).toEqual([9]);
  });
});

describe('cyclePhase', () => {
  it('runs 0 → 1 over each cycle', () => {
    expect(cyclePhase(60_000, 30_000)).toBe(0);
    expect(cyclePhase(75_000, 30_000)).toBe(0.5);
    expect(cyclePhase(89_999, 30_000)).toBeCloseTo(1, 3);
  });
});
