import { expect, type Locator, type Page } from '@playwright/test';
import { confirmation, expectLoaded, rowWith, t } from './register-list';

// /crossdocking (src/screens/operations/crossdocking): list, a tab per crossdock, summary, the
// reading panel (scan, read quantity, outbound dock, send) and the lines.

const readName = (line: { sku: string; order: string }) => t('crossdocking.actions.readNamed', line);

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

  /** The detail's summary of the crossdock `code` (its facts and the record's actions). */
  summary(code: string): Locator {
    return this.page.getByRole('region', { name: t('crossdocking.detail.summary', { code }) });
  }

  /** The detail's spinner while the crossdock's read is under way. */
  get loading(): Locator {
    return this.page.getByRole('status', { name: t('crossdocking.detail.loading') });
  }

  /** A record action of the crossdock `code` (summary or list row), by its named label. */
  action(kind: 'assign' | 'finalize' | 'cancel', code: string): Locator {
    return this.page.getByRole('button', {
      name: t(`crossdocking.actions.${kind}Named`, { code }),
      exact: true,
    });
  }

  /** The "Read" button of one line (its SKU of its order), choosing it in the reading panel. */
  readButton(line: { sku: string; order: string }): Locator {
    return this.lines.getByRole('button', { name: readName(line), exact: true });
  }

  /** The row of one line, found by its "Read" button (a SKU may come in more than one order). */
  lineOf(line: { sku: string; order: string }): Locator {
    // `has` is queried inside each row, so its button is named from the page
    const read = this.page.getByRole('button', { name: readName(line), exact: true });
    return this.lines.getByRole('row').filter({ has: read });
  }

  /** Finalize from the summary, confirmed. */
  finalize(code: string): Promise<void> {
    return this.command('finalize', code, 'crossdocking.confirm.finalizeTitle');
  }

  /** Cancel from the summary, confirmed. */
  cancel(code: string): Promise<void> {
    return this.command('cancel', code, 'crossdocking.confirm.cancelTitle');
  }

  private async command(kind: 'finalize' | 'cancel', code: string, title: string): Promise<void> {
    await this.action(kind, code).click();
    const dialog = confirmation(this.page, t(title));
    await dialog.getByRole('button', { name: t(`crossdocking.actions.${kind}`), exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async scan(code: string): Promise<void> {
    await this.scanner.fill(code);
    await this.scanner.press('Enter');
  }
}
