import type { Crossdocking } from '../../src/domain/crossdocking';
import { CrossdockingPage } from './pages/crossdocking.page';
import { apiGet, apiToken } from './pages/orders.page';
import { t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// Crossdocking (ours: simulator/README.md "Crossdocking"): the list, a crossdock opened, the order
// read at the inbound dock, a read quantity the machine refuses shown, the line sent to an outbound
// dock read by name, and the crossdock finalized — its order moved on. Seed anchor: xdk-000001
// (XDK-000001, PENDING, one line).

test('crossdocking: read the order, send it to an outbound dock, finalize', async ({
  page,
  request,
  a11y,
}) => {
  test.setTimeout(240_000); // four axe checks on a shared 2-core machine
  const token = await apiToken(request);
  const record = await apiGet<Crossdocking>(request, token, '/crossdocking/xdk-000001');
  const line = record.lines[0];
  const screen = new CrossdockingPage(page);

  await test.step('the list shows the crossdock', async () => {
    await signIn(page, 'admin');
    await screen.goto();
    await expect(screen.row(record.code)).toBeVisible();
    await a11y('crossdocking list');
  });

  await test.step('open it: summary, reading panel, lines', async () => {
    await screen.row(record.code).click();
    await expect(page).toHaveURL(/\/crossdocking\/xdk-000001$/);
    await expect(screen.lines).toBeVisible();
    await expect(screen.send).toBeDisabled();
    await a11y('crossdocking detail');
  });

  await test.step('refusals shown: an unknown code, a read quantity above what the order brings', async () => {
    await screen.scan('NOT-HERE');
    await expect(page.getByText(t('crossdocking.scan.unknown', { code: 'NOT-HERE' }))).toBeVisible();
    await screen.scan(line.order.number);
    await expect(page.getByText(new RegExp(`${line.product.sku}.*${line.order.number}`))).toBeVisible();
    await screen.scan('DOCA 03');
    await expect(screen.dock).toHaveValue('dock-demo-03');
    await screen.quantity.fill(String(line.quantity + 1));
    await expect(screen.quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.send).toBeDisabled();
  });

  await test.step('the whole quantity goes to the dock: the line is DONE, the crossdock in progress', async () => {
    await screen.quantity.fill(String(line.quantity));
    await expect(screen.send).toBeEnabled();
    await screen.send.click();
    const row = screen.lineRow(line.product.sku);
    await expect(row.getByText(t('operations.status.DONE'))).toBeVisible();
    await expect(row.getByText('DOCA 03')).toBeVisible();
  });

  await test.step('finalize: the crossdock is DONE and its order moved on', async () => {
    await screen.finalize(record.code);
    await expect(page.getByText(t('operations.status.DONE')).first()).toBeVisible();
    const after = await apiGet<Crossdocking>(request, token, '/crossdocking/xdk-000001');
    expect(after).toMatchObject({ status: 'DONE', executed: 100 });
    const order = await apiGet<{ status: string }>(request, token, `/orders/${line.order.id}`);
    expect(order.status).toBe('DONE');
    await a11y('crossdocking finalized');
  });
});
