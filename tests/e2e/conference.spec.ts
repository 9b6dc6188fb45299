import { ConferencePage } from './pages/conference.page';
import { apiGet, apiToken } from './pages/orders.page';
import { expectLoaded, t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// doc 3 §2 Conference, §5 "read quantity: at most two decimals; confirm or cancel appears on
// change", §7 (count, import type conference). Seed anchor: con-pending (CON-000001, PENDING).

interface Conference {
  code: string;
  items: Array<{
    order: {
      orderNumber: string;
      items: Array<{ description: string; barcode: string | null; quantity: number }>;
    };
  }>;
}

test('count a conference by scanning, refuse a bad quantity, print and import a sheet', async ({
  page,
  request,
  a11y,
}) => {
  test.setTimeout(240_000); // axe on six screens; slow on a shared 2-core machine
  const token = await apiToken(request);
  const record = await apiGet<Conference>(request, token, '/conference/con-pending');
  const order = record.items[0].order;
  const [first, second] = order.items;
  await signIn(page, 'admin');
  const conference = new ConferencePage(page);

  await test.step('the list sorts by number and opens a record in its tab', async () => {
    // the first visit loads the app and the screen's chunks: generous on a busy machine
    await page.goto('/conference');
    await expect(conference.heading).toBeVisible({ timeout: 60_000 });
    await expectLoaded(conference.list);
    await expect(
      conference.list.getByRole('columnheader', { name: t('conference.columns.total') }),
    ).toBeVisible();
    await conference.list.getByRole('button', { name: t('operations.columns.number') }).click();
    await expect(
      conference.list.getByRole('columnheader', { name: t('operations.columns.number') }),
    ).toHaveAttribute('aria-sort', 'ascending');
    await a11y('conference list');
    await conference.row(record.code).click();
    await expect(page).toHaveURL(/\/conference\/con-pending$/);
    await expect(conference.tab(record.code)).toHaveAttribute('aria-selected', 'true');
    await expect(conference.summary()).toContainText(t('conference.columns.total'));
  });

  await test.step('a quantity with three decimals is refused; Cancel drops it', async () => {
    await conference.expand(order.orderNumber);
    await conference.readField(first.description).fill('1,234');
    await expect(conference.readField(first.description)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t('conference.lines.invalid'))).toBeVisible();
    await expect(conference.confirm(first.description)).toBeDisabled();
    await a11y('conference count refused');
    await conference.discard(first.description).click();
    await expect(conference.readField(first.description)).toHaveValue('');
  });

  await test.step('a scan counts one unit; short, it is marked and waits; confirmed, the conference is in progress', async () => {
    // the header's executed % follows the reads (issue 31), before any confirm
    const executed = conference
      .summary()
      .locator('dt', { hasText: t('operations.detail.executed') })
      .locator('xpath=following-sibling::dd[1]');
    const before = (await executed.textContent()) ?? '';
    await conference.scan(second.barcode as string);
    await expect(conference.readField(second.description)).toHaveValue('1,00');
    await expect(executed).not.toHaveText(before);
    const missing = (second.quantity - 1).toFixed(2).replace('.', ',');
    await expect(page.getByText(t('conference.lines.short', { missing }))).toBeVisible();
    await expect(conference.summary()).toContainText(t('conference.detail.linesRead'));
    // "Confirmar todas" sends every line read and not confirmed (issue 31)
    await page.getByRole('button', { name: t('conference.lines.confirmAll', { count: 1 }) }).click();
    await expect(toast(page, '').first()).toBeVisible();
    await expect(conference.confirm(second.description)).toHaveCount(0);
    await expect(conference.summary()).toContainText(t('operations.status.INPROGRESS'));
    // the reads that bring the line to its expected quantity confirm it by themselves
    for (let n = 1; n < second.quantity; n++) await conference.scan(second.barcode as string);
    await expect(conference.readField(second.description)).toHaveValue(
      second.quantity.toFixed(2).replace('.', ','),
    );
    await expect(page.getByText(t('conference.lines.short', { missing: '1,00' }))).toHaveCount(0);
    await expect(conference.confirm(second.description)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Confirmar todas/ })).toHaveCount(0);
    // something was read: the machine refuses the record's cancel (doc 3 §4)
    await expect(
      conference.summary().getByRole('button', { name: t('operations.actions.cancel'), exact: true }),
    ).toBeDisabled();
    await a11y('conference detail counted');
  });

  await test.step('the print menu offers the PDF and the Excel of the checked lines', async () => {
    await page.getByRole('button', { name: t('conference.print.menuNamed', { code: record.code }) }).click();
    await expect(page.getByRole('menuitem', { name: t('conference.print.pdf') })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: t('conference.print.excel') }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  await test.step('a spreadsheet imports its good rows and lists the bad ones', async () => {
    const dialog = await conference.openImport(record.code);
    await a11y('conference import');
    const csv = [
      'pedido;produto;quantidade',
      `${order.orderNumber};${first.barcode};${String(first.quantity).replace('.', ',')}`,
      `${order.orderNumber};NAO-EXISTE;1`,
      `${order.orderNumber};${first.barcode};1,234`,
    ].join('\n');
    await dialog.getByTestId('file-upload-input').setInputFiles({
      name: 'conferencia.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect(dialog.getByText(t('conference.import.done', { imported: 1, failed: 2 }))).toBeVisible();
    const errors = dialog.getByRole('list', { name: t('conference.import.errors') });
    await expect(errors.getByRole('listitem')).toHaveCount(2);
    await expect(errors).toContainText(t('conference.import.row', { row: 3 }));
    await expect(errors).toContainText(t('conference.import.badQuantity'));
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await a11y('conference import done');
    // the footer's Close (the title bar's × has the same name)
    await dialog
      .getByRole('button', { name: t('conference.import.close') })
      .last()
      .click();
    await expect(conference.readField(first.description)).toHaveValue(/^\d+,00$/);
  });
});
