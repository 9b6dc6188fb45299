import type { AnyMachineSnapshot } from 'xstate';
import { pickingItemScenario } from '../../../simulator/scenarios/machines/picking-item.scenario';
import { isPickableRow, type LineState } from '../../../src/domain/operation-rules';
import { expect } from '../support/fixtures';
import { containing, startingWith, t } from '../support/messages';
import {
  assignOperator,
  confirmCommand,
  expectActions,
  expectAllowed,
  expectLoading,
  loadedShowing,
} from './operation-ui';
import {
  cancelOrder,
  expectRows,
  openPicking,
  type PickingUi,
  pickingOf,
  pickRow,
  rowOf,
} from './picking-ui';
import { disabledControl, modelTest, refusedOnScreen, storedStates, type UiModel } from './ui-model';

// pickingItemMachine's shortest paths (every transition) driven through the path's order in its
// picking's tab (doc 3 §2 Picking "per-order item positions", §4 item actions in PENDING or
// OCCURRENCE, §5 row finalize): the order card's Assign and Cancel, and each row's quantity field,
// Finalize and Occurrence. LOADED is no user action (the read answering): the order is made through
// the API in the sampled status by the API scenario's own LOADED step and the tab opened with that
// read held (operation-ui.ts). FINALIZE_ROW is the event's quantity typed into the row's field, then
// the row's Finalize; REPORT_OCCURRENCE the row's Occurrence, confirmed. Each state checks the
// card's status, its buttons and every row (status, field, Finalize and Occurrence) against the
// machine's `snapshot.can`; a quantity short of the expected one is refused by a disabled Finalize.

/** The card's own status: the chip right after its heading (the rows' chips come after it). */
function expectCardStatus(world: PickingUi, status: string) {
  const heading = startingWith(t('picking.order.title', { order: world.orderNumber })).source;
  const priority = containing(t('picking.order.priority')).source;
  const chip = containing(t(`operations.status.${status}`)).source;
  return expect(pickingOf(world).orderCard(world.orderNumber)).toHaveText(
    new RegExp(`${heading}\\s*(${priority}\\s*)?${chip}`),
  );
}

/** The card in the machine's state with Assign and Cancel enabled where it takes them; every row
 * in its line's status, an open row's Occurrence enabled where the machine takes it and its
 * Finalize disabled while nothing is typed (the machine refuses a row without its quantity). */
async function expectOrder(world: PickingUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const picking = pickingOf(world);
  const lines: LineState[] = snapshot.context.lines;
  await Promise.all([
    expectCardStatus(world, String(snapshot.value)),
    expectActions(snapshot, {
      ASSIGN_USER: picking.assignOrder(world.orderNumber),
      CANCEL: picking.cancelOrder(world.orderNumber),
    }),
    expectRows(world, lines),
    ...lines.filter(isPickableRow).flatMap((line) => {
      const row = rowOf(world, line.id);
      return [
        expectAllowed(row.occurrence, snapshot, { type: 'REPORT_OCCURRENCE', rowId: line.id }),
        expectAllowed(row.finalize, snapshot, { type: 'FINALIZE_ROW', rowId: line.id, entered: null }),
      ];
    }),
  ]);
}

const lineOf = (snapshot: AnyMachineSnapshot, rowId: string): LineState =>
  snapshot.context.lines.find((l: LineState) => l.id === rowId);

const model: UiModel<PickingUi> = {
  entry: pickingItemScenario,

  setup: (ctx) => openPicking(pickingItemScenario, ctx),

  actions: {
    LOADED: loadedShowing((world) => pickingOf(world).orderCard(world.orderNumber)),
    ASSIGN_USER: ({ world }) =>
      assignOperator(
        world.page,
        pickingOf(world).assignOrder(world.orderNumber),
        pickingOf(world).orderCard(world.orderNumber),
      ),
    CANCEL: ({ world }) => cancelOrder(world),
    FINALIZE_ROW: ({ event, world }) => pickRow(world, event.rowId, event.entered),
    REPORT_OCCURRENCE: ({ event, world }) => {
      const row = rowOf(world, event.rowId);
      return confirmCommand(
        world.page,
        row.occurrence,
        t('picking.row.occurrenceTitle', { sku: row.sku }),
        t('picking.row.occurrence'),
      );
    },
  },

  states: storedStates(pickingItemScenario, ({ world }) => expectLoading(world.page), expectOrder),

  refusals: {
    ASSIGN_USER: disabledControl((world) => pickingOf(world).assignOrder(world.orderNumber)),
    CANCEL: disabledControl((world) => pickingOf(world).cancelOrder(world.orderNumber)),
    // a settled row has no Finalize; an open one takes the event's quantity in its field and keeps
    // Finalize disabled, telling how many are still missing (doc 3 §5: entered = expected)
    FINALIZE_ROW: refusedOnScreen(async ({ event, snapshot, world }) => {
      const row = rowOf(world, event.rowId);
      if (!isPickableRow(lineOf(snapshot, event.rowId))) return expect(row.finalize).toHaveCount(0);
      await row.quantity.fill(String(event.entered));
      const [missing] = t('picking.row.missing', { missing: '|' }).split('|');
      await Promise.all([
        expect(row.finalize).toBeDisabled(),
        expect(row.quantity).toHaveAccessibleDescription(startingWith(missing)),
      ]);
      await row.quantity.fill('');
    }),
    // a settled row has no Occurrence; a row already in occurrence shows it disabled
    REPORT_OCCURRENCE: refusedOnScreen(({ event, snapshot, world }) => {
      const row = rowOf(world, event.rowId);
      return isPickableRow(lineOf(snapshot, event.rowId))
        ? expect(row.occurrence).toBeDisabled()
        : expect(row.occurrence).toHaveCount(0);
    }),
  },
};

modelTest(model, { timeout: 120_000 });
