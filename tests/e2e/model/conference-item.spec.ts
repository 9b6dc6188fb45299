import type { AnyMachineSnapshot } from 'xstate';
import { conferenceItemScenario } from '../../../simulator/scenarios/machines/conference-item.scenario';
import type { ConferenceLine } from '../../../src/machines/conference-item.machine';
import { ConferenceOrderRow, ConferencePage } from '../pages/conference.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { qty } from '../support/quantities';
import {
  assignOperator,
  expectActions,
  expectLoading,
  loadedShowing,
  type OperationUi,
  openOperation,
} from './operation-ui';
import { disabledControl, modelTest, refusedOnScreen, storedStates, type UiModel } from './ui-model';

// conferenceItemMachine's shortest paths (every transition) driven through the path's order in its
// conference's tab (doc 3 §2 Conference order rows, §5, §7): the row's Assign, Finalize and Cancel,
// and its product lines, expanded. LOADED is no user action (the read answering): the order is made
// through the API in the sampled status by the API scenario's own LOADED step and the tab opened
// with that read held (operation-ui.ts). COUNT is the line's read-quantity field: the user types the
// quantity and confirms it — with Confirm when it changes what was read (doc 3 §5 "confirm or
// cancel appears on change"), else with Enter in the field, which sends the same read again (the
// machine takes a repeated COUNT). The sample lines l1, l2 are the order's first and second lines;
// each state checks every line's status and read quantity against the machine's context.

/** A quantity as an operator types it (comma decimals). */
const typed = (n: number) => String(n).replace('.', ',');

const lineIndex = (id: string) => Number(id.slice(1)) - 1;

const orderOf = (world: OperationUi) => new ConferenceOrderRow(world.page, world.orderNumber);

/** The count the field stands for: the line's expected quantity — whether the machine takes it is
 * whether the line is a field. */
const fullCount = (line: ConferenceLine) => ({ type: 'COUNT', line: line.id, quantity: line.quantity });

/** The row shows the machine's state as its status and offers what the machine takes; each line
 * shows its status and what was read — in its field while the order may be counted (the scan field
 * above the orders too), as text once settled. */
async function expectOrder(world: OperationUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const order = orderOf(world);
  const lines: ConferenceLine[] = snapshot.context.lines;
  await expect(order.row).toContainText(t(`operations.status.${String(snapshot.value)}`));
  await expectActions(snapshot, {
    ASSIGN_USER: order.assign,
    FINALIZE: order.finalizeButton,
    CANCEL: order.cancelButton,
  });
  const open = lines.some((l) => snapshot.can(fullCount(l)));
  await expect(new ConferencePage(world.page).scanField).toHaveCount(open ? 1 : 0);
  await order.showLines();
  for (const [index, line] of lines.entries()) {
    await expect(order.line(index)).toContainText(t(`operations.status.${line.status}`));
    if (snapshot.can(fullCount(line)))
      await expect(order.readField(index)).toHaveValue(line.counted === null ? '' : qty(line.counted));
    else {
      await expect(order.readField(index)).toHaveCount(0);
      await expect(order.readCell(index)).toHaveText(qty(line.counted ?? 0));
    }
  }
}

const model: UiModel<OperationUi> = {
  entry: conferenceItemScenario,

  setup: (ctx) => openOperation(conferenceItemScenario, 'conference', ctx),

  actions: {
    LOADED: loadedShowing((world) => orderOf(world).row),
    ASSIGN_USER: async ({ world }) => {
      const order = orderOf(world);
      await assignOperator(world.page, order.assign, order.row);
    },
    COUNT: async ({ event, before, world }) => {
      const index = lineIndex(event.line);
      const line: ConferenceLine = before.context.lines[index];
      await orderOf(world).count(index, typed(event.quantity), line.counted !== event.quantity);
    },
    FINALIZE: ({ world }) => orderOf(world).finalize(),
    CANCEL: ({ world }) => orderOf(world).cancel(),
  },

  // the held read: the tab's spinner, no summary (no row) yet
  states: storedStates(conferenceItemScenario, ({ world }) => expectLoading(world.page), expectOrder),

  refusals: {
    ASSIGN_USER: disabledControl((world) => orderOf(world).assign),
    FINALIZE: disabledControl((world) => orderOf(world).finalizeButton),
    CANCEL: disabledControl((world) => orderOf(world).cancelButton),
    // a settled order has no field to read into; an open one refuses a quantity with three
    // decimals in the line's field (doc 3 §5 "at most two decimals"), with Confirm disabled
    COUNT: refusedOnScreen(async ({ event, snapshot, world }) => {
      const order = orderOf(world);
      const index = lineIndex(event.line);
      const line: ConferenceLine = snapshot.context.lines[index];
      if (!snapshot.can(fullCount(line))) return expect(order.readField(index)).toHaveCount(0);
      const field = order.readField(index);
      await field.fill(typed(event.quantity));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(t('conference.lines.invalid'));
      await expect(order.confirm(index)).toBeDisabled();
      await order.discard(index).click();
      await expect(field).toHaveValue(line.counted === null ? '' : qty(line.counted));
    }),
  },
};

modelTest(model, { timeout: 180_000 });
