import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN §2, dependency direction: screens → services, machines, ui, domain · services → domain ·
// control (the simulator's control page) → app, services, ui, domain ·
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
  // the simulator's control page (issue 19): a page shell of its own beside app, reusing its
  // texts loader
  control: ['app', 'services', 'ui', 'domain', 'styled-system', 'locales', 'src'],
  simulator: ['domain', 'machines', 'locales'],
};

/** Known crossings between screen areas, each waiting for its piece to move out of the area it was
 * born in (issue 14 merge): the list only shrinks. The routes console reuses the operations'
 * assign-operator dialog (it reads users through services, so it can't sit in src/ui as it is)
 * and the orders' detail dialog (a route activity's order opens it in place). */
const KNOWN_CROSSINGS = new Set([
  'src/screens/routes/route-actions.tsx → ../operations/shared/assign-user.dialog',
  'src/screens/routes/activities/route-activities.screen.tsx → ../../orders/detail/order-detail.dialog',
]);

function violations(): string[] {
  const found: string[] = [];
  for (const file of [...sources(join(root, 'src')), ...sources(join(root, 'simulator'))]) {
    const from = place(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = place(resolve(dirname(file), match[1]));
      const sameLayer = to.layer === from.layer;
      if (sameLayer && (from.layer !== 'screens' || from.area === to.area)) continue;
      if (!sameLayer && ALLOWED[from.layer]?.includes(to.layer)) continue;
      const crossing = `${relative(root, file)} → ${match[1]}`;
      if (!KNOWN_CROSSINGS.has(crossing)) found.push(crossing);
    }
  }
  return found;
}

describe('dependency direction (DESIGN §2)', () => {
  it('no import goes against it', () => {
    expect(violations()).toEqual([]);
  });
});
