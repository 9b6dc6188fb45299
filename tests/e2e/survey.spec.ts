import { SurveyPage } from './pages/survey.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';
import { toast } from './support/toasts';

// doc 1 §2.5 survey page, §3.5, §4 survey states, §8 survey toasts. Demo surveys: NPS-OPEN
// (principal's HTML invitation), NPS-DONE (answered), NPS-XSS (script in the invitation),
// NPS-PLAIN (no invitation: the default text).

test.describe('satisfaction survey', () => {
  test('answers an open survey with the rating from the link', async ({ page, a11y }) => {
    const survey = new SurveyPage(page);
    await survey.goto('NPS-OPEN', 8);
    await survey.expectForm();
    await expect(
      page.getByRole('heading', { name: 'Como foi sua experiência com a Demo Logística?' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: t('survey.logoAlt', { company: 'Demo Logística' }) }),
    ).toBeVisible();
    await expect(survey.rating(8)).toBeChecked();
    await a11y('survey');

    // Keyboard: the arrow keys move the rating.
    await survey.rating(8).focus();
    await page.keyboard.press('ArrowRight');
    await expect(survey.rating(9)).toBeChecked();
    await survey.reason.fill('Entrega rápida.');
    await survey.send.click();

    await expect(page.getByRole('heading', { name: t('survey.thanks.title') })).toBeVisible();
    await expect(survey.send).toBeHidden();
    await expect(survey.close).toBeVisible();
    await a11y('survey-thanks');

    // The answer is stored: opening the link again shows only the "already answered" view.
    await survey.goto('NPS-OPEN', 8);
    await expect(page.getByRole('heading', { name: t('survey.alreadyAnswered.title') })).toBeVisible();
  });

  test('an answered survey shows the already-answered view and a close button', async ({ page, a11y }) => {
    const survey = new SurveyPage(page);
    await survey.goto('NPS-DONE', 9);
    await expect(page.getByRole('heading', { name: t('survey.alreadyAnswered.title') })).toBeVisible();
    await expect(survey.ratings).toBeHidden();
    await a11y('survey-already-answered');
    await survey.close.click();
    // A tab the visitor opened cannot be closed by script; the page says it may be closed.
    await expect(page.getByText(t('survey.closeHint'))).toBeVisible();
  });

  test('a script in the invitation never runs', async ({ page }) => {
    const survey = new SurveyPage(page);
    await survey.goto('NPS-XSS', 3);
    await survey.expectForm();
    await expect(page.getByText('Olá', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('script:not([src]):not([type="module"])')).toHaveCount(0);
  });

  test('without an invitation the default text shows; no rating is chosen for a bad rate', async ({
    page,
  }) => {
    const survey = new SurveyPage(page);
    await survey.goto('NPS-PLAIN', 42);
    await survey.expectForm();
    await expect(page.getByText(t('survey.defaultInvitation'))).toBeVisible();
    await expect(survey.ratings.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(survey.send).toBeDisabled();
    await survey.choose(10);
    await expect(survey.rating(10)).toBeChecked();
    await expect(survey.send).toBeEnabled();
  });

  test('a survey that cannot load offers a retry', async ({ page, a11y }) => {
    let failures = 1;
    await page.route('**/api/nps/verify/**', (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    const survey = new SurveyPage(page);
    await survey.goto('NPS-OPEN', 7);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t('survey.loadFailed.title'));
    await expect(toast(page, t('survey.loadError'))).toBeVisible();
    await a11y('survey-failed');
    await page.getByRole('button', { name: t('survey.loadFailed.retry') }).click();
    await survey.expectForm();
    await expect(survey.rating(7)).toBeChecked();
  });

  test('a failed send keeps the form and tells the visitor', async ({ page }) => {
    await page.route('**/api/nps/NPS-OPEN*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    const survey = new SurveyPage(page);
    await survey.goto('NPS-OPEN', 6);
    await survey.expectForm();
    await survey.send.click();
    await expect(toast(page, t('survey.sendError'))).toBeVisible();
    await expect(survey.send).toBeEnabled();
    await expect(survey.rating(6)).toBeChecked();
  });
});
