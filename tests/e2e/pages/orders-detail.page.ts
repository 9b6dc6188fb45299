import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';

// The order detail modal (doc 2 §2 "Order detail modal"): six tabs, inline edits, tracking,
// attachments.

export class OrderDetailPage {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly orderNumber: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: t('orders.detail.title', { number: orderNumber }) });
  }

  tab(key: string): Locator {
    return this.dialog.getByRole('tab', { name: t(`orders.detail.tabs.${key}`) });
  }

  async openTab(key: string): Promise<void> {
    await this.tab(key).click();
    await expect(this.tab(key)).toHaveAttribute('aria-selected', 'true');
  }

  /** The labelled value of an inline field in view mode. */
  field(labelKey: string): Locator {
    return this.dialog.getByRole('group', { name: t(labelKey) });
  }

  editButton(labelKey: string): Locator {
    return this.dialog.getByRole('button', { name: t('orders.detail.edit', { field: t(labelKey) }) });
  }

  /** The editor of an inline field once in edit mode. */
  editor(labelKey: string): Locator {
    return this.dialog.getByLabel(startingWith(t(labelKey)));
  }

  saveButton(): Locator {
    return this.dialog.getByRole('button', { name: t('orders.detail.save'), exact: true });
  }

  /** Edit, type, save; waits for the view mode to come back. */
  async editText(labelKey: string, value: string): Promise<void> {
    await this.editButton(labelKey).click();
    const input = this.editor(labelKey);
    await input.fill(value);
    await this.saveButton().click();
    await expect(this.editButton(labelKey)).toBeVisible();
  }
}
