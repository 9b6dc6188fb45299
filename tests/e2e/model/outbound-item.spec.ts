import type { AnyMachineSnapshot } from 'xstate';
import { outboundItemScenario } from '../../../simulator/scenarios/machines/outbound-item.scenario';
import { OutboundOrderRow } from '../pages/outbound.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  assignOperator,
  busyTable,
  expectAllowed,
  expectLoaded,
  expectLoading,
  type OperationUi,
  openOperation,
} from './operation-ui';
import { modelTest, type UiModel } from './ui-model';

// outboundItemMachine's shortest paths (every transition) driven through the path's order row in
// its outbound's tab (doc 3 §2 Outbound "an order table", §4, §7): the row's own Assign, Dispatch
// (FINALIZE) and Cancel, each enabled where the machine takes it. LOADED is no user action (the read
// answering): the order is made through the API in the sampled status by the API scenario's own
// LOADED step and the tab opened with that read held (operation-ui.ts).

const orderOf = (world: OperationUi) => new OutboundOrderRow(world.page, world.orderNumber);

type RowEvent = 'ASSIGN_USER' | 'FINALIZE' | 'CANCEL';

const rowButton = (row: OutboundOrderRow, type: RowEvent) =>
  ({ ASSIGN_USER: row.assign, FINALIZE: row.finalizeButton, CANCEL: row.cancelButton })[type];

/** The row shows the machine's state as its status; its buttons are enabled where the machine
 * takes their events. */
async function expectOrder(world: OperationUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const order = orderOf(world);
  await expect(order.row).toContainText(t(`operations.status.${String(snapshot.value)}`));
  await Promise.all(
    (['ASSIGN_USER', 'FINALIZE', 'CANCEL'] as const).map((type) =>
      expectAllowed(rowButton(order, type), snapshot, { type }),
    ),
  );
}

/** A refused event: the row's button is disabled (no row while the read is held: the API level's
 * refusal). */
const refusedButton =
  (type: RowEvent) =>
  async ({ snapshot, world }: { snapshot: AnyMachineSnapshot; world: OperationUi }) => {
    if (snapshot.value === 'loading') return false;
    await expect(rowButton(orderOf(world), type)).toBeDisabled();
    return undefined;
  };

const model: UiModel<OperationUi> = {
  entry: outboundItemScenario,

  setup: (ctx) => openOperation(outboundItemScenario, 'outbound', ctx),

  actions: {
    LOADED: async ({ world }) => {
      await expectLoaded(world);
      await expect(orderOf(world).row).toBeVisible();
    },
    ASSIGN_USER: ({ world }) => assignOperator(world.page, orderOf(world).assign, orderOf(world).row),
    FINALIZE: ({ world }) => orderOf(world).finalize(),
    CANCEL: ({ world }) => orderOf(world).cancel(),
  },

  states: {
    // the held read: the orders table is busy and no summary shows yet
    loading: ({ world }) => expectLoading(world.page, busyTable(world.page, t('outbound.items.caption'))),
    PENDING: ({ snapshot, world }) => expectOrder(world, snapshot),
    DONE: ({ snapshot, world }) => expectOrder(world, snapshot),
    CANCELLED: ({ snapshot, world }) => expectOrder(world, snapshot),
  },

  refusals: {
    ASSIGN_USER: refusedButton('ASSIGN_USER'),
    FINALIZE: refusedButton('FINALIZE'),
    CANCEL: refusedButton('CANCEL'),
  },
};

modelTest(model, { timeout: 120_000 });
