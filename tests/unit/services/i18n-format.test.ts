import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/domain/user';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatQuantity,
  parseApiDate,
} from '../../../src/services/format';
import { getIntl, isLanguage, loadMessages, t } from '../../../src/services/i18n';
import { flattenMessages, withFallback } from '../../../src/services/locale-tree';

// Intl puts a no-break space between the currency sign and the amount.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('i18n (doc 1 §1, §9)', () => {
  it('flattens nested locale keys into dotted ids', () => {
    expect(flattenMessages({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual({
      'a.b': 'x',
      'a.c.d': 'y',
      e: 'z',
    });
  });
  it('falls back to pt-BR for a missing or empty message', () => {
    const pt = { a: 'A-pt', b: { c: 'C-pt' }, d: 'D-pt' };
    expect(withFallback({ a: 'A-en', d: ' ' }, pt)).toEqual({ a: 'A-en', 'b.c': 'C-pt', d: 'D-pt' });
  });
  it('every language, compiled, knows every pt-BR id (missing ones come from pt-BR)', async () => {
    const [pt, en, es] = await Promise.all(LANGUAGES.map((language) => loadMessages(language)));
    for (const id of Object.keys(pt)) {
      expect(en[id], id).toBeTruthy();
      expect(es[id], id).toBeTruthy();
    }
  });
  it('pt-BR is the default language; t() translates outside React', () => {
    expect(getIntl().locale).toBe('pt-BR');
    expect(t('api.login.success', undefined, 'en-US')).toBe('Successfully logged in');
    expect(t('api.login.credentials', undefined, 'en-US')).toBe('Oops, wrong username and/or password(s)!');
    expect(t('app.profile.menu', { name: 'Ana' }, 'es')).toBe('Perfil de Ana');
    expect(t('no.such.id')).toBe('no.such.id');
  });
  it('recognises the three languages only', () => {
    expect(['pt-BR', 'en-US', 'es'].every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('formatters (doc 1 §1)', () => {
  it('shows money in reais', () => {
    expect(plain(formatMoney(1234.5, 'pt-BR'))).toBe('R$ 1.234,50');
    expect(plain(formatMoney('10', 'en-US'))).toBe('R$10.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
  it('shows quantities with 2 decimals', () => {
    expect(formatQuantity(3, 'pt-BR')).toBe('3,00');
    expect(formatQuantity(1234.567, 'en-US')).toBe('1,234.57');
    expect(formatQuantity(undefined)).toBe('');
  });
  it('shows whole counts grouped by the language, without decimals', () => {
    expect(formatCount(12345, 'pt-BR')).toBe('12.345');
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatCount('7', 'es')).toBe('7');
    expect(formatCount(null)).toBe('');
  });
  it('shows dates dd/MM/yyyy in every language, a plain API day as that calendar day', () => {
    expect(formatDate('2024-03-09')).toBe('09/03/2024');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
    expect(formatDateTime(new Date(2024, 0, 2, 7, 5))).toBe('02/01/2024 07:05');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(parseApiDate('2024-02-29')?.getDate()).toBe(29);
  });
});
