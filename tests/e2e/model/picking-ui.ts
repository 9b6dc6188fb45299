import type { AnyScenarioMachine } from '../../../simulator/scenarios/types';
import { isPickableRow, type LineState } from '../../../src/domain/operation-rules';
import { PickingDetailPage, type PickingView } from '../pages/picking.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { confirmCommand, type OperationUi, openOperation } from './operation-ui';
import type { SetupContext } from './ui-model';

/**
 * What the picking and picking-item UI models share (doc 3 §2 Picking "per-order item positions",
 * §5): the path's picking opened by the operation kit (operation-ui.ts) and its one order's rows.
 * The API scenario names the rows `l1`, `l2`… in the order the picking lists them
 * (simulator/scenarios/machines/operations-support.ts), and both rows are the same product at the
 * same position — so a row is told by its place in the order's table, and its product read from
 * the detail the kit fetched.
 */
export type PickingUi = OperationUi & { detail: PickingView };

export const openPicking = (entry: AnyScenarioMachine, ctx: SetupContext): Promise<PickingUi> =>
  openOperation<PickingView>(entry, 'picking', ctx);

export const pickingOf = (world: PickingUi) => new PickingDetailPage(world.page);

/** The order's row a sample line (`l1`, `l2`…) stands for, with its controls. */
export function rowOf(world: PickingUi, lineId: string) {
  const index = Number(lineId.slice(1)) - 1;
  const picking = pickingOf(world);
  const row = picking.rowAt(world.orderNumber, index);
  const { sku } = world.detail.items[0].itemPositions[index].product;
  return { row, sku, ...picking.rowControls(row, sku) };
}

/** The rows the record has of a sample's lines (a sample may name more rows than the path's record). */
export const rowsIn = (world: PickingUi, lineIds: string[]) =>
  lineIds.filter((id) => id in world.record.lines);

/** Each row shows its line's status as the machine holds it (its status cell, not the Occurrence
 * button's text), and only an open row (doc 3 §5: PENDING or OCCURRENCE) its quantity field. */
export async function expectRows(world: PickingUi, lines: LineState[]): Promise<void> {
  await Promise.all(
    lines.map(async (line) => {
      const row = rowOf(world, line.id);
      await expect(
        row.row.getByRole('cell', { name: t(`operations.status.${line.status}`), exact: true }),
      ).toBeVisible();
      await expect(row.quantity).toHaveCount(isPickableRow(line) ? 1 : 0);
    }),
  );
}

/** Types the quantities of a sample into the rows that show a field; answers the rows typed into. */
export async function typeEntered(world: PickingUi, entered: Record<string, number | null>) {
  const typed: string[] = [];
  for (const id of rowsIn(world, Object.keys(entered))) {
    const { quantity } = rowOf(world, id);
    if (!(await quantity.count())) continue; // a settled row takes no quantity
    await quantity.fill(String(entered[id] ?? ''));
    typed.push(id);
  }
  return typed;
}

/** Empties the fields `typeEntered` filled (a refusal check leaves the screen as it found it). */
export async function clearEntered(world: PickingUi, typed: string[]): Promise<void> {
  for (const id of typed) await rowOf(world, id).quantity.fill('');
}

/** A row picked the way the operator does it: the quantity typed into its field, then its
 * Finalize; it is picked once its status cell reads DONE. */
export async function pickRow(world: PickingUi, lineId: string, entered: number): Promise<void> {
  const row = rowOf(world, lineId);
  await row.quantity.fill(String(entered));
  await row.finalize.click();
  await expect(row.row.getByRole('cell', { name: t('operations.status.DONE'), exact: true })).toBeVisible();
}

/** The order cancelled from its card (doc 3 §4: its open rows with it), confirmed first. */
export const cancelOrder = (world: PickingUi): Promise<void> =>
  confirmCommand(
    world.page,
    pickingOf(world).cancelOrder(world.orderNumber),
    t('picking.order.cancelTitle', { order: world.orderNumber }),
    t('picking.order.yesCancel'),
  );
