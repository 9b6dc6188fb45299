import type { AnyMachineSnapshot } from 'xstate';
import { SAMPLE_BARCODE } from '../../../simulator/scenarios/machines/operations-support';
import { packingScenario } from '../../../simulator/scenarios/machines/packing.scenario';
import { PackingDetailPage } from '../pages/packing.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  expectLoaded,
  expectLoading,
  expectRecordState,
  type OperationUi,
  openOperation,
  recordActions,
  recordRefusals,
} from './operation-ui';
import { modelTest, refusedOnScreen, storedStates, type UiModel } from './ui-model';

// packingMachine's shortest paths (every transition) driven through a packing's tab (doc 3 §2
// Packing, §4, §5): the summary's Assign, Finalize and Cancel (operation-ui.ts), and "Save volumes".
// LOADED is no user action — the record's read answering: the path's packing is made through the
// API in the sampled status by the API scenario's own LOADED step, and its tab opened with that read
// held. SAVE_VOLUMES needs an edit to save (the button is disabled on a clean draft): the user moves
// one unit into the next volume with the add-to-volume form, then saves; the moves themselves are
// the packing-item model's.

const packingOf = (world: OperationUi) => new PackingDetailPage(world.page);

/** The header as every operation's, and the volumes editable where the machine takes
 * SAVE_VOLUMES: the add-to-volume form, with "Save volumes" disabled while nothing is edited. */
async function expectPacking(world: OperationUi, snapshot: AnyMachineSnapshot): Promise<void> {
  await expectRecordState(world, snapshot);
  const packing = packingOf(world);
  if (snapshot.can({ type: 'SAVE_VOLUMES' }))
    await Promise.all([expect(packing.form).toBeVisible(), expect(packing.save).toBeDisabled()]);
  else await Promise.all([expect(packing.form).toHaveCount(0), expect(packing.save).toHaveCount(0)]);
}

const model: UiModel<OperationUi> = {
  entry: packingScenario,

  setup: (ctx) => openOperation(packingScenario, 'packing', ctx),

  actions: {
    LOADED: ({ world }) => expectLoaded(world),
    ...recordActions,
    SAVE_VOLUMES: async ({ world }) => {
      const packing = packingOf(world);
      await packing.add(SAMPLE_BARCODE, 1);
      const unsaved = world.page.getByText(t('packing.detail.unsaved'));
      await expect(unsaved).toBeVisible();
      await packing.save.click();
      // saved: the draft is the stored volumes again, now with volume 2
      await expect(unsaved).toBeHidden();
      await expect(
        packing.volumeHeader(world.orderNumber, t('packing.volume.title', { volume: 2 })),
      ).toBeVisible();
    },
  },

  // the held read: the tab's spinner, no summary (no action) yet
  states: storedStates(packingScenario, ({ world }) => expectLoading(world.page), expectPacking),

  refusals: {
    ...recordRefusals,
    // a packing the machine no longer lets edit shows neither the form nor "Save volumes"
    SAVE_VOLUMES: refusedOnScreen(async ({ world }) => {
      await expect(packingOf(world).save).toHaveCount(0);
      await expect(packingOf(world).form).toHaveCount(0);
    }),
  },
};

modelTest(model, { timeout: 180_000 });
