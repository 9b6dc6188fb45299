import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page';

/** Storage keys of src/services/session-store.ts. */
export const SESSION_KEY = 'wf.session';
export const REMEMBERED_LOGIN_KEY = 'wf.login';

/** Signs in through the login page and waits for the dashboard (doc 1 §2.2). */
export async function signIn(page: Page, username: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}
