import { describe, expect, it } from 'vitest';
import { formatExecuted } from '../../../src/screens/operations/shared/format';
import { formatPercent } from '../../../src/services/format';

// issue 30: the dashboard's percentages in the language's format, like the operation screens'
// executed percentage (one formatter: formatPercent).
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatPercent', () => {
  it('writes the language separators and a space before the sign', () => {
    expect(plain(formatPercent(33.3, 1, 'pt-BR'))).toBe('33,3 %');
    expect(plain(formatPercent(33.3, 1, 'en-US'))).toBe('33.3 %');
    expect(plain(formatPercent(1234.5, 1, 'es'))).toBe('1234,5 %');
    expect(plain(formatPercent(100, 1, 'pt-BR'))).toBe('100,0 %');
  });
  it('a missing value is empty text', () => {
    expect(formatPercent(null)).toBe('');
    expect(formatPercent('x')).toBe('');
  });
  it('the operation screens keep their 2 decimals through it', () => {
    expect(plain(formatExecuted(66.666))).toMatch(/^66[,.]67 %$/);
  });
});
