import type { AnyMachineSnapshot } from 'xstate';
import { packingItemScenario } from '../../../simulator/scenarios/machines/packing-item.scenario';
import type { VolumeLine } from '../../../src/domain/packing-volumes';
import { PackingDetailPage } from '../pages/packing.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { qty } from '../support/quantities';
import {
  assignOperator,
  expectAllowed,
  expectLoading,
  loadedShowing,
  type OperationUi,
  openOperation,
} from './operation-ui';
import { disabledControl, modelTest, refusedOnScreen, storedStates, type UiModel } from './ui-model';

// packingItemMachine's shortest paths (every transition) driven through the path's order in its
// packing's tab (doc 3 §2 Packing "per-order volumes", §4 "volume 1 holds unpacked items", §5
// "Packing volume add"): the order card's Assign and the add-to-volume form. LOADED is no user
// action (the read answering): the order is made through the API in the sampled status by the API
// scenario's own LOADED step and the tab opened with that read held (operation-ui.ts).
// MOVE_TO_VOLUME is the form: the target volume chosen, the quantity typed, the product's code read
// as a scanner types it; the move edits the tab's draft (saving it is the packing model's
// SAVE_VOLUMES), so each state checks the volumes the order's table shows against the machine's.

const packingOf = (world: OperationUi) => new PackingDetailPage(world.page);

/** The order's card: its heading, status, operator and Assign (src/screens/operations/shared/order-card.tsx). */
const cardOf = (world: OperationUi) =>
  world.page.getByRole('region', { name: t('packing.order.title', { order: world.orderNumber }) });
const assignOf = (world: OperationUi) =>
  world.page.getByRole('button', { name: t('packing.order.assign', { order: world.orderNumber }) });

/** The move the form stands for: one unit of the order's first product, from its volume into the
 * next one — whether the machine takes it is whether the form is offered. */
function sampleMove(snapshot: AnyMachineSnapshot) {
  const volumes: VolumeLine[] = snapshot.context.volumes;
  const next = Math.max(1, ...volumes.map((v) => v.volume)) + 1;
  const [first] = volumes;
  return {
    type: 'MOVE_TO_VOLUME',
    barcode: first?.barcode ?? '',
    quantity: 1,
    target: next,
    source: first?.volume,
  };
}

/** The card shows the machine's state as the order's status; Assign and the form are offered
 * where the machine takes them; each volume holding products shows with their count. */
async function expectOrder(world: OperationUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const packing = packingOf(world);
  const volumes: VolumeLine[] = snapshot.context.volumes;
  const editable = snapshot.can(sampleMove(snapshot));
  await expect(cardOf(world)).toContainText(t(`operations.status.${String(snapshot.value)}`));
  await expectAllowed(assignOf(world), snapshot, { type: 'ASSIGN_USER' });
  await expect(packing.form).toHaveCount(editable ? 1 : 0);
  for (const volume of new Set(volumes.filter((v) => v.quantity > 0).map((v) => v.volume))) {
    const label =
      volume === 1 && editable ? t('packing.volume.unpacked') : t('packing.volume.title', { volume });
    const count = volumes.filter((v) => v.volume === volume && v.quantity > 0).length;
    await expect(packing.volumeHeader(world.orderNumber, label)).toContainText(
      t('packing.volume.count', { count }),
    );
  }
}

const model: UiModel<OperationUi> = {
  entry: packingItemScenario,

  setup: (ctx) => openOperation(packingItemScenario, 'packing', ctx),

  actions: {
    LOADED: loadedShowing(cardOf),
    ASSIGN_USER: ({ world }) => assignOperator(world.page, assignOf(world), cardOf(world)),
    MOVE_TO_VOLUME: async ({ event, world }) => {
      const packing = packingOf(world);
      await packing.chooseTarget(event.target);
      await packing.add(event.barcode, event.quantity);
      // "{quantity} × {product} → volume {volume}": told around the product's description
      const told = t('packing.form.moved', {
        quantity: qty(event.quantity),
        product: '|',
        volume: event.target,
      });
      for (const part of told.split('|')) await expect(packing.moved).toContainText(part.trim());
    },
  },

  // the held read: the tab's spinner, no summary yet
  states: storedStates(packingItemScenario, ({ world }) => expectLoading(world.page), expectOrder),

  refusals: {
    ASSIGN_USER: disabledControl(assignOf),
    // a settled order has no form; an open one refuses the move the way doc 3 §5 says: a code in
    // no other volume is told by the scan field, too much by the quantity field
    MOVE_TO_VOLUME: refusedOnScreen(async ({ event, snapshot, world }) => {
      const packing = packingOf(world);
      if (!snapshot.can(sampleMove(snapshot))) return expect(packing.form).toHaveCount(0);
      const volumes: VolumeLine[] = snapshot.context.volumes;
      const held = volumes
        .filter((v) => v.barcode === event.barcode && v.volume !== event.target)
        .reduce((sum, v) => sum + v.quantity, 0);
      await packing.add(event.barcode, event.quantity);
      if (held === 0)
        await expect(
          world.page.getByRole('alert').filter({ hasText: t('ui.scan.unknown', { code: event.barcode }) }),
        ).toBeVisible();
      else {
        await expect(packing.quantity).toHaveAttribute('aria-invalid', 'true');
        await expect(packing.quantity).toHaveAccessibleDescription(
          t('packing.volumes.quantityTooHigh', { max: qty(held) }),
        );
        await packing.quantity.fill('1');
      }
      await expectOrder(world, snapshot); // nothing moved
    }),
  },
};

modelTest(model, { timeout: 180_000 });
