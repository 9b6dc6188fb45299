import { apiGet, apiToken } from './pages/orders.page';
import { OutboundPage } from './pages/outbound.page';
import { choose, dataRows, t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// doc 3 §2 Outbound: the list (SQL sort, Excel export), a started outbound whose Cancel the
// machine refuses (the reason shown), then a pending one: transporter, more orders (one refused
// with its reason), the dispatch report and the dispatch. Seed anchors (seed/demo/dispatch.ts):
// out-pending (PENDING, nothing dispatched), out-started (one order dispatched, one open).

interface Outbound {
  code: string;
  items: Array<{ status: string; order: { orderNumber: string } }>;
}

test('dispatch an outbound: transporter, more orders, report, finalize; a refused cancel explained', async ({
  page,
  request,
  a11y,
}) => {
  test.setTimeout(300_000);
  const token = await apiToken(request);
  const pending = await apiGet<Outbound>(request, token, '/outbound/out-pending');
  const started = await apiGet<Outbound>(request, token, '/outbound/out-started');
  const busyOrder = started.items.find((i) => i.status === 'PENDING')?.order.orderNumber ?? '';
  const { transporters } = await apiGet<{ transporters: Array<{ nameTransporter: string }> }>(
    request,
    token,
    '/courrier?page=1&take=5&status=true',
  );
  const transporter = transporters[0].nameTransporter;
  // a busy machine loads the console's first chunks slowly: wait for the sign-in page once
  await page.goto('/login');
  await page.getByRole('heading', { name: t('auth.login.title') }).waitFor({ timeout: 60_000 });
  await signIn(page, 'admin');
  const outbound = new OutboundPage(page);

  await test.step('list: sorted by number in SQL, exported to Excel', async () => {
    await outbound.goto();
    await outbound.sortBy(t('operations.columns.number'));
    await expect(dataRows(outbound.list).first()).toContainText('OUT-000001');
    const download = page.waitForEvent('download');
    await outbound.action('export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await a11y('outbound list');
  });

  await test.step('a started outbound: Cancel is off and the page says why', async () => {
    await outbound.row(started.code).click();
    await expect(page).toHaveURL(/\/outbound\/out-started$/);
    await expect(outbound.cancelRefusal()).toBeVisible({ timeout: 20_000 });
    await expect(outbound.cancelButton()).toBeDisabled();
    await a11y('outbound detail (started)');
  });

  await test.step('a pending outbound gets its transporter', async () => {
    await outbound.goto('out-pending');
    await outbound.action('transporter').click();
    const choice = outbound.transporterDialog();
    await choose(page, choice, t('outbound.transporter.label'), transporter);
    await a11y('transporter dialog');
    await choice.getByRole('button', { name: t('outbound.transporter.confirm') }).click();
    await expect(choice).toBeHidden();
    await expect(outbound.summary()).toContainText(transporter);
  });

  await test.step('more orders: one still in an operation is refused with its reason', async () => {
    await outbound.action('addOrders').click();
    const adding = outbound.addOrdersDialog();
    await adding.getByRole('textbox', { name: t('outbound.addOrders.search') }).fill(busyOrder);
    await expect(adding.getByText(t('outbound.addOrders.refused.notSelectable'))).toBeVisible({
      timeout: 15_000,
    });
    await expect(adding.getByRole('checkbox', { name: new RegExp(`^${busyOrder}`) })).toBeDisabled();
    await a11y('add orders dialog');
    await adding.getByRole('textbox', { name: t('outbound.addOrders.search') }).fill('');
    const eligible = adding.getByRole('checkbox', { disabled: false }).first();
    await eligible.focus();
    await page.keyboard.press('Space');
    await adding.getByRole('button', { name: t('outbound.addOrders.confirm', { count: 1 }) }).click();
    await expect(adding).toBeHidden();
    await expect(dataRows(outbound.items(t('outbound.items.caption')))).toHaveCount(pending.items.length + 1);
  });

  await test.step('dispatch report and boarding draft saved as named files, then the dispatch', async () => {
    // issue 31: each document downloads named after the outbound and the user's local day (not a
    // nameless blob: tab)
    const code = pending.code.toLowerCase();
    const print = async (item: string) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('outbound.actions.print') }).click();
      await page.getByRole('menuitem', { name: t(item) }).click();
      const name = (await download).suggestedFilename();
      const day = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
      return { name, day };
    };
    const report = await print('outbound.actions.dispatchReport');
    expect(report.name).toBe(`${t('outbound.report.file')}-${code}-${report.day}.pdf`);
    await expect(toast(page, t('documents.generated')).first()).toBeVisible({ timeout: 20_000 });
    const draft = await print('outbound.actions.boardingDraft');
    expect(draft.name).toBe(`${t('outbound.draft.file')}-${code}-${draft.day}.pdf`);
    expect(page.context().pages()).toHaveLength(1);
    await outbound.action('finalize').click();
    const confirm = outbound.finalizeConfirmation(pending.code);
    await confirm.getByRole('button', { name: t('outbound.confirm.yesFinalize') }).click();
    await expect(confirm).toBeHidden({ timeout: 20_000 });
    await expect(outbound.summary()).toContainText(t('operations.status.DONE'));
    await expect(outbound.action('transporter')).toBeDisabled();
    await a11y('outbound detail (dispatched)');
  });
});
