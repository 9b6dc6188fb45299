import { describe, expect, it } from 'vitest';
import {
  type BurstState,
  createBurstDetector,
  EMPTY_BURST,
  feedBurst,
  normaliseCode,
} from '../../../src/ui/scanner';

/** Feeds keys `gap` ms apart from `start`; returns the codes read. */
function type(keys: string[], gap: number, start = 1000) {
  const detector = createBurstDetector();
  return keys.map((k, i) => detector.feed(k, start + i * gap)).filter(Boolean);
}
const chars = (s: string) => [...s];

describe('burst detector', () => {
  it('reads a scanner burst ending in Enter', () => {
    expect(type([...chars('7891234567895'), 'Enter'], 8)).toEqual(['7891234567895']);
  });

  it('ignores typing at human speed', () => {
    expect(type([...chars('7891234'), 'Enter'], 120)).toEqual([]);
  });

  it('reads only the burst after slow typing (an old code left in the field)', () => {
    const detector = createBurstDetector();
    for (const [i, k] of chars('OLD').entries()) detector.feed(k, i * 300);
    const keys = [...chars('A-01-02'), 'Enter'];
    const codes = keys.map((k, i) => detector.feed(k, 2000 + i * 5));
    expect(codes.at(-1)).toBe('A-01-02');
  });

  it('needs the Enter to come quickly too', () => {
    const detector = createBurstDetector();
    for (const [i, k] of chars('12345').entries()) detector.feed(k, i * 5);
    expect(detector.feed('Enter', 400)).toBeUndefined();
  });

  it('ignores Shift inside a burst (uppercase letters) and breaks on Backspace', () => {
    expect(type(['Shift', 'A', 'Shift', 'B', '1', '2', 'Enter'], 6)).toEqual(['AB12']);
    expect(type(['A', 'B', 'Backspace', 'C', 'D', 'Enter'], 6)).toEqual([]);
  });

  it('rejects bursts shorter than the minimum length', () => {
    expect(type(['1', '2', 'Enter'], 5)).toEqual([]);
    const step = feedBurst(EMPTY_BURST, '1', 0, { maxGapMs: 50, minLength: 1 });
    expect(feedBurst(step.state, 'Enter', 3, { maxGapMs: 50, minLength: 1 }).code).toBe('1');
  });

  it('is pure: feeding does not change the given state', () => {
    const state: BurstState = { buffer: 'AB', last: 10 };
    const next = feedBurst(state, 'C', 12);
    expect(state).toEqual({ buffer: 'AB', last: 10 });
    expect(next.state).toEqual({ buffer: 'ABC', last: 12 });
  });

  it('reads two scans in a row and resets after each', () => {
    expect(type([...chars('1111'), 'Enter', ...chars('2222'), 'Enter'], 4)).toEqual(['1111', '2222']);
  });
});

describe('normaliseCode', () => {
  it('trims and drops control characters', () => {
    expect(normaliseCode('  \u0002789123\u0003 \n')).toBe('789123');
    expect(normaliseCode('   ')).toBe('');
  });
});
