import type { Inventory } from '../../src/domain/inventory';
import type { PositionView } from '../../src/domain/positions';
import { formatQuantity } from '../../src/services/format';
import type { InventoryPositionReportRow } from '../../src/services/inventory.api';
import { InventoryPage, InventoryPositionReportPage } from './pages/inventory.page';
import { apiGet, apiToken } from './pages/orders.page';
import { t } from './pages/register-list';
import { ShellPage } from './pages/shell.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// Issue 13, doc 3 §2 Inventory and Reports: a new inventory over a position, a count by scanning
// that diverges (RECOUNTING), the recount by another operator settles it, the close sets the stock
// to the count — and the inventory position report shows the new quantity. Anchor: the demo's
// pos-000003 (A-02-1, STORAGE, available, with stock).
const POSITION_ID = 'pos-000003';

test('inventory: count with a divergence, recount by another operator, close; the position report shows it', async ({
  page,
  request,
  a11y,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const position = await apiGet<PositionView>(request, token, `/position/${POSITION_ID}`);
  const held = position.storageItems.filter((i) => i.quantity > 0);
  expect(held.length).toBeGreaterThan(0);
  const codeOf = (i: (typeof held)[number]) => i.barcode ?? i.product.sku;
  const [first] = held;
  const product = await apiGet<{ category: { id: string; name: string } | null }>(
    request,
    token,
    `/product/id/${first.product.id}`,
  );
  const category = product.category as { id: string; name: string };
  const reportRow = async () =>
    (
      await apiGet<{ positions: InventoryPositionReportRow[] }>(
        request,
        token,
        `/inventory/report/positions?categoryId=${category.id}&take=200`,
      )
    ).positions.find((r) => r.position.id === POSITION_ID);
  const before = (await reportRow())?.quantity ?? 0;
  const inventory = new InventoryPage(page);
  let id = '';

  await test.step('new inventory from the position', async () => {
    await signIn(page, 'admin');
    await inventory.goto();
    await a11y('inventory list');
    await inventory.create([position.code]);
    const open = await apiGet<{ inventories: Inventory[] }>(
      request,
      token,
      `/inventory?position=${position.code}&status=true`,
    );
    id = open.inventories[0].id;
    expect(open.inventories[0].status).toBe('PENDING');
  });

  await test.step('a count by scanning that diverges sends the position to recount', async () => {
    await inventory.goto(id);
    await a11y('inventory detail');
    // the first product only, one over what it holds: not what the position holds
    await inventory.count(position.code, [{ code: codeOf(first), reads: 1, quantity: first.quantity + 1 }]);
    await expect(
      inventory.positionRow(position.code).getByText(t('inventory.pos.state.RECOUNTING')),
    ).toBeVisible();
  });

  await test.step('the same operator may not recount it', async () => {
    await inventory.scan(position.code);
    await expect(page.getByText(t('inventory.count.notCountable', { code: position.code }))).toBeVisible();
  });

  await test.step('another operator recounts: the first product two units over, the rest as held', async () => {
    await new ShellPage(page).signOut();
    await signIn(page, 'operator');
    await inventory.goto(id);
    await inventory.count(
      position.code,
      held.map((i, n) => ({ code: codeOf(i), reads: 1, quantity: n === 0 ? i.quantity + 2 : i.quantity })),
    );
    await expect(
      inventory.positionRow(position.code).getByText(t('inventory.pos.state.WAITING')),
    ).toBeVisible();
    await a11y('inventory detail after the recount');
  });

  await test.step('closing adjusts the stock to the recount', async () => {
    const code = (await apiGet<Inventory>(request, token, `/inventory/${id}`)).code;
    await inventory.finalize(code);
    await expect(toast(page, code).first()).toBeVisible();
    const after = await apiGet<PositionView>(request, token, `/position/${POSITION_ID}`);
    expect(after.inInventory).toBe(false);
    expect(after.storageItems.find((i) => i.id === first.id)?.quantity).toBe(first.quantity + 2);
  });

  await test.step('the inventory position report shows the position with its new quantity', async () => {
    const report = new InventoryPositionReportPage(page);
    await report.goto();
    await a11y('inventory position report');
    await report.filterCategory(category.name);
    const row = report.row(position.code);
    await expect(row.getByRole('cell', { name: formatQuantity(before + 2, 'pt-BR') })).toBeVisible();
    await expect(row.getByText(t('positions.chip.available'))).toBeVisible();
    expect((await reportRow())?.quantity).toBe(before + 2);
  });
});
