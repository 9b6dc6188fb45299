import type { AnyMachineSnapshot } from 'xstate';
import { outboundItemScenario } from '../../../simulator/scenarios/machines/outbound-item.scenario';
import { OutboundOrderRow } from '../pages/outbound.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  assignOperator,
  busyTable,
  expectActions,
  expectLoading,
  loadedShowing,
  type OperationUi,
  openOperation,
} from './operation-ui';
import { disabledControl, modelTest, storedStates, type UiModel } from './ui-model';

// outboundItemMachine's shortest paths (every transition) driven through the path's order row in
// its outbound's tab (doc 3 §2 Outbound "an order table", §4, §7): the row's own Assign, Dispatch
// (FINALIZE) and Cancel, each enabled where the machine takes it. LOADED is no user action (the read
// answering): the order is made through the API in the sampled status by the API scenario's own
// LOADED step and the tab opened with that read held (operation-ui.ts).

const orderOf = (world: OperationUi) => new OutboundOrderRow(world.page, world.orderNumber);

/** The row shows the machine's state as its status; its buttons are enabled where the machine
 * takes their events. */
async function expectOrder(world: OperationUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const order = orderOf(world);
  await expect(order.row).toContainText(t(`operations.status.${String(snapshot.value)}`));
  await expectActions(snapshot, {
    ASSIGN_USER: order.assign,
    FINALIZE: order.finalizeButton,
    CANCEL: order.cancelButton,
  });
}

const model: UiModel<OperationUi> = {
  entry: outboundItemScenario,

  setup: (ctx) => openOperation(outboundItemScenario, 'outbound', ctx),

  actions: {
    LOADED: loadedShowing((world) => orderOf(world).row),
    ASSIGN_USER: ({ world }) => assignOperator(world.page, orderOf(world).assign, orderOf(world).row),
    FINALIZE: ({ world }) => orderOf(world).finalize(),
    CANCEL: ({ world }) => orderOf(world).cancel(),
  },

  // the held read: the orders table is busy and no summary shows yet
  states: storedStates(
    outboundItemScenario,
    ({ world }) => expectLoading(world.page, busyTable(world.page, t('outbound.items.caption'))),
    expectOrder,
  ),

  refusals: {
    ASSIGN_USER: disabledControl((world) => orderOf(world).assign),
    FINALIZE: disabledControl((world) => orderOf(world).finalizeButton),
    CANCEL: disabledControl((world) => orderOf(world).cancelButton),
  },
};

modelTest(model, { timeout: 120_000 });
