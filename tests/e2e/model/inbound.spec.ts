import { inboundScenario } from '../../../simulator/scenarios/machines/inbound.scenario';
import { InboundOrderRow } from '../pages/inbound.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  busyTable,
  expectLoaded,
  expectLoading,
  expectRecordState,
  type OperationUi,
  openOperation,
  recordActions,
  recordRefusals,
} from './operation-ui';
import { modelTest, storedStates, type UiModel } from './ui-model';

// inboundMachine's shortest paths (every transition) driven through an inbound's tab (doc 3 §2
// Inbound, §4): the summary's Assign, Finalize and Cancel (operation-ui.ts). LOADED is no user
// action — the record's read answering: the path's inbound is made through the API in the sampled
// status by the API scenario's own LOADED step, and its tab opened with that read held. ITEMS_CHANGED
// is no call either (the simulator derives the record's status from its orders, doc 3 §4): its
// user action is the one that causes it, the order's own finalize or cancel from its row's menu,
// after which the summary shows the status the record machine leads to. Its refusals (in DONE or
// CANCELLED) are the API level's: the screen refuses the order's actions, the item machine's part.

const model: UiModel<OperationUi> = {
  entry: inboundScenario,

  setup: (ctx) => openOperation(inboundScenario, 'inbound', ctx),

  actions: {
    LOADED: ({ world }) => expectLoaded(world),
    ...recordActions,
    ITEMS_CHANGED: async ({ event, world }) => {
      const order = new InboundOrderRow(world.page, world.orderNumber);
      await (event.items[0] === 'DONE' ? order.finalize() : order.cancel());
      await expect(order.row).toContainText(t(`operations.status.${event.items[0]}`));
    },
  },

  // the held read: the orders table is busy and no summary (no action) shows yet
  states: storedStates(
    inboundScenario,
    ({ world }) => expectLoading(world.page, busyTable(world.page, t('inbound.items.caption'))),
    expectRecordState,
  ),

  refusals: recordRefusals,
};

modelTest(model, { timeout: 180_000 });
