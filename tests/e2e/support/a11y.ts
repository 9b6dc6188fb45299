import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

// DESIGN §7: an accessibility check (axe) on every screen the browser tests visit. Serious and
// critical violations fail the test; the full list is attached to the report either way.
const FAILING = new Set(['serious', 'critical']);

/** Waits (2 s at most) for the page's finite CSS animations and transitions to end: on a busy CI
 * machine axe once measured a confirmation dialog still fading in, its buttons blended with the
 * backdrop, as a contrast violation. Endless ones (spinners) are not waited for. */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

export async function expectAccessible(page: Page, testInfo: TestInfo, name = 'page'): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const summary = failing.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${name}`).toEqual([]);
}
