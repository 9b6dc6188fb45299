import { readFile } from 'node:fs/promises';
import { ControlPage } from './pages/control.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';

// issue 29 "Journal": the control page's HAR export is the simulator's (headers and bodies, named
// after the session), and a switch journals the control calls. One path, its steps in order.
test('control page: the journal exports a HAR with headers and bodies, and journals control calls when asked', async ({
  page,
  request,
  a11y,
  simSession,
}) => {
  const control = new ControlPage(page);
  expect((await request.delete('/__sim/journal')).ok()).toBeTruthy();
  expect((await request.get('/api/nps/verify/NPS-OPEN')).ok()).toBeTruthy();

  await test.step('the journal lists the platform call, not the page’s own polling', async () => {
    await control.goto();
    await control.openTab('journal');
    const journal = control.table('journal');
    await expect(journal.getByRole('row').filter({ hasText: '/api/nps/verify/NPS-OPEN' })).toHaveCount(1);
    await expect(journal.getByRole('row').filter({ hasText: '/__sim/' })).toHaveCount(0);
    await a11y('control-journal-export');
  });

  await test.step('Export HTTP (HAR) downloads the simulator’s HAR of this session', async () => {
    const downloading = page.waitForEvent('download');
    await control.button(t('control.journal.exportHar')).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`journal-${simSession}.har`);
    const har = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(har.log.version).toBe('1.2');
    const [entry] = har.log.entries;
    expect(entry.request.url).toMatch(/\/api\/nps\/verify\/NPS-OPEN$/);
    expect(entry.request.headers.length).toBeGreaterThan(0);
    expect(JSON.parse(entry.response.content.text)).toMatchObject({ code: 'NPS-OPEN' });
  });

  await test.step('the switch journals the control calls, and switches them off again', async () => {
    const controlCalls = page.getByRole('checkbox', { name: t('control.journal.controlCalls') });
    const label = page.getByText(t('control.journal.controlCalls'), { exact: true });
    await expect(controlCalls).not.toBeChecked();
    await label.click();
    await expect(controlCalls).toBeChecked();
    expect((await (await request.get('/__sim/journal')).json()).control).toBe(true);
    await label.click();
    await expect(controlCalls).not.toBeChecked();
    expect((await (await request.get('/__sim/journal')).json()).control).toBe(false);
  });
});
