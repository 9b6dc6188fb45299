import type { Locator, Page } from '@playwright/test';

/** A toast (src/ui/toast.tsx, doc 1 §8: top right, 3 s) showing `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
}
