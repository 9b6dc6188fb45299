import type { AnyMachineSnapshot } from 'xstate';
import { storageItemScenario } from '../../../simulator/scenarios/machines/storage-item.scenario';
import type { LineState } from '../../../src/domain/operation-rules';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { qty } from '../support/quantities';
import { assignOperator, expectActions, loadedShowing } from './operation-ui';
import {
  cancelOrder,
  choosePosition,
  expandOrder,
  expectStorageLoading,
  lineOf,
  lineRows,
  openStorage,
  orderAssign,
  orderCancel,
  orderRow,
  putAwayLine,
  type StorageUi,
  typed,
} from './storage-ui';
import { disabledControl, modelTest, refusedOnScreen, storedStates, type UiModel } from './ui-model';

// storageItemMachine's shortest paths (every transition) driven through the path's order in its
// storage's tab (doc 3 §2 Storage "each item row expands to lines showing … read quantity, status
// and a position selector", §4, §5): the order row's Assign and Cancel, and each line's position,
// read quantity and Finalize, or its quantity correction. LOADED is no user action (the read
// answering): the order is made through the API in the sampled status by the API scenario's own
// LOADED step and the tab opened with that read held (operation-ui.ts). FINALIZE_LINE is the line
// put away as the operator does it (storage-ui.ts); EDIT_QUANTITY the short line's corrected
// quantity typed and saved. Each state checks the row's status and buttons, and every line's status
// and controls, against the machine's `snapshot.can`.

const lineState = (snapshot: AnyMachineSnapshot, lineId: string): LineState | undefined =>
  snapshot.context.lines.find((l: LineState) => l.id === lineId);

/** The line could be put away (a position still to choose): what the screen asks before it
 * shows a line's Finalize (storage-answers.ts `storageItemAnswers(item).lineOpen`). */
const storable = (snapshot: AnyMachineSnapshot, line: LineState) =>
  snapshot.can({ type: 'FINALIZE_LINE', lineId: line.id, positionId: '?', quantity: line.quantity });

/** The line's quantity can be corrected (the item in OCCURRENCE, the short line). */
const correctable = (snapshot: AnyMachineSnapshot, line: LineState) =>
  snapshot.can({ type: 'EDIT_QUANTITY', lineId: line.id, quantity: line.quantity });

/** The row shows the machine's state as the order's status, Assign and Cancel enabled where it
 * takes them; every line its status, a storable one its Finalize (disabled while no position is
 * chosen: doc 3 §4), a short one its correction. */
async function expectOrder(world: StorageUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const lines: LineState[] = snapshot.context.lines;
  await Promise.all([
    expect(orderRow(world)).toContainText(t(`operations.status.${String(snapshot.value)}`)),
    expectActions(snapshot, { ASSIGN_USER: orderAssign(world), CANCEL: orderCancel(world) }),
  ]);
  await expandOrder(world);
  await expect(lineRows(world)).toHaveCount(lines.length);
  await Promise.all(
    lines.flatMap((line) => {
      const row = lineOf(world, line.id);
      return [
        expect(row.row).toContainText(t(`operations.status.${line.status}`)),
        storable(snapshot, line) ? expect(row.finalize).toBeDisabled() : expect(row.finalize).toHaveCount(0),
        expect(row.edit).toHaveCount(correctable(snapshot, line) ? 1 : 0),
      ];
    }),
  );
}

const model: UiModel<StorageUi> = {
  entry: storageItemScenario,

  setup: (ctx) => openStorage(storageItemScenario, ctx),

  actions: {
    LOADED: loadedShowing(orderRow),
    ASSIGN_USER: ({ world }) => assignOperator(world.page, orderAssign(world), orderRow(world)),
    CANCEL: ({ world }) => cancelOrder(world),
    FINALIZE_LINE: async ({ event, after, world }) => {
      await expandOrder(world);
      const status = lineState(after, event.lineId)?.status ?? 'DONE';
      await putAwayLine(world, event.lineId, event.quantity, status);
    },
    EDIT_QUANTITY: async ({ event, world }) => {
      await expandOrder(world);
      const line = lineOf(world, event.lineId);
      await line.edit.fill(typed(event.quantity));
      await line.save.click();
      await expect(line.row).toContainText(t('operations.status.DONE'));
      await expect(line.row).toContainText(qty(event.quantity));
    },
  },

  states: storedStates(storageItemScenario, ({ world }) => expectStorageLoading(world), expectOrder),

  refusals: {
    ASSIGN_USER: disabledControl(orderAssign),
    CANCEL: disabledControl(orderCancel),
    // a line the order does not have has no row; a line the machine no longer lets put away has no
    // Finalize; an open one refuses a missing position (Finalize disabled, doc 3 §4) and a quantity
    // above the expected one (the field says the range, Finalize disabled)
    FINALIZE_LINE: refusedOnScreen(async ({ event, snapshot, world }) => {
      await expandOrder(world);
      const state = lineState(snapshot, event.lineId);
      const line = lineOf(world, event.lineId);
      if (!state) return expect(lineRows(world)).toHaveCount(snapshot.context.lines.length);
      if (!storable(snapshot, state)) return expect(line.finalize).toHaveCount(0);
      await choosePosition(world, event.lineId, event.positionId === null ? null : world.record.position);
      await line.read.fill(typed(event.quantity));
      if (event.quantity > state.quantity)
        await expect(line.row).toContainText(t('storage.lines.readRange', { max: qty(state.quantity) }));
      await expect(line.finalize).toBeDisabled();
      await line.read.fill(typed(state.quantity));
      await choosePosition(world, event.lineId, null);
    }),
    // no correction but on the short line of an item in OCCURRENCE; there, more than expected
    // keeps Save disabled
    EDIT_QUANTITY: refusedOnScreen(async ({ event, snapshot, world }) => {
      await expandOrder(world);
      const state = lineState(snapshot, event.lineId);
      const line = lineOf(world, event.lineId);
      if (!state || !correctable(snapshot, state)) return expect(line.edit).toHaveCount(0);
      await line.edit.fill(typed(event.quantity));
      await expect(line.save).toBeDisabled();
      await line.edit.fill('');
    }),
  },
};

modelTest(model, { timeout: 240_000 });
