import { generate } from '../../simulator/devices/tools/generate';
import { ControlPage } from './pages/control.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';

// issue 19: the tester's control page — a fault rule fires and the journal shows it, a snapshot
// brings back what a reset removed, the clock moves. One path, its steps in order.
test('control page: a fault fires in the journal, a snapshot restores what a reset removed, the clock advances', async ({
  page,
  request,
  a11y,
  simSession,
}) => {
  // seven steps on a shared 2-core machine: the scenario run and the replay take most of it
  test.setTimeout(300_000);
  const control = new ControlPage(page);

  await test.step('opens on the browser’s own session', async () => {
    // a reset keeps the journal: start this session's from empty, as a tester would
    expect((await request.delete('/__sim/journal')).ok()).toBeTruthy();
    await control.goto();
    await expect(
      control.page.getByRole('heading', { name: t('control.session.current', { session: simSession }) }),
    ).toBeVisible();
    await a11y('control-sessions');
  });

  await test.step('a fault rule: added, fired by a call, counted', async () => {
    await control.openTab('faults');
    await control.button(t('control.faults.add')).click();
    await control.field(t('control.faults.path')).fill('/api/nps/verify/*');
    await control.field(t('control.faults.status')).fill('503');
    await control.select(t('control.faults.trigger')).selectOption('first');
    await control.field(t('control.faults.triggerValue.first')).fill('1');
    await a11y('control-fault-form');
    await control.button(t('control.save')).click();
    // rule ids go on counting across resets of the session (f1, f2, …): the toast names this one
    const [before, after] = t('control.faults.added', { id: '\u0000' }).split('\u0000');
    await expect(
      control.page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: new RegExp(`${before}f\\d+${after}`) }),
    ).toBeVisible();
    const row = control.table('faults').getByRole('row').filter({ hasText: '/api/nps/verify/*' });
    await expect(row).toContainText(t('control.faults.triggers.firstN', { n: 1 }));
    expect((await request.get('/api/nps/verify/NPS-OPEN')).status()).toBe(503);
    expect((await request.get('/api/nps/verify/NPS-OPEN')).status()).toBe(200);
    // seen 2, fired 1 (the table refreshes every 3 s)
    await expect(row.getByRole('cell').nth(4)).toHaveText('2', { timeout: 10_000 });
    await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  });

  await test.step('the journal shows the faulted call', async () => {
    await control.openTab('journal');
    await control.field(t('control.journal.route')).fill('/api/nps/*');
    await control.button(t('control.journal.apply')).click();
    const journal = control.table('journal');
    await expect(journal.getByRole('row').filter({ hasText: '503' })).toContainText(
      'GET /api/nps/verify/NPS-OPEN',
    );
    await expect(journal.getByRole('row').filter({ hasText: '503' })).toContainText('status 503');
    // the status cell, not any text holding "200" (a time, a size)
    await expect(
      journal.getByRole('row').filter({ has: control.page.getByRole('cell', { name: '200', exact: true }) }),
    ).toHaveCount(1);
    await a11y('control-journal');
    // the faulted call's body on demand: the forced 503's message
    await journal.getByRole('row').filter({ hasText: '503' }).click();
    const response = control.page
      .getByRole('dialog')
      .getByRole('region', { name: t('control.journal.responseBody') });
    await expect(response).toContainText('"message"');
    await control.page.keyboard.press('Escape');
  });

  await test.step('a snapshot keeps the rule; a reset removes it; the restore brings it back', async () => {
    await control.openTab('sessions');
    await control.field(t('control.snapshots.name')).fill(`${simSession}-before`);
    await control.button(t('control.snapshots.take')).click();
    await expect(
      control
        .table('snapshots')
        .getByRole('row')
        .filter({ hasText: `${simSession}-before` }),
    ).toBeVisible();
    await control.button(t('control.session.reset')).click();
    await control.confirm(t('control.session.reset'));
    await control.openTab('faults');
    await expect(control.table('faults')).toContainText(t('ui.table.noData'));
    await control.openTab('sessions');
    await control.page
      .getByRole('button', { name: t('control.snapshots.restoreOne', { id: `${simSession}-before` }) })
      .click();
    await control.confirm(t('control.snapshots.restore'));
    await control.openTab('faults');
    // the rule is back (under a new id; its counters restart, as for any restore)
    await expect(
      control.table('faults').getByRole('row').filter({ hasText: '/api/nps/verify/*' }),
    ).toBeVisible({
      timeout: 10_000,
    });
  });

  await test.step('the clock advances a day', async () => {
    await control.openTab('clock');
    await control.button(t('control.clock.steps.plusDay')).click();
    await expect(control.page.getByText(t('control.clock.offsetMinutes', { minutes: 1440 }))).toBeVisible();
    const clock = await (await request.get('/__sim/clock')).json();
    expect(clock.offsetMs).toBe(86_400_000);
    await a11y('control-clock');
  });

  await test.step('a scenario run of one machine: progress, then its coverage', async () => {
    await control.openTab('scenarios');
    // Ark's checkbox: its drawn box covers the input, so a user (and the test) clicks the label
    await control.page.getByText('survey', { exact: true }).click();
    await expect(control.page.getByRole('checkbox', { name: 'survey', exact: true })).toBeChecked();
    await control.button(t('control.scenarios.runChosen', { count: 1 })).click();
    const coverage = control.page.getByRole('table', { name: t('control.scenarios.coverage') });
    const survey = coverage.getByRole('row').filter({ hasText: 'survey' });
    await expect(survey).toBeVisible({ timeout: 90_000 });
    // every transition covered: the badge reads n/n
    await expect(survey.getByRole('cell').nth(2)).toHaveText(/^(\d+)\/\1$/);
    await expect(control.page.getByRole('link', { name: t('control.scenarios.openReport') })).toHaveAttribute(
      'href',
      /\/__sim\/scenarios\/runs\/run-\d+\/report$/,
    );
    // its graph, coloured by coverage: every transition drawn as covered
    await control.button(t('control.scenarios.showGraph', { machine: 'survey' })).click();
    const graph = control.page.getByRole('img', {
      name: new RegExp(`^${t('control.scenarios.showGraph', { machine: 'survey' })}:`),
    });
    await expect(graph).toBeVisible();
    await expect(graph.locator('g[data-mark="missed"] path')).toHaveCount(0);
    await expect(graph.locator('g[data-mark="covered"] path').first()).toBeVisible();
    await a11y('control-scenarios');
  });

  await test.step('a device replay of a generated file: its expected-versus-actual report', async () => {
    await control.openTab('devices');
    // two tags across the demo portals: a few passes on the device runtime's (default) session
    const { lines } = await generate({ portals: 2, tags: 2, rate: 20, seed: 9 });
    await control.page.getByTestId('file-upload-input').setInputFiles({
      name: 'portal.jsonl',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(lines.map((l) => JSON.stringify(l)).join('\n')),
    });
    await expect(control.page.getByText(t('control.devices.chosen', { name: 'portal.jsonl' }))).toBeVisible();
    await control.field(t('control.devices.speed')).fill('20');
    await control.button(t('control.devices.play')).click();
    const report = control.page.getByRole('table', { name: t('control.devices.report') });
    await expect(report).toBeVisible({ timeout: 30_000 });
    await expect(
      report.getByRole('row').filter({ hasText: t('control.devices.rows.readsLost') }),
    ).toContainText(/0\s*0/);
    await expect(
      control.page.getByRole('status').filter({ hasText: t('control.devices.verdictOk') }),
    ).toBeVisible();
    await a11y('control-devices-report');
  });

  await test.step('broker faults: a pause on a topic filter listed, then ended; a disconnect answered', async () => {
    // issue 32: on a filter no device uses, so the other specs' devices are not touched
    await control.field(t('control.devices.broker.topic')).fill('lab/e2e/#');
    await control.field(t('control.devices.broker.seconds')).fill('120');
    await control.button(t('control.devices.broker.add')).click();
    const faults = control.page.getByRole('table', { name: t('control.devices.broker.faults') });
    const row = faults.getByRole('row').filter({ hasText: 'lab/e2e/#' });
    await expect(row).toContainText(t('control.devices.broker.kinds.pause'));
    const id = (await row.getByRole('cell').first().innerText()).trim();
    await control.button(t('control.devices.broker.end', { id })).click();
    await expect(row).toHaveCount(0);
    await control.field(t('control.devices.broker.target')).fill('NO-SUCH-DEVICE');
    await control.button(t('control.devices.broker.disconnectOne')).click();
    // the simulator's answer in the page's language (pt-BR, where 0 takes the singular): no
    // emulator has that id
    await expect(
      control.page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: /0 clientes? desconectados?/ }),
    ).toBeVisible();
    await a11y('control-devices-broker');
  });
});
