import { ProductsPage, StockPage } from './pages/products.page';
import { dialog, expectLoaded, t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// doc 3 §2 Products and Stock, §5 Product form, Stock inline edits; §2 Reports "Stock data-change
// history". Two paths: the products register (validation, create, filter, edit, delete with
// confirmation, import with a refused row) and the stock (chart with real series, filter, product
// dialog inline edit, Excel export, the edit in the history report).

test('products: validation, create, filter, edit, delete with confirmation, import with a per-row error', async ({
  page,
  a11y,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const products = new ProductsPage(page);
  await test.step('list with quantities and the total footer', async () => {
    await products.goto();
    await expect(products.row('SKU-00001')).toBeVisible();
    await expect(page.getByText(t('products.footer', { total: '' }).trim())).toBeVisible();
    await a11y('products');
  });

  await test.step('a required field says so and nothing is saved', async () => {
    await products.newButton.click();
    const form = products.form('new');
    await products.field(form, 'sku').fill('e2e-prd-1');
    await products.save(form);
    await expect(products.field(form, 'description')).toHaveAccessibleErrorMessage(t('validation.required'));
    await expect(products.field(form, 'sku')).toHaveValue('E2E-PRD-1');
    await a11y('product form');
    await products.field(form, 'description').fill('Produto de teste E2E');
    // the manufacturer is one of the company's customers (doc 3 §7), picked, not typed
    const manufacturer = form.getByRole('combobox', {
      name: t('products.fields.manufactorDocument'),
      exact: true,
    });
    await expect(manufacturer).toBeEnabled(); // the customers list has loaded
    await manufacturer.click();
    await page.locator('[role=listbox][data-state=open] [role=option]').first().click();
    await form.getByRole('textbox', { name: t('products.fields.price') }).fill('12,50');
    await products.save(form);
    await expect(form).toBeHidden();
  });

  await test.step('filter by SKU, then edit', async () => {
    await products.filterBySku('E2E-PRD-1');
    await expect(products.row('E2E-PRD-1')).toContainText('Produto de teste E2E');
    await expect(products.row('E2E-PRD-1')).toContainText('N/A');
    await expect(products.action('positions', 'E2E-PRD-1')).toBeDisabled();
    await expect(products.action('attributes', 'E2E-PRD-1')).toBeDisabled();
    await products.action('edit', 'E2E-PRD-1').click();
    const form = products.form('edit');
    await expect(products.field(form, 'sku')).toBeDisabled();
    await products.field(form, 'brand').fill('ACME');
    await products.save(form);
    await expect(form).toBeHidden();
    await expect(products.row('E2E-PRD-1')).toContainText('ACME');
  });

  await test.step('delete after a confirmation naming the product', async () => {
    await products.action('delete', 'E2E-PRD-1').click();
    const confirm = products.deleteConfirmation();
    await expect(confirm).toContainText('E2E-PRD-1');
    await confirm.getByRole('button', { name: t('products.delete.confirm') }).click();
    await expect(products.row('E2E-PRD-1')).toHaveCount(0);
  });

  await test.step('import a CSV: the good row is saved, the bad one is listed with its line', async () => {
    await page.getByRole('button', { name: t('products.import') }).click();
    const importing = dialog(page, t('products.importDialog.title'));
    await importing.getByTestId('file-upload-input').setInputFiles({
      name: 'produtos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'sku;description;manufactorDocument;price\nE2E-IMP-1;Importado E2E;60746948000112;9,90\nE2E-IMP-2;;1;abc\n',
      ),
    });
    await expect(
      importing.getByText(t('products.importDialog.done', { imported: 1, failed: 1 })),
    ).toBeVisible();
    const errors = importing.getByRole('list', { name: t('products.importDialog.errors') });
    await expect(errors).toContainText(t('products.importDialog.line', { line: 3 }));
    await a11y('product import');
    await importing
      .getByRole('button', { name: t('products.importDialog.close') })
      .first()
      .click();
    await products.filterBySku('E2E-IMP-1');
    await expect(products.row('E2E-IMP-1')).toContainText('Importado E2E');
  });
});

test('stock: chart with real series, filter, inline edit, Excel export, change history', async ({
  page,
  a11y,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const stock = new StockPage(page);
  await test.step('the stacked chart draws the stock by position', async () => {
    await stock.goto();
    await expect(stock.chart.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(800); // the bars' entry animation
    await testInfo.attach('stock-chart', { body: await stock.chart.screenshot(), contentType: 'image/png' });
    await a11y('stock');
  });

  await test.step('filter by SKU', async () => {
    await page.getByRole('textbox', { name: t('stock.filters.sku'), exact: true }).fill('SKU-00002');
    await page.getByRole('button', { name: t('ui.filter.search') }).click();
    await expectLoaded(stock.table);
    await expect(stock.row('SKU-00002')).toBeVisible();
    await expect(stock.row('SKU-00001')).toHaveCount(0);
  });

  await test.step('the product dialog edits a service tag inline', async () => {
    await page.getByRole('button', { name: t('stock.view', { name: 'SKU-00002' }) }).click();
    const productDialog = stock.productDialog('SKU-00002');
    await expect(productDialog.getByRole('tab', { name: t('stock.dialog.rules') })).toBeDisabled();
    await productDialog.getByRole('tab', { name: t('stock.dialog.positions') }).click();
    const edit = productDialog.getByRole('button', {
      name: new RegExp(`^${t('stock.edit.open', { field: t('stock.item.serviceTag'), position: '' })}`),
    });
    await edit.first().click();
    // the inline editor, inside the table (the filter above has the same label)
    const input = productDialog
      .getByRole('cell')
      .getByRole('textbox', { name: t('stock.item.serviceTag'), exact: true });
    await input.fill('');
    await expect(input).toHaveAccessibleErrorMessage(t('validation.required'));
    await input.fill('ST-E2E-1');
    await input.press('Enter');
    await expect(productDialog.getByRole('cell', { name: /ST-E2E-1/ })).toBeVisible();
    await a11y('stock product dialog');
    await productDialog
      .getByRole('button', { name: t('stock.dialog.close') })
      .first()
      .click();
  });

  await test.step('export the filtered stock to Excel', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('stock.excel') }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  await test.step('the change is in the stock data-change history', async () => {
    await page.goto('/stock-history-report');
    const table = page.getByRole('table', { name: t('stockHistory.title') });
    await expectLoaded(table);
    await expect(table.getByRole('cell', { name: /ST-E2E-1/ }).first()).toBeVisible();
    await a11y('stock history');
  });
});
