import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

// DESIGN §7: an accessibility check (axe) on every screen the browser tests visit. Serious and
// critical violations fail the test; the full list is attached to the report either way.
const FAILING = new Set(['serious', 'critical']);

export async function expectAccessible(page: Page, testInfo: TestInfo, name = 'page'): Promise<void> {
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
