import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';

/** The simulator's control page at /__sim (issue 19). It acts on the browser's own session by
 * default: in a test, the worker's (the `x-sim-session` cookie of support/fixtures.ts). */
export class ControlPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/__sim');
    await expect(this.page.getByRole('heading', { name: t('control.title'), level: 1 })).toBeVisible({
      timeout: 15_000,
    });
  }

  async openTab(
    name: 'sessions' | 'journal' | 'faults' | 'stubs' | 'clock' | 'scenarios' | 'devices',
  ): Promise<void> {
    await this.page.getByRole('tab', { name: t(`control.tabs.${name}`) }).click();
  }

  table(name: 'sessions' | 'journal' | 'faults' | 'stubs' | 'snapshots'): Locator {
    const caption = name === 'snapshots' ? t('control.snapshots.title') : t(`control.tabs.${name}`);
    return this.page.getByRole('table', { name: caption });
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: startingWith(label) });
  }

  select(label: string): Locator {
    return this.page.getByRole('combobox', { name: label });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  toast(text: string): Locator {
    return this.page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
  }

  async confirm(name: string): Promise<void> {
    await this.page.getByRole('alertdialog').getByRole('button', { name, exact: true }).click();
  }
}
