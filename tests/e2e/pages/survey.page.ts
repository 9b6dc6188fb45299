import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../support/messages';

/** The public satisfaction survey page (doc 1 §2.5). */
export class SurveyPage {
  readonly ratings: Locator;
  readonly reason: Locator;
  readonly send: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.ratings = page.getByRole('radiogroup', { name: t('survey.rating') });
    this.reason = page.getByLabel(t('survey.reason'));
    this.send = page.getByRole('button', { name: t('survey.send') });
    this.close = page.getByRole('button', { name: t('survey.close') });
  }

  rating(value: number): Locator {
    return this.ratings.getByRole('radio', { name: t('survey.ratingValue', { value }), exact: true });
  }

  /** Picks a rating the way a visitor does: by clicking its number. */
  async choose(value: number): Promise<void> {
    await this.ratings
      .locator('label')
      .filter({
        has: this.page.getByRole('radio', { name: t('survey.ratingValue', { value }), exact: true }),
      })
      .click();
  }

  /** Opens the survey link and waits for the survey screen's chunk (its <main>; before it, only the
   * app's "Carregando…"): a first visit on a busy CI machine takes longer than the default 7 s. The
   * generated tours check the survey's own loading state from here. */
  async visit(code: string, rate: number): Promise<void> {
    await this.page.goto(`/survey/${code}/${rate}`);
    await expect(this.page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  }

  /** Opens the survey link and waits until the survey has loaded too (GET /nps/verify answered). */
  async goto(code: string, rate: number): Promise<void> {
    await this.visit(code, rate);
    await expect(this.page.getByRole('main').getByRole('status', { name: t('survey.loading') })).toHaveCount(
      0,
      {
        timeout: 30_000,
      },
    );
  }

  async expectForm(): Promise<void> {
    await expect(this.ratings).toBeVisible();
  }
}
