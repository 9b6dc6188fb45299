import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';

// The tests find things by the texts users read, taken from the locale files rather than copied,
// so a reworded message does not break a test that is about behaviour.
type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function load(lang: string): Tree {
  let tree = cache.get(lang);
  if (!tree) {
    tree = JSON.parse(
      readFileSync(new URL(`../../../locales/${lang}.json`, import.meta.url), 'utf8'),
    ) as Tree;
    cache.set(lang, tree);
  }
  return tree;
}

/** The text of `key` in `lang` (pt-BR by default), with {placeholders} filled from `values`. */
export function t(key: string, values: Record<string, string | number> = {}, lang = 'pt-BR'): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      load(lang),
    );
  if (typeof found !== 'string') throw new Error(`no message ${key} in ${lang}`);
  // plural / select messages ("Finalizar {count, plural, one {# linha} other {# linhas}}") need ICU
  if (/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.test(found))
    return String(new IntlMessageFormat(found, lang).format(values));
  return found.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** A pattern for an accessible name that begins with `text` (required fields add " *"). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** A pattern that contains `text` literally. */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
