import type { APIRequestContext } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { tourPaths } from '../../../simulator/scenarios/generate';
import { surveyScenario } from '../../../simulator/scenarios/machines/survey.scenario';
import { SurveyPage } from '../pages/survey.page';
import { expect, test } from '../support/fixtures';
import { t } from '../support/messages';
import { toast } from '../support/toasts';
import { fault, IN_FLIGHT_MS, type UiModel, uiCoverage, walkUi } from './ui-model';

// surveyMachine's tours (every transition, simulator/scenarios/generate.ts) driven through the
// survey page (doc 1 §2.5). The link's rating is 7; SEND events pick their own rating first.
const RATE = 7;
const VERIFY = '/api/nps/verify/:code';
const ANSWER = '/api/nps/:code';

interface SurveyUi {
  survey: SurveyPage;
  code: string;
}

/** Prepares how the next load ends (LOADED answered or not, LOAD_FAILED), held IN_FLIGHT_MS. */
async function prepareLoad(request: APIRequestContext, next: AnyEventObject | undefined) {
  await fault(request, { method: 'GET', path: VERIFY, delay: { kind: 'fixed', ms: IN_FLIGHT_MS }, first: 1 });
  if (next?.type === 'LOAD_FAILED')
    await fault(request, { method: 'GET', path: VERIFY, status: 503, first: 1 });
}

const model: UiModel<SurveyUi> = {
  entry: surveyScenario,

  async setup({ page, request, first }) {
    const code = first?.type === 'LOADED' && first.answered ? 'NPS-DONE' : 'NPS-OPEN';
    await prepareLoad(request, first);
    const survey = new SurveyPage(page);
    await survey.visit(code, RATE);
    return { survey, code };
  },

  actions: {
    // The load started by opening the page (or RETRY) ends as prepared.
    LOADED: async () => {},
    LOAD_FAILED: async () => {},
    RETRY: async ({ page, request, next, world }) => {
      if (next?.type === 'LOADED' && next.answered) {
        // the same link, answered meanwhile (by another tab)
        await request.put(`/api/nps/${world.code}`, { data: { rating: 9 } });
      }
      await prepareLoad(request, next);
      await page.getByRole('button', { name: t('survey.loadFailed.retry') }).click();
    },
    SEND: async ({ event, request, next, world }) => {
      const failing = next?.type === 'SEND_FAILED' ? { status: 500 } : {};
      await fault(request, {
        method: 'PUT',
        path: ANSWER,
        delay: { kind: 'fixed', ms: IN_FLIGHT_MS },
        first: 1,
        ...failing,
      });
      await world.survey.choose(event.rating);
      await world.survey.send.click();
    },
    SENT: async () => {},
    SEND_FAILED: async ({ page }) => {
      await expect(toast(page, t('survey.sendError'))).toBeVisible();
    },
  },

  states: {
    loading: async ({ page }) => {
      await expect(page.getByRole('status', { name: t('survey.loading') })).toBeVisible();
    },
    failed: async ({ page, world }) => {
      await expect(page.getByRole('main').getByRole('alert')).toContainText(t('survey.loadFailed.title'));
      await expect(page.getByRole('button', { name: t('survey.loadFailed.retry') })).toBeEnabled();
      await expect(world.survey.ratings).toBeHidden();
    },
    unanswered: async ({ world }) => {
      await world.survey.expectForm();
      await expect(world.survey.send).toBeEnabled();
      await expect(world.survey.ratings.getByRole('radio').first()).toBeEnabled();
      await expect(world.survey.close).toBeHidden();
    },
    // An in-flight state lasts IN_FLIGHT_MS: its facts are watched together, inside that window.
    sending: async ({ world }) => {
      await Promise.all([
        expect(world.survey.send).toBeDisabled(),
        expect(world.survey.send).toHaveAttribute('aria-busy', 'true'),
        expect(world.survey.ratings.getByRole('radio').first()).toBeDisabled(),
      ]);
    },
    answered: async ({ page, world }) => {
      await expect(page.getByRole('heading', { name: t('survey.thanks.title') })).toBeVisible();
      await expect(world.survey.send).toBeHidden();
      await expect(world.survey.ratings).toBeHidden();
      await expect(world.survey.close).toBeEnabled();
    },
    alreadyAnswered: async ({ page, world }) => {
      await expect(page.getByRole('heading', { name: t('survey.alreadyAnswered.title') })).toBeVisible();
      await expect(world.survey.send).toBeHidden();
      await expect(world.survey.ratings).toBeHidden();
      await expect(world.survey.close).toBeEnabled();
    },
  },
};

const coverage = uiCoverage(surveyScenario);

test.describe('survey machine through the console (generated tours)', () => {
  test.afterAll(() => coverage.write());

  for (const path of tourPaths(surveyScenario)) {
    test(`${path.note}: ${path.id}`, async ({ page, request, a11y }) => {
      const run = coverage.path(path.id);
      let ok = false;
      try {
        await walkUi(model, path, { page, request, a11y }, run.coverage, coverage.checked);
        ok = true;
      } finally {
        run.done(ok);
      }
    });
  }
});
