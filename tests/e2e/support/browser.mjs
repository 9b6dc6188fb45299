// Which Chromium the browser tests drive (DESIGN §7: Playwright's own Chromium, or Debian's
// /usr/bin/chromium on a machine where browsers cannot be downloaded). Shared by
// playwright.config.ts and scripts/e2e.mjs so both agree on the choice.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags that keep a headless Chromium quiet and sandbox-free inside containers and CI. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const INSTALL_HINT =
  'No Chromium found for the browser tests. Install one with `npx playwright install chromium` ' +
  "(downloads Playwright's build) or `apt-get install chromium` (Debian, /usr/bin/chromium).";

/**
 * Answers `{ kind: 'bundled' }` when Playwright's Chromium is installed, `{ kind: 'system', path }`
 * for a system Chromium, or null when there is none. E2E_CHROMIUM forces a path.
 */
export function findChromium() {
  const forced = process.env.E2E_CHROMIUM;
  if (forced) return existsSync(forced) ? { kind: 'system', path: forced } : null;
  let bundled = '';
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = '';
  }
  if (bundled && existsSync(bundled)) return { kind: 'bundled', path: bundled };
  const system = SYSTEM_CHROMIUM.find((p) => existsSync(p));
  return system ? { kind: 'system', path: system } : null;
}
