import { OperationsPage } from './pages/operations.page';
import { apiGet, apiToken } from './pages/orders.page';
import { t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { expectHandheldReady } from './support/handheld';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// doc 3 §2 Storage: a storage opened by its address (tab labelled with its code), lines with a
// position selector, "position field is required" (doc 3 §5), a scan selecting a line and then
// its position, and the bulk finalize shown once 2 lines have a position (one call); a short read
// quantity puts the line in OCCURRENCE, where the quantity correction (EDIT) closes it (doc 3 §4).
// Seed anchor: sto-pending (STO-000001, PENDING, 2 orders).

interface Line {
  id: string;
  description: string;
  barcode: string | null;
  quantity: number;
  storagePositionSuggestions: Array<{ positionId: string; code: string; inInventory: boolean }>;
}
interface Storage {
  code: string;
  items: Array<{ order: { orderNumber: string; items: Line[] } }>;
}

/** sto-pending's orders and, per order, its lines whose description is unique in the storage (so
 * their controls are named unambiguously). */
async function pendingStorage(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request);
  const storage = await apiGet<Storage>(request, token, '/storage/sto-pending');
  const all = storage.items.flatMap((i) => i.order.items);
  const unique = (l: Line) => all.filter((o) => o.description === l.description).length === 1;
  const orders = storage.items.map((i) => i.order);
  return { storage, orders, uniqueLines: orders.map((o) => o.items.filter(unique)) };
}

test(
  'put away with positions, a scanner and a bulk finalize',
  { tag: '@handheld' },
  async ({ page, request, a11y }, testInfo) => {
    test.setTimeout(90_000);
    const { storage, orders, uniqueLines } = await pendingStorage(request);
    const [a, b] = orders;
    const [lineA] = uniqueLines[0];
    const [lineB] = uniqueLines[1];
    const [position, other] = lineA.storagePositionSuggestions.filter((s) => !s.inInventory);
    const inInventory = lineA.storagePositionSuggestions.find((s) => s.inInventory);
    await signIn(page, 'admin');
    const storages = new OperationsPage(page, 'storage');
    await storages.goto('sto-pending');
    await expect(storages.tab(storage.code)).toHaveAttribute('aria-selected', 'true');
    // the open record's tab has a real close button (issue 20: focusable, not only a mouse mark)
    const closeTab = page.getByRole('button', { name: t('ui.tabs.closeNamed', { label: storage.code }) });
    await closeTab.focus();
    await expect(closeTab).toBeFocused();

    await storages.expand(a.orderNumber);
    await storages.expand(b.orderNumber);
    await a11y('storage detail');
    await expectHandheldReady(page, testInfo, 'storage detail');
    if (inInventory) await expect(page.getByText(t('storage.lines.inInventoryLegend'))).toBeVisible();

    // no position yet: Finalize is disabled (doc 3 §4); Enter in the read field has the position
    // field say why, once (doc 3 §5), and puts the focus there
    const finalizeA = page.getByRole('button', {
      name: t('storage.lines.finalizeOf', { product: lineA.description }),
    });
    await expect(finalizeA).toBeDisabled();
    await storages.readQuantity(lineA.description).press('Enter');
    await expect(page.getByText(t('storage.positionRequired'))).toHaveCount(1);
    await expect(storages.positionSelect(lineA.description)).toBeFocused();

    // scans: an unknown code and a position before any product are refused; a product's barcode
    // selects its line, then its position is read (one in inventory is refused)
    const scan = page.getByRole('textbox', { name: t('storage.scan.label') });
    const read = async (code: string) => {
      await scan.fill(code);
      await scan.press('Enter');
    };
    await read('NOT-A-CODE');
    await expect(page.getByText(t('storage.scan.unknown', { code: 'NOT-A-CODE' }))).toBeVisible();
    await read(position.code);
    await expect(page.getByText(t('storage.scan.productFirst', { code: position.code }))).toBeVisible();
    await read(lineA.barcode as string);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t('storage.scan.selected', { product: lineA.description }) }),
    ).toBeVisible();
    await expect(scan).toBeFocused();
    if (inInventory) {
      await read(inInventory.code);
      await expect(
        page.getByText(t('storage.scan.positionInInventory', { code: inInventory.code })),
      ).toBeVisible();
    }
    await read(other.code);
    await expect(storages.positionSelect(lineA.description)).toHaveValue(other.positionId);
    await read(position.code.toLowerCase());
    await expect(storages.positionSelect(lineA.description)).toHaveValue(position.positionId);
    await expect(finalizeA).toBeEnabled();

    // two lines with a position: the bulk finalize appears and confirms both at once
    const bulk = page.getByRole('button', { name: t('storage.bulkFinalize', { count: 2 }) });
    await expect(bulk).toHaveCount(0);
    await storages.choosePosition(lineB.description, position.code);
    await expect(bulk).toBeVisible();
    await a11y('storage bulk');
    await bulk.click();
    const linesA = storages.lines(t('storage.lines.caption', { order: a.orderNumber }));
    const linesB = storages.lines(t('storage.lines.caption', { order: b.orderNumber }));
    await expect(storages.lineRow(linesA, lineA.description)).toContainText(t('operations.status.DONE'));
    await expect(storages.lineRow(linesB, lineB.description)).toContainText(t('operations.status.DONE'));
    await expect(bulk).toHaveCount(0);
  },
);

test(
  'a repeated barcode fills its lines one after the other (issue 31)',
  { tag: '@handheld' },
  async ({ page, request, a11y }, testInfo) => {
    test.setTimeout(90_000);
    const { storage, orders } = await pendingStorage(request);
    // the seed's two open lines of one barcode (7890000118785 in STO-000001)
    const all = storage.items.flatMap((i) => i.order.items);
    const twice = all.find((l) => l.barcode && all.filter((o) => o.barcode === l.barcode).length === 2);
    expect(twice, 'sto-pending holds two lines of one barcode').toBeTruthy();
    const { barcode, description } = twice as Line;
    const [first, second] = all.filter((l) => l.barcode === barcode);
    const free = (l: Line) => l.storagePositionSuggestions.filter((s) => !s.inInventory);
    const p1 = free(first)[0];
    const p2 = free(second).find((s) => s.positionId !== p1.positionId) ?? free(second)[0];
    await signIn(page, 'admin');
    const storages = new OperationsPage(page, 'storage');
    await storages.goto('sto-pending');
    for (const order of orders) await storages.expand(order.orderNumber);
    const selects = storages.positionSelect(description);
    await expect(selects).toHaveCount(2);

    const scan = page.getByRole('textbox', { name: t('storage.scan.label') });
    const width = async () => (await scan.boundingBox())?.width ?? 0;
    const before = await width();
    const read = async (code: string) => {
      await scan.fill(code);
      await scan.press('Enter');
    };
    await read(barcode as string);
    await read(p1.code);
    await expect(selects.nth(0)).toHaveValue(p1.positionId);
    // the same barcode again selects the second line: the next position goes there, the first
    // line keeps its own
    await read(barcode as string);
    await read(p2.code);
    await expect(selects.nth(1)).toHaveValue(p2.positionId);
    await expect(selects.nth(0)).toHaveValue(p1.positionId);
    // a third read: every line of it has a position, and the operator is told so
    await read(barcode as string);
    await expect(page.getByText(t('storage.scan.allChosen', { product: description }))).toBeVisible();
    await expect(selects.nth(0)).toHaveValue(p1.positionId);
    // the scan field kept its width through the notes (it shrank to 102 px on a handheld)
    expect(await width()).toBeGreaterThanOrEqual(before - 1);
    await a11y('storage repeated barcode');
    await testInfo.attach('storage-repeated-barcode', {
      body: await page.screenshot({ fullPage: false }),
      contentType: 'image/png',
    });
  },
);

test('a line another operator put away meanwhile: the refusal says by whom and when (issue 31)', async ({
  page,
  browser,
  request,
  simSession,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { orders, uniqueLines } = await pendingStorage(request);
  const [line] = uniqueLines[0];
  const position = line.storagePositionSuggestions.find((s) => !s.inInventory)?.code as string;
  // the other operator, on another device (browser context) in the same simulator session
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-sim-session': simSession } });
  await other.addCookies([{ name: 'x-sim-session', value: simSession, url: baseURL ?? '' }]);
  const otherPage = await other.newPage();
  const open = async (p: typeof page, user: string) => {
    await signIn(p, user);
    const storages = new OperationsPage(p, 'storage');
    await storages.goto('sto-pending');
    await storages.expand(orders[0].orderNumber);
    await storages.choosePosition(line.description, position);
    return p.getByRole('button', { name: t('storage.lines.finalizeOf', { product: line.description }) });
  };
  const mine = await open(page, 'admin');
  const theirs = await open(otherPage, 'operator');
  await theirs.click();
  await expect(theirs).toHaveCount(0);
  await other.close();

  // this screen still offers the line: the refusal names the operator and the time, and the
  // screen then shows the line as it is now
  await mine.click();
  await expect(toast(page, 'por Otávio Operador às')).toBeVisible();
  const storages = new OperationsPage(page, 'storage');
  const lines = storages.lines(t('storage.lines.caption', { order: orders[0].orderNumber }));
  await expect(storages.lineRow(lines, line.description)).toContainText(t('operations.status.DONE'));
});

test('a short read goes to OCCURRENCE and its correction closes it', async ({ page, request, a11y }) => {
  test.setTimeout(90_000);
  const { orders, uniqueLines } = await pendingStorage(request);
  const order = orders[1];
  const [sibling, short] = uniqueLines[1];
  const position = short.storagePositionSuggestions.find((s) => !s.inInventory)?.code as string;
  const max = short.quantity.toFixed(2).replace('.', ',');
  await signIn(page, 'admin');
  const storages = new OperationsPage(page, 'storage');
  await storages.goto('sto-pending');
  await storages.expand(order.orderNumber);
  const lines = storages.lines(t('storage.lines.caption', { order: order.orderNumber }));
  const row = storages.lineRow(lines, short.description);
  const finalize = page.getByRole('button', {
    name: t('storage.lines.finalizeOf', { product: short.description }),
  });

  // the read quantity starts at the expected one; more than expected is refused by the machine
  const readField = storages.readQuantity(short.description);
  await expect(readField).toHaveValue(max);
  await storages.choosePosition(short.description, position);
  await readField.fill(String(short.quantity + 1));
  await expect(row).toContainText(t('storage.lines.readRange', { max }));
  await expect(readField).toHaveAttribute('aria-invalid', 'true');
  await expect(finalize).toBeDisabled();
  await readField.fill('1,5');
  await expect(finalize).toBeEnabled();
  await finalize.click();

  // short: the line (and its order) is in OCCURRENCE, read 1,50; the order takes no other line;
  // the focus, on the vanished button, goes back to the scan field (issue 20)
  await expect(row).toContainText(t('operations.status.OCCURRENCE'));
  // a short read is told as a warning, not a green success (issue 20)
  await expect(page.locator('[data-scope="toast"][data-part="root"][data-type="warning"]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('storage.scan.label') })).toBeFocused();
  await expect(row).toContainText('1,50');
  await expect(
    page.getByRole('button', { name: t('storage.lines.finalizeOf', { product: sibling.description }) }),
  ).toHaveCount(0);
  await a11y('storage occurrence');

  // the correction (EDIT, only in OCCURRENCE) stores the full quantity and closes the line
  await row.getByRole('textbox', { name: t('storage.lines.editLabel') }).fill(String(short.quantity));
  await row.getByRole('button', { name: t('storage.lines.saveQuantity') }).click();
  await expect(row).toContainText(t('operations.status.DONE'));
  await expect(row).toContainText(max);
  await expect(
    page.getByRole('button', { name: t('storage.lines.finalizeOf', { product: sibling.description }) }),
  ).toBeVisible();

  // a settled storage has nothing left to read: no scan field (issue 20)
  await storages.goto('sto-done');
  await expect(page.getByRole('table', { name: t('storage.items.caption') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('storage.scan.label') })).toHaveCount(0);
});
