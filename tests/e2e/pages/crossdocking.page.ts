import { expect, type Locator, type Page } from '@playwright/test';
import { confirmation, expectLoaded, rowWith, t } from './register-list';

// /crossdocking (src/screens/operations/crossdocking): list, a tab per crossdock, summary, the
// reading panel (scan, read quantity, outbound dock, send) and the lines.

export class CrossdockingPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly lines: Locator;
  readonly scanner: Locator;
  readonly quantity: Locator;
  readonly dock: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('nav.crossdocking') });
    this.list = page.getByRole('table', { name: t('nav.crossdocking') });
    this.lines = page.getByRole('table', { name: t('crossdocking.detail.lines'), exact: true });
    this.scanner = page.getByRole('textbox', { name: t('crossdocking.scan.label'), exact: true });
    this.quantity = page.getByRole('textbox', { name: t('crossdocking.scan.quantity'), exact: true });
    this.dock = page.getByRole('combobox', { name: t('crossdocking.scan.dock'), exact: true });
    this.send = page.getByRole('button', { name: t('crossdocking.actions.confirmLine'), exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/crossdocking');
    await expect(this.heading).toBeVisible({ timeout: 40_000 });
    await expectLoaded(this.list);
  }

  row(code: string): Locator {
    return rowWith(this.page, this.list, code);
  }

  lineRow(sku: string): Locator {
    return rowWith(this.page, this.lines, sku);
  }

  async scan(code: string): Promise<void> {
    await this.scanner.fill(code);
    await this.scanner.press('Enter');
  }

  /** Finalize from the summary, confirmed. */
  async finalize(code: string): Promise<void> {
    await this.page.getByRole('button', { name: t('crossdocking.actions.finalizeNamed', { code }) }).click();
    const dialog = confirmation(this.page, t('crossdocking.confirm.finalizeTitle'));
    await dialog.getByRole('button', { name: t('crossdocking.actions.finalize'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
