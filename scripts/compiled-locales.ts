import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { flattenMessages, type Tree, withFallback } from '../src/services/locale-tree.ts';

// issue 17 (console weight): the console ships each language's messages precompiled to the ICU
// AST, so react-intl needs no message parser in the browser and only the active language is
// loaded. locales/*.json stay the sources: `import('…/locales/es.json?compiled-public')` answers es
// completed with pt-BR (the fallback) and compiled by `formatjs compile --ast`, which also
// refuses a malformed message, so a broken text fails the build instead of a page.
// Each language also comes in two halves, so the login page does not carry the signed-in pages'
// texts: `?compiled-public` holds the namespaces (top-level keys) in PUBLIC_NAMESPACES, what the
// pages open when signed out say (login, register, survey, error pages, the shared ui parts, the
// API's and validation's messages, page titles); `?compiled-rest` holds every other namespace and
// is loaded once signed in (src/services/i18n.ts). A new namespace a public page speaks must be
// listed here (tests/unit/locales.test.ts checks the public screens' ids against this list).

/** Top-level keys of locales/*.json that the signed-out pages need. */
export const PUBLIC_NAMESPACES: readonly string[] = [
  'api',
  'app',
  'auth',
  'errors',
  'survey',
  'ui',
  'validation',
];

type Part = 'public' | 'rest';
const QUERY = /\.json\?compiled-(public|rest)$/;
const FALLBACK_FILE = 'pt-BR.json';
const formatjsBin = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');

/** `formatjs compile --ast` over flat messages; answers the compiled JSON text. */
function compileAst(messages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compiled-locales-'));
  try {
    const input = join(dir, 'messages.json');
    writeFileSync(input, JSON.stringify(messages));
    return execFileSync(process.execPath, [formatjsBin, 'compile', input, '--ast', '--format', 'simple'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `<dir>/<language>.json?compiled-<part>` as a virtual module id `…<part>:<dir>/<language>`:
 * without the .json ending, so Vite's JSON plugin leaves the module (JavaScript) alone. */
const VIRTUAL = '\0compiled-locale:';

/** The ids of one part: a namespace is public or not as a whole. */
function partOf(messages: Record<string, string>, part: Part): Record<string, string> {
  const wanted = part === 'public';
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => PUBLIC_NAMESPACES.includes(id.split('.')[0] ?? '') === wanted),
  );
}

export function compiledLocales(): Plugin {
  // Compiled once per content (the test runner asks for the same module from every test file).
  const compiled = new Map<string, string>();
  return {
    name: 'compiled-locales',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = QUERY.exec(source);
      if (!match || !importer) return null;
      const part = match[1] as Part;
      return `${VIRTUAL}${part}:${resolve(dirname(importer), source.slice(0, match.index))}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const rest = id.slice(VIRTUAL.length);
      const colon = rest.indexOf(':');
      const part = rest.slice(0, colon) as Part;
      const path = `${rest.slice(colon + 1)}.json`;
      const fallbackPath = join(dirname(path), FALLBACK_FILE);
      this.addWatchFile(path);
      this.addWatchFile(fallbackPath);
      const text = readFileSync(path, 'utf8');
      const fallback = readFileSync(fallbackPath, 'utf8');
      const key = `${part}\n${path}\n${text}\n${fallback}`;
      let code = compiled.get(key);
      if (!code) {
        const tree: Tree = JSON.parse(text);
        const messages =
          basename(path) === FALLBACK_FILE ? flattenMessages(tree) : withFallback(tree, JSON.parse(fallback));
        // One JSON.parse of a string literal: the quickest way for a browser to read a big object.
        const ast = JSON.stringify(JSON.parse(compileAst(partOf(messages, part))));
        code = `export default JSON.parse(${JSON.stringify(ast)});`;
        compiled.set(key, code);
      }
      return code;
    },
  };
}
