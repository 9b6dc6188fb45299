import { conferenceScenario } from '../../../simulator/scenarios/machines/conference.scenario';
import { LINE_QUANTITY } from '../../../simulator/scenarios/machines/operations-support';
import { ConferenceOrderRow } from '../pages/conference.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { qty } from '../support/quantities';
import {
  expectLoaded,
  expectLoading,
  expectRecordState,
  type OperationUi,
  openOperation,
  recordActions,
  recordRefusals,
} from './operation-ui';
import { modelTest, storedStates, type UiModel } from './ui-model';

// conferenceMachine's shortest paths (every transition) driven through a conference's tab (doc 3
// §2 Conference, §4): the summary's Assign, Finalize and Cancel (operation-ui.ts). LOADED is no
// user action — the record's read answering: the path's conference is made through the API in the
// sampled status by the API scenario's own LOADED step, and its tab opened with that read held (the
// tab's spinner). ITEMS_CHANGED is no call either (the simulator derives the record's status from
// its orders, doc 3 §4): its user action is what the API scenario's step does to the path's one
// order, from the order's row and its lines (pages/conference.page.ts) — INPROGRESS its first line
// read as expected and confirmed; DONE every line not yet at its quantity read so, then the order
// finalized; OCCURRENCE the order finalized as it is (unread lines read 0: a divergence);
// CANCELLED the order cancelled — after which the summary shows the status the machine leads to.
// Its refusals (in INPROGRESS, DONE, CANCELLED) are the API level's: the screen refuses the
// order's own actions, the conference-item model's part.

const orderOf = (world: OperationUi) => new ConferenceOrderRow(world.page, world.orderNumber);

/** Reads every line of the order not showing its expected quantity yet, confirming each. */
async function readAllAsExpected(world: OperationUi): Promise<void> {
  const order = orderOf(world);
  for (const index of Object.keys(world.record.lines).keys())
    if ((await order.readField(index).inputValue()) !== qty(LINE_QUANTITY))
      await order.count(index, String(LINE_QUANTITY), true);
}

const model: UiModel<OperationUi> = {
  entry: conferenceScenario,

  setup: (ctx) => openOperation(conferenceScenario, 'conference', ctx),

  actions: {
    LOADED: ({ world }) => expectLoaded(world),
    ...recordActions,
    ITEMS_CHANGED: async ({ event, world }) => {
      const order = orderOf(world);
      const [status] = event.items;
      if (status === 'CANCELLED') await order.cancel();
      else {
        await order.showLines();
        if (status === 'INPROGRESS') await order.count(0, String(LINE_QUANTITY), true);
        else if (status === 'DONE' || status === 'OCCURRENCE') {
          if (status === 'DONE') await readAllAsExpected(world);
          await order.finalize();
        } else throw new Error(`conference: no user action makes the path's order ${status}`);
      }
      await expect(order.row).toContainText(t(`operations.status.${status}`));
    },
  },

  // the held read: the tab's spinner, no summary (no action) yet
  states: storedStates(conferenceScenario, ({ world }) => expectLoading(world.page), expectRecordState),

  refusals: recordRefusals,
};

modelTest(model, { timeout: 180_000 });
