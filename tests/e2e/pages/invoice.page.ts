import { expect, type Locator, type Page } from '@playwright/test';
import { expectLoaded, rowWith, t } from './register-list';

// /invoice (doc 2 §2 "Invoice page").
export class InvoicePage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly printReport: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('invoice.title') });
    this.table = page.getByRole('table', { name: t('invoice.title') });
    this.printReport = page.getByRole('button', { name: t('invoice.printReport') });
    this.tabs = page.getByRole('tablist', { name: t('invoice.tabs') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/invoice');
    // generous: the first visit loads the screen's lazy chunks (slow on a busy machine)
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    await expectLoaded(this.table);
  }

  row(code: string): Locator {
    return rowWith(this.page, this.table, code);
  }
}
