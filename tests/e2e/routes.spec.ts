import { PNG } from 'pngjs';
import type { RouteRecord } from '../../src/domain/operations';
import { apiGet, apiToken } from './pages/orders.page';
import { confirmation, dialog, t, tick } from './pages/register-list';
import { RoutesPage } from './pages/routes.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// doc 3 §2, §4, §5 Routes: plan a route that has no vehicle (warning + picker) → routed → the map
// shows the stops in sequence with tiles blocked → reorder → finalize one stop with a photo, one
// with an occurrence (reason required) → the bulk bar moves two orders to another route and removes
// one (destination and reason required) → finalize the route: DONE locks every action.
// Seed anchor: ROT-000101 (PENDING ROUTING, no vehicle, located orders — simulator/seed/demo/routes.ts).

const CODE = 'ROT-000101';

function photo(): Buffer {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

test('routes: plan with the vehicle picker, map offline, reorder, proof of delivery, DONE locks', async ({
  page,
  request,
  a11y,
}) => {
  test.setTimeout(420_000);
  const routes = new RoutesPage(page);
  await routes.blockTiles();
  const token = await apiToken(request);
  const { routes: found } = await apiGet<{ routes: RouteRecord[] }>(
    request,
    token,
    `/routes?code=${CODE}&take=25`,
  );
  const route = found.find((r) => r.code === CODE) as RouteRecord;
  expect(route.vehicle).toBeNull();

  await test.step('list: the route waits for routing, the map of active routes renders offline', async () => {
    await signIn(page, 'admin');
    await routes.goto();
    await expect(routes.row(CODE).getByText(t('routes.status.PENDING_ROUTING'))).toBeVisible();
    await expect(routes.markers().first()).toBeVisible();
    await a11y('routes list');
  });

  await test.step('routing without a vehicle: warning, picker, routed', async () => {
    await routes
      .row(CODE)
      .getByRole('button', { name: t('routes.actions.routingOf', { code: CODE }) })
      .click();
    const picker = routes.vehiclePicker(CODE);
    await expect(picker.getByRole('alert')).toHaveText(t('routes.vehicle.missing'));
    await picker.getByRole('radio').first().check();
    await routes.button(t('routes.actions.routing'), picker).click();
    await expect(picker).toBeHidden();
    await expect(routes.row(CODE).getByText(t('routes.status.PENDING'), { exact: true })).toBeVisible();
  });

  await test.step('detail: chips, the map shows every stop in sequence (tiles blocked)', async () => {
    await routes.row(CODE).getByRole('cell', { name: CODE, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/routes/${route.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.detail.title', { code: CODE }) }),
    ).toBeVisible();
    await expect(routes.markers()).toHaveCount(route.items.length);
    await expect(routes.map.locator('path.leaflet-interactive:not(.route-stop)')).toHaveCount(1);
    const sequences = await routes.orders.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(sequences).toEqual(route.items.map((_, i) => String(i + 1)));
    await a11y('route detail');
  });

  const before = await routes.orderNumbers();
  await test.step('reorder: the first stop goes down one, confirmed', async () => {
    await page.getByRole('button', { name: t('routes.reorder.down', { order: before[0] }) }).click();
    expect(await routes.orderNumbers()).toEqual([before[1], before[0], ...before.slice(2)]);
    await routes.button(t('routes.reorder.confirm')).click();
    await expect(routes.button(t('routes.reorder.confirm'))).toBeHidden();
    expect(await routes.orderNumbers()).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  await test.step('finalize the first stop with a photo', async () => {
    const order = before[1];
    await page.getByRole('button', { name: t('routes.actions.finalizeOf', { order }) }).click();
    const box = dialog(page, t('routes.delivery.okTitle'));
    await box.getByLabel(t('routes.delivery.photos')).setInputFiles({
      name: 'entrega.png',
      mimeType: 'image/png',
      buffer: photo(),
    });
    await expect(box.getByText('entrega.png')).toBeVisible();
    await routes.button(t('routes.actions.finalize'), box).click();
    await expect(box).toBeHidden();
    await expect(routes.orderRow(order).getByText(t('routes.status.DONE'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('routes.actions.finalizeOf', { order }) }),
    ).toBeDisabled();
  });

  await test.step('occurrence on the second stop: the reason is required', async () => {
    const order = before[0];
    await page.getByRole('button', { name: t('routes.actions.occurrenceOf', { order }) }).click();
    const box = dialog(page, t('routes.delivery.occurrenceTitle'));
    await routes.button(t('routes.actions.occurrence'), box).click();
    await expect(box.getByText(t('routes.delivery.reasonRequired'))).toBeVisible();
    await box.getByRole('textbox', { name: t('routes.delivery.reason') }).fill('Destinatário ausente');
    await routes.button(t('routes.actions.occurrence'), box).click();
    await expect(box).toBeHidden();
    // the status cell (the row's disabled "Occurrence" button reads the same word)
    await expect(
      routes.orderRow(order).getByRole('cell', { name: t('routes.status.OCCURRENCE'), exact: true }),
    ).toBeVisible();
  });

  const [moved1, moved2, removed, ...kept] = before.slice(2);
  await test.step('bulk bar: two orders move to another route, one is removed with a reason', async () => {
    const select = (order: string) =>
      tick(page.getByRole('checkbox', { name: t('routes.selection.one', { order }), exact: true }));
    // a settled order cannot be selected (doc 3 §4)
    await expect(
      page.getByRole('checkbox', { name: t('routes.selection.one', { order: before[1] }), exact: true }),
    ).toBeDisabled();
    await select(moved1);
    await select(moved2);
    const bar = page.getByRole('region', { name: t('routes.selection.bar') });
    await expect(bar).toContainText(t('routes.selection.count', { count: 2 }));
    await routes.button(t('routes.actions.move'), bar).click();
    const move = dialog(page, t('routes.move.title'));
    await routes.button(t('routes.actions.move'), move).click();
    await expect(move.getByText(t('routes.move.required'))).toBeVisible();
    await move.getByRole('combobox', { name: t('routes.move.destination'), exact: true }).click();
    const target = page.locator('[role=listbox][data-state=open] [role=option]').first();
    const targetCode = ((await target.textContent()) as string).split(' · ')[0];
    await target.click();
    await routes.button(t('routes.actions.move'), move).click();
    await expect(move).toBeHidden();
    await expect(routes.orderRow(moved1)).toHaveCount(0);
    await expect(routes.orderRow(moved2)).toHaveCount(0);
    const { routes: targets } = await apiGet<{ routes: RouteRecord[] }>(
      request,
      token,
      `/routes?code=${targetCode.replace('ROT-', '')}&take=25`,
    );
    const numbers = targets.find((r) => r.code === targetCode)?.items.map((i) => i.order.orderNumber);
    expect(numbers).toEqual(expect.arrayContaining([moved1, moved2]));

    await select(removed);
    await routes.button(t('routes.actions.remove'), bar).click();
    const remove = dialog(page, t('routes.remove.title'));
    await routes.button(t('routes.actions.remove'), remove).click();
    await expect(remove.getByText(t('routes.delivery.reasonRequired'))).toBeVisible();
    await remove.getByRole('textbox', { name: t('routes.delivery.reason') }).fill('Pedido cancelado');
    await routes.button(t('routes.actions.remove'), remove).click();
    await expect(remove).toBeHidden();
    await expect(routes.orderRow(removed)).toHaveCount(0);
    await expect(bar).toBeHidden();
  });

  await test.step('finalize the route: DONE locks assign, routing, finalize and the orders', async () => {
    await page.getByRole('button', { name: t('routes.actions.moreOf', { code: CODE }) }).click();
    await page.getByRole('menuitem', { name: t('routes.actions.finalize') }).click();
    const confirm = confirmation(page, t('routes.actions.finalize'));
    await routes.button(t('routes.actions.finalize'), confirm).click();
    // the route's chip and every order left but the occurrence read DONE
    const left = [before[0], before[1], ...kept];
    await expect(page.getByText(t('routes.status.DONE'), { exact: true })).toHaveCount(left.length);
    await expect(
      page.getByRole('button', { name: t('routes.actions.assignUserOf', { code: CODE }) }),
    ).toBeDisabled();
    await expect(
      page.getByRole('button', { name: t('routes.actions.routingOf', { code: CODE }) }),
    ).toBeDisabled();
    for (const order of left)
      await expect(
        page.getByRole('button', { name: t('routes.actions.removeOf', { order }) }),
      ).toBeDisabled();
    await a11y('route done');
  });
});

test('route reports: driver activities and per driver, the order opens its detail', async ({
  page,
  a11y,
}) => {
  test.setTimeout(180_000);
  await test.step('driver activities: rows of the last 7 days, order → detail', async () => {
    await signIn(page, 'admin');
    await page.goto('/routes-driver-activities-report');
    const table = page.getByRole('table', { name: t('nav.routesDriverActivities') });
    await expect(table.getByRole('cell', { name: CODE, exact: true }).first()).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByRole('button', { name: t('routes.activities.excel') })).toBeEnabled();
    // doc 1 §9: the filters' rows counted in the time and distance buckets
    const summary = page.getByRole('region', { name: t('routes.activities.summary.title') });
    const distance = summary.getByRole('table', { name: t('routes.activities.summary.distance') });
    await expect(distance.getByRole('row')).toHaveCount(6);
    await expect(summary.getByRole('cell', { name: 'acima de 60 min' })).toBeVisible();
    await summary.screenshot({ path: test.info().outputPath('activity-summary.png') });
    await a11y('driver activities report');
    await table
      .getByRole('button', { name: new RegExp(`^${t('routes.activities.openOrder', { order: '' }).trim()}`) })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
  });
  await test.step('per driver: a driver is chosen first', async () => {
    await page.goto('/route-activities-per-driver');
    await expect(page.getByText(t('routes.activities.chooseDriver')).first()).toBeVisible({
      timeout: 90_000,
    });
    await a11y('activities per driver');
  });
});
