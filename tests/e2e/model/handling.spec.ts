import type { AnyMachineSnapshot } from 'xstate';
import { stateOf } from '../../../simulator/scenarios/graph';
import { handlingScenario } from '../../../simulator/scenarios/machines/handling.scenario';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  expectHandlingLoaded,
  expectHandlingLoading,
  type HandlingUi,
  itemCommand,
  openHandlingTab,
  pathItemRow,
} from './handling-ui';
import { assignOperator, confirmCommand, expectAllowed } from './operation-ui';
import { disabledControl, modelTest, type UiModel } from './ui-model';

// handlingMachine's shortest paths (every transition) driven through a handling's tab (doc 3 §2
// Handling detail, §4): the summary's Assign, Finalize and Cancel, each named after the handling's
// code, finalize and cancel confirmed. The tab and LOADED (the held read answering) are the
// handling kit's (handling-ui.ts). ITEMS_CHANGED is no call either (the simulator derives the
// status from the items, doc 3 §4): its user action is the one that causes it, the one item's own
// Finalize or Cancel in the items table, after which the summary shows the status the machine leads
// to. Its refusals (in DONE or CANCELLED) are the API level's: the items' buttons are the item
// machine's part.

type RecordAction = 'assign' | 'finalize' | 'cancel';
const ACTION_OF: Record<string, RecordAction> = {
  ASSIGN_USER: 'assign',
  FINALIZE: 'finalize',
  CANCEL: 'cancel',
};

/** The summary shows the machine's state as the handling's status, and its Assign, Finalize and
 * Cancel are enabled exactly where the machine takes them. */
async function expectRecord({ screen, code }: HandlingUi, snapshot: AnyMachineSnapshot): Promise<void> {
  await expect(screen.summary()).toContainText(t(`operations.status.${stateOf(snapshot)}`));
  await Promise.all(
    Object.entries(ACTION_OF).map(([type, action]) =>
      expectAllowed(screen.recordAction(action, code), snapshot, { type }),
    ),
  );
}

/** A refused record event: its summary button is disabled (no summary while loading: the API
 * level's refusal). */
const refusedButton = (action: RecordAction) =>
  disabledControl<HandlingUi>((world) => world.screen.recordAction(action, world.code));

const model: UiModel<HandlingUi> = {
  entry: handlingScenario,

  setup: (ctx) => openHandlingTab(handlingScenario, ctx),

  actions: {
    LOADED: expectHandlingLoaded,
    ASSIGN_USER: ({ page, world }) =>
      assignOperator(page, world.screen.recordAction('assign', world.code), world.screen.summary()),
    FINALIZE: ({ page, world }) =>
      confirmCommand(
        page,
        world.screen.recordAction('finalize', world.code),
        t('handling.confirm.finalizeTitle'),
        t('handling.actions.finalize'),
      ),
    CANCEL: ({ page, world }) =>
      confirmCommand(
        page,
        world.screen.recordAction('cancel', world.code),
        t('handling.confirm.cancelTitle'),
        t('handling.actions.cancel'),
      ),
    // the one item's own Finalize (to its stored destination) or Cancel, confirmed
    ITEMS_CHANGED: async ({ event, world }) => {
      const [status] = event.items;
      await itemCommand(world, status === 'DONE' ? 'finalize' : 'cancel');
      await expect(pathItemRow(world)).toContainText(t(`operations.status.${status}`));
    },
  },

  states: {
    loading: expectHandlingLoading,
    PENDING: ({ snapshot, world }) => expectRecord(world, snapshot),
    DONE: ({ snapshot, world }) => expectRecord(world, snapshot),
    CANCELLED: ({ snapshot, world }) => expectRecord(world, snapshot),
  },

  refusals: {
    ASSIGN_USER: refusedButton('assign'),
    FINALIZE: refusedButton('finalize'),
    CANCEL: refusedButton('cancel'),
  },
};

modelTest(model, { timeout: 180_000 });
