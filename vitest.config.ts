import { defineConfig } from 'vitest/config';
import { compiledLocales } from './scripts/compiled-locales.ts';

export default defineConfig({
  // services/i18n loads `locales/<language>.json?compiled`, as in the browser.
  plugins: [compiledLocales()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/model/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    setupFiles: ['tests/locales-setup.ts'],
    testTimeout: 20000,
    // Seeded data is dated relative to SIM_EPOCH (simulator/seed/epoch.ts); tests pin it so their
    // fixed dates hold on any day.
    env: { SIM_EPOCH: '2025-01-06T12:00:00.000Z' },
  },
});
