import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Libraries DESIGN §4 requires to load lazily, and a string only their own code contains. */
const HEAVY_LIBRARIES: Record<string, RegExp> = {
  echarts: /_echarts_instance_/,
  leaflet: /leaflet-container/,
  jspdf: /jsPDF|%PDF-1\.\d/,
  exceljs: /xl\/workbook\.xml/,
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface LoginPageJs {
  /** how the file list was found */
  source: 'manifest' | 'index.html';
  files: string[];
  gzipBytes: number;
  heavy: string[];
}

/** Entry chunk plus its static imports (what the browser fetches before the first render), and
 * the lazily loaded login screen chunk when the manifest can name it. */
function fromManifest(distDir: string): string[] | null {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) return null;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const lazy of manifest[entryKey].dynamicImports ?? [])
    if (/screens\/auth\/login\.screen/.test(lazy)) visit(lazy);
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

export function loginPageJs(distDir: string): LoginPageJs {
  const manifestFiles = fromManifest(distDir);
  const files = manifestFiles ?? fromIndexHtml(distDir);
  let gzipBytes = 0;
  const heavy = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(distDir, file));
    gzipBytes += gzipSync(code).length;
    const text = code.toString('utf8');
    for (const [name, signature] of Object.entries(HEAVY_LIBRARIES))
      if (signature.test(text)) heavy.add(name);
  }
  return { source: manifestFiles ? 'manifest' : 'index.html', files, gzipBytes, heavy: [...heavy] };
}
