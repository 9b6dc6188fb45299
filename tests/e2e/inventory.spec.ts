import type { APIRequestContext } from '@playwright/test';
import type { Inventory } from '../../src/domain/inventory';
import type { PositionView } from '../../src/domain/positions';
import { formatQuantity } from '../../src/services/format';
import type { InventoryPositionReportRow } from '../../src/services/inventory.api';
import { InventoryPage, InventoryPlanningPage, InventoryPositionReportPage } from './pages/inventory.page';
import { apiGet, apiToken, SEED_NOW } from './pages/orders.page';
import { expectLoaded, t } from './pages/register-list';
import { ShellPage } from './pages/shell.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// Issue 13, doc 3 §2 Inventory planning, Inventory and Reports: an inventory planned for tomorrow
// appears when the simulator's clock (this worker's session's, /__sim/clock) moves a day; a count by scanning
// that diverges (RECOUNTING), the recount by another operator settles it, the close sets the stock
// to the count — and the inventory position report and the stock change history show it. Anchor: the demo's
// pos-000003 (A-02-1, STORAGE, available, with stock).
const POSITION_ID = 'pos-000003';
const DAY_MS = 86_400_000;
/** the day after the seed's (SEED_NOW is 15:00 UTC, the same day in São Paulo) */
const PLANNED = new Date(Date.parse(SEED_NOW) + DAY_MS).toISOString().slice(0, 10);
const plannedText = PLANNED.split('-').reverse().join('/');

/** A call of the simulator's clock control API (simulator/README.md) for this worker's session. */
async function clockCall(request: APIRequestContext, method: 'PUT' | 'POST', url: string, data: unknown) {
  const answer = await request.fetch(url, { method, data });
  expect(answer.ok(), `${method} ${url} answered ${answer.status()}`).toBeTruthy();
  return (await answer.json()) as { now: string };
}

test('inventory: planned, the clock moves, it appears; count with a divergence, recount by another operator, close; the position report and the stock change history show it', async ({
  page,
  request,
  a11y,
}) => {
  // ~20 page loads: at load average 29 on the shared 2-core machine one took 15–40 s (5.3 min in all)
  test.setTimeout(420_000);
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
  const planning = new InventoryPlanningPage(page);
  const openInventories = async () =>
    (
      await apiGet<{ inventories: Inventory[] }>(
        request,
        token,
        `/inventory?position=${position.code}&status=true`,
      )
    ).inventories;
  let id = '';

  await test.step('plan an inventory of the position for tomorrow on the simulator clock', async () => {
    await clockCall(request, 'PUT', '/__sim/clock', { at: SEED_NOW });
    await signIn(page, 'admin');
    await planning.goto();
    await a11y('inventory planning');
    await planning.plan(PLANNED, [position.code]);
    await expect(planning.row(plannedText)).toContainText(plannedText);
    expect(await openInventories()).toEqual([]);
  });

  await test.step('the clock moves a day: the planned inventory appears, in this session only', async () => {
    const moved = await clockCall(request, 'POST', '/__sim/clock/advance', { ms: DAY_MS });
    expect(moved.now.slice(0, 10)).toBe(PLANNED);
    // from there it runs at the wall pace, so the counts below are ordered in time
    await clockCall(request, 'PUT', '/__sim/clock/rate', { rate: 1 });
    // the clock is the worker's session's (DESIGN §5): the default session's is where it was
    const other = await request.get('/__sim/clock', { headers: { 'x-sim-session': 'default' } });
    expect(Math.abs(Date.parse((await other.json()).now) - Date.now())).toBeLessThan(DAY_MS / 2);
    await planning.goto();
    await expect(planning.row(plannedText)).toContainText(t('inventory.planning.none'));
    const [created] = await openInventories();
    expect(created).toMatchObject({ status: 'PENDING', inventoryDate: PLANNED });
    id = created.id;
    await inventory.goto();
    await expect(inventory.row(created.code)).toContainText(plannedText);
  });

  await test.step('the position in inventory is marked and cannot be chosen for another', async () => {
    await page.getByRole('button', { name: t('inventory.list.new') }).click();
    const form = page.getByRole('dialog', { name: t('inventory.create.title') });
    await form.getByRole('textbox', { name: t('inventory.create.search') }).fill(position.code);
    await expect(
      form.getByRole('checkbox', { name: t('inventory.create.inInventory', { code: position.code }) }),
    ).toBeDisabled();
    await form.getByRole('button', { name: t('inventory.create.cancel') }).click();
    await expect(form).toBeHidden();
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
    // the saved count has handed the panel back to reading a position (on a loaded machine the
    // scan could otherwise reach the item field that is leaving)
    await expect(
      page.getByRole('textbox', { name: new RegExp(`^${t('inventory.count.scanPosition')}`) }),
    ).toBeVisible();
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

  await test.step('the stock change history shows the close: the quantity old then new', async () => {
    // the close happened on the simulator's next day: the report's default 7 days end on the
    // browser's today, so the page's clock moves to that day too
    await page.clock.setFixedTime(new Date(Date.parse(SEED_NOW) + DAY_MS));
    await page.goto('/stock-history-report');
    const table = page.getByRole('table', { name: t('stockHistory.title') });
    await expectLoaded(table);
    const change = t('stockHistory.change', {
      old: formatQuantity(first.quantity, 'pt-BR'),
      new: formatQuantity(first.quantity + 2, 'pt-BR'),
    });
    const row = table.getByRole('row').filter({ hasText: position.code }).filter({ hasText: change });
    await expect(row.first()).toBeVisible();
    await a11y('stock history after the close');
  });
});
