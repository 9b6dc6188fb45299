import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { flattenMessages, type Tree, withFallback } from '../src/services/locale-tree.ts';

// issue 17 (console weight): the console ships each language's messages precompiled to the ICU
// AST, so react-intl needs no message parser in the browser and only the active language is
// loaded. locales/*.json stay the sources: `import('…/locales/es.json?compiled')` answers es
// completed with pt-BR (the fallback) and compiled by `formatjs compile --ast`, which also
// refuses a malformed message, so a broken text fails the build instead of a page.

const QUERY = '?compiled';
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

/** `<dir>/<language>.json?compiled` as a virtual module id `…<dir>/<language>`: without the
 * .json ending, so Vite's JSON plugin leaves the module (JavaScript) alone. */
const VIRTUAL = '\0compiled-locale:';

export function compiledLocales(): Plugin {
  // Compiled once per content (the test runner asks for the same module from every test file).
  const compiled = new Map<string, string>();
  return {
    name: 'compiled-locales',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith(`.json${QUERY}`) || !importer) return null;
      return `${VIRTUAL}${resolve(dirname(importer), source.slice(0, -`.json${QUERY}`.length))}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const path = `${id.slice(VIRTUAL.length)}.json`;
      const fallbackPath = join(dirname(path), FALLBACK_FILE);
      this.addWatchFile(path);
      this.addWatchFile(fallbackPath);
      const text = readFileSync(path, 'utf8');
      const fallback = readFileSync(fallbackPath, 'utf8');
      const key = `${path}\n${text}\n${fallback}`;
      let code = compiled.get(key);
      if (!code) {
        const tree: Tree = JSON.parse(text);
        const messages =
          basename(path) === FALLBACK_FILE ? flattenMessages(tree) : withFallback(tree, JSON.parse(fallback));
        // One JSON.parse of a string literal: the quickest way for a browser to read a big object.
        const ast = JSON.stringify(JSON.parse(compileAst(messages)));
        code = `export default JSON.parse(${JSON.stringify(ast)});`;
        compiled.set(key, code);
      }
      return code;
    },
  };
}
