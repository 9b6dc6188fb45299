import { DashboardPage } from './pages/dashboard.page';
import { ShellPage } from './pages/shell.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';
import { signIn } from './support/session';

// issue 15: a flag switched off in the settings dialog hides its menu entry and its dashboard
// block at once; the TV wall follows an operation finalized through the API within 2 s, says
// "stale" while its change feed is down and reconnects by itself, and fits 1920×1080 unscrolled.

test('settings: every tab is accessible; switching picking off hides its menu entry and its indicator', async ({
  page,
  a11y,
}) => {
  // seven tabs, each with its axe check: a long path (150 s ran out at load 21 on 2 cores)
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const dashboard = new DashboardPage(page);
  const shell = new ShellPage(page);
  await test.step('the dashboard shows its blocks', async () => {
    await expect(dashboard.indicatorCard('PICKING')).toBeVisible({ timeout: 30_000 });
    await expect(dashboard.block('dashboard.block.orders')).toBeVisible();
    await a11y('dashboard');
  });
  const dialog = await dashboard.openSettings();
  for (const key of ['company', 'dashboard', 'inbound', 'router', 'pickup', 'conference', 'salesChannel']) {
    await test.step(`settings tab ${key}`, async () => {
      await dashboard.tab(dialog, key).click();
      await expect(dashboard.tab(dialog, key)).toHaveAttribute('aria-selected', 'true');
      await a11y(`settings ${key}`);
    });
  }
  await test.step("an emptied required field is refused with the seed's message, nothing saved", async () => {
    await dashboard.tab(dialog, 'router').click();
    const name = dialog.getByRole('textbox', { name: t('settings.field.fantasyName') });
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/company/')) puts++;
    });
    await dashboard.tab(dialog, 'company').click();
    const stored = await name.inputValue();
    await name.fill('');
    await dashboard.tab(dialog, 'router').click();
    await dialog.getByRole('button', { name: t('settings.save') }).click();
    // the refused save opens the tab of the first problem, the message on its field
    await expect(dashboard.tab(dialog, 'company')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText(t('validation.required')).first()).toBeVisible();
    expect(puts).toBe(0);
    await name.fill(stored);
  });
  await test.step('picking off, saved', async () => {
    await dashboard.tab(dialog, 'picking').click();
    // Ark's switch: a visually hidden checkbox named by its label; the user clicks the label
    const flag = t('settings.field.status', { operation: t('settings.tab.picking') });
    await dialog.getByText(flag, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: flag })).not.toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/company/'),
    );
    await dialog.getByRole('button', { name: t('settings.save') }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
  });
  await test.step('menu entry and indicator are gone', async () => {
    await expect(dashboard.indicatorCard('PICKING')).toHaveCount(0);
    await expect(dashboard.indicatorCard('INBOUND')).toBeVisible();
    expect(await shell.operationsEntries()).not.toContain(t('nav.picking'));
  });
});

test('TV wall: two indicators from the URL, refreshed within 2 s of an inbound finalized through the API', async ({
  page,
  a11y,
  request,
}, testInfo) => {
  // the feed cut and restored, then axe over a 1920×1080 page: generous on a shared machine
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, 'admin');
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: 'demo' } });
  const token = (await login.json()).access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  // an open inbound dated inside the TV's range (the last 7 days)
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  const list = await request.get(
    `/api/inbound?page=1&take=50&status=PENDING&initialDate=${day(6)}&finalDate=${day(0)}`,
    { headers },
  );
  const inbound = ((await list.json()).inbounds as Array<{ id: string }>)[0];
  expect(inbound, 'an open inbound in the demo data').toBeTruthy();

  const dashboard = new DashboardPage(page);
  // the change feed is cut until the wall has shown it is stale; then it must reconnect by itself
  // (a stream already open cannot be cut from here: the wall starts with the feed refused, which
  // exercises the same path — refused, stale, retried with back-off, live)
  const feed = '**/api/dashboard/changes**';
  await page.route(feed, (route) => route.abort());
  const refused = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/dashboard/changes'));
  await page.goto('/dashboard/tv?indicator=INBOUND&indicator=weeklystats');
  await test.step('the wall boots into its indicators; the feed refused, it says stale', async () => {
    await refused;
    await expect(dashboard.indicatorCard('INBOUND')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status')).toHaveText(t('dashboard.tv.stale'));
    await expect(page.getByRole('progressbar')).toBeVisible();
  });
  await test.step('the feed back, it reconnects by itself and says live', async () => {
    await page.unroute(feed);
    // the retry backs off 1 s, 2 s, 4 s… up to 30 s (src/services/dashboard-changes.ts): the next
    // try may be a whole back-off away
    await expect(page.getByRole('status')).toHaveText(t('dashboard.tv.live'), { timeout: 40_000 });
    await a11y('tv');
  });
  await test.step('1920×1080: no scrollbars and no panel clipped (a wall screen cannot be scrolled)', async () => {
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { x: root.scrollWidth - root.clientWidth, y: root.scrollHeight - root.clientHeight };
    });
    expect(overflow).toEqual({ x: 0, y: 0 });
    const clipped = await page
      .locator('main > div > section')
      .evaluateAll((panels) => panels.map((p) => Math.max(0, p.scrollHeight - p.clientHeight)));
    expect(clipped).toEqual([0, 0]);
  });
  const done = dashboard.tvFigure('INBOUND', 'DONE');
  const before = Number((await done.getAttribute('aria-label'))?.match(/: (\d+)/)?.[1]);
  await test.step('an inbound finalized through the API shows within 2 s', async () => {
    const res = await request.put(`/api/inbound/${inbound.id}?action=COMPLETED`, { headers, data: {} });
    expect(res.status(), await res.text()).toBe(200);
    await expect(done).toHaveAccessibleName(new RegExp(`: ${before + 1} `), { timeout: 2_000 });
  });
  await testInfo.attach('tv-1920x1080', { body: await page.screenshot(), contentType: 'image/png' });
});
