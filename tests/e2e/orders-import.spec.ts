import { nfeXml } from '../../simulator/seed/files';
import { buildAccessKey } from '../../src/domain/access-key';
import { completeCnpj, completeCpf } from '../../src/domain/documents';
import { atSeedTime, OrdersPage, seedDay } from './pages/orders.page';
import { expect, test } from './support/fixtures';
import { startingWith, t } from './support/messages';
import { signIn } from './support/session';

// doc 1 §2.9 "Import dialog: File and Manual tabs", §5 import files; doc 2 §2 (manual import only
// with a billing integration), §5 manual import (44-character access key), §7 data import and
// POST /process-import. The principal demo company has the bsoft and rsys integrations; subsidiary 2
// has none (docs/CONTRACTS.md).

const cpf = completeCpf('555444333');
// yesterday in the seed's time, so the imported order falls in the list's default range
const ordered = seedDay(-1, 9, 30);
const [yyyy, mm, dd] = ordered.api.slice(0, 10).split('-');
const CSV = [
  'orderNumber;orderDate;type;recipientDocument;recipientName;postalCode;street;number;neighborhood;city;state;sku;description;quantity;priceUnit',
  `770001;${dd}/${mm}/${yyyy} 09:30;NEW;${cpf};Joana Importada;01310100;Avenida Paulista;10;Bela Vista;São Paulo;SP;SKU-00001;Caneta;2;1,50`,
  `770001;${dd}/${mm}/${yyyy} 09:30;NEW;${cpf};Joana Importada;01310100;Avenida Paulista;10;Bela Vista;São Paulo;SP;SKU-00002;Lápis;5;0,80`,
].join('\n');

function nfe(number: string): { xml: string; key: string } {
  const sender = completeCnpj('445566770001');
  const key = buildAccessKey({ yearMonth: '2501', senderDocument: sender, serie: '1', number });
  const party = (document: string, name: string) => ({
    document,
    name,
    postalCode: '01310100',
    street: 'Avenida Paulista',
    number: '100',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  });
  const xml = nfeXml({
    accessKey: key,
    serie: '1',
    number,
    issuedAt: `${ordered.api.replace(' ', 'T')}:00-03:00`,
    sender: party(sender, 'Fornecedor XML Ltda'),
    recipient: party(completeCpf('111222333'), 'Cliente XML'),
    items: [{ sku: 'XML-1', barcode: null, description: 'Item da nota', quantity: 3, priceUnit: 12.5 }],
  });
  return { xml, key };
}

async function openImport(page: OrdersPage['page']) {
  await page.getByRole('button', { name: t('orders.list.import') }).click();
  const dialog = page.getByRole('dialog', { name: t('orders.import.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('order import', () => {
  test.beforeEach(async ({ page, request }) => {
    await atSeedTime(page, request);
    await signIn(page, 'admin');
  });

  test('imports a CSV spreadsheet', async ({ page, a11y }) => {
    const orders = new OrdersPage(page);
    await orders.goto();
    const dialog = await openImport(page);
    await a11y('import');
    await dialog.getByTestId('file-upload-input').setInputFiles({
      name: 'pedidos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf8'),
    });
    await expect(dialog.getByRole('status')).toContainText('pedidos.csv');
    await expect(dialog.getByRole('status')).toContainText(/2 linhas · 1 pedido/);
    const sent = page.waitForRequest((r) => r.url().includes('/api/data-import'));
    await dialog.getByRole('button', { name: t('orders.import.send') }).click();
    const body = (await sent).postDataJSON();
    expect(body.type).toBe('order');
    expect(body.rows[0]).toMatchObject({
      orderNumber: '770001',
      quantity: 2,
      priceUnit: 1.5,
      orderDate: ordered.api,
    });
    await expect(dialog).toBeHidden();
    await orders.filterField('orderNumber').fill('770001');
    await orders.search();
    await expect(orders.row('770001')).toContainText('Joana Importada');
  });

  test('imports an NF-e XML', async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.goto();
    const dialog = await openImport(page);
    const { xml, key } = nfe('771234');
    await dialog.getByTestId('file-upload-input').setInputFiles({
      name: 'nota.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(xml, 'utf8'),
    });
    await expect(dialog.getByRole('status')).toContainText(key);
    const answer = page.waitForResponse((r) => r.url().includes('/api/data-import'));
    await dialog.getByRole('button', { name: t('orders.import.send') }).click();
    expect((await answer).status()).toBe(201);
    await expect(dialog).toBeHidden();
  });

  test('imports by access key through the billing integration, sender asked otherwise', async ({
    page,
    a11y,
  }) => {
    const orders = new OrdersPage(page);
    await orders.goto();
    const dialog = await openImport(page);
    await dialog.getByRole('tab', { name: t('orders.import.tabs.manual') }).click();
    const code = dialog.getByRole('textbox', { name: startingWith(t('orders.import.fields.orderCode')) });
    const sender = dialog.getByRole('textbox', {
      name: startingWith(t('orders.import.fields.senderDocument')),
    });
    await code.fill('12345');
    await expect(sender).toBeVisible();
    await dialog.getByRole('button', { name: t('orders.import.send') }).click();
    await expect(dialog.getByText(t('validation.required'))).toBeVisible();
    await a11y('import-manual');

    const { key } = nfe('772000');
    await code.fill(`${key}9999`); // cut to 44 characters
    await expect(code).toHaveValue(key);
    await expect(sender).toBeHidden();
    const sent = page.waitForRequest((r) => r.url().includes('/api/process-import'));
    await dialog.getByRole('button', { name: t('orders.import.send') }).click();
    expect((await sent).postDataJSON()).toEqual({ type: 'order-bsoft', orderCode: key });
    await expect(dialog).toBeHidden();
  });

  test('offers the manual import only with a billing integration', async ({ page }) => {
    // subsidiary 2 has no integration (docs/CONTRACTS.md demo data)
    const orders = new OrdersPage(page);
    await orders.goto();
    const profile = page.getByRole('button', { name: startingWith(t('app.profile.menu', { name: '' })) });
    await profile.click();
    await page.getByRole('menuitem', { name: startingWith('Demo Logística Curitiba') }).click();
    // the header's chip names the company being viewed (issue 20)
    await expect(page.getByTestId('viewed-company')).toContainText('Demo Logística Curitiba');
    const dialog = await openImport(page);
    await expect(dialog.getByRole('tab', { name: t('orders.import.tabs.manual') })).toBeDisabled();
    await expect(dialog.getByText(t('orders.import.noIntegration'))).toBeVisible();
  });
});
