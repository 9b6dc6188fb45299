import { OperationsPage } from './pages/operations.page';
import { apiGet, apiToken } from './pages/orders.page';
import { t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { expectHandheldReady } from './support/handheld';
import { startingWith } from './support/messages';
import { qty } from './support/quantities';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// doc 3 §2 Inbound: list, a tab per opened inbound (reload-safe), order rows expanding into their
// products, the partial read (a DONE row then shows the quantities received). Seed anchor:
// inb-pending (INB-000001, PENDING, 2 orders).

interface Inbound {
  code: string;
  items: Array<{
    order: {
      id: string;
      orderNumber: string;
      items: Array<{ description: string; quantity: number; barcode: string | null }>;
    };
  }>;
}

test(
  'receive an order with a partial read',
  { tag: '@handheld' },
  async ({ page, request, a11y }, testInfo) => {
    test.setTimeout(90_000);
    const token = await apiToken(request);
    const inbound = await apiGet<Inbound>(request, token, '/inbound/inb-pending');
    const order = inbound.items[0].order;
    const [first] = order.items;
    await signIn(page, 'admin');
    const inbounds = new OperationsPage(page, 'inbound');
    await inbounds.goto();
    await a11y('inbound list');
    // the list's rows are cards on a handheld: nothing scrolls sideways (issue 20)
    await expectHandheldReady(page, testInfo, 'inbound list');

    // a row click opens the record's tab at /inbound/<id>
    await inbounds.row(inbound.code).click();
    await expect(page).toHaveURL(/\/inbound\/inb-pending$/);
    await expect(inbounds.tab(inbound.code)).toHaveAttribute('aria-selected', 'true');
    await inbounds.expand(order.orderNumber);
    const lines = inbounds.lines(t('inbound.lines.caption', { order: order.orderNumber }));
    await expect(inbounds.lineRow(lines, first.description)).toContainText(qty(0));
    await a11y('inbound detail');
    await expectHandheldReady(page, testInfo);

    // partial read: the first product one unit short (or half when it has one)
    const read = first.quantity > 1 ? first.quantity - 1 : first.quantity / 2;
    await page.getByRole('button', { name: t('inbound.read.start') }).click();
    const field = page.getByRole('textbox', {
      name: t('inbound.read.field', { product: first.description }),
    });
    // opened by hand, the first quantity has the focus (issue 31)
    await expect(field).toBeFocused();
    await field.fill(String(read).replace('.', ','));
    await a11y('partial read');
    await page.getByRole('button', { name: t('inbound.read.save') }).click();
    // issue 20: before it closes the order, the shortages are confirmed (read vs expected per product)
    const confirm = page.getByRole('alertdialog', {
      name: t('inbound.read.confirmTitle', { order: order.orderNumber }),
    });
    const shortages = confirm.getByRole('table', {
      name: t('inbound.read.shortages', { order: order.orderNumber }),
    });
    await expect(shortages.getByRole('row')).toHaveCount(2); // the header and the one product short
    await expect(shortages.getByRole('row', { name: startingWith(first.description) })).toContainText(
      `${qty(read)}${qty(first.quantity)}${qty(first.quantity - read)}`,
    );
    await a11y('partial read shortages');
    await confirm.getByRole('button', { name: t('inbound.read.confirm') }).click();
    await expect(toast(page, '').first()).toBeVisible();
    // the closed order marks the shortage
    await expect(inbounds.lineRow(lines, first.description)).toContainText(
      t('inbound.read.short', { read: qty(read), missing: qty(first.quantity - read) }),
    );
    await expect(page.getByRole('button', { name: t('inbound.read.start') })).toHaveCount(0);

    // reload-safe: the tab is still there
    await page.reload();
    await expect(inbounds.tab(inbound.code)).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    await inbounds.tabs.getByRole('tab', { name: t('ui.tabs.all') }).click();
    await expect(page).toHaveURL(/\/inbound$/);
    await expect(inbounds.tab(inbound.code)).toBeVisible();
  },
);

test('a scanner reads an inbound order: each read adds one to its line (issue 31)', {
  tag: '@handheld',
}, async ({ page, request, a11y }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const inbound = await apiGet<Inbound>(request, token, '/inbound/inb-pending');
  const order = inbound.items[1].order;
  const [line, ...others] = order.items;
  await signIn(page, 'admin');
  const inbounds = new OperationsPage(page, 'inbound');
  await inbounds.goto('inb-pending');
  const scan = page.getByRole('textbox', { name: t('inbound.scan.label') });
  const read = async (code: string) => {
    await scan.fill(code);
    await scan.press('Enter');
  };
  await read(line.barcode as string);
  await read(line.barcode as string);
  // the order's read mode opened counting from zero; the scan field keeps the focus
  const field = (description: string) =>
    page.getByRole('textbox', { name: t('inbound.read.field', { product: description }) });
  const twice = Math.min(2, line.quantity);
  await expect(field(line.description)).toHaveValue(qty(twice).replace(/\s/g, ''));
  for (const other of others.filter((o) => o.description !== line.description))
    await expect(field(other.description)).toHaveValue('0,00');
  await expect(scan).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: order.orderNumber })).toBeVisible();
  await a11y('inbound scanned');
  await read('NOT-A-CODE');
  await expect(page.getByText(t('ui.scan.unknown', { code: 'NOT-A-CODE' }))).toBeVisible();
});
