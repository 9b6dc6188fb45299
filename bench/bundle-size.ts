import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MODULE_SIZES_FILE } from '../scripts/module-sizes';

/** Libraries DESIGN §4 requires to load lazily, and a string only their own code contains. */
const HEAVY_LIBRARIES: Record<string, RegExp> = {
  echarts: /_echarts_instance_/,
  leaflet: /leaflet-container/,
  jspdf: /jsPDF|%PDF-1\.\d/,
  exceljs: /xl\/workbook\.xml/,
};

/** The login screen; a typical signed-in page (issue 17: "any signed-in page's first load"). */
const LOGIN_SCREEN = /screens\/auth\/login\.screen/;
const PAGE_FRAME = /app\/layout\/page-frame/;
export const TYPICAL_SIGNED_IN_PAGE = { path: '/orders', screen: /screens\/orders\/orders\.screen/ };
/** The default language's compiled messages (scripts/compiled-locales.ts), loaded before any render:
 * signed out only the public pages' part, signed in both parts. */
const DEFAULT_PUBLIC_MESSAGES = /compiled-locale:public:.*locales\/pt-BR$/;
const DEFAULT_MESSAGES = /compiled-locale:(?:public|rest):.*locales\/pt-BR$/;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageJs {
  /** how the file list was found */
  source: 'manifest' | 'index.html';
  files: string[];
  gzipBytes: number;
  heavy: string[];
}

export interface ModuleWeight {
  /** a package (node_modules) or a file of the repository */
  name: string;
  /** its code in the built chunks, before minification */
  bytes: number;
  /** its share of its chunks' gzip size (bytes × the chunk's gzip size ÷ its modules' bytes) */
  gzipBytes: number;
}

function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/**
 * What the browser fetches for a page: the entry chunk and its static imports, then each lazy
 * chunk `lazy` names (the default language's messages, the page's screen…) with theirs.
 */
function pageFiles(manifest: Manifest, lazy: RegExp[]): string[] | null {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) return null;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const pattern of lazy) for (const key of Object.keys(manifest)) if (pattern.test(key)) visit(key);
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

/** Module scripts and modulepreload links of the built index.html (vite lists static imports). */
function fromIndexHtml(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1].replace(/^\//, ''));
  return [...new Set(refs)];
}

function weigh(distDir: string, source: PageJs['source'], files: string[]): PageJs {
  let gzipBytes = 0;
  const heavy = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(distDir, file));
    gzipBytes += gzipSync(code).length;
    const text = code.toString('utf8');
    for (const [name, signature] of Object.entries(HEAVY_LIBRARIES))
      if (signature.test(text)) heavy.add(name);
  }
  return { source, files, gzipBytes, heavy: [...heavy] };
}

function pageJs(distDir: string, lazy: RegExp[]): PageJs {
  const manifest = readManifest(distDir);
  const files = manifest && pageFiles(manifest, lazy);
  return files ? weigh(distDir, 'manifest', files) : weigh(distDir, 'index.html', fromIndexHtml(distDir));
}

/** The login page's JavaScript: entry, default language's messages, login screen. */
export function loginPageJs(distDir: string): PageJs {
  return pageJs(distDir, [DEFAULT_PUBLIC_MESSAGES, LOGIN_SCREEN]);
}

/** A signed-in page's first load (a reload on it): the above with the page frame and its screen. */
export function signedInPageJs(distDir: string, screen: RegExp = TYPICAL_SIGNED_IN_PAGE.screen): PageJs {
  return pageJs(distDir, [DEFAULT_MESSAGES, PAGE_FRAME, screen]);
}

/** "react-dom" for …/node_modules/react-dom/…, a repository path otherwise. */
function moduleName(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const pkg = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const compiled = clean.match(/^compiled-locale:(\w+):.*\/(locales\/[^/]+)$/);
  if (compiled) return `${compiled[2]} (compiled messages, ${compiled[1]})`;
  const repo = clean.match(/\/((?:src|styled-system|locales)\/.*)$/);
  return repo ? repo[1] : clean;
}

/**
 * The heaviest packages and files of `page`, from the build's module sizes (scripts/module-sizes.ts);
 * null when the build did not write them.
 */
export function biggestModules(distDir: string, page: PageJs, count = 12): ModuleWeight[] | null {
  const path = join(distDir, MODULE_SIZES_FILE);
  if (!existsSync(path)) return null;
  const sizes = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, number>>;
  const weights = new Map<string, ModuleWeight>();
  for (const file of page.files) {
    const modules = sizes[file];
    if (!modules) continue;
    // Module sizes are counted before minification; each takes its share of the chunk's gzip size.
    const rendered = Object.values(modules).reduce((sum, bytes) => sum + bytes, 0);
    const ratio = gzipSync(readFileSync(join(distDir, file))).length / Math.max(1, rendered);
    for (const [id, bytes] of Object.entries(modules)) {
      const name = moduleName(id);
      const weight = weights.get(name) ?? { name, bytes: 0, gzipBytes: 0 };
      weight.bytes += bytes;
      weight.gzipBytes += bytes * ratio;
      weights.set(name, weight);
    }
  }
  return [...weights.values()].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, count);
}
