import { atSeedTime, OrdersPage, seedDay } from './pages/orders.page';
import { OrderDetailPage } from './pages/orders-detail.page';
import { dateField } from './support/date-field';
import { expect, test } from './support/fixtures';
import { startingWith, t } from './support/messages';
import { signIn } from './support/session';

// doc 2 §2 "Order detail modal" (six tabs), §4 progress and inline fields, §5 validation, §7
// calls. 900001 = ord-pickup (PENDING, editable); 900004 = ord-docs (DONE, CHECKLIST origin, two
// linked SO orders, vehicle and mechanic checklists, NF-e / DANFE / label attachments).
// The clocks are frozen at SEED_NOW (the seed's day, 12:00 in São Paulo).

async function openOrder(orders: OrdersPage, orderNumber: string): Promise<OrderDetailPage> {
  await orders.goto();
  await orders.filterField('orderNumber').fill(orderNumber);
  await orders.search();
  await orders.openOrder(orderNumber);
  return new OrderDetailPage(orders.page, orderNumber);
}

test.describe('order detail', () => {
  test.beforeEach(async ({ page, request }) => {
    await atSeedTime(page, request);
    await signIn(page, 'admin');
  });

  test('edits every inline field of the summary', async ({ page, a11y }) => {
    // eight fields, each a round trip
    test.slow();
    const detail = await openOrder(new OrdersPage(page), '900001');
    await expect(detail.dialog.getByRole('list', { name: t('orders.progress.label') })).toBeVisible();
    await a11y('order-detail');

    // scheduled delivery: a yes/no switch
    await detail.editButton('orders.detail.fields.scheduledDelivery').click();
    const scheduled = detail.dialog.getByRole('checkbox', {
      name: t('orders.detail.fields.scheduledDelivery'),
    });
    await scheduled.focus();
    await page.keyboard.press('Space');
    await expect(scheduled).toBeChecked();
    await detail.saveButton().click();
    await expect(detail.field('orders.detail.fields.scheduledDelivery')).toContainText(
      t('orders.detail.yes'),
    );

    // delivery date: no past dates, confirm disabled until a valid date
    await detail.editButton('orders.detail.fields.deliveryDate').click();
    // the console's date picker, not the browser's control (issue 20)
    const when = dateField(detail.dialog, t('orders.detail.fields.deliveryDate'));
    const yesterday = seedDay(-1, 10, 0);
    const later = seedDay(4, 14, 30);
    await when.fill(yesterday);
    await expect(detail.dialog.getByText(t('orders.detail.pastDate'))).toBeVisible();
    await expect(detail.saveButton()).toBeDisabled();
    await when.fill(later);
    const sent = page.waitForRequest((r) => r.url().includes('/orders/specific-properties/'));
    await detail.saveButton().click();
    expect((await sent).postDataJSON()).toEqual({ deliveryDate: later.api });
    await expect(detail.field('orders.detail.fields.deliveryDate')).toContainText(later.shown);

    await detail.editText('orders.detail.fields.trackingCode', 'BR123456789BR');
    await expect(detail.field('orders.detail.fields.trackingCode')).toContainText('BR123456789BR');

    await detail.editText('orders.detail.fields.freight', '12,50');
    await expect(detail.field('orders.detail.fields.freight')).toContainText('12,50');
    await detail.editText('orders.detail.fields.transfer', '3');
    await expect(detail.field('orders.detail.fields.transfer')).toContainText('3,00');

    // recipient e-mail: required and checked
    await detail.editButton('orders.detail.fields.recipientEmail').click();
    await detail.editor('orders.detail.fields.recipientEmail').fill('maria@');
    await expect(detail.dialog.getByText(t('validation.invalidEmail'))).toBeVisible();
    await detail.editor('orders.detail.fields.recipientEmail').fill('');
    await expect(detail.dialog.getByText(t('validation.required'))).toBeVisible();
    await detail.editor('orders.detail.fields.recipientEmail').fill('maria@cliente.example');
    await detail.saveButton().click();
    await expect(detail.field('orders.detail.fields.recipientEmail')).toContainText('maria@cliente.example');

    // recipient phone: masked on screen, sent as digits
    await detail.editButton('orders.detail.fields.recipientPhone').click();
    await detail.editor('orders.detail.fields.recipientPhone').fill('11912345678');
    const phone = page.waitForRequest((r) => r.url().includes('/orders/specific-properties/'));
    await detail.saveButton().click();
    expect((await phone).postDataJSON()).toEqual({ recipientPhone: '11912345678' });
    await expect(detail.field('orders.detail.fields.recipientPhone')).toContainText('(11) 91234-5678');

    await detail.editText('orders.detail.fields.observation', 'Portão azul, tocar o interfone');
    await expect(detail.field('orders.detail.fields.observation')).toContainText('Portão azul');

    // Escape leaves an edit without saving
    await detail.editButton('orders.detail.fields.trackingCode').click();
    await detail.editor('orders.detail.fields.trackingCode').fill('OTHER');
    await page.keyboard.press('Escape');
    await expect(detail.dialog).toBeVisible();
    await expect(detail.field('orders.detail.fields.trackingCode')).toContainText('BR123456789BR');
  });

  test('edits the address with a postal-code lookup and reprocesses the coordinates', async ({
    page,
    a11y,
  }) => {
    const detail = await openOrder(new OrdersPage(page), '900001');
    await detail.openTab('address');
    const postal = detail.dialog.getByRole('textbox', {
      name: startingWith(t('orders.address.fields.postalCode')),
    });
    // 900001's recipient is at 80020-000 (Curitiba): a new code is a new place
    await expect(postal).toHaveValue('80020-000');
    await postal.fill('13015000');
    const street = detail.dialog.getByRole('textbox', {
      name: startingWith(t('orders.address.fields.street')),
    });
    await expect(street).toHaveValue('Rua Barão de Jaguara');
    await expect(
      detail.dialog.getByRole('textbox', { name: startingWith(t('orders.address.fields.city')) }),
    ).toHaveValue('Campinas');
    await a11y('order-address');
    await detail.dialog
      .getByRole('textbox', { name: startingWith(t('orders.address.fields.number')) })
      .fill('500');
    const saved = page.waitForRequest((r) => r.url().includes('/orders-address/'));
    await detail.dialog.getByRole('button', { name: t('orders.address.save') }).click();
    const request = await saved;
    expect(request.url()).toContain('origin=portal');
    expect(request.postDataJSON()).toMatchObject({
      postalCode: '13015000',
      number: '500',
      lat: '',
      long: '',
    });

    const reprocess = page.waitForRequest((r) => r.url().includes('/orders-address/'));
    await detail.dialog.getByRole('button', { name: t('orders.address.reprocess') }).click();
    expect((await reprocess).postDataJSON()).toMatchObject({ lat: '', long: '' });
    await expect(detail.dialog.getByText(/Coordenadas: -22/)).toBeVisible();
  });

  test('adds a tracking entry with its required fields', async ({ page, a11y }) => {
    const detail = await openOrder(new OrdersPage(page), '900001');
    await detail.openTab('tracking');
    await detail.dialog.getByRole('button', { name: t('orders.tracking.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('orders.tracking.addTitle') });
    await dialog.getByRole('button', { name: t('orders.tracking.add') }).click();
    await expect(dialog.getByText(t('validation.required'))).toHaveCount(3);
    await a11y('add-tracking');
    await new OrdersPage(page).chooseOption(
      dialog.getByRole('combobox', { name: t('orders.tracking.fields.status') }),
      t('orders.calendarStatus.REAGENDED'),
    );
    await new OrdersPage(page).chooseOption(
      dialog.getByRole('combobox', { name: t('orders.tracking.fields.user') }),
      'Otávio Operador',
    );
    await dialog
      .getByRole('textbox', { name: startingWith(t('orders.tracking.fields.description')) })
      .fill('Cliente pediu nova data');
    await dialog.getByRole('button', { name: t('orders.tracking.add') }).click();
    await expect(dialog).toBeHidden();
    const table = detail.dialog.getByRole('table', { name: t('orders.tracking.caption') });
    // newest first: the entry dated now comes before the older ones
    await expect(table.locator('tbody tr').first()).toContainText('Cliente pediu nova data');
    await expect(table.locator('tbody tr').first()).toContainText(t('orders.calendarStatus.REAGENDED'));
  });

  test('uploads an attachment and removes it after a confirmation', async ({ page, a11y }) => {
    const detail = await openOrder(new OrdersPage(page), '900001');
    await detail.openTab('attachments');
    // the principal demo company is the configured one: verify-attachments shows
    await detail.dialog.getByRole('button', { name: t('orders.attachments.verify') }).click();
    await expect(detail.dialog.getByRole('status')).toContainText(/NF-e/);

    await detail.dialog.getByRole('button', { name: t('orders.attachments.upload') }).click();
    const upload = page.getByRole('dialog', { name: t('orders.attachments.uploadTitle') });
    await upload.getByTestId('file-upload-input').setInputFiles({
      name: 'comprovante.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await expect(upload.getByRole('list', { name: t('orders.attachments.chosen') })).toContainText(
      'comprovante.pdf',
    );
    const send = upload.getByRole('button', { name: t('orders.attachments.send') });
    await expect(send).toBeDisabled(); // each file needs a type
    await new OrdersPage(page).chooseOption(
      upload.getByRole('combobox', { name: t('orders.attachments.typeOf', { name: 'comprovante.pdf' }) }),
      t('orders.attachmentType.ct-e'),
    );
    await a11y('upload');
    // a slow network, so the progress can be seen (doc 2 §7: progress shown, 100% held 300 ms)
    await page.route('**/orders-attachment/upload**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await send.click();
    await expect(upload.getByRole('progressbar')).toBeVisible();
    await expect(upload).toBeHidden();
    const table = detail.dialog.getByRole('table', { name: t('orders.attachments.caption') });
    const row = table.locator('tbody tr').filter({ hasText: 'comprovante.pdf' });
    await expect(row).toContainText(t('orders.attachmentType.ct-e'));
    await expect(row.getByRole('link', { name: /comprovante\.pdf/ })).toHaveAttribute('target', '_blank');

    await row
      .getByRole('button', { name: t('orders.attachments.remove', { name: 'comprovante.pdf' }) })
      .click();
    const confirm = page.getByRole('alertdialog', { name: t('orders.attachments.removeTitle') });
    await confirm.getByRole('button', { name: t('orders.attachments.removeConfirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(table.locator('tbody tr').filter({ hasText: 'comprovante.pdf' })).toHaveCount(0);
  });

  test('shows the linked SO orders and the stored checklists', async ({ page, a11y }) => {
    const detail = await openOrder(new OrdersPage(page), '900004');
    for (const key of ['summary', 'address', 'attachments', 'tracking', 'ordersSo', 'checklist'])
      await expect(detail.tab(key)).toBeVisible();
    // DONE: all three steps done
    await expect(
      detail.dialog.getByRole('listitem').filter({ hasText: t('orders.progress.finished') }),
    ).toContainText(t('orders.progress.state.done'));
    await detail.openTab('ordersSo');
    const so = detail.dialog.getByRole('table', { name: t('orders.so.caption') });
    await expect(so.locator('tbody tr')).toHaveCount(2);
    await expect(so).toContainText(t('orders.so.kind.service'));
    await expect(so).toContainText(t('orders.so.kind.parts'));
    await detail.openTab('checklist');
    const vehicle = detail.dialog.getByRole('tab', { name: t('orders.checklist.type.VEHICLE') });
    await expect(vehicle).toHaveAttribute('aria-selected', 'true');
    // the stored checklists open as their forms (issue 16)
    await expect(
      detail.dialog.getByRole('textbox', { name: startingWith(t('orders.checklist.fields.plate')) }),
    ).toHaveValue('ABC1D23');
    await a11y('order-checklist');
    await detail.dialog.getByRole('tab', { name: t('orders.checklist.type.MECHANIC') }).click();
    await expect(
      detail.dialog.getByRole('textbox', { name: startingWith(t('orders.checklist.fields.sellerName')) }),
    ).toHaveValue('Sara Vendedora');
    // a DONE order outside its own operation: no edits for a cancelled one only
    await detail.openTab('summary');
    await expect(detail.editButton('orders.detail.fields.trackingCode')).toBeVisible();
  });
});
