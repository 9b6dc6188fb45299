import { expect, type Locator, type Page } from '@playwright/test';
import { choose, confirmation, dialog, expectLoaded, rowWith, t, textbox } from './register-list';

// /transporters (doc 2 §2 "Transporters list", §5 "Transporter form").
export class TransportersPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly newButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('transporters.title') });
    this.table = page.getByRole('table', { name: t('transporters.title') });
    this.newButton = page.getByRole('button', { name: t('transporters.new') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/transporters');
    // generous: the first visit loads the screen's lazy chunks (slow on a busy machine)
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    await expectLoaded(this.table);
  }

  row(name: string): Locator {
    return rowWith(this.page, this.table, name);
  }

  edit(name: string): Locator {
    return this.page.getByRole('button', { name: t('transporters.actions.edit', { name }) });
  }

  delete(name: string): Locator {
    return this.page.getByRole('button', { name: t('transporters.actions.delete', { name }) });
  }

  form(mode: 'new' | 'edit'): Locator {
    return dialog(
      this.page,
      t(mode === 'new' ? 'transporters.form.newTitle' : 'transporters.form.editTitle'),
    );
  }

  field(form: Locator, name: string): Locator {
    return textbox(form, t(`transporters.fields.${name}`));
  }

  /** Fills every required field of the form. */
  async fill(
    form: Locator,
    values: { name: string; document: string; type: string; address: string; city: string; state: string },
  ): Promise<void> {
    await this.field(form, 'nameTransporter').fill(values.name);
    await this.field(form, 'documentTransporter').fill(values.document);
    await choose(this.page, form, t('transporters.fields.type'), values.type);
    await this.field(form, 'address').fill(values.address);
    await this.field(form, 'city').fill(values.city);
    await choose(this.page, form, t('transporters.fields.state'), values.state);
  }

  async save(form: Locator): Promise<void> {
    await form.getByRole('button', { name: t('transporters.form.save') }).click();
  }

  deleteConfirmation(): Locator {
    return confirmation(this.page, t('transporters.delete.title'));
  }
}
