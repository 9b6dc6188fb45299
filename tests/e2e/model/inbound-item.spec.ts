import type { AnyMachineSnapshot } from 'xstate';
import { inboundItemScenario } from '../../../simulator/scenarios/machines/inbound-item.scenario';
import type { LineState } from '../../../src/domain/operation-rules';
import { InboundOrderRow } from '../pages/inbound.page';
import { confirmation } from '../pages/register-list';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { qty } from '../support/quantities';
import {
  assignOperator,
  busyTable,
  expectActions,
  expectAllowed,
  expectLoading,
  loadedShowing,
  type OperationUi,
  openOperation,
} from './operation-ui';
import { modelTest, refusedOnScreen, storedStates, type UiModel } from './ui-model';

// inboundItemMachine's shortest paths (every transition) driven through the path's order row in its
// inbound's tab (doc 3 §2 Inbound: the row's menu — assign, partial read, finalize, cancel). LOADED
// is no user action (the read answering): the order is made through the API in the sampled status
// by the API scenario's own LOADED step and the tab opened with that read held (operation-ui.ts).
// READ_PARTIAL is the partial read: the menu's entry opens the read fields (they start at the
// expected quantities), the user types the event's quantities and saves, confirming the shortages.
// The sample lines l1, l2 are the order's first and second product rows.

/** The read the menu's entry stands for: every line read in full (what the screen asks the
 * machine before offering the partial read, src/screens/operations/inbound/inbound-answers.ts). */
const fullRead = (snapshot: AnyMachineSnapshot) => ({
  type: 'READ_PARTIAL',
  read: snapshot.context.lines.map((l: LineState) => ({ id: l.id, quantity: l.quantity })),
});

const lineIndex = (id: string) => Number(id.slice(1)) - 1;

const orderOf = (world: OperationUi) => new InboundOrderRow(world.page, world.orderNumber);

/** The row shows the machine's state as its status; its menu offers what the machine takes. */
async function expectOrder(world: OperationUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const order = orderOf(world);
  await expect(order.row).toContainText(t(`operations.status.${String(snapshot.value)}`));
  await order.openMenu();
  await Promise.all([
    expectActions(snapshot, {
      ASSIGN_USER: order.entry('assign'),
      FINALIZE: order.entry('finalize'),
      CANCEL: order.entry('cancel'),
    }),
    expectAllowed(order.entry('read'), snapshot, fullRead(snapshot)),
  ]);
  await order.closeMenu();
}

/** A refused menu entry: disabled. */
const refusedEntry = (which: 'assign' | 'finalize' | 'cancel' | 'read') =>
  refusedOnScreen<OperationUi>(async ({ world }) => {
    const order = orderOf(world);
    await order.openMenu();
    await expect(order.entry(which)).toBeDisabled();
    await order.closeMenu();
  });

/** Opens the partial read and types `read` into its fields. */
async function typeRead(order: InboundOrderRow, read: Array<{ id: string; quantity: number }>) {
  await order.openMenu();
  await order.entry('read').click();
  for (const r of read) await order.readField(lineIndex(r.id)).fill(String(r.quantity).replace('.', ','));
}

const model: UiModel<OperationUi> = {
  entry: inboundItemScenario,

  setup: (ctx) => openOperation(inboundItemScenario, 'inbound', ctx),

  actions: {
    LOADED: loadedShowing((world) => orderOf(world).row),
    ASSIGN_USER: async ({ world }) => {
      const order = orderOf(world);
      await order.openMenu();
      await assignOperator(world.page, order.entry('assign'), order.row);
    },
    FINALIZE: ({ world }) => orderOf(world).finalize(),
    CANCEL: ({ world }) => orderOf(world).cancel(),
    // a short read closes the order once its shortages are confirmed
    READ_PARTIAL: async ({ event, world }) => {
      const order = orderOf(world);
      await typeRead(order, event.read);
      await world.page.getByRole('button', { name: t('inbound.read.save') }).click();
      const confirm = confirmation(world.page, t('inbound.read.confirmTitle', { order: world.orderNumber }));
      await confirm.getByRole('button', { name: t('inbound.read.confirm') }).click();
      await expect(confirm).toBeHidden();
    },
  },

  states: storedStates(
    inboundItemScenario,
    ({ world }) => expectLoading(world.page, busyTable(world.page, t('inbound.items.caption'))),
    expectOrder,
  ),

  refusals: {
    ASSIGN_USER: refusedEntry('assign'),
    FINALIZE: refusedEntry('finalize'),
    CANCEL: refusedEntry('cancel'),
    // a settled order offers no partial read; an open one refuses a read above the expected
    // quantity in its field (doc 3 §2 "cannot be greater than"), with Save disabled
    READ_PARTIAL: refusedOnScreen(async (ctx) => {
      const { event, snapshot, world } = ctx;
      if (!snapshot.can(fullRead(snapshot))) return refusedEntry('read')(ctx);
      const order = orderOf(world);
      await typeRead(order, event.read);
      const [first] = event.read;
      const line = snapshot.context.lines.find((l: LineState) => l.id === first.id);
      await expect(order.readField(lineIndex(first.id))).toHaveAccessibleErrorMessage(
        t('inbound.read.tooMuch', { max: qty(line.quantity) }),
      );
      await expect(world.page.getByRole('button', { name: t('inbound.read.save') })).toBeDisabled();
      await world.page.getByRole('button', { name: t('inbound.read.discard') }).click();
      await expect(order.readField(0)).toHaveCount(0);
    }),
  },
};

modelTest(model, { timeout: 180_000 });
