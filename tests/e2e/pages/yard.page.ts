import { expect, type Locator, type Page } from '@playwright/test';
import { choose, confirmation, dialog, t, textbox } from './register-list';

// /yard-appointment (doc 3 §2 "Yard appointments"): the weekly scheduler, its tile popup and the
// appointment dialog.
export class YardSchedulerPage {
  readonly heading: Locator;
  readonly grid: Locator;
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('yard.scheduler.title') });
    this.grid = page.getByRole('grid', { name: t('yard.scheduler.gridLabel') });
    this.addButton = page.getByRole('button', { name: t('yard.scheduler.add') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/yard-appointment');
    await expect(this.heading).toBeVisible({ timeout: 45_000 });
    await expect(this.grid).toBeVisible({ timeout: 20_000 });
  }

  /** The scheduler's placeholder while the docks and appointments load. */
  loading(): Locator {
    return this.page.getByRole('status', { name: t('ui.loading') });
  }

  /** Shows the week holding `tomorrow` (the next one when tomorrow is a Sunday: weeks start then). */
  async showTomorrow(tomorrow: string): Promise<void> {
    if (new Date(`${tomorrow}T12:00:00Z`).getUTCDay() === 0)
      await this.page.getByRole('button', { name: t('yard.scheduler.next') }).click();
  }

  /** A button of the tile popup's footer: edit, confirm, delete. */
  popupButton(popup: Locator, action: 'edit' | 'confirm' | 'delete'): Locator {
    return popup.getByRole('button', { name: t(`yard.popup.${action}`), exact: true });
  }

  /** The tile popup's delete confirmation. */
  deleteConfirmation(): Locator {
    return confirmation(this.page, t('yard.appointment.deleteTitle'));
  }

  /** The grid's tab stop (one cell holds it). */
  tabStop(): Locator {
    return this.grid.locator('td[tabindex="0"]');
  }

  cell(dock: string, date: string, count: number): Locator {
    return this.grid.getByRole('gridcell', { name: t('yard.scheduler.cell', { dock, date, count }) });
  }

  tile(text: RegExp | string): Locator {
    return this.grid.getByRole('button', { name: text });
  }

  form(mode: 'new' | 'edit'): Locator {
    return dialog(this.page, t(mode === 'new' ? 'yard.appointment.newTitle' : 'yard.appointment.editTitle'));
  }

  popup(title: string): Locator {
    return dialog(this.page, title);
  }

  async fill(form: Locator, v: { title: string; description: string; driver: string; start?: string }) {
    await textbox(form, t('yard.appointment.title')).fill(v.title);
    await textbox(form, t('yard.appointment.description')).fill(v.description);
    await choose(this.page, form, t('yard.appointment.driver'), v.driver);
    if (v.start) await choose(this.page, form, t('yard.appointment.start'), v.start);
  }

  async startOptions(form: Locator): Promise<string[]> {
    await form.getByRole('combobox', { name: t('yard.appointment.start'), exact: true }).click();
    const options = this.page.locator('[role=listbox][data-state=open] [role=option]');
    await expect(options.first()).toBeVisible();
    const texts = await options.allTextContents();
    await this.page.keyboard.press('Escape');
    return texts.map((s) => s.trim());
  }
}

// /yard-docks (doc 3 §2 "Yard docks"): the register and its create/edit dialog.
export class YardDocksPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('yard.docks.title') });
    this.table = page.getByRole('table', { name: t('yard.docks.title') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/yard-docks');
    await expect(this.heading).toBeVisible({ timeout: 45_000 });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  async edit(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: t('yard.docks.edit', { name }) }).click();
    const form = dialog(this.page, t('yard.docks.form.editTitle'));
    await expect(form).toBeVisible();
    return form;
  }
}
