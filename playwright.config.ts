import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/browser.mjs';

// Browser tests (DESIGN §7). The simulator serves the built console and the API on one origin, on
// a test port with an in-memory database, so every run starts from the seeded demo data. Each
// worker has its own simulator session (x-sim-session, support/fixtures.ts), reset before each
// test, so workers and shards run side by side; E2E_WORKERS sets how many (2 by default: the
// machines here have 2 cores, and the simulator answers both).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MQTT_PORT = Number(process.env.E2E_MQTT_PORT ?? 18883);
const baseURL = `http://127.0.0.1:${PORT}`;

// scripts/start.mjs (the simulator's entry) builds the console when needed; without it, build and
// start the server directly.
const command = existsSync('scripts/start.mjs')
  ? 'node scripts/start.mjs'
  : 'npm run build && npx tsx simulator/server.ts';

const chromium = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // a test is a whole operator flow with axe checks; on a loaded 2-core CI machine 30 s is too tight
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    // a click or fill waits at most this long for its element: a model test's budget is up to
    // 20 min, and a step waiting on a control that never comes spent all of it in a CI run
    actionTimeout: 45_000,
    navigationTimeout: 45_000,
    // Recording a trace costs every action a snapshot: the model tests take thousands of actions,
    // so CI records one only on a retry (a failure then comes with its trace); a local run (no
    // retries) keeps the failed test's. E2E_TRACE overrides both.
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? 'on-first-retry' : 'retain-on-failure')) as
      | 'on-first-retry'
      | 'retain-on-failure'
      | 'on'
      | 'off',
    launchOptions: {
      args: CHROMIUM_ARGS,
      // Playwright's own Chromium needs no path; a system Chromium (Debian) does.
      ...(chromium?.kind === 'system' ? { executablePath: chromium.path } : {}),
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Issue 20: the operation paths on an operator's handheld (412 × 915, touch) — one test per path,
    // tagged @handheld in the operation specs; support/handheld.ts measures scroll and tap targets.
    {
      name: 'handheld',
      // shell: the header and a list's filters on a handheld (issue 31)
      testMatch: /(inbound|storage|picking|packing|picking-packing|shell|inventory)\.spec\.ts$/,
      grep: /@handheld/,
      // Pixel 7: 412 × 915, touch, a mobile viewport
      use: { ...devices['Pixel 7'] },
    },
  ],
  webServer: {
    command,
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      MQTT_PORT: String(MQTT_PORT),
      DB_PATH: ':memory:',
    },
  },
});
