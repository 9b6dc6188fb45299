import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page';

/** Storage keys of src/services/session-store.ts. */
export const SESSION_KEY = 'wf.session';
export const REMEMBERED_LOGIN_KEY = 'wf.login';

/**
 * Sign-in state shared within a worker: the stored session (doc 1 §3.4) each user's first sign-in
 * wrote, by user name. Tokens live 12 h and outlive the simulator-session reset before each test
 * (the seeded users are the same), so a test after the first one starts signed in without going
 * through the login page and the dashboard it opens — the login page itself is proven by
 * login.spec.ts and the session tour.
 */
const signedIn = new Map<string, string>();
let signIns = 0;

/** Signs in (doc 1 §2.2) and waits for the dashboard: through the login page the first time a worker
 * signs this user in, from the shared sign-in state afterwards. */
export async function signIn(page: Page, username: string): Promise<void> {
  const stored = signedIn.get(username);
  if (stored) {
    // written before the console's first script runs, once per sign-in and tab (a later sign-out
    // stays signed out; a second sign-in as another user replaces the first)
    await page.addInitScript(
      ([key, value, once]) => {
        if (window.sessionStorage.getItem(once)) return;
        window.sessionStorage.setItem(once, '1');
        window.localStorage.setItem(key, value);
      },
      [SESSION_KEY, stored, `e2e.signed-in.${++signIns}`],
    );
    await page.goto('/dashboard');
  } else {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(username);
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  if (!stored) {
    const session = await storedItem(page, SESSION_KEY);
    if (session) signedIn.set(username, session);
  }
}

/** A UI model's set-up (tests/e2e/model): the first path of a machine signs in; later ones keep the
 * tab's sign-in (the simulator reset between paths keeps the users and their tokens), so a tab that
 * has opened a page of the console already is left as it is. */
export async function signInOnce(page: Page, username: string): Promise<void> {
  if (page.url() === 'about:blank') await signIn(page, username);
}

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}
