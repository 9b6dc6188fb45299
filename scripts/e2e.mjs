#!/usr/bin/env node
// Runs the browser tests (DESIGN §7). Stops with a clear message when no Chromium is available,
// instead of letting Playwright fail with a download hint that does not work offline.
import { spawnSync } from 'node:child_process';
import { findChromium, INSTALL_HINT } from '../tests/e2e/support/browser.mjs';

const browser = findChromium();
if (!browser) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
console.log(`e2e: using ${browser.kind} Chromium at ${browser.path}`);
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(run.status ?? 1);
