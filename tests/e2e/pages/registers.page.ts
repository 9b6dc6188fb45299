import { type Download, expect, type Locator, type Page } from '@playwright/test';
import { choose, confirmation, dialog, expectLoaded, rowWith, t, textbox } from './register-list';

// The registers of issue 12 part A (/users, /vehicles, /sales-channel…): one page object, worded
// from the register's locale keys under `registers.<kind>`.
export class RegistersPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly newButton: Locator;
  readonly exportButton: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
    readonly kind: 'users' | 'vehicles' | 'salesChannels' | 'buildings' | 'warehouses',
  ) {
    const title = t(`registers.${kind}.title`);
    this.heading = page.getByRole('heading', { level: 1, name: title });
    this.table = page.getByRole('table', { name: title });
    this.newButton = page.getByRole('button', { name: t(`registers.${kind}.new`) });
    this.exportButton = page.getByRole('button', { name: t('registers.export') });
  }

  private key(rest: string): string {
    return `registers.${this.kind}.${rest}`;
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.heading).toBeVisible({ timeout: 45_000 }); // the lazy screen chunk, on a loaded machine
    await expectLoaded(this.table);
  }

  row(text: string): Locator {
    return rowWith(this.page, this.table, text);
  }

  action(action: string, name: string): Locator {
    return this.page.getByRole('button', { name: t(this.key(`actions.${action}`), { name }) });
  }

  form(mode: 'newTitle' | 'editTitle'): Locator {
    return dialog(this.page, t(this.key(`form.${mode}`)));
  }

  field(scope: Locator, name: string): Locator {
    return textbox(scope, t(this.key(`fields.${name}`)));
  }

  async choose(scope: Locator, field: string, option: string): Promise<void> {
    await choose(this.page, scope, t(this.key(`fields.${field}`)), option);
  }

  async filter(label: string, value: string): Promise<void> {
    await this.page.getByRole('textbox', { name: t(this.key(`filters.${label}`)), exact: true }).fill(value);
    await this.page.getByRole('button', { name: t('ui.filter.search') }).click();
    await expectLoaded(this.table);
  }

  async save(form: Locator, label = t('registers.form.save')): Promise<void> {
    await form.getByRole('button', { name: label }).click();
  }

  /** Picks the first real choice (after "—") of a select of `scope`. */
  async chooseFirst(scope: Locator, field: string): Promise<void> {
    await scope.getByRole('combobox', { name: t(this.key(`fields.${field}`)), exact: true }).click();
    await this.page.locator('[role=listbox][data-state=open] [role=option]').nth(1).click();
  }

  deleteConfirmation(): Locator {
    return confirmation(this.page, t(this.key('delete.title')));
  }

  /** Clicks Export Excel and answers the downloaded file. */
  async export(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    return download;
  }
}
