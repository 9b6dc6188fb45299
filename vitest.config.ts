import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/model/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    // Seeded data is dated relative to SIM_EPOCH (simulator/seed/epoch.ts); tests pin it so their
    // fixed dates hold on any day.
    env: { SIM_EPOCH: '2025-01-06T12:00:00.000Z' },
  },
});
