import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';

// The new-order page (doc 2 §2 "New order page") and its dialogs.

export class NewOrderPage {
  readonly heading: Locator;
  readonly create: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('orders.new.title') });
    this.create = page.getByRole('button', { name: t('orders.new.create') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/orders/new');
    // a full page load of a signed-in page fetches its texts and its chunks first (slow on a busy CI)
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
  }

  section(key: string): Locator {
    // the first: a chosen party's own block inside is labelled the same
    return this.page.getByRole('region', { name: t(`orders.new.sections.${key}`) }).first();
  }

  field(key: string): Locator {
    return this.page.getByRole('textbox', { name: startingWith(t(`orders.new.fields.${key}`)) });
  }

  async chooseType(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: t('orders.new.fields.type') }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async chooseSalesChannel(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: t('orders.new.fields.salesChannel') }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  partyName(kind: 'sender' | 'recipient'): Locator {
    return this.page.getByRole('textbox', {
      name: startingWith(t('orders.party.name', { kind: t(`orders.new.${kind}`) })),
    });
  }

  partyDocument(kind: 'sender' | 'recipient'): Locator {
    return this.page.getByRole('textbox', {
      name: startingWith(t('orders.party.document', { kind: t(`orders.new.${kind}`) })),
    });
  }

  productSearch(): Locator {
    return this.page.getByRole('textbox', { name: startingWith(t('orders.new.products.search')) });
  }

  items(): Locator {
    return this.page.getByRole('table', { name: t('orders.new.products.caption') }).locator('tbody tr');
  }

  quantity(sku: string): Locator {
    return this.page.getByRole('textbox', { name: t('orders.new.products.quantityOf', { sku }) });
  }
}
