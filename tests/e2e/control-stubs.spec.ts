import { ControlPage } from './pages/control.page';
import { expect, test } from './support/fixtures';
import { startingWith, t } from './support/messages';

// issue 29: a tester adds a stub on the control page (matched by method and path, answering a
// templated body twice), the platform's callers get its answers, the table counts them, and the
// journal's count form says how many calls matched — WireMock's verify, on the page.
test('control page: a stub answers twice with values from the call, and the journal counts the calls', async ({
  page,
  request,
  a11y,
}) => {
  const control = new ControlPage(page);
  // control calls are not journaled: the journal holds only the platform calls made below
  expect((await request.delete('/__sim/journal')).ok()).toBeTruthy();
  await control.goto();

  await test.step('a stub is added with the form', async () => {
    await control.openTab('stubs');
    await control.button(t('control.stubs.add')).click();
    const dialog = page.getByRole('dialog');
    const field = (key: string) =>
      dialog.getByRole('textbox', { name: startingWith(t(`control.stubs.${key}`)) });
    await dialog.getByRole('combobox', { name: t('control.stubs.method') }).selectOption('GET');
    await field('path').fill('/api/stubbed/:code');
    await field('status').fill('201');
    await field('times').fill('2');
    await field('body').fill('{"code": "{{path.code}}", "lang": "{{query.lang}}", "n": "{{counter}}"}');
    await a11y('control-stub-form');
    await control.button(t('control.save')).click();
    // stub ids go on counting for the session (s1, s2, …): the toast names this one
    const [before, after] = t('control.stubs.added', { id: '\u0000' }).split('\u0000');
    await expect(
      page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: new RegExp(`${before}s\\d+${after}`) }),
    ).toBeVisible();
    const row = control.table('stubs').getByRole('row').filter({ hasText: 'GET /api/stubbed/:code' });
    await expect(row).toContainText('201');
  });

  await test.step('the platform’s callers get the stub’s answers, then the platform again', async () => {
    const first = await request.get('/api/stubbed/AB-1?lang=pt');
    expect([first.status(), await first.json()]).toEqual([201, { code: 'AB-1', lang: 'pt', n: 1 }]);
    expect(await (await request.get('/api/stubbed/CD-2')).json()).toEqual({ code: 'CD-2', lang: null, n: 2 });
    expect((await request.get('/api/stubbed/EF-3')).status()).toBe(404);
    const row = control.table('stubs').getByRole('row').filter({ hasText: 'GET /api/stubbed/:code' });
    // remaining 0, matched 2, answered 2 (the table refreshes every 3 s)
    await expect(row.getByRole('cell').nth(3)).toHaveText('0', { timeout: 10_000 });
    await expect(row.getByRole('cell').nth(4)).toHaveText('2');
    await expect(row.getByRole('cell').nth(5)).toHaveText('2');
  });

  await test.step('the journal counts the calls a matcher selects', async () => {
    await control.openTab('journal');
    const form = page.getByRole('form', { name: t('control.count.title') });
    await form.getByRole('textbox', { name: startingWith(t('control.count.path')) }).fill('/api/stubbed/*');
    await form.getByRole('textbox', { name: startingWith(t('control.count.status')) }).fill('201');
    await form.getByRole('button', { name: t('control.count.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(t('control.count.result', { count: 2 }));
    await form.getByRole('textbox', { name: startingWith(t('control.count.status')) }).fill('4xx');
    await form.getByRole('button', { name: t('control.count.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(t('control.count.result', { count: 1 }));
    await a11y('control-journal-count');
  });

  await test.step('the stub is removed', async () => {
    await control.openTab('stubs');
    const row = control.table('stubs').getByRole('row').filter({ hasText: '/api/stubbed' });
    await row
      .getByRole('button', { name: startingWith(t('control.stubs.removeOne', { id: '' }).trim()) })
      .click();
    await expect(control.table('stubs').getByRole('row').filter({ hasText: '/api/stubbed' })).toHaveCount(0);
  });
});
