import type { AnyMachineSnapshot } from 'xstate';
import { LINE_QUANTITY } from '../../../simulator/scenarios/machines/operations-support';
import { chosenOf, storageScenario } from '../../../simulator/scenarios/machines/storage.scenario';
import { expect } from '../support/fixtures';
import { containing, t } from '../support/messages';
import {
  expectLoaded,
  expectRecordHeader,
  recordActions,
  recordButton,
  recordRefusals,
} from './operation-ui';
import {
  cancelOrder,
  choosePosition,
  expandOrder,
  expectStorageLoading,
  lineOf,
  openLines,
  openStorage,
  orderRow,
  putAwayLine,
  type StorageUi,
} from './storage-ui';
import { modelTest, refusedOnScreen, storedStates, type UiModel } from './ui-model';

// storageMachine's shortest paths (every transition) driven through a storage's tab (doc 3 §2
// Storage, §4): the summary's Assign and Cancel (operation-ui.ts; a storage finalizes line by
// line, so its header has no Finalize) and the bulk finalize. LOADED is no user action — the
// record's read answering: the path's storage (one order of four lines) is made through the API in
// the sampled status by the API scenario's own LOADED step, and its tab opened with that read held.
// FINALIZE_CHOSEN is the operator's choice: a position chosen on every open line but the last
// `rest` (the scenario's `chosenOf`), then "Finalize n lines with a position" — the button the
// console shows only where the machine takes the event with those counts. ITEMS_CHANGED is no call
// either (the simulator derives the record's status from its orders, doc 3 §4): its user action is
// the one that causes it — a line put away with its own Finalize, every open line put away so, or
// the order cancelled from its row.

/** The bulk finalize button, whatever its count (2 or more: told by the text after the count). */
const bulkButton = (world: StorageUi) =>
  world.page.getByRole('button', { name: containing(t('storage.bulkFinalize', { count: 2 }).split('2')[1]) });

const scanField = (world: StorageUi) => world.page.getByRole('textbox', { name: t('storage.scan.label') });

/** The header as the machine says (no Finalize: none of its events), and no bulk finalize while
 * nothing is chosen. */
async function expectStorage(world: StorageUi, snapshot: AnyMachineSnapshot): Promise<void> {
  await expectRecordHeader(world, snapshot, ['ASSIGN_USER', 'CANCEL']);
  await Promise.all([
    expect(recordButton(world.page, 'FINALIZE')).toHaveCount(0),
    expect(bulkButton(world)).toHaveCount(0),
    expect(orderRow(world)).toBeVisible(),
  ]);
}

const model: UiModel<StorageUi> = {
  entry: storageScenario,

  setup: (ctx) => openStorage(storageScenario, ctx),

  actions: {
    LOADED: ({ world }) => expectLoaded(world),
    ASSIGN_USER: recordActions.ASSIGN_USER,
    CANCEL: recordActions.CANCEL,
    FINALIZE_CHOSEN: async ({ event, world }) => {
      await expandOrder(world);
      const chosen = chosenOf(await openLines(world), { rest: event.rest });
      for (const lineId of chosen) await choosePosition(world, lineId, world.record.position);
      const bulk = world.page.getByRole('button', {
        name: t('storage.bulkFinalize', { count: chosen.length }),
      });
      await bulk.click();
      await expect(bulk).toHaveCount(0);
      await Promise.all(
        chosen.map((lineId) => expect(lineOf(world, lineId).row).toContainText(t('operations.status.DONE'))),
      );
    },
    ITEMS_CHANGED: async ({ event, world }) => {
      const [status] = event.items;
      if (status === 'CANCELLED') return cancelOrder(world);
      await expandOrder(world);
      const open = await openLines(world);
      for (const lineId of status === 'DONE' ? open : open.slice(0, 1))
        await putAwayLine(world, lineId, LINE_QUANTITY, 'DONE');
    },
  },

  states: storedStates(storageScenario, ({ world }) => expectStorageLoading(world), expectStorage),

  refusals: {
    ASSIGN_USER: recordRefusals.ASSIGN_USER,
    CANCEL: recordRefusals.CANCEL,
    // a settled storage has no line to choose a position for, no scan field and no bulk; an open
    // one with a single position chosen shows that line's Finalize, not the bulk (doc 3 §2: 2 at
    // least)
    FINALIZE_CHOSEN: refusedOnScreen(async ({ snapshot, world }) => {
      await expandOrder(world);
      const [first] = await openLines(world);
      if (!snapshot.can({ type: 'FINALIZE_CHOSEN', chosen: 2, rest: 0 }) || !first) {
        await Promise.all([
          expect(lineOf(world, 'l1').position).toHaveCount(0),
          expect(scanField(world)).toHaveCount(0),
          expect(bulkButton(world)).toHaveCount(0),
        ]);
        return;
      }
      const line = lineOf(world, first);
      await choosePosition(world, first, world.record.position);
      await expect(line.finalize).toBeEnabled();
      await expect(bulkButton(world)).toHaveCount(0);
      await choosePosition(world, first, null);
      await expect(line.finalize).toBeDisabled();
    }),
  },
};

modelTest(model, { timeout: 240_000 });
