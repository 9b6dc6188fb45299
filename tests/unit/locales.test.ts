import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// DESIGN §2: the three locale files hold the same keys; pt-BR is the source of truth.
const flat = (o: Record<string, unknown>, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`],
  );
const keysOf = (lang: string) => flat(JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8'))).sort();

describe('locales', () => {
  const source = keysOf('pt-BR');
  it.each(['en-US', 'es'])('%s has exactly the keys of pt-BR', (lang) => {
    expect(keysOf(lang)).toEqual(source);
  });
  it('has no empty message', () => {
    for (const lang of ['pt-BR', 'en-US', 'es']) {
      const data = JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8'));
      for (const key of flat(data)) {
        const value = key.split('.').reduce((o, k) => o[k], data);
        expect(String(value).trim(), `${lang} ${key}`).not.toBe('');
      }
    }
  });
});
