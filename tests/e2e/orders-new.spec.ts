import { apiGet, apiToken, atSeedTime, OrdersPage, seedDay } from './pages/orders.page';
import { OrderDetailPage } from './pages/orders-detail.page';
import { NewOrderPage } from './pages/orders-new.page';
import { dateField } from './support/date-field';
import { expect, test } from './support/fixtures';
import { startingWith, t } from './support/messages';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// doc 2 §2 "New order page", §4 (PENDING, MANUAL, chosen type), §5 validation (new order, quick
// product, party form), §7 POST /orders. The demo product 7891000000011 is SKU-00001 (active).
// Sales channels come from GET /saleschannel, shown "(code) - name" (doc 2 §3); 303 Atacado is a
// channel of the principal company no seeded order carries.

test.describe('new order', () => {
  test.beforeEach(async ({ page, request }) => {
    await atSeedTime(page, request);
    await signIn(page, 'admin');
  });

  test('tells what is missing, then creates an order with a quick product', async ({
    page,
    request,
    a11y,
  }) => {
    test.setTimeout(90_000); // a whole flow: the form, a quick product, then the list and the detail
    const token = await apiToken(request);
    const { recipients } = await apiGet<{ recipients: { document: string; name: string }[] }>(
      request,
      token,
      '/recipients?page=1&take=1',
    );
    const form = new NewOrderPage(page);
    await form.goto();
    await a11y('new-order');

    await form.create.click();
    const deliveryDate = dateField(page, t('orders.new.fields.deliveryDate'));
    await expect(deliveryDate.date).toHaveAttribute('aria-invalid', 'true');
    await expect(form.section('sender').getByRole('alert')).toHaveText(t('validation.required'));
    await expect(form.section('recipient').getByRole('alert')).toHaveText(t('validation.required'));
    await expect(form.section('products').getByRole('alert')).toHaveText(
      t('orders.new.errors.selectProduct'),
    );
    await a11y('new-order-errors');

    const delivery = seedDay(4, 10, 0);
    await deliveryDate.fill(delivery);
    await form.chooseType(t('orders.type.PICKUP'));
    await form.chooseSalesChannel('(303) - Atacado');
    await expect(page.getByRole('combobox', { name: t('orders.new.fields.salesChannel') })).toContainText(
      '(303) - Atacado',
    );

    // sender by name, recipient by document (an exact document is chosen at once)
    await form.partyName('sender').fill('Costa');
    await form
      .section('sender')
      .getByRole('button', { name: /Moda Costa/ })
      .click();
    await expect(form.section('sender')).toContainText('Moda Costa');
    await form.partyDocument('recipient').fill(recipients[0].document);
    await expect(form.section('recipient')).toContainText(recipients[0].name);

    // a scanned barcode followed by Enter adds its product; the same one again is refused
    await form.productSearch().fill('7891000000011');
    await expect(form.section('products').getByRole('button', { name: /SKU-00001/ })).toBeVisible();
    await form.productSearch().press('Enter');
    await expect(form.items()).toHaveCount(1);
    await form.productSearch().fill('7891000000011');
    await expect(form.section('products').getByRole('button', { name: /SKU-00001/ })).toBeVisible();
    await form.productSearch().press('Enter');
    await expect(toast(page, t('orders.new.products.duplicate'))).toBeVisible();
    await expect(form.items()).toHaveCount(1);

    // quick product: upper-cased, a barcode already in the list refused
    await page.getByRole('button', { name: t('orders.new.products.quick') }).click();
    const quick = page.getByRole('dialog', { name: t('orders.quickProduct.title') });
    const quickField = (key: string) =>
      quick.getByRole('textbox', { name: startingWith(t(`orders.quickProduct.fields.${key}`)) });
    await quickField('sku').fill('rapido-1');
    await quickField('barcode').fill('7891000000011');
    await quickField('description').fill('Produto rápido');
    await quickField('price').fill('9,90');
    await quick.getByRole('button', { name: t('orders.quickProduct.save') }).click();
    await expect(quick.getByText(t('validation.alreadyInUse', { name: '7891000000011' }))).toBeVisible();
    await quickField('barcode').fill('qp-0001');
    await expect(quickField('sku')).toHaveValue('RAPIDO-1');
    await a11y('quick-product');
    await quick.getByRole('button', { name: t('orders.quickProduct.save') }).click();
    await expect(quick).toBeHidden();
    await expect(form.items()).toHaveCount(2);
    await expect(form.items().nth(1)).toContainText('QP-0001');

    // a quantity brought to 0 asks whether to remove the product
    await form.quantity('RAPIDO-1').fill('0');
    const remove = page.getByRole('alertdialog', { name: t('orders.new.products.removeTitle') });
    await remove.getByRole('button', { name: t('ui.confirm.cancel') }).click();
    await expect(form.quantity('RAPIDO-1')).toHaveValue('1');
    await form.quantity('RAPIDO-1').fill('3');

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/api/orders?'),
    );
    await form.create.click();
    const answer = await created;
    const body = answer.request().postDataJSON();
    expect(body).toMatchObject({
      status: 'PENDING',
      origin: 'MANUAL',
      type: 'PICKUP',
      deliveryDate: delivery.api,
      saleschannel: { code: '303', saleschannel: 'Atacado' },
    });
    expect(body.items).toHaveLength(2);
    expect(body.items[1]).toMatchObject({ sku: 'RAPIDO-1', quantity: 3 });
    expect(answer.status()).toBe(201);
    const { orderNumber } = (await answer.json()).order as { orderNumber: string };
    await expect(page).toHaveURL(/\/orders$/);

    // the list's sales-channel filter chooses from the same list; the new order is the only 303 one
    const orders = new OrdersPage(page);
    await orders.expectLoaded();
    await orders.filterSelect('salesChannel', '(303) - Atacado');
    await orders.search();
    await expect(orders.rows()).toHaveCount(1);
    await expect(orders.row(orderNumber)).toBeVisible();
    await orders.openOrder(orderNumber);
    const detail = new OrderDetailPage(page, orderNumber);
    await expect(detail.field('orders.detail.fields.salesChannel')).toContainText('(303) - Atacado');
  });
});
