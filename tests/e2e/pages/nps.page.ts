import { expect, type Locator, type Page } from '@playwright/test';
import { dialog, expectLoaded, rowWith, t, textbox } from './register-list';

// /nps (doc 2 §2 "NPS page").
export class NpsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('nps.title') });
    this.table = page.getByRole('table', { name: t('nps.title') });
    this.summary = page.getByRole('region', { name: t('nps.summary.label') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/nps');
    // generous: the first visit loads the screen's lazy chunks (slow on a busy machine)
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    await expectLoaded(this.table);
  }

  /** Chooses a preset period ("90 dias"). */
  async period(days: number): Promise<void> {
    await this.page.getByRole('button', { name: t('ui.dateRange.preset', { days }) }).click();
    // the pointer leaves the preset: hovered and pressed at once its text loses contrast (a
    // design-system issue, src/ui/date-range-picker.tsx), which axe would flag
    await this.page.mouse.move(0, 0);
    await expectLoaded(this.table);
  }

  /** The summary card value by its title. */
  card(titleKey: string): Locator {
    return this.summary
      .locator('dl')
      .filter({ hasText: t(titleKey) })
      .locator('dd')
      .first();
  }

  row(code: string): Locator {
    return rowWith(this.page, this.table, code);
  }

  action(name: 'view' | 'resolve' | 'resend' | 'copy', code: string): Locator {
    return this.page.getByRole('button', { name: t(`nps.actions.${name}Named`, { code }) });
  }

  resolveDialog(): Locator {
    return dialog(this.page, t('nps.resolve.title'));
  }

  viewDialog(code: string): Locator {
    return dialog(this.page, `${t('nps.view.title')} ${code}`);
  }

  resolution(scope: Locator): Locator {
    return textbox(scope, t('nps.fields.resolution'));
  }
}
