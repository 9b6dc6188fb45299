import { readFile } from 'node:fs/promises';
import { InvoicePage } from './pages/invoice.page';
import { t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// doc 2 §2 "Invoice page: orders table with a floating print-report button, filtered by initial and
// final date; tabs". Seed (simulator/seed/epoch.ts: noon UTC of the day the simulator starts):
// INV-000001 2 days before it, INV-000002 6 days, INV-000003 20 days — so the default 7-day period
// shows the first two.

test('invoice list by period, a tab per invoice, and the printed report', async ({ page, a11y }) => {
  test.setTimeout(90_000); // a whole flow through several dialogs
  await signIn(page, 'admin');
  const invoices = new InvoicePage(page);
  await invoices.goto();
  await expect(invoices.row('INV-000001')).toBeVisible();
  await expect(invoices.row('INV-000002')).toBeVisible();
  await expect(invoices.row('INV-000003')).toHaveCount(0);
  await a11y('invoice');

  await page.getByRole('button', { name: t('ui.dateRange.preset', { days: 30 }) }).click();
  await page.mouse.move(0, 0);
  await expect(invoices.row('INV-000003')).toBeVisible();

  await invoices.row('INV-000001').click();
  await expect(invoices.tabs.getByRole('tab', { name: 'INV-000001' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('heading', { name: t('invoice.detail.title', { code: 'INV-000001' }) }),
  ).toBeVisible();
  await a11y('invoice tab');

  const download = page.waitForEvent('download');
  await invoices.printReport.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^faturamento-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile(await file.path());
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  // A4 landscape: 841.89 × 595.28 pt (jspdf writes 841.8899999… × 595.2799…)
  expect(text).toMatch(/\/MediaBox \[0 0 841\.(89|88999)\d* 595\.(28|27999)\d*\]/);
  expect(text).toContain('INV-000003');
});
