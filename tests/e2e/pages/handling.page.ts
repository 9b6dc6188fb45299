import { expect, type Locator, type Page } from '@playwright/test';
import { dataRows, dialog, expectLoaded, rowWith, t } from './register-list';

// /handling (doc 3 §2 Handling: list, a tab per handling, summary, items, scanner) and /positions
// (doc 3 §2 Positions: filters, table, new-position dialog, move bar) — src/screens/operations/
// handling and src/screens/registers/positions.

export class HandlingPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('nav.handling') });
    this.list = page.getByRole('table', { name: t('nav.handling') });
    this.items = page.getByRole('table', { name: t('handling.detail.items'), exact: true });
  }

  async goto(id?: string): Promise<void> {
    await this.page.goto(id ? `/handling/${id}` : '/handling');
    await expect(this.heading).toBeVisible({ timeout: 40_000 });
    await expectLoaded(id ? this.items : this.list);
  }

  row(code: string): Locator {
    return rowWith(this.page, this.list, code);
  }

  /** The scanner field, whatever step it asks for (origin, then destination). */
  scanner(): Locator {
    return this.page.getByRole('textbox', { name: /posição de (origem|destino)/i });
  }

  async scan(code: string): Promise<void> {
    const field = this.scanner();
    await field.fill(code);
    await field.press('Enter');
  }

  itemRow(sku: string): Locator {
    return rowWith(this.page, this.items, sku);
  }

  /** The detail's summary (warehouse, origin, items, executed, operator, status) with its actions. */
  summary(): Locator {
    return this.page.getByRole('region', { name: t('handling.detail.summary'), exact: true });
  }

  /** The summary's Assign, Finalize or Cancel of the handling `code` (named after it). */
  recordAction(action: 'assign' | 'finalize' | 'cancel', code: string): Locator {
    return this.summary().getByRole('button', { name: t(`handling.actions.${action}Named`, { code }) });
  }

  /** An item row's Finalize or Cancel (named after the item's SKU). */
  itemAction(action: 'finalize' | 'cancel', sku: string): Locator {
    return this.items.getByRole('button', { name: t(`handling.actions.${action}Item`, { sku }) });
  }
}

export class PositionsPage {
  readonly heading: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('positions.title') });
    this.list = page.getByRole('table', { name: t('positions.title') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/positions');
    await expect(this.heading).toBeVisible({ timeout: 40_000 });
    await expectLoaded(this.list);
  }

  row(code: string): Locator {
    return rowWith(this.page, this.list, code);
  }

  rows(): Locator {
    return dataRows(this.list);
  }

  form(title = t('positions.form.newTitle')): Locator {
    return dialog(this.page, title);
  }

  async filterByCode(code: string): Promise<void> {
    await this.page.getByRole('textbox', { name: t('positions.filters.code'), exact: true }).fill(code);
    await this.page.getByRole('button', { name: t('ui.filter.search') }).click();
    await expectLoaded(this.list);
  }
}
