import { test as base, expect } from '@playwright/test';
import { expectAccessible } from './a11y';

// Every test starts from the seeded demo data in its worker's own simulator session (issue 19):
// the browser names the session in the `x-sim-session` cookie (page loads, fetches and the
// MQTT-over-WebSocket upgrade carry it), the `request` fixture in the header, and the session is
// reset before each test. So `--workers N` and `--shard` runs never see each other's data.
// The device runtime (emulated devices fed over MQTT TCP) works on the default session only: the
// devices spec opts into it with `test.use({ simSession: 'default' })`, and no other spec uses it.
// `a11y()` runs the axe check on the page as it is now.
export const test = base.extend<
  { simulatorReset: undefined; a11y: (name?: string) => Promise<void> },
  { simSession: string }
>({
  simSession: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's first parameter as a destructuring pattern
    async ({}, use, workerInfo) => use(`e2e-w${workerInfo.parallelIndex}`),
    { scope: 'worker', option: true },
  ],
  extraHTTPHeaders: async ({ simSession }, use) => use({ 'x-sim-session': simSession }),
  context: async ({ context, simSession, baseURL }, use) => {
    await context.addCookies([{ name: 'x-sim-session', value: simSession, url: baseURL ?? '' }]);
    await use(context);
  },
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
