import { expect, type Locator, type Page } from '@playwright/test';
import { confirmation, dialog, expectLoaded, rowWith, t, textbox } from './register-list';

// /products (doc 3 §2 Products, §5 Product form) and /stock (doc 3 §2 Stock).
export class ProductsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly newButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('products.title') });
    this.table = page.getByRole('table', { name: t('products.title') });
    this.newButton = page.getByRole('button', { name: t('products.new') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/products');
    await expect(this.heading).toBeVisible({ timeout: 45_000 });
    await expectLoaded(this.table);
  }

  row(sku: string): Locator {
    return rowWith(this.page, this.table, sku);
  }

  action(kind: 'edit' | 'delete' | 'positions' | 'attributes', sku: string): Locator {
    return this.page.getByRole('button', { name: t(`products.actions.${kind}`, { name: sku }) });
  }

  form(mode: 'new' | 'edit'): Locator {
    return dialog(this.page, t(mode === 'new' ? 'products.form.newTitle' : 'products.form.editTitle'));
  }

  field(form: Locator, name: string): Locator {
    return textbox(form, t(`products.fields.${name}`));
  }

  async save(form: Locator): Promise<void> {
    await form.getByRole('button', { name: t('products.form.save') }).click();
  }

  deleteConfirmation(): Locator {
    return confirmation(this.page, t('products.delete.title'));
  }

  async filterBySku(sku: string): Promise<void> {
    await this.page.getByRole('textbox', { name: t('products.filters.sku'), exact: true }).fill(sku);
    await this.page.getByRole('button', { name: t('ui.filter.search') }).click();
    await expectLoaded(this.table);
  }
}

export class StockPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly chart: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('stock.title') });
    this.table = page.getByRole('table', { name: t('stock.title') });
    this.chart = page.getByRole('img', { name: t('stock.chart.title') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/stock');
    await expect(this.heading).toBeVisible({ timeout: 45_000 });
    await expectLoaded(this.table);
  }

  row(sku: string): Locator {
    return rowWith(this.page, this.table, sku);
  }

  productDialog(sku: string): Locator {
    return dialog(this.page, t('stock.dialog.title', { name: sku }));
  }
}
