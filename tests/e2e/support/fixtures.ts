import { test as base, expect } from '@playwright/test';
import { expectAccessible } from './a11y';

// Every test starts from the seeded demo data: the browser sends no x-sim-session header, so the
// simulator's default session is reset before each test (one worker, see playwright.config.ts).
// `a11y()` runs the axe check on the page as it is now.
export const test = base.extend<{ simulatorReset: undefined; a11y: (name?: string) => Promise<void> }>({
  simulatorReset: [
    async ({ request }, use) => {
      const answer = await request.post('/__sim/reset');
      expect(answer.ok(), `POST /__sim/reset answered ${answer.status()}`).toBeTruthy();
      await use(undefined);
    },
    { auto: true },
  ],
  a11y: async ({ page }, use, testInfo) => {
    await use((name?: string) => expectAccessible(page, testInfo, name));
  },
});

export { expect };
