import { ShellPage } from './pages/shell.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';
import { signIn } from './support/session';

// doc 1 §2.6 profile menu: the language is applied, saved and kept; the company switch changes
// what is shown (subsidiary 1 turns picking and packing off, docs/CONTRACTS.md demo data).

test.describe('navigation bar', () => {
  test('the language chosen in the profile menu survives a reload', async ({ page, a11y }) => {
    await signIn(page, 'operator');
    const shell = new ShellPage(page);
    await expect(shell.nav).toBeVisible();
    await a11y('dashboard');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/users/'),
    );
    await shell.chooseLanguage(t('app.languages.en-US'));
    const english = new ShellPage(page, 'en-US');
    await expect(english.nav).toBeVisible();
    // issue 20: the change is confirmed in the language just chosen (the answer the console toasts)
    expect((await (await saved).json()).message).toBe('User updated successfully');
    await page.reload();
    await expect(english.nav).toBeVisible();
    await expect(english.nav.getByRole('button', { name: t('nav.operations', {}, 'en-US') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('switching to subsidiary 1 hides picking and packing from Operations', async ({ page }) => {
    await signIn(page, 'admin');
    const shell = new ShellPage(page);
    const before = await shell.operationsEntries();
    expect(before).toEqual(expect.arrayContaining([t('nav.picking'), t('nav.packing')]));

    // issue 20: the header always says which company is being viewed
    const viewed = page.getByTestId('viewed-company');
    await expect(viewed).toHaveText(`${t('app.viewedCompany')}Demo Logística`);
    await shell.switchCompany('Demo Logística Campinas');
    await expect(viewed).toContainText('Demo Logística Campinas');
    await expect
      .poll(() => shell.operationsEntries())
      .not.toEqual(expect.arrayContaining([t('nav.picking')]));
    const after = await shell.operationsEntries();
    expect(after).not.toContain(t('nav.picking'));
    expect(after).not.toContain(t('nav.packing'));
    expect(after).toContain(t('nav.inbound'));
  });

  // doc 1 §2.6 "on small screens the bar becomes a side drawer"; issue 17: the drawer's chunk loads
  // when its button is pointed at or pressed, and the drawer opens once it is there.
  test('below 1280 px the menu opens in a side drawer whose links navigate and close it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signIn(page, 'admin');
    const drawer = await new ShellPage(page).openDrawer();
    await drawer.getByRole('link', { name: t('nav.orders') }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(drawer).toBeHidden();
  });
});

test('/favicon.ico answers the console icon (no 404 on a first load)', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});
