import { atSeedTime, OrdersPage } from './pages/orders.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// doc 2 §2 "Orders list" and "Selection and downstream generation", §6 (shipper / customer
// document), §7 calls. Demo anchors (simulator/seed/demo-anchor-orders.ts, demo-downstream.ts):
// 900001 PICKUP PENDING without printable attachments, 900004 NEW DONE with NF-e, DANFE and
// label, 900007 scheduled, 900008 PICKING PENDING (inside an operation), 900009 INVOICE PENDING;
// OUT-000001 and ROT-000001 open.

test.describe('orders list', () => {
  test.beforeEach(async ({ page, request }) => {
    await atSeedTime(page, request);
  });

  test('filters by text, choice and date fields; marks scheduled orders', async ({ page, a11y }) => {
    // five searches and two axe runs: more than the default 30 s on a loaded 2-core machine
    test.slow();
    await signIn(page, 'admin');
    const orders = new OrdersPage(page);
    const listCall = page.waitForRequest((r) => r.url().includes('/api/orders?'));
    await orders.goto();
    // doc 2 §6: a non-shipper user's list is scoped by customerDocument
    expect((await listCall).url()).toContain('customerDocument=11222333000181');
    await expect(orders.rows().first()).toBeVisible();
    await a11y('orders');

    // scheduled orders are marked
    await expect(orders.row('900007')).toContainText(t('orders.list.scheduled'));

    await orders.filterField('orderNumber').fill('900001');
    const filtered = page.waitForRequest((r) =>
      decodeURIComponent(r.url()).includes('filter=orderNumber|900001'),
    );
    await orders.search();
    await filtered;
    await expect.poll(() => orders.orderNumbers()).toEqual(['900001']);

    await orders.clearFilters();
    await orders.filterSelect('status', t('orders.status.OCCURRENCE'));
    await orders.search();
    await expect
      .poll(async () => new Set(await orders.column(7)))
      .toEqual(new Set([t('orders.status.OCCURRENCE')]));

    await orders.clearFilters();
    await orders.filterField('client').fill('Papelaria');
    await orders.filterSelect('state', 'PR');
    await orders.search();
    await expect(orders.rows().first()).toBeVisible();
    for (const client of await orders.column(4)) expect(client).toContain('Papelaria');
    for (const city of await orders.column(5)) expect(city).toContain('PR');
    await a11y('orders-filtered');

    // the date range: a preset of 14 days ending today is sent as start T end
    await orders.clearFilters();
    const spanOf = (url: string) => {
      const m = /dates=(\d{4}-\d{2}-\d{2})T(\d{4}-\d{2}-\d{2})/.exec(decodeURIComponent(url));
      return m ? (Date.parse(m[2]) - Date.parse(m[1])) / 86_400_000 + 1 : 0;
    };
    const ranged = page.waitForRequest((r) => r.url().includes('/api/orders?') && spanOf(r.url()) === 14);
    await page.getByRole('button', { name: t('ui.dateRange.preset', { days: 14 }) }).click();
    await orders.search();
    await ranged;
  });

  test('sorts by a column, ascending then descending', async ({ page }) => {
    await signIn(page, 'admin');
    const orders = new OrdersPage(page);
    await orders.goto();
    await orders.sortBy('orderNumber');
    await expect(
      orders.table.getByRole('columnheader', { name: t('orders.list.columns.orderNumber') }),
    ).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await orders.orderNumbers();
    expect(ascending).toEqual([...ascending].sort());
    await orders.sortBy('orderNumber');
    await expect
      .poll(async () => {
        const numbers = await orders.orderNumbers();
        return numbers.length > 1 && numbers.join() === [...numbers].sort().reverse().join();
      })
      .toBe(true);
  });

  test('a shipper sees the orders by shipperDocument', async ({ page }) => {
    await signIn(page, 'shipper');
    const orders = new OrdersPage(page);
    const listCall = page.waitForRequest((r) => r.url().includes('/api/orders?'));
    await orders.goto();
    const url = (await listCall).url();
    expect(url).toContain('shipperDocument=11222333000181');
    expect(url).not.toContain('customerDocument');
    await expect(orders.row('900010')).toBeVisible();
  });

  test('changes the operation type after a confirmation', async ({ page, a11y }) => {
    await signIn(page, 'admin');
    const orders = new OrdersPage(page);
    await orders.goto();
    const menu = await orders.openActions('900001');
    await menu.getByRole('menuitem', { name: t('orders.actions.changeType') }).click();
    const current = page.getByRole('menuitem', {
      name: t('orders.actions.currentType', { type: t('orders.type.PICKUP') }),
    });
    await expect(current).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('menuitem', { name: t('orders.type.VISIT'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: t('orders.changeType.title') });
    await expect(confirm).toContainText(
      t('orders.changeType.message', {
        number: '900001',
        from: t('orders.type.PICKUP'),
        to: t('orders.type.VISIT'),
      }),
    );
    await a11y('change-type');
    await confirm.getByRole('button', { name: t('orders.changeType.confirm') }).click();
    await expect(confirm).toBeHidden({ timeout: 15_000 }); // the change is saved first
    await expect(orders.row('900001')).toContainText(t('orders.type.VISIT'));
  });

  test('prints from the row menu and says when the attachment is missing', async ({ page }) => {
    await signIn(page, 'admin');
    const orders = new OrdersPage(page);
    await orders.goto();
    // 900001 has none of the printable attachments: a warning in the row, a toast when asked
    // the warning opens by a click or a tap, not only by hover (issue 20)
    const missing = t('orders.print.missing', {
      items: [t('orders.print.nfe'), t('orders.print.danfe'), t('orders.print.label')].join(', '),
    });
    await orders.row('900001').getByRole('button', { name: missing }).click();
    await expect(page.getByRole('dialog').filter({ hasText: missing })).toBeVisible();
    await page.keyboard.press('Escape');
    let menu = await orders.openActions('900001');
    await menu.getByRole('menuitem', { name: new RegExp(`^${t('orders.print.nfe')}`) }).click();
    await expect(toast(page, t('documents.notAssigned'))).toBeVisible();

    // 900004 has them all: the label (CODE128) is drawn and opened
    await orders.filterField('orderNumber').fill('900004');
    await orders.search();
    menu = await orders.openActions('900004');
    const popup = page.waitForEvent('popup');
    await menu.getByRole('menuitem', { name: t('orders.print.label'), exact: true }).click();
    await expect(toast(page, t('documents.generated'))).toBeVisible({ timeout: 15_000 });
    await (await popup).close();
  });
});

test.describe('selection and downstream generation', () => {
  test.beforeEach(async ({ page, request }) => {
    await atSeedTime(page, request);
    await signIn(page, 'admin');
  });

  test('enables an action only when no chosen order already has its type', async ({ page, a11y }) => {
    const orders = new OrdersPage(page);
    await orders.goto();
    // an order inside a running operation cannot be chosen
    await expect(orders.checkbox('900008')).toBeDisabled();
    await orders.select('900009'); // INVOICE, PENDING
    await expect(orders.selectionBar).toBeVisible();
    await expect(orders.targetButton('INVOICE')).toBeDisabled();
    for (const target of ['INBOUND', 'STORAGE', 'PICKING', 'PACKING', 'CONFERENCE', 'OUTBOUND', 'ROUTE'])
      await expect(orders.targetButton(target)).toBeEnabled();
    await a11y('selection');
    await orders.selectionBar.getByRole('button', { name: t('orders.selection.clear') }).click();
    await expect(orders.selectionBar).toBeHidden();
  });

  test('generates every downstream operation from the selection', async ({ page }) => {
    // ten generations, each a dialog and a refetch
    test.slow();
    const orders = new OrdersPage(page);
    await orders.goto();
    await orders.filterSelect('status', t('orders.status.PENDING'));
    await page.getByRole('button', { name: t('ui.dateRange.preset', { days: 90 }) }).click();
    await orders.search();

    /** The first order the machine lets us choose that is not already of the target's type. */
    const firstChoosable = async (target: string): Promise<string> => {
      const count = await orders.rows().count();
      for (let i = 0; i < count; i += 1) {
        const row = orders.rows().nth(i);
        const type = ((await row.locator('td:nth-child(6)').textContent()) ?? '').trim();
        if (type === t(`orders.type.${target}`)) continue;
        if (await row.getByRole('checkbox').isEnabled())
          return /\d+/.exec((await row.locator('td:nth-child(2)').textContent()) ?? '')?.[0] ?? '';
      }
      throw new Error(`no order to send to ${target}`);
    };

    const runs: { target: string; into?: RegExp; resendNps?: boolean }[] = [
      { target: 'INBOUND' },
      { target: 'STORAGE' },
      { target: 'PICKING' },
      { target: 'PACKING' },
      { target: 'CONFERENCE' },
      { target: 'INVOICE', resendNps: true },
      { target: 'OUTBOUND' },
      { target: 'OUTBOUND', into: /^OUT-000001/ },
      { target: 'ROUTE' },
      { target: 'ROUTE', into: /^ROT-000001/ },
    ];
    for (const run of runs) {
      const number = await firstChoosable(run.target);
      await orders.select(number);
      await orders.targetButton(run.target).click();
      const dialog = orders.generateDialog(run.target);
      await expect(dialog).toBeVisible();
      if (run.into) {
        // the combobox lists "new" first, then the open records
        await dialog.getByRole('combobox').click();
        await page.getByRole('option', { name: run.into }).click();
      }
      if (run.resendNps) await dialog.getByText(t('orders.generate.resendNps')).click();
      const call = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/'));
      await dialog.getByRole('button', { name: t('orders.generate.confirm') }).click();
      const answer = await call;
      expect(answer.status(), `${run.target}: ${await answer.text()}`).toBe(201);
      const body = answer.request().postDataJSON();
      if (run.target === 'INVOICE') expect(body.resendNps).toBe(true);
      if (run.target === 'OUTBOUND' && run.into) expect(body).toMatchObject({ action: 'ADDED' });
      if (run.target === 'ROUTE' && run.into) expect(body).toMatchObject({ action: 'add' });
      await expect(dialog).toBeHidden();
      await expect(orders.selectionBar).toBeHidden();
      // the order now has the target type, inside an operation: it can no longer be chosen
      await expect(orders.row(number)).toContainText(t(`orders.type.${run.target}`));
      // (INVOICE is itself an entry type: an invoiced order may still be chosen for what follows)
      if (run.target !== 'INVOICE') await expect(orders.checkbox(number)).toBeDisabled();
    }
  });
});
