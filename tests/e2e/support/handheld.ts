import { expect, type Page, type TestInfo } from '@playwright/test';

// Issue 20 "Handheld": the operation screens at 412 × 915 with touch (the "handheld" project of
// playwright.config.ts). Measured from the DOM as the page is now: nothing scrolls sideways — the
// page or a line table —, and every control a finger can reach is at least 44 × 44 px. In the
// desktop project these checks do nothing (the same test runs there without touch).

const MIN_TARGET = 44;
const CONTROLS = [
  'button',
  'a[href]',
  'select',
  'textarea',
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio])',
  '[role=tab]',
  '[role=button]',
  'label[data-scope=checkbox][data-part=root]',
].join(', ');

export const isHandheld = (testInfo: TestInfo) => Boolean(testInfo.project.use.hasTouch);

/** What of the page breaks the handheld rules (empty when none): sideways scroll and small targets. */
function handheldProblems(page: Page) {
  return page.evaluate(
    ({ selector, min }) => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1)
        problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} px`);
      const name = (e: Element) =>
        `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
      for (const table of document.querySelectorAll('table')) {
        const box = table.parentElement;
        if (box && box.scrollWidth > box.clientWidth + 1)
          problems.push(
            `table "${table.caption?.textContent ?? ''}" scrolls sideways: ${box.scrollWidth} > ${box.clientWidth} px`,
          );
      }
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        if (element.closest('[aria-hidden=true], [inert]')) continue;
        const rect = element.getBoundingClientRect();
        // visually hidden (skip link, a native input under its styled box): not a finger's target
        if (rect.width <= 2 || rect.height <= 2 || rect.right <= 0 || rect.bottom <= -window.scrollY)
          continue;
        if (rect.width < min - 0.5 || rect.height < min - 0.5)
          problems.push(`${name(element)} is ${rect.width.toFixed(0)} × ${rect.height.toFixed(0)} px`);
      }
      return problems;
    },
    { selector: CONTROLS, min: MIN_TARGET },
  );
}

/**
 * In the handheld project: no sideways scroll and no tap target under 44 px on the page as it is,
 * plus a screenshot of it in the report when `screenshot` names it. Elsewhere: nothing.
 */
export async function expectHandheldReady(
  page: Page,
  testInfo: TestInfo,
  screenshot?: string,
): Promise<void> {
  if (!isHandheld(testInfo)) return;
  expect(await handheldProblems(page), 'handheld: sideways scroll or tap targets under 44 px').toEqual([]);
  if (screenshot)
    await testInfo.attach(`handheld ${screenshot}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
}
