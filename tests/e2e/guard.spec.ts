import { LoginPage } from './pages/login.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';
import { SESSION_KEY, signIn, storedItem } from './support/session';
import { toast } from './support/toasts';

// doc 1 §2.2 access guard, §8 "401 → clear session → /login" and "unreadable stored session".

test.describe('access guard', () => {
  test('a signed-out visitor opening /orders is sent to /login', async ({ page }) => {
    await page.goto('/orders');
    await new LoginPage(page).expectShown();
  });

  test('a signed-in user opening /login or /register is sent to /dashboard', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown path shows the not-found page, whose link leads back to /login', async ({
    page,
    a11y,
  }) => {
    // Signed out: the not-found page, and its link leads to /login (src/app/guard.ts decision).
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: t('errors.notFound.title') })).toBeVisible();
    await a11y('not-found');
    const back = page.getByRole('link', { name: t('errors.notFound.backToLogin') });
    await expect(back).toHaveAttribute('href', '/login');
    await back.click();
    await new LoginPage(page).expectShown();

    // Signed in: the same page; /login itself then forwards to the dashboard (doc 1 §2.2).
    await signIn(page, 'admin');
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/not-found$/);
    await page.getByRole('link', { name: t('errors.notFound.backToLogin') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the access-denied page leads back to the start', async ({ page, a11y }) => {
    await signIn(page, 'operator');
    await page.goto('/access-denied');
    await expect(page.getByRole('heading', { name: t('errors.accessDenied.title') })).toBeVisible();
    await a11y('access-denied');
    await page.getByRole('link', { name: t('errors.accessDenied.back') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a 401 mid-session clears the stored session and lands on /login', async ({ page }) => {
    await signIn(page, 'admin');
    // The token goes bad (expired, revoked): the next call answers 401.
    await page.evaluate((key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      window.localStorage.setItem(key, JSON.stringify({ ...session, accessToken: 'not-a-valid-token' }));
    }, SESSION_KEY);
    await page.goto('/orders');
    await new LoginPage(page).expectShown();
    await expect(toast(page, t('api.notAuthorized'))).toBeVisible();
    expect(await storedItem(page, SESSION_KEY)).toBeNull();
  });

  test('an unreadable stored session is cleared and the visitor goes to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((key) => window.localStorage.setItem(key, '{"accessToken": oops'), SESSION_KEY);
    await page.goto('/orders');
    await new LoginPage(page).expectShown();
    expect(await storedItem(page, SESSION_KEY)).toBeNull();
  });
});
