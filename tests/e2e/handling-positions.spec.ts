import type { Handling } from '../../src/domain/handling';
import type { PositionView } from '../../src/domain/positions';
import type { Position } from '../../src/domain/warehouse';
import { HandlingPage, PositionsPage } from './pages/handling.page';
import { apiGet, apiToken } from './pages/orders.page';
import { choose, t, textbox, tick } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// doc 3 §2 Handling (list, detail, the scanner reading origin then destination, doc 3 §4/§5
// refusals shown) and doc 3 §2 Positions (create with the form's rules, filter, move real stock).
// Seed anchor: phd-000001 (HND-000001, three PENDING items from one origin).

const storable = (p: Position) =>
  p.isActive && !p.inInventory && (p.type === 'STORAGE' || p.type === 'GENERAL');

test('handling: read origin and destination by scanner, refusals shown', async ({ page, request, a11y }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const handling = await apiGet<Handling>(request, token, '/position-handling/phd-000001');
  const { positions } = await apiGet<{ positions: Position[] }>(
    request,
    token,
    `/position?warehouse=${handling.warehouse.id}&take=200`,
  );
  const origin = handling.positionCodeOrigin as string;
  const item = handling.items[0];
  // the item's planned destination; another storable position is an unplanned one (issue 31)
  const destination = positions.find((p) => p.id === item.positionDestiny?.id) as Position;
  const unplanned = positions.find(
    (p) => storable(p) && p.code !== origin && p.id !== destination.id,
  ) as Position;
  const inInventory = positions.find((p) => p.inInventory) as Position;
  const list = new HandlingPage(page);

  await test.step('list with its columns and the handling row', async () => {
    await signIn(page, 'admin');
    await list.goto();
    await expect(list.row(handling.code)).toBeVisible();
    await a11y('handling list');
  });

  await test.step('open the handling: summary, items, scanner', async () => {
    await list.row(handling.code).click();
    await expect(page).toHaveURL(/\/handling\/phd-000001$/);
    await expect(list.items).toBeVisible();
    await a11y('handling detail');
  });

  await test.step('refusals: an unknown code, a destination before the origin', async () => {
    await list.scan('NOT-A-POSITION');
    await expect(page.getByText(t('handling.scan.unknown', { code: 'NOT-A-POSITION' }))).toBeVisible();
    await list.scan(destination.code);
    await expect(page.getByText(t('handling.scan.notOrigin', { code: destination.code }))).toBeVisible();
  });

  await test.step('origin read; the origin again and a position in inventory are refused as destination', async () => {
    await list.scan(origin);
    await expect(
      page.getByRole('textbox', {
        name: t('handling.scan.destination', { sku: item.product.sku, code: origin }),
      }),
    ).toBeVisible();
    await list.scan(origin);
    await expect(page.getByText(t('handling.scan.sameAsOrigin', { code: origin }))).toBeVisible();
    await list.scan(inInventory.code);
    await expect(page.getByText(t('handling.scan.inInventory', { code: inInventory.code }))).toBeVisible();
  });

  await test.step('a product read where a position is expected; an unplanned destination asks first', async () => {
    const barcode = item.product.barcode as string;
    await list.scan(barcode);
    await expect(
      page.getByText(
        t('handling.scan.productNotPosition', { code: barcode, product: item.product.description }),
      ),
    ).toBeVisible();
    await list.scan(unplanned.code);
    const confirm = page.getByRole('alertdialog', { name: t('handling.scan.unplannedTitle') });
    await expect(confirm).toContainText(
      t('handling.scan.unplanned', {
        sku: item.product.sku,
        read: unplanned.code,
        planned: destination.code,
      }),
    );
    await a11y('handling unplanned destination');
    await confirm.getByRole('button', { name: t('ui.confirm.cancel') }).click();
    await expect(confirm).toHaveCount(0);
    await expect(
      list.itemRow(item.product.sku).first().getByText(t('operations.status.PENDING')),
    ).toBeVisible();
  });

  await test.step('a valid destination finalizes the item: stock moved, row DONE', async () => {
    await list.scan(destination.code);
    const row = list.itemRow(item.product.sku).first();
    await expect(row.getByText(t('operations.status.DONE'))).toBeVisible();
    await expect(row.getByText(destination.code)).toBeVisible();
    const after = await apiGet<Handling>(request, token, '/position-handling/phd-000001');
    expect(after.items[0]).toMatchObject({ status: 'DONE', positionCodeDestiny: destination.code });
    expect(after.executed).toBe(33.33);
  });
});

test('positions: create with the form rules, filter, move stock', async ({ page, request, a11y }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const { positions } = await apiGet<{ positions: Position[] }>(request, token, '/position?take=200');
  let stocked: PositionView | null = null;
  for (const p of positions.filter(storable)) {
    const view = await apiGet<PositionView>(request, token, `/position/${p.id}`);
    if (view.storageItems.length > 0) {
      stocked = view;
      break;
    }
  }
  if (!stocked) throw new Error('no stocked position in the seed');
  const screen = new PositionsPage(page);
  const product = stocked.storageItems[0];

  await test.step('list and a11y', async () => {
    await signIn(page, 'admin');
    await screen.goto();
    await a11y('positions');
  });

  await test.step('new position: the form refuses a missing part, then saves', async () => {
    await page.getByRole('button', { name: t('positions.new') }).click();
    const form = screen.form();
    await choose(
      page,
      form,
      t('positions.form.warehouse'),
      `${stocked.warehouse.code} — ${stocked.warehouse.name}`,
    );
    await choose(page, form, t('positions.form.type'), t('positions.type.STORAGE'));
    await form.getByRole('button', { name: t('positions.form.save') }).click();
    await expect(form.getByText(t('validation.required')).first()).toBeVisible();
    await a11y('new position dialog');
    for (const [label, value] of [
      ['street', 'Z'],
      ['column', '07'],
      ['level', '1'],
      ['gap', '1'],
      ['aliasStreet', 'R'],
      ['aliasColumn', 'C'],
      ['aliasLevel', 'N'],
      ['aliasGap', 'V'],
      ['height', '100'],
      ['width', '100'],
      ['depth', '100'],
      ['weight', '500'],
      ['volume', '1'],
    ])
      await textbox(form, t(`positions.form.${label}`)).fill(value);
    await form.getByRole('button', { name: t('positions.form.save') }).click();
    await expect(form).toBeHidden();
  });

  await test.step('filter by code finds it', async () => {
    await screen.filterByCode('Z-07');
    await expect(screen.rows()).toHaveCount(1);
    await expect(screen.row('Z-07-1-1')).toBeVisible();
  });

  await test.step('move the whole stock of a product into it (same origin, run now)', async () => {
    await screen.filterByCode(stocked.code);
    await tick(screen.row(stocked.code).getByRole('checkbox'));
    await page.getByRole('button', { name: t('positions.move.bar', { count: 1 }) }).click();
    const move = page.getByRole('dialog', { name: t('positions.move.title') });
    await tick(move.getByRole('checkbox', { name: t('positions.move.total', { sku: product.product.sku }) }));
    await move
      .getByRole('combobox', { name: t('positions.move.destination') })
      .selectOption({ label: 'Z-07-1-1' });
    await a11y('move dialog');
    await move.getByRole('button', { name: t('positions.move.confirm') }).click();
    await expect(move).toBeHidden();
    const created = await apiGet<{ positions: Position[] }>(request, token, '/position?code=Z-07-1-1');
    const moved = await apiGet<PositionView>(request, token, `/position/${created.positions[0].id}`);
    expect(moved.storageItems).toEqual([expect.objectContaining({ quantity: product.quantity })]);
  });
});
