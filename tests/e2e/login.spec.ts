import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';
import { REMEMBERED_LOGIN_KEY, SESSION_KEY, storedItem } from './support/session';
import { toast } from './support/toasts';

// doc 1 §2.3 login page, §8 login messages, §2.2 guard after sign-in.

test.describe('login', () => {
  test('signs in, greets and lands on the dashboard', async ({ page, a11y }) => {
    const login = new LoginPage(page);
    await login.goto();
    await a11y('login');
    await login.signIn('admin');
    await expect(toast(page, t('api.login.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedItem(page, SESSION_KEY)).toContain('"accessToken"');
  });

  test('wrong password: the 401 message, still on /login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('admin', 'wrong');
    await expect(toast(page, t('api.login.credentials'))).toBeVisible();
    await login.expectShown();
    expect(await storedItem(page, SESSION_KEY)).toBeNull();
  });

  test('a SERVICE account is refused with the permission message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('service');
    await expect(toast(page, t('api.login.permission'))).toBeVisible();
    await login.expectShown();
    expect(await storedItem(page, SESSION_KEY)).toBeNull();
  });

  test('required fields are told when the form is sent empty', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit.click();
    await expect(login.username).toHaveAttribute('aria-invalid', 'true');
    await expect(login.password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t('validation.required'))).toHaveCount(2);
  });

  test('a migrated account gets the new-platform modal, whose button goes there', async ({ page, a11y }) => {
    await page.route('https://new-platform.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>New platform</title><h1>New platform</h1>' }),
    );
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('migrated');
    const modal = page.getByRole('alertdialog', { name: t('auth.newPlatform.title') });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('https://new-platform.example/login')).toBeVisible();
    await a11y('login-new-platform');
    await modal.getByRole('button', { name: t('auth.newPlatform.go') }).click();
    await expect(page).toHaveURL('https://new-platform.example/login');
  });

  test('"remember my user" prefills the username next time', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.username).toHaveValue('');
    await login.signIn('operator', 'demo', { remember: true });
    await expect(page).toHaveURL(/\/dashboard$/);
    // with the user's company, whose logo the login page shows next time (issue 35)
    expect(JSON.parse((await storedItem(page, REMEMBERED_LOGIN_KEY)) ?? '{}')).toEqual({
      username: 'operator',
      rememberMe: true,
      companyDocument: '11222333000181',
    });
    await new ShellPage(page).signOut();
    await login.expectShown();
    await expect(login.username).toHaveValue('operator');
    await expect(login.rememberMe).toBeChecked();

    // Unticked, the next visit starts empty again.
    await login.password.fill('demo');
    await login.setRemember(false);
    await login.submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await new ShellPage(page).signOut();
    await expect(login.username).toHaveValue('');
    await expect(login.rememberMe).not.toBeChecked();
  });

  test('"forgot password" tells the user to ask the administrator', async ({ page, a11y }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.forgotPassword.click();
    const dialog = page.getByRole('dialog', { name: t('auth.forgot.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t('auth.forgot.body'))).toBeVisible();
    await a11y('login-forgot-password');
    await dialog.getByRole('button', { name: t('auth.forgot.close') }).click();
    await expect(dialog).toBeHidden();
  });

  test('links to registration; shows the footer with the current year', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await login.registerLink.click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
