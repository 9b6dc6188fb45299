import { expect, type Locator, type Page } from '@playwright/test';
import { choose, dialog, expectLoaded, rowWith, t, textbox } from './register-list';

// /occurrence and /occurrence/:id (doc 2 §2 "Occurrence page").
export class OccurrencePage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly tabs: Locator;
  readonly printReport: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('occurrence.title') });
    this.table = page.getByRole('table', { name: t('occurrence.title') });
    this.tabs = page.getByRole('tablist', { name: t('occurrence.tabs') });
    this.printReport = page.getByRole('button', { name: t('occurrence.actions.printReport') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/occurrence');
    // generous: the first visit loads the screen's lazy chunks (slow on a busy machine)
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    await expectLoaded(this.table);
  }

  row(orderNumber: string): Locator {
    return rowWith(this.page, this.table, orderNumber);
  }

  recordButton(orderNumber: string): Locator {
    return this.page.getByRole('button', {
      name: t('occurrence.actions.recordNamed', { number: orderNumber }),
    });
  }

  recordDialog(orderNumber: string): Locator {
    return dialog(this.page, t('occurrence.record.title', { number: orderNumber }));
  }

  async record(orderNumber: string, status: string, observation: string): Promise<void> {
    const form = this.recordDialog(orderNumber);
    await choose(this.page, form, t('occurrence.record.status'), status);
    await textbox(form, t('occurrence.record.observation')).fill(observation);
    await form.getByRole('button', { name: t('occurrence.record.confirm') }).click();
    await expect(form).toBeHidden();
  }

  tab(label: string): Locator {
    return this.tabs.getByRole('tab', { name: label });
  }
}
