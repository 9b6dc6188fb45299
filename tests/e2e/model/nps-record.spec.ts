import type { AnyEventObject } from 'xstate';
import { npsRecordScenario } from '../../../simulator/scenarios/machines/nps-record.scenario';
import type { NpsRecordEvent } from '../../../src/machines/nps-record.machine';
import { NpsPage } from '../pages/nps.page';
import { SurveyPage } from '../pages/survey.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signInOnce } from '../support/session';
import { toast } from '../support/toasts';
import { holdFirstLoad, modelTest, refusedOnScreen, type SetupContext, type UiModel } from './ui-model';

// npsRecordMachine's shortest paths (every transition) driven through the NPS page (doc 2 §2
// "NPS page", §4 "treated only if the rating is below 7") and, for the customer's ANSWER, the
// public survey page in a second tab (doc 1 §2.5). `loading` is the page's first load of the
// list (held IN_FLIGHT_MS); LOADED is its answer, after which the user widens the period to 90
// days to find the record (the seeded records are older than the default 7 days). The record a
// LOADED event stands for is the seeded one in that state (as nps-record.scenario.ts picks it).

/** A RESOLVE with its resolution written: the page offers the resolve action exactly when the
 * machine would take one (doc 2 §4 "treated only if the rating is below 7"). */
const WRITTEN_RESOLUTION: NpsRecordEvent = { type: 'RESOLVE', resolution: 'resolvido' };

interface NpsUi {
  nps: NpsPage;
  code: string;
}

function codeFor(event: AnyEventObject | undefined): string {
  if (event?.type !== 'LOADED') throw new Error('an nps-record path starts with LOADED');
  if (event.treated) return 'NPS-TREATED';
  if (!event.answered) return 'NPS-UNANSWERED';
  return (event.rating ?? 10) < 7 ? 'NPS-DETRACTOR' : 'NPS-PROMOTER';
}

/** Opens the NPS page, its list request held (`ctx.holdFirstRead`) so the loading state shows. */
async function openNps(world: NpsUi, ctx: SetupContext): Promise<void> {
  await holdFirstLoad(ctx, '/api/nps');
  await world.nps.page.goto('/nps');
}

const model: UiModel<NpsUi> = {
  entry: npsRecordScenario,

  async setup(ctx) {
    // the first path signs in; later ones keep the tab's session (the reset keeps the users)
    await signInOnce(ctx.page, 'admin');
    const world = { nps: new NpsPage(ctx.page), code: codeFor(ctx.first) };
    await openNps(world, ctx);
    return world;
  },

  actions: {
    LOADED: async ({ world }) => {
      await expect(world.nps.heading).toBeVisible({ timeout: 20_000 });
      await world.nps.period(90);
    },
    // The customer answers the survey link in another tab; the NPS page, reloaded, shows it.
    ANSWER: async ({ event, page, world }) => {
      const tab = await page.context().newPage();
      const survey = new SurveyPage(tab);
      await survey.goto(world.code, event.rating);
      await survey.send.click();
      await expect(tab.getByRole('heading', { name: t('survey.thanks.title') })).toBeVisible();
      await tab.close();
      await world.nps.page.goto('/nps');
      await expect(world.nps.heading).toBeVisible({ timeout: 20_000 });
      await world.nps.period(90);
    },
    RESEND: async ({ page, world }) => {
      await world.nps.action('resend', world.code).click();
      await expect(toast(page, t('nps.resend.success'))).toBeVisible();
    },
    RESOLVE: async ({ event, page, world }) => {
      await world.nps.action('resolve', world.code).click();
      const dialog = world.nps.resolveDialog();
      await world.nps.resolution(dialog).fill(event.resolution);
      await dialog.getByRole('button', { name: t('nps.resolve.confirm') }).click();
      await expect(toast(page, t('nps.resolve.success'))).toBeVisible();
      await expect(dialog).toBeHidden();
    },
  },

  states: {
    // The held first load: the table is busy and offers no row, so no action.
    loading: async ({ world }) => {
      await Promise.all([
        expect(world.nps.table).toHaveAttribute('aria-busy', 'true'),
        expect(
          world.nps.page.getByRole('button', { name: t('nps.actions.viewNamed', { code: world.code }) }),
        ).toHaveCount(0),
      ]);
    },
    unanswered: async ({ world }) => {
      await expect(world.nps.row(world.code)).toContainText(t('nps.status.unanswered'));
      await expect(world.nps.action('resend', world.code)).toBeEnabled();
      await expect(world.nps.action('resolve', world.code)).toHaveCount(0);
    },
    answered: async ({ snapshot, world }) => {
      await expect(world.nps.row(world.code)).toContainText(t('nps.status.answered'));
      await expect(world.nps.row(world.code)).toContainText(String(snapshot.context.rating));
      await expect(world.nps.action('resend', world.code)).toHaveCount(0);
      // doc 2 §4: only a detractor can be treated — the machine says whether this one can
      await expect(world.nps.action('resolve', world.code)).toHaveCount(
        snapshot.can(WRITTEN_RESOLUTION) ? 1 : 0,
      );
    },
    treated: async ({ world }) => {
      await expect(world.nps.row(world.code)).toContainText(t('nps.status.treated'));
      await expect(world.nps.action('resend', world.code)).toHaveCount(0);
      await expect(world.nps.action('resolve', world.code)).toHaveCount(0);
    },
  },

  refusals: {
    // resend is offered only while unanswered
    RESEND: refusedOnScreen(({ world }) => expect(world.nps.action('resend', world.code)).toHaveCount(0)),
    RESOLVE: refusedOnScreen(async ({ event, snapshot, world }) => {
      const action = world.nps.action('resolve', world.code);
      // not a detractor, or treated already
      if (!snapshot.can(WRITTEN_RESOLUTION)) return expect(action).toHaveCount(0);
      // offered, yet this RESOLVE is refused: its resolution is blank (doc 2 §5), so the form
      // answers "required" and saves nothing
      await action.click();
      const dialog = world.nps.resolveDialog();
      await world.nps.resolution(dialog).fill(event.resolution);
      await dialog.getByRole('button', { name: t('nps.resolve.confirm') }).click();
      await expect(world.nps.resolution(dialog)).toHaveAccessibleErrorMessage(t('validation.required'));
      await dialog.getByRole('button', { name: t('nps.cancel') }).click();
      await expect(dialog).toBeHidden();
      await expect(world.nps.row(world.code)).toContainText(t('nps.status.answered'));
    }),
  },
};

modelTest(model, { timeout: 300_000 });
