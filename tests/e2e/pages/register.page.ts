import { expect, type Locator, type Page } from '@playwright/test';
import { containing, startingWith, t } from '../support/messages';

const field = (name: string) => t(`auth.register.fields.${name}`);

/** The company self-registration page (doc 1 §2.4). */
export class RegisterPage {
  readonly legal: Locator;
  readonly natural: Locator;
  readonly submit: Locator;
  readonly backToLogin: Locator;

  constructor(readonly page: Page) {
    this.legal = page.getByRole('radio', { name: t('auth.register.legal') });
    this.natural = page.getByRole('radio', { name: t('auth.register.natural') });
    this.submit = page.getByRole('button', { name: t('auth.register.submit'), exact: true });
    this.backToLogin = page.getByRole('link', { name: t('auth.register.backToLogin') });
  }

  /** Picks legal or natural person by clicking the toggle's text. */
  async choose(kind: 'legal' | 'natural'): Promise<void> {
    await this.page.getByText(t(`auth.register.${kind}`), { exact: true }).click();
    await expect(kind === 'legal' ? this.legal : this.natural).toBeChecked();
  }

  /** A field by the name of its locale key under auth.register.fields (cnpj, cpf, street…). */
  field(name: string): Locator {
    return this.page.getByRole('textbox', { name: startingWith(field(name)) });
  }

  /** The error shown under a field (its accessible error message). */
  async expectError(name: string, message: string): Promise<void> {
    await expect(this.field(name)).toHaveAccessibleErrorMessage(containing(message));
    await expect(this.field(name)).toHaveAttribute('aria-invalid', 'true');
  }

  async expectNoError(name: string): Promise<void> {
    await expect(this.field(name)).not.toHaveAttribute('aria-invalid', 'true');
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
    // the page's first visit loads its chunk (form, lookups, query cache): slow on a loaded runner
    await expect(this.page.getByRole('heading', { name: t('auth.register.title') })).toBeVisible({
      timeout: 15_000,
    });
  }
}
