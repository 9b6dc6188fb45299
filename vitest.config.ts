import { defineConfig } from 'vitest/config';
import { compiledLocales } from './scripts/compiled-locales.ts';

// Seeded data is dated relative to SIM_EPOCH (simulator/seed/epoch.ts); tests pin it so their
// fixed dates hold on any day.
const SIM_EPOCH = '2025-01-06T12:00:00.000Z';
// Issue 35: the date tests (tests/unit/dates) run once more in Brazil's zone, where a UTC reading
// and a local one differ by three hours (a spreadsheet date or a file name's day moved by one).
const DATE_TESTS = 'tests/unit/dates/**/*.test.ts';

export default defineConfig({
  // services/i18n loads `locales/<language>.json?compiled`, as in the browser.
  plugins: [compiledLocales()],
  test: {
    environment: 'node',
    pool: 'forks',
    setupFiles: ['tests/locales-setup.ts'],
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/model/**/*.test.ts'],
          env: { SIM_EPOCH, TZ: 'UTC' },
        },
      },
      {
        extends: true,
        test: {
          name: 'dates-sao-paulo',
          include: [DATE_TESTS],
          env: { SIM_EPOCH, TZ: 'America/Sao_Paulo' },
        },
      },
    ],
  },
});
