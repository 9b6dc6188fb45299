import { OperationsPage } from './pages/operations.page';
import { apiGet, apiToken } from './pages/orders.page';
import { t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// doc 3 §2 Storage: a storage opened by its address (tab labelled with its code), lines with a
// position selector, "position field is required" (doc 3 §5), a scan selecting a line, and the
// bulk finalize shown once 2 lines have a position (one call). Seed anchor: sto-pending
// (STO-000001, PENDING, 2 orders).

interface Line {
  id: string;
  description: string;
  barcode: string | null;
  storagePositionSuggestions: Array<{ positionId: string; code: string; inInventory: boolean }>;
}
interface Storage {
  code: string;
  items: Array<{ order: { orderNumber: string; items: Line[] } }>;
}

test('put away with positions and a bulk finalize', async ({ page, request, a11y }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const storage = await apiGet<Storage>(request, token, '/storage/sto-pending');
  // lines whose description is unique in the storage, so their controls are named unambiguously
  const all = storage.items.flatMap((i) => i.order.items);
  const unique = (l: Line) => all.filter((o) => o.description === l.description).length === 1;
  const [a, b] = storage.items.map((i) => i.order);
  const lineA = a.items.find(unique) as Line;
  const lineB = b.items.find(unique) as Line;
  const position = lineA.storagePositionSuggestions.find((s) => !s.inInventory)?.code as string;
  await signIn(page, 'admin');
  const storages = new OperationsPage(page, 'storage');
  await storages.goto('sto-pending');
  await expect(storages.tab(storage.code)).toHaveAttribute('aria-selected', 'true');

  await storages.expand(a.orderNumber);
  await storages.expand(b.orderNumber);
  await a11y('storage detail');

  // finalize without a position: the field says why (doc 3 §5, §8)
  await page
    .getByRole('button', { name: t('storage.lines.finalizeOf', { product: lineA.description }) })
    .click();
  await expect(toast(page, t('storage.positionRequired'))).toBeVisible();

  // a scanned barcode selects its line; an unknown one is refused
  const scan = page.getByRole('textbox', { name: t('storage.scan.label') });
  await scan.fill('NOT-A-CODE');
  await scan.press('Enter');
  await expect(page.getByText(t('storage.scan.unknown', { code: 'NOT-A-CODE' }))).toBeVisible();
  await scan.fill(lineA.barcode as string);
  await scan.press('Enter');
  await expect(
    page.getByRole('combobox', { name: t('storage.lines.positionOf', { product: lineA.description }) }),
  ).toBeFocused();

  // two lines with a position: the bulk finalize appears and confirms both at once
  const bulk = page.getByRole('button', { name: t('storage.bulkFinalize', { count: 2 }) });
  await storages.choosePosition(lineA.description, position);
  await expect(bulk).toHaveCount(0);
  await storages.choosePosition(lineB.description, position);
  await expect(bulk).toBeVisible();
  await a11y('storage bulk');
  await bulk.click();
  const linesA = storages.lines(t('storage.lines.caption', { order: a.orderNumber }));
  const linesB = storages.lines(t('storage.lines.caption', { order: b.orderNumber }));
  await expect(storages.lineRow(linesA, lineA.description)).toContainText(t('operations.status.DONE'));
  await expect(storages.lineRow(linesB, lineB.description)).toContainText(t('operations.status.DONE'));
  await expect(bulk).toHaveCount(0);
});
