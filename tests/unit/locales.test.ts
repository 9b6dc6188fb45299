import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_NAMESPACES } from '../../scripts/compiled-locales';

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

// issue 17: signed out, the console loads only the texts of PUBLIC_NAMESPACES (scripts/compiled-locales.ts);
// a public page quoting an id from another namespace would show the bare id.
const PUBLIC_SOURCES = [
  'src/screens/auth',
  'src/screens/survey',
  'src/screens/errors',
  'src/ui',
  'src/domain/login-rules.ts',
];
const sourceFiles = (path: string): string[] =>
  /\.tsx?$/.test(path)
    ? [path]
    : readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
        .flatMap((entry) => sourceFiles(join(path, entry.name)));

describe("public pages' texts", () => {
  it('come from the namespaces loaded when signed out', () => {
    const ids = new Set(keysOf('pt-BR'));
    const quoted = PUBLIC_SOURCES.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)['"`]/g)]
        .map((match) => match[1] ?? '')
        .filter((id) => ids.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(quoted.length).toBeGreaterThan(20);
    const outside = quoted.filter(
      (entry) => !PUBLIC_NAMESPACES.includes(entry.split(': ')[1]?.split('.')[0] ?? ''),
    );
    expect(outside).toEqual([]);
  });
});
