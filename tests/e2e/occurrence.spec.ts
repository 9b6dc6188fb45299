import { OccurrencePage } from './pages/occurrence.page';
import { apiGet, apiToken } from './pages/orders.page';
import { t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// doc 2 §2 "Occurrence page": orders in OCCURRENCE, record-occurrence dialog, tabs, print report.
// Seed anchor: ord-occurrence (status OCCURRENCE).

test('record an occurrence, open its tab and print the report', async ({ page, request, a11y }) => {
  test.setTimeout(90_000); // a whole flow through several dialogs
  const token = await apiToken(request);
  const order = await apiGet<{ orderNumber: string }>(request, token, '/orders/ord-occurrence');
  await signIn(page, 'admin');
  const occurrences = new OccurrencePage(page);
  await occurrences.goto();
  await a11y('occurrence');
  await expect(occurrences.row(order.orderNumber)).toBeVisible();

  // record a further occurrence on it (it stays in OCCURRENCE)
  await occurrences.recordButton(order.orderNumber).click();
  await a11y('record occurrence');
  await occurrences.record(
    order.orderNumber,
    t('orders.calendarStatus.OCCURRENCE'),
    'Cliente ausente na segunda tentativa.',
  );

  // its tab shows the history with the new entry
  await occurrences.row(order.orderNumber).click();
  await expect(page).toHaveURL(/\/occurrence\/ord-occurrence$/);
  await expect(occurrences.tab(order.orderNumber)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Cliente ausente na segunda tentativa.')).toBeVisible();
  await a11y('occurrence tab');

  // resolve it from the tab: the order leaves the list
  await page.getByRole('button', { name: t('occurrence.actions.record'), exact: true }).click();
  await occurrences.record(
    order.orderNumber,
    t('orders.calendarStatus.DONE'),
    'Entregue ao vizinho autorizado.',
  );
  await occurrences.tabs.getByRole('tab', { name: t('ui.tabs.all') }).click();
  await expect(page).toHaveURL(/\/occurrence$/);
  await expect(occurrences.row(order.orderNumber)).toHaveCount(0);

  const download = page.waitForEvent('download');
  await occurrences.printReport.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ocorrencias-\d{4}-\d{2}-\d{2}\.pdf$/);
});
