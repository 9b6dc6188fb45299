import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../support/messages';

/** The dashboard (doc 1 §2.8), the company settings dialog (§2.7) and the TV wall. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  block(titleId: string): Locator {
    return this.page.getByRole('region', { name: t(titleId) });
  }

  indicatorCard(type: string): Locator {
    return this.page.getByRole('article', { name: t(`dashboard.operation.${type}`) });
  }

  async openSettings(): Promise<Locator> {
    await this.page.getByRole('button', { name: t('app.settings.open') }).click();
    const dialog = this.page.getByRole('dialog', { name: t('app.settings.title') });
    await expect(dialog.getByRole('tab', { name: t('settings.tab.company') })).toBeVisible();
    return dialog;
  }

  tab(dialog: Locator, key: string): Locator {
    return dialog.getByRole('tab', { name: t(`settings.tab.${key}`) });
  }

  /** The TV's figure link of `status` inside the `type` card ("Concluídos: 3 (…)"). */
  tvFigure(type: string, status: string): Locator {
    return this.indicatorCard(type).getByRole('link', {
      name: new RegExp(`^${t(`dashboard.status.${status}`)}: `),
    });
  }
}
