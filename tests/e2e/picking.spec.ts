import { DEMO_WAREHOUSE_OPERATION_IDS as IDS } from '../../simulator/seed/demo/warehouse';
import { apiGet, apiToken } from './pages/orders.page';
import { PickingDetailPage, type PickingView } from './pages/picking.page';
import { t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { expectHandheldReady } from './support/handheld';
import { signIn } from './support/session';

// doc 3 §2 Picking, §5 "Picking item"; DESIGN §4 "Operator input" (scanners type like keyboards).
// Seed anchor: pic-pending (PENDING, every row PENDING, each row at a position holding stock).

test(
  'pick with the scanner, refuse an unknown code, and finalize all ready rows',
  {
    tag: '@handheld',
  },
  async ({ page, request, a11y }, testInfo) => {
    test.setTimeout(90_000);
    const token = await apiToken(request);
    const record = await apiGet<PickingView>(request, token, `/picking/${IDS.pickingPending}`);
    const [order] = record.items;
    const [scanned, typed, untouched] = order.itemPositions;
    expect(scanned.product.barcode).toBeTruthy();

    await signIn(page, 'admin');
    const picking = new PickingDetailPage(page);
    await picking.goto(record);
    await expect(picking.scanField).toBeFocused();
    await a11y('picking detail');
    await expectHandheldReady(page, testInfo, 'picking detail');

    // every read of the product adds one unit to its row; the last read comes while a button has
    // focus, and still lands in the scan field (without pressing the button)
    for (let unit = 1; unit < scanned.quantity; unit += 1)
      await picking.scan(scanned.product.barcode as string);
    // the page has settled the reads so far: a burst typed while it re-renders reaches it with
    // gaps a real scanner never makes (Playwright sends each key after the last is handled)
    expect(scanned.quantity, 'the seed row needs several reads').toBeGreaterThan(1);
    await expect(picking.quantity(scanned)).toHaveValue(String(scanned.quantity - 1));
    await page
      .getByRole('button', { name: t('operations.actions.assign'), exact: true })
      .first()
      .focus();
    await picking.scan(scanned.product.barcode as string);
    await expect(picking.scanField).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(picking.quantity(scanned)).toHaveValue(String(scanned.quantity));
    await expect(picking.finalizeRowButton(scanned.product.sku)).toBeEnabled();

    // an unknown code: message and the code kept (selected) in the field; nothing else changes
    await picking.scan('NAO-EXISTE-42');
    await expect(
      page.getByRole('alert').filter({ hasText: t('ui.scan.unknown', { code: 'NAO-EXISTE-42' }) }),
    ).toBeVisible();
    await expect(picking.scanField).toHaveValue('NAO-EXISTE-42');
    await expect(picking.quantity(scanned)).toHaveValue(String(scanned.quantity));
    await a11y('picking scan refused');

    // a quantity typed by hand: below the expected one the row cannot be finalized
    await picking.quantity(typed).fill('1');
    await expect(picking.finalizeRowButton(typed.product.sku)).toBeDisabled();
    await expect(picking.finalizeAll(2)).toHaveCount(0);
    await picking.quantity(typed).fill(String(typed.quantity));

    // two rows qualify: "Finalize all" sends only those — on a handheld, from the bar stuck to the
    // bottom of the screen, the header's button hidden (issue 31)
    if (testInfo.project.name === 'handheld') {
      await expect(picking.finalizeAll(2)).toBeHidden();
      const bar = picking.finalizeRead(2);
      await expect(bar).toBeVisible();
      const box = await bar.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThan(24);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await bar.click();
    } else await picking.finalizeAll(2).click();
    await expect(picking.row(order.order.orderNumber, scanned.product.sku)).toContainText(
      t('operations.status.DONE'),
    );
    await expect(picking.row(order.order.orderNumber, typed.product.sku)).toContainText(
      t('operations.status.DONE'),
    );
    await expect(picking.row(order.order.orderNumber, untouched.product.sku)).toContainText(
      t('operations.status.PENDING'),
    );
    await expect(picking.finalizeAll(2)).toHaveCount(0);

    const after = await apiGet<PickingView>(request, token, `/picking/${IDS.pickingPending}`);
    const rows = after.items[0].itemPositions;
    expect(rows.find((r) => r.id === scanned.id)).toMatchObject({
      status: 'DONE',
      separateQuantity: scanned.quantity,
    });
    expect(rows.find((r) => r.id === typed.id)).toMatchObject({
      status: 'DONE',
      separateQuantity: typed.quantity,
    });
    expect(rows.find((r) => r.id === untouched.id)?.status).toBe('PENDING');
    await a11y('picking after finalize all');

    // keyboard: Enter in a row's quantity finalizes it; the focus moves on to the next open row's
    // quantity or the scan field, not to the page body (issue 20)
    await picking.quantity(untouched).fill(String(untouched.quantity));
    await picking.quantity(untouched).press('Enter');
    await expect(picking.row(order.order.orderNumber, untouched.product.sku)).toContainText(
      t('operations.status.DONE'),
    );
    await expect(page.locator('input:focus')).toHaveCount(1);

    // the header's finalize skips reading: its confirmation says so (issue 31)
    await page
      .getByRole('button', { name: t('operations.actions.finalize'), exact: true })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(t('picking.detail.finalizeMessage'));
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
  },
);
