#!/usr/bin/env node
// Deep-merges a fragment into the three locale files in one read-modify-write each, so several
// contributors can add keys without clobbering each other. Usage:
//   node scripts/i18n-add.mjs fragment.json      (fragment: { "pt-BR": {...}, "en-US": {...}, "es": {...} })
// Keys are nested objects; message ids are their dotted paths ("validation.required").
import { readFileSync, writeFileSync } from 'node:fs';

const fragment = JSON.parse(readFileSync(process.argv[2] === '-' ? 0 : process.argv[2], 'utf8'));
const merge = (into, from) => {
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === 'object' && !Array.isArray(v))
      into[k] = merge(into[k] && typeof into[k] === 'object' ? into[k] : {}, v);
    else into[k] = v;
  }
  return into;
};
const sortDeep = (o) =>
  Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k] && typeof o[k] === 'object' ? sortDeep(o[k]) : o[k]]),
  );
for (const lang of ['pt-BR', 'en-US', 'es']) {
  if (!fragment[lang]) throw new Error(`fragment lacks ${lang}`);
  const file = new URL(`../locales/${lang}.json`, import.meta.url);
  let current = {};
  try {
    current = JSON.parse(readFileSync(file, 'utf8'));
  } catch {}
  writeFileSync(file, `${JSON.stringify(sortDeep(merge(current, fragment[lang])), null, 2)}\n`);
}
console.log('locales updated');
