import { ShellPage } from './pages/shell.page';
import { expect, test } from './support/fixtures';
import { isHandheld } from './support/handheld';
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

// Issue 31 "Fewer taps": on a handheld (412 × 915, touch; the handheld project) and a desktop.
test.describe('fewer taps', { tag: '@handheld' }, () => {
  // a sign-in and three list loads: on a busy 2-core machine the default 60 s is tight
  test.describe.configure({ timeout: 180_000 });
  test('the header names the company in short, whole, and the profile menu fits a finger', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin');
    const shell = new ShellPage(page);
    const chip = shell.viewedCompany();
    await expect(chip).toHaveText(`${t('app.viewedCompany')}Demo Logística`);
    await expect(chip).toHaveAttribute('title', 'Demo Logística Ltda');
    // measured from the DOM: the name is not cut (its text fits its box), the chip is inside the
    // viewport and the bar holds its contents (nothing pushed past its edge)
    const fit = await chip.evaluate((element) => {
      const name = element.lastElementChild as HTMLElement;
      const box = element.getBoundingClientRect();
      const bar = element.closest('header') as HTMLElement;
      return {
        cut: name.scrollWidth > name.clientWidth + 1,
        right: box.right,
        viewport: document.documentElement.clientWidth,
        sideways: bar.scrollWidth > bar.clientWidth + 1,
      };
    });
    expect(fit.cut, 'the company name is cut').toBe(false);
    expect(fit.right).toBeLessThanOrEqual(fit.viewport);
    expect(fit.sideways).toBe(false);
    await page.screenshot({ path: `/tmp/me/header-${testInfo.project.name}.png` });

    await shell.openProfileMenu();
    const heights = await page
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    // the companies, the three languages and sign out
    expect(heights.length).toBeGreaterThanOrEqual(5);
    // touch: 44 px (issue 31, as every control of issue 20); a mouse keeps the compact 32 px
    const least = isHandheld(testInfo) ? 44 : 32;
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(least - 0.5);
    await page.screenshot({ path: `/tmp/me/profile-menu-${testInfo.project.name}.png` });
  });

  test('a list opens its filters collapsed on a handheld, then as the user left them', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin');
    const handheld = isHandheld(testInfo);
    const filters = () => page.getByRole('button', { name: t('ui.filter.title'), exact: true });
    const plate = () =>
      page.getByRole('textbox', { name: t('registers.vehicles.filters.plate'), exact: true });

    await page.goto('/vehicles');
    // a desktop keeps today's default (open); a handheld starts collapsed, the toggle in sight
    // (a busy machine brings the screen's chunk slowly)
    await expect(filters()).toBeVisible({ timeout: 30_000 });
    await expect(filters()).toHaveAttribute('aria-expanded', String(!handheld));
    await expect(plate()).toBeVisible({ visible: !handheld });
    await page.screenshot({ path: `/tmp/me/filters-first-${testInfo.project.name}.png` });

    // the user flips it; the list opens that way after a reload
    await filters().click();
    await expect(filters()).toHaveAttribute('aria-expanded', String(handheld));
    await page.reload();
    await expect(filters()).toBeVisible({ timeout: 30_000 });
    await expect(filters()).toHaveAttribute('aria-expanded', String(handheld));
    await expect(plate()).toBeVisible({ visible: handheld });
    await page.screenshot({ path: `/tmp/me/filters-remembered-${testInfo.project.name}.png` });

    // remembered per list: another list still opens with its own default
    await page.goto('/product-categories');
    await expect(filters()).toBeVisible({ timeout: 30_000 });
    await expect(filters()).toHaveAttribute('aria-expanded', String(!handheld));
  });
});

test('/favicon.ico answers the console icon (no 404 on a first load)', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});
