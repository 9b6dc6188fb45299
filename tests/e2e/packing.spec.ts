import { DEMO_WAREHOUSE_OPERATION_IDS as IDS } from '../../simulator/seed/demo/warehouse';
import { apiGet, apiToken } from './pages/orders.page';
import { PackingDetailPage, type PackingView } from './pages/packing.page';
import { choose, t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { expectHandheldReady } from './support/handheld';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// doc 3 §2 Packing, §4 "volume 1 holds unpacked items; finalizing packs the non-empty volumes,
// renumbered from 1", §5 "Packing volume add". Seed anchor: pac-pending (PENDING; its first order
// all in volume 1, its second order's product split over volumes 1 and 2).

test(
  'pack into volumes with the scanner, save, and finalize with the volumes renumbered',
  {
    tag: '@handheld',
  },
  async ({ page, request, a11y }, testInfo) => {
    test.setTimeout(120_000);
    const token = await apiToken(request);
    const record = await apiGet<PackingView>(request, token, `/packing/${IDS.packingPending}`);
    const [first, second] = record.items;
    const [tape, detergent] = first.volumes;
    const split = second.volumes.find((v) => v.volume === 1);
    if (!split?.barcode || !tape.barcode || !detergent.barcode)
      throw new Error('unexpected pac-pending seed');

    await signIn(page, 'admin');
    const packing = new PackingDetailPage(page);
    await packing.goto(record);
    await expect(packing.barcode).toBeFocused();
    await a11y('packing detail');
    await expectHandheldReady(page, testInfo);

    // first order: everything of the first product into volume 2 (the default target)
    await packing.add(tape.barcode, tape.quantity);
    await expect(packing.moved).toHaveText(
      t('packing.form.moved', { quantity: `${tape.quantity},00`, product: tape.description, volume: 2 }),
    );
    await expect(
      packing.volumeHeader(first.order.orderNumber, t('packing.volume.title', { volume: 2 })),
    ).toBeVisible();

    // a new volume 3; too much of the second product is refused with doc 3 §5's message
    await packing.newVolume.click();
    // more than the volume holds: the quantity field says so (its description), the form keeps its height
    const formHeight = (await packing.form.boundingBox())?.height;
    await packing.add(detergent.barcode, detergent.quantity + 1);
    const tooMany = t('packing.volumes.quantityTooHigh', { max: `${detergent.quantity},00` });
    await expect(packing.quantity).toHaveAccessibleDescription(tooMany);
    await expect(packing.quantity).toHaveAttribute('aria-invalid', 'true');
    expect((await packing.form.boundingBox())?.height).toBe(formHeight);
    await packing.quantity.fill(String(detergent.quantity));
    await packing.form.getByRole('button', { name: t('packing.form.add') }).click();
    await expect(
      packing.volumeHeader(first.order.orderNumber, t('packing.volume.title', { volume: 3 })),
    ).toBeVisible();

    // second order: its product is in volumes 1 and 2, so a move into a new volume asks for the source
    await choose(page, packing.form, t('packing.form.order'), second.order.orderNumber);
    await packing.newVolume.click();
    await packing.add(split.barcode, split.quantity);
    await expect(
      page.getByRole('alert').filter({ hasText: t('packing.volumes.chooseSourceVolume') }),
    ).toBeVisible();
    await choose(
      page,
      packing.form,
      t('packing.form.source'),
      t('packing.form.sourceOption', { volume: 1, quantity: `${split.quantity},00` }),
    );
    await packing.form.getByRole('button', { name: t('packing.form.add') }).click();
    await expect(
      packing.volumeHeader(second.order.orderNumber, t('packing.volume.title', { volume: 3 })),
    ).toBeVisible();
    await a11y('packing volumes edited');

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/packing/'),
    );
    await packing.save.click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    // the server's success message (doc 3 §8)
    await expect(toast(page, (await answer.json()).message)).toBeVisible();
    await expect(packing.save).toBeDisabled();

    // finalize: the confirmation tells the renumbering, and the tab then shows volumes 1 and 2 only
    const dialog = await packing.confirmFinalize(record.code);
    const renumber = t('packing.renumber.order', {
      order: first.order.orderNumber,
      pairs: `${t('packing.renumber.pair', { from: 2, to: 1 })}, ${t('packing.renumber.pair', { from: 3, to: 2 })}`,
    });
    await expect(dialog).toContainText(renumber);
    await a11y('packing finalize confirmation');
    await dialog.getByRole('button', { name: t('operations.confirm.yesFinalize') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: renumber })).toBeVisible();
    for (const item of [first, second]) {
      await expect(
        packing.volumeHeader(item.order.orderNumber, t('packing.volume.title', { volume: 1 })),
      ).toBeVisible();
      await expect(
        packing.volumeHeader(item.order.orderNumber, t('packing.volume.title', { volume: 2 })),
      ).toBeVisible();
      await expect(
        packing.volumeHeader(item.order.orderNumber, t('packing.volume.title', { volume: 3 })),
      ).toHaveCount(0);
    }
    await expect(packing.form).toHaveCount(0);

    const after = await apiGet<PackingView>(request, token, `/packing/${IDS.packingPending}`);
    expect(after.status).toBe('DONE');
    for (const item of after.items)
      expect([...new Set(item.volumes.map((v) => v.volume))].sort()).toEqual([1, 2]);
    await a11y('packing finalized');
  },
);

// Issue 20 "Recovery after a refusal": a packing finalized by someone else while the page is open
// (through the API) — the next change in the page is refused (409) with the server's message, and
// the page shows the record's current state at once (DONE, no form, who finalized it), not the
// stale one until the 30 s refresh.
test('a packing finalized elsewhere: the refused save shows its message and the current state at once', async ({
  page,
  request,
}) => {
  const record = await apiGet<PackingView>(
    request,
    await apiToken(request),
    `/packing/${IDS.packingPending}`,
  );
  const [tape] = record.items[0].volumes;
  if (!tape.barcode) throw new Error('unexpected pac-pending seed');

  await signIn(page, 'admin');
  const packing = new PackingDetailPage(page);
  await packing.goto(record);
  await packing.add(tape.barcode, tape.quantity);
  await expect(packing.save).toBeEnabled();

  const operator = await apiToken(request, 'operator');
  const elsewhere = await request.put(`/api/packing/${IDS.packingPending}?action=COMPLETED`, {
    headers: { Authorization: `Bearer ${operator}` },
    data: {},
  });
  expect(elsewhere.ok()).toBeTruthy();
  const done = (await elsewhere.json()).record as PackingView & { user: { profile: { name: string } } };

  const refused = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/packing/'),
  );
  await packing.save.click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  await expect(toast(page, (await answer.json()).message)).toBeVisible();
  // the record is fetched again at once: DONE, the form gone, and who finalized it shown
  await expect(packing.form).toHaveCount(0);
  await expect(page.getByText(t('operations.status.DONE')).first()).toBeVisible();
  await expect(page.getByText(done.user.profile.name).first()).toBeVisible();
});
