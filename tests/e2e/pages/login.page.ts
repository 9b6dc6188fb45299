import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';

/** The login page (doc 1 §2.3). */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;
  readonly registerLink: Locator;

  constructor(readonly page: Page) {
    // By role: a toast's text may start with the same word ("Usuário não tem permissão…").
    this.username = page.getByRole('textbox', { name: startingWith(t('auth.login.username')) });
    this.password = page.getByLabel(startingWith(t('auth.login.password')));
    this.rememberMe = page.getByRole('checkbox', { name: t('auth.login.rememberMe') });
    this.submit = page.getByRole('button', { name: t('auth.login.submit'), exact: true });
    this.forgotPassword = page.getByRole('button', { name: t('auth.login.forgotPassword') });
    this.registerLink = page.getByRole('link', { name: t('auth.login.register') });
  }

  /** Ticks or unticks "remember my user" by its label, as a user does. */
  async setRemember(on: boolean): Promise<void> {
    if ((await this.rememberMe.isChecked()) !== on)
      await this.page.getByText(t('auth.login.rememberMe')).click();
    await expect(this.rememberMe).toBeChecked({ checked: on });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.page.getByRole('heading', { name: t('auth.login.title') })).toBeVisible();
  }

  async signIn(username: string, password = 'demo', options: { remember?: boolean } = {}): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    if (options.remember !== undefined) await this.setRemember(options.remember);
    await this.submit.click();
  }
}
