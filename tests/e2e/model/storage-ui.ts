import type { Locator } from '@playwright/test';
import type { AnyScenarioMachine } from '../../../simulator/scenarios/types';
import type { OperationStatus } from '../../../src/domain/operations';
import { rowWith } from '../pages/register-list';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { busyTable, confirmCommand, expectLoading, type OperationUi, openOperation } from './operation-ui';
import type { SetupContext } from './ui-model';

/**
 * What the storage and storage-item UI models share (doc 3 §2 Storage: "a paginated table of the
 * storage's items, one row per order item … each item row expands to lines showing … read
 * quantity, status and a position selector"): the path's storage opened by the operation kit
 * (operation-ui.ts), its one order's row and lines. The API scenario names the lines `l1`, `l2`…
 * in the order the storage lists them (simulator/scenarios/machines/operations-support.ts), and
 * every line is the same product — so a line is told by its place in the order's lines table, and
 * its product read from the detail the kit fetched.
 */
interface StorageDetail {
  code: string;
  items: Array<{ order: { orderNumber: string; items: Array<{ description: string }> } }>;
}

export type StorageUi = OperationUi & { detail: StorageDetail };

export const openStorage = (entry: AnyScenarioMachine, ctx: SetupContext): Promise<StorageUi> =>
  openOperation<StorageDetail>(entry, 'storage', ctx);

const itemsTable = (world: StorageUi) =>
  world.page.getByRole('table', { name: t('storage.items.caption'), exact: true });

/** The tab while the record's read is held: the items table busy, no summary (no action) yet. */
export const expectStorageLoading = (world: StorageUi): Promise<void> =>
  expectLoading(world.page, busyTable(world.page, t('storage.items.caption')));

/** The order's row in the items table (status, operator, Assign, Cancel). */
export const orderRow = (world: StorageUi): Locator =>
  rowWith(world.page, itemsTable(world), world.orderNumber);

/** The order row's own Assign and Cancel (src/screens/operations/storage/storage-item-actions.tsx). */
export const orderAssign = (world: StorageUi): Locator =>
  world.page.getByRole('button', { name: t('operations.actions.assignNamed', { code: world.orderNumber }) });
export const orderCancel = (world: StorageUi): Locator =>
  world.page.getByRole('button', { name: t('storage.item.cancelNamed', { order: world.orderNumber }) });

/** The order cancelled from its row (doc 3 §4: only before any of its lines is worked), confirmed. */
export const cancelOrder = (world: StorageUi): Promise<void> =>
  confirmCommand(
    world.page,
    orderCancel(world),
    t('storage.item.cancelTitle', { order: world.orderNumber }),
    t('storage.item.yesCancel'),
  );

const linesTable = (world: StorageUi) =>
  world.page.getByRole('table', {
    name: t('storage.lines.caption', { order: world.orderNumber }),
    exact: true,
  });

/** The order's lines shown (its row expands; the tab opens with every row collapsed). */
export async function expandOrder(world: StorageUi): Promise<void> {
  const expand = world.page.getByRole('button', {
    name: t('operations.detail.expand', { order: world.orderNumber }),
  });
  if (await expand.count()) await expand.click();
  await expect(linesTable(world)).toBeVisible();
}

/** The rows of the order's lines table. */
export const lineRows = (world: StorageUi): Locator =>
  linesTable(world)
    .getByRole('row')
    .filter({ has: world.page.getByRole('cell') });

/** The row a sample line (`l1`, `l2`…) stands for, with its controls: the position selector, the
 * read quantity and Finalize (an open line), the quantity correction (a short one). */
export function lineOf(world: StorageUi, lineId: string) {
  const index = Number(lineId.slice(1)) - 1;
  const row = lineRows(world).nth(index);
  const product = world.detail.items[0].order.items[index]?.description ?? '';
  return {
    row,
    position: row.getByRole('combobox', { name: t('storage.lines.positionOf', { product }), exact: true }),
    read: row.getByRole('textbox', { name: t('storage.lines.readOf', { product }), exact: true }),
    finalize: row.getByRole('button', { name: t('storage.lines.finalizeOf', { product }), exact: true }),
    edit: row.getByRole('textbox', { name: t('storage.lines.editLabel'), exact: true }),
    save: row.getByRole('button', { name: t('storage.lines.saveQuantity'), exact: true }),
  };
}

/** A quantity as the operator types it (pt-BR decimal comma). */
export const typed = (quantity: number): string => String(quantity).replace('.', ',');

/** Chooses the path's storable position for a line (its options join the page once it has the
 * focus, as for an operator); null chooses none (the placeholder). */
export async function choosePosition(world: StorageUi, lineId: string, positionId: string | null) {
  const { position } = lineOf(world, lineId);
  await position.focus();
  await position.selectOption(positionId ?? '');
}

/** A line put away the way the operator does it: its position chosen, the read quantity typed,
 * then its Finalize; done once the row shows `status` (DONE, or OCCURRENCE when short) and
 * offers no Finalize any more. */
export async function putAwayLine(
  world: StorageUi,
  lineId: string,
  quantity: number,
  status: OperationStatus,
): Promise<void> {
  const line = lineOf(world, lineId);
  await choosePosition(world, lineId, world.record.position);
  await line.read.fill(typed(quantity));
  await line.finalize.click();
  await expect(line.row).toContainText(t(`operations.status.${status}`));
  await expect(line.finalize).toHaveCount(0);
}

/** The sample ids of the order's lines still open on the screen: those with a position selector. */
export async function openLines(world: StorageUi): Promise<string[]> {
  const open: string[] = [];
  for (const lineId of Object.keys(world.record.lines))
    if (await lineOf(world, lineId).position.count()) open.push(lineId);
  return open;
}
