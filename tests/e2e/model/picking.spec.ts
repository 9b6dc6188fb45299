import type { AnyMachineSnapshot } from 'xstate';
import { pickingScenario } from '../../../simulator/scenarios/machines/picking.scenario';
import { isPickableRow, type LineState, readyPickRows } from '../../../src/domain/operation-rules';
import { expect } from '../support/fixtures';
import {
  expectLoaded,
  expectLoading,
  expectRecordState,
  recordActions,
  recordRefusals,
} from './operation-ui';
import {
  cancelOrder,
  clearEntered,
  expectRows,
  openPicking,
  type PickingUi,
  pickingOf,
  pickRow,
  typeEntered,
} from './picking-ui';
import { modelTest, refusedOnScreen, storedStates, type UiModel } from './ui-model';

// pickingMachine's shortest paths (every transition) driven through a picking's tab (doc 3 §2
// Picking, §4, §5): the summary's Assign, Finalize and Cancel (operation-ui.ts), and "Finalize all".
// LOADED is no user action — the record's read answering: the path's picking is made through the
// API in the sampled status by the API scenario's own LOADED step, and its tab opened with that read
// held (the tab's spinner is `loading`). FINALIZE_ALL is the user typing the event's quantities into
// the rows' fields and pressing "Finalize all (n)", n the rows ready by the same rule the screen
// asks. ITEMS_CHANGED is no call (the simulator derives the record's status from its orders, doc 3
// §4): its user action is the one that causes it — the order's rows picked one by one (quantity,
// then the row's Finalize) for DONE, the order card's Cancel for CANCELLED — after which the summary
// shows the status the record machine leads to. Its refusals (in DONE or CANCELLED) are the API
// level's: the screen refuses the order's own actions, the picking-item machine's part.

/** The summary as every operation's; "Finalize all" offered where the machine takes it with what
 * the fields hold (nothing typed yet: never). While PENDING each row shows its line's status: the
 * machine's Cancel and "Finalize all" read them; once settled it keeps no row's status (FINALIZE
 * and ITEMS_CHANGED leave its lines as they were) — the rows are the picking-item model's. */
async function expectPicking(world: PickingUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const finalizeAll = pickingOf(world).anyFinalizeAll();
  await Promise.all([
    expectRecordState(world, snapshot),
    snapshot.value === 'PENDING' && expectRows(world, snapshot.context.lines),
    snapshot.can({ type: 'FINALIZE_ALL', entered: {} })
      ? expect(finalizeAll).toBeVisible()
      : expect(finalizeAll).toHaveCount(0),
  ]);
}

const model: UiModel<PickingUi> = {
  entry: pickingScenario,

  setup: (ctx) => openPicking(pickingScenario, ctx),

  actions: {
    LOADED: ({ world }) => expectLoaded(world),
    ...recordActions,
    FINALIZE_ALL: async ({ event, before, world }) => {
      await typeEntered(world, event.entered);
      const ready = readyPickRows(before.context.lines, event.entered).length;
      await pickingOf(world).finalizeAll(ready).click();
    },
    ITEMS_CHANGED: async ({ event, before, world }) => {
      const lines: LineState[] = before.context.lines;
      if (event.items[0] === 'DONE') {
        for (const line of lines.filter(isPickableRow)) await pickRow(world, line.id, line.quantity);
        return;
      }
      await cancelOrder(world);
    },
  },

  states: storedStates(pickingScenario, ({ world }) => expectLoading(world.page), expectPicking),

  refusals: {
    ...recordRefusals,
    // the event's quantities typed into the rows that still take one: "Finalize all" stays hidden
    // (fewer than 2 rows ready, doc 3 §2; a settled row has no field to type into)
    FINALIZE_ALL: refusedOnScreen(async ({ event, world }) => {
      const typed = await typeEntered(world, event.entered);
      await expect(pickingOf(world).anyFinalizeAll()).toHaveCount(0);
      await clearEntered(world, typed);
    }),
  },
};

modelTest(model, { timeout: 120_000 });
