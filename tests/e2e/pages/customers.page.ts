import { expect, type Locator, type Page } from '@playwright/test';
import { confirmation, dialog, expectLoaded, rowWith, t, textbox } from './register-list';

// /customers (doc 2 §2 "Customers page").
export class CustomersPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly newButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('customers.title') });
    this.table = page.getByRole('table', { name: t('customers.title') });
    this.newButton = page.getByRole('button', { name: t('customers.new') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/customers');
    // generous: the first visit loads the screen's lazy chunks (slow on a busy machine)
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    await expectLoaded(this.table);
  }

  async filterByName(name: string): Promise<void> {
    await textbox(this.page.locator('form').first(), t('customers.filters.name')).fill(name);
    await this.page.getByRole('button', { name: t('ui.filter.search') }).click();
    await expectLoaded(this.table);
  }

  row(name: string): Locator {
    return rowWith(this.page, this.table, name);
  }

  edit(name: string): Locator {
    return this.page.getByRole('button', { name: t('customers.actions.edit', { name }) });
  }

  delete(name: string): Locator {
    return this.page.getByRole('button', { name: t('customers.actions.delete', { name }) });
  }

  /** The create or edit modal. */
  form(mode: 'new' | 'edit'): Locator {
    return dialog(this.page, t(mode === 'new' ? 'customers.form.newTitle' : 'customers.form.editTitle'));
  }

  field(form: Locator, name: string): Locator {
    return textbox(form, t(`customers.fields.${name}`));
  }

  async save(form: Locator): Promise<void> {
    await form.getByRole('button', { name: t('customers.form.save') }).click();
    await expect(form).toBeHidden();
  }

  deleteConfirmation(): Locator {
    return confirmation(this.page, t('customers.delete.title'));
  }
}
