import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN §2, dependency direction: screens → services, machines, ui, domain · services → domain ·
// machines → domain · simulator → machines, domain. ui imports no services, services no ui,
// screens no app, one screen area no other area's folder. This test reads every import of src/
// and simulator/ and names each one that goes against it.

const root = resolve(import.meta.dirname, '../../..');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** "src/ui", "src/screens/orders", "simulator"… — the layer (and, for screens, the area) of a file. */
function place(file: string): { layer: string; area?: string } {
  const parts = relative(root, file).split('/');
  if (parts[0] === 'simulator') return { layer: 'simulator' };
  if (parts[0] === 'styled-system') return { layer: 'styled-system' };
  if (parts[0] === 'locales') return { layer: 'locales' };
  if (parts[0] !== 'src') return { layer: parts[0] };
  if (parts[1] === 'screens') return { layer: 'screens', area: parts[2] };
  return { layer: parts.length > 2 ? parts[1] : 'src' };
}

// What each layer may import besides itself (styled-system and locales are generated/data).
const ALLOWED: Record<string, string[]> = {
  domain: ['locales'],
  machines: ['domain'],
  services: ['domain', 'machines', 'locales'],
  ui: ['domain', 'styled-system'],
  screens: ['services', 'machines', 'ui', 'domain', 'styled-system', 'locales'],
  app: ['screens', 'services', 'machines', 'ui', 'domain', 'styled-system', 'locales', 'src'],
  src: ['app', 'services', 'ui', 'domain', 'styled-system', 'locales'],
  simulator: ['domain', 'machines', 'locales'],
};

function violations(): string[] {
  const found: string[] = [];
  for (const file of [...sources(join(root, 'src')), ...sources(join(root, 'simulator'))]) {
    const from = place(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = place(resolve(dirname(file), match[1]));
      const sameLayer = to.layer === from.layer;
      if (sameLayer && (from.layer !== 'screens' || from.area === to.area)) continue;
      if (!sameLayer && ALLOWED[from.layer]?.includes(to.layer)) continue;
      found.push(`${relative(root, file)} → ${match[1]}`);
    }
  }
  return found;
}

describe('dependency direction (DESIGN §2)', () => {
  it('no import goes against it', () => {
    expect(violations()).toEqual([]);
  });
});
