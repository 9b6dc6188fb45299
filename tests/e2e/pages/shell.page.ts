import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';

/** The signed-in frame's navigation bar (doc 1 §2.6), as far as the public-page tests need it. */
export class ShellPage {
  readonly nav: Locator;

  constructor(
    readonly page: Page,
    readonly lang = 'pt-BR',
  ) {
    this.nav = page.getByRole('navigation', { name: t('app.nav.label', {}, lang) });
  }

  /** The profile menu's trigger ("Perfil de Alice Admin"). */
  profileMenu(): Locator {
    return this.page.getByRole('button', {
      name: startingWith(t('app.profile.menu', { name: '' }, this.lang)),
    });
  }

  /** The header's chip naming the company being viewed (issue 20). */
  viewedCompany(): Locator {
    return this.page.getByTestId('viewed-company');
  }

  async openProfileMenu(): Promise<void> {
    // a toast sits over the header's right end, and one under the resting pointer pauses and
    // stays (Ark pauses on hover): close what is open instead of waiting for it
    const closers = this.page.locator('[data-scope="toast"][data-part="close-trigger"]');
    for (let n = await closers.count(); n > 0; n = await closers.count()) {
      await closers.first().click();
      await expect(closers).toHaveCount(n - 1);
    }
    await this.profileMenu().click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  async chooseLanguage(languageName: string): Promise<void> {
    await this.openProfileMenu();
    await this.page.getByRole('menuitem', { name: startingWith(languageName) }).click();
  }

  async switchCompany(companyName: string): Promise<void> {
    await this.openProfileMenu();
    await this.page.getByRole('menuitem', { name: startingWith(companyName) }).click();
  }

  async signOut(): Promise<void> {
    await this.openProfileMenu();
    await this.page.getByRole('menuitem', { name: t('app.profile.signOut', {}, this.lang) }).click();
  }

  /** Below the xl breakpoint: opens the side drawer (its chunk loads on demand) and answers it. */
  async openDrawer(): Promise<Locator> {
    await this.page.getByRole('button', { name: t('app.nav.openMenu', {}, this.lang) }).click();
    const drawer = this.page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: t('app.nav.label', {}, this.lang) })).toBeVisible();
    return drawer;
  }

  /** Opens the Operations group and answers the names of its entries. */
  async operationsEntries(): Promise<string[]> {
    await this.nav.getByRole('button', { name: t('nav.operations', {}, this.lang) }).click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    const names = await menu.getByRole('menuitem').allInnerTexts();
    await this.page.keyboard.press('Escape');
    return names.map((n) => n.trim());
  }
}
