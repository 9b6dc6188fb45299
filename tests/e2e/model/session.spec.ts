import type { AnyEventObject } from 'xstate';
import { tourPaths } from '../../../simulator/scenarios/generate';
import { sessionScenario } from '../../../simulator/scenarios/machines/session.scenario';
import { demoCompanies } from '../../../simulator/seed/demo/companies';
import { LoginPage } from '../pages/login.page';
import { ShellPage } from '../pages/shell.page';
import { expect, test } from '../support/fixtures';
import { t } from '../support/messages';
import { SESSION_KEY, storedItem } from '../support/session';
import { toast } from '../support/toasts';
import { fault, IN_FLIGHT_MS, type UiModel, uiCoverage, walkUi } from './ui-model';

// sessionMachine's tour (every transition, simulator/scenarios/generate.ts) driven through the
// login page and the navigation bar (doc 1 §2.3, §2.6, §4, §8).
const LOGIN_MESSAGE = {
  credentials: 'api.login.credentials',
  permission: 'api.login.permission',
  error: 'api.login.error',
};
const companyName = new Map(demoCompanies().map((c) => [c.cnpj, c.fantasyName]));

interface SessionUi {
  login: LoginPage;
  shell: ShellPage;
  /** a stored session from an earlier sign-in (what RESTORED finds on load) */
  stored: string;
}

/** The credentials (and the fault rule) that make the login end as `next` says. */
async function prepareLogin(
  ui: Parameters<UiModel<SessionUi>['actions'][string]>[0],
  next: AnyEventObject | undefined,
) {
  const held = {
    method: 'POST',
    path: '/api/auth/login',
    delay: { kind: 'fixed', ms: IN_FLIGHT_MS },
    first: 1,
  };
  if (next?.type === 'LOGIN_FAILED' && next.status !== 401 && next.status !== 403) {
    await fault(ui.request, { ...held, status: next.status ?? 500 });
    return ['admin', 'demo'] as const;
  }
  await fault(ui.request, held);
  if (next?.type === 'LOGIN_FAILED')
    return next.status === 401 ? (['admin', 'wrong'] as const) : (['service', 'demo'] as const);
  if (next?.type === 'LOGIN_SUCCEEDED' && next.userType === 'SERVICE') return ['service', 'demo'] as const;
  return ['admin', 'demo'] as const;
}

const model: UiModel<SessionUi> = {
  entry: sessionScenario,

  async setup({ page, request }) {
    const answer = await request.post('/api/auth/login', { data: { username: 'admin', password: 'demo' } });
    expect(answer.status()).toBe(200);
    const { access_token, user } = await answer.json();
    const stored = JSON.stringify({ accessToken: access_token, user, companyDocument: user.companyDocument });
    const login = new LoginPage(page);
    await login.goto();
    return { login, shell: new ShellPage(page), stored };
  },

  actions: {
    LOGIN: async (step) => {
      const [username, password] = await prepareLogin(step, step.next);
      await step.world.login.signIn(username, password);
    },
    // The login answer arrives; the state says what the screen then shows.
    LOGIN_SUCCEEDED: async () => {},
    LOGIN_FAILED: async () => {},
    // A readable stored session is found when the console loads.
    RESTORED: async ({ page, world }) => {
      await page.evaluate(
        ([key, value]) => window.localStorage.setItem(key, value),
        [SESSION_KEY, world.stored],
      );
      await page.goto('/dashboard');
    },
    COMPANY_SWITCHED: async ({ event, world }) => {
      await world.shell.switchCompany(companyName.get(event.companyDocument) ?? event.companyDocument);
    },
    // A call answers 401 mid-session (doc 1 §8): the next data load after a reload does.
    SESSION_EXPIRED: async ({ page, request }) => {
      await fault(request, { method: 'GET', path: '/api/*', status: 401, first: 1 });
      await page.reload();
    },
    SIGN_OUT: async ({ world }) => {
      await world.shell.signOut();
    },
  },

  states: {
    signedOut: async ({ page, world }) => {
      await world.login.expectShown();
      await expect(world.login.submit).toBeEnabled();
      await expect(world.shell.nav).toBeHidden();
      expect(await storedItem(page, SESSION_KEY)).toBeNull();
    },
    // An in-flight state lasts IN_FLIGHT_MS: its facts are watched together, inside that window.
    requesting: async ({ world }) => {
      await Promise.all([
        expect(world.login.submit).toBeDisabled(),
        expect(world.login.submit).toHaveAttribute('aria-busy', 'true'),
      ]);
    },
    fulfilled: async ({ page, snapshot, world }) => {
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(world.shell.nav).toBeVisible();
      const company = companyName.get(snapshot.context.companyDocument) ?? '';
      await expect(world.shell.viewedCompany()).toContainText(company);
      expect(JSON.parse((await storedItem(page, SESSION_KEY)) ?? '{}').companyDocument).toBe(
        snapshot.context.companyDocument,
      );
    },
    rejected: async ({ page, snapshot, world }) => {
      await expect(
        toast(page, t(LOGIN_MESSAGE[snapshot.context.rejection as keyof typeof LOGIN_MESSAGE])),
      ).toBeVisible();
      await world.login.expectShown();
      await expect(world.login.submit).toBeEnabled();
      expect(await storedItem(page, SESSION_KEY)).toBeNull();
    },
  },
};

const coverage = uiCoverage(sessionScenario);

test.describe('session machine through the console (generated tour)', () => {
  test.afterAll(() => coverage.write());

  for (const path of tourPaths(sessionScenario)) {
    test(`${path.note}: ${path.id}`, async ({ page, request, a11y }) => {
      // a tour is up to 15 steps with an axe check on each new state: 3–8 s apiece on a loaded runner
      test.setTimeout(150_000);
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
