import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { stateOf } from '../../../simulator/scenarios/graph';
import {
  handlingItemScenario,
  TO_DESTINATION,
} from '../../../simulator/scenarios/machines/handling-item.scenario';
import { DEMO_POSITION_IDS } from '../../../simulator/seed/demo/positions';
import type { Position } from '../../../src/domain/warehouse';
import { apiGet } from '../pages/orders.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  expectHandlingLoaded,
  expectHandlingLoading,
  type HandlingUi,
  itemCommand,
  openHandlingTab,
  pathItemAction,
  pathItemRow,
} from './handling-ui';
import { expectAllowed } from './operation-ui';
import { disabledControl, modelTest, type UiModel } from './ui-model';

// handlingItemMachine's shortest paths (every transition) driven through the path's item — the
// first of a seeded handling in the sampled status (handling-support.ts) — in its handling's tab
// (doc 3 §2 Handling detail: the item table's finalize and cancel; issue 11: the scanner). The tab
// and LOADED (the held read answering) are the handling kit's (handling-ui.ts). FINALIZE carries a
// destination, so its user action is the scanner's: the item's origin read, then the event's
// destination (the item's own one, where the path takes it); CANCEL is the item row's Cancel,
// confirmed. The item has no Assign (the machine's rule table: doc 3's item table offers finalize
// and cancel only). Refusals: a settled item's Finalize and Cancel disabled (and no scanner); an
// open item's bad moves answered by the scanner (doc 3 §5 "not the origin", §4 "in inventory");
// the console sends no quantity (the item's own is moved), so "too much" is the API level's.

interface ItemUi extends HandlingUi {
  /** the code of the sample's `inventory` position (the scenario's DEMO_POSITION_IDS.inInventory) */
  inventory: string;
}

/** The code the scanner reads for a sample position of the scenario's FINALIZE events. */
const codeOf = (world: ItemUi, event: AnyEventObject): string =>
  ({ origin: world.origin, destination: world.destination, inventory: world.inventory })[
    event.destination.id as 'origin' | 'destination' | 'inventory'
  ];

/** Reads the item's origin, then `code` as its destination. */
async function scanMove(world: ItemUi, code: string): Promise<void> {
  await world.screen.scan(world.origin);
  await expect(world.screen.scanner()).toHaveAccessibleName(
    t('handling.scan.destination', { sku: world.sku, code: world.origin }),
  );
  await world.screen.scan(code);
}

/** The item's row shows the machine's state as its status; its Finalize and Cancel are enabled
 * exactly where the machine takes its own finalize and cancel, and the scanner is there only while
 * it can finalize (the path's handling is the item's one open item, or none). */
async function expectItem(world: ItemUi, snapshot: AnyMachineSnapshot): Promise<void> {
  await expect(pathItemRow(world)).toContainText(t(`operations.status.${stateOf(snapshot)}`));
  await Promise.all([
    expectAllowed(pathItemAction(world, 'finalize'), snapshot, TO_DESTINATION),
    expectAllowed(pathItemAction(world, 'cancel'), snapshot, { type: 'CANCEL' }),
    expect(world.screen.scanner()).toHaveCount(snapshot.can(TO_DESTINATION) ? 1 : 0),
  ]);
}

/** A settled item's control is disabled (no item table while loading: the API level's refusal). */
const refusedButton = (action: 'finalize' | 'cancel') =>
  disabledControl<ItemUi>((world) => pathItemAction(world, action));

/** The scanner's answer to a refused destination of an open item. */
const SCAN_REFUSAL = {
  origin: (world: ItemUi) => t('handling.scan.sameAsOrigin', { code: world.origin }),
  inventory: (world: ItemUi) => t('handling.scan.inInventory', { code: world.inventory }),
} as const;

const model: UiModel<ItemUi> = {
  entry: handlingItemScenario,

  setup: async (ctx) => {
    const ui = await openHandlingTab(handlingItemScenario, ctx);
    const inventory = await apiGet<Position>(
      ctx.request,
      ui.world.token,
      `/position/${DEMO_POSITION_IDS.inInventory}`,
    );
    // the scanner knows the handling's warehouse's positions only
    expect(inventory.warehouse.id, 'the sample inventory position is in the handling’s warehouse').toBe(
      ui.detail.warehouse.id,
    );
    return { ...ui, inventory: inventory.code };
  },

  actions: {
    LOADED: expectHandlingLoaded,
    FINALIZE: ({ event, world }) => scanMove(world, codeOf(world, event)),
    CANCEL: ({ world }) => itemCommand(world, 'cancel'),
  },

  states: {
    loading: expectHandlingLoading,
    PENDING: ({ snapshot, world }) => expectItem(world, snapshot),
    DONE: ({ snapshot, world }) => expectItem(world, snapshot),
    CANCELLED: ({ snapshot, world }) => expectItem(world, snapshot),
  },

  refusals: {
    FINALIZE: async (ctx) => {
      const { event, snapshot, world } = ctx;
      if (!snapshot.can(TO_DESTINATION)) return refusedButton('finalize')(ctx);
      const place = event.destination.id as keyof typeof SCAN_REFUSAL | 'destination';
      if (place === 'destination') return false; // too much: the console sends no quantity
      await scanMove(world, codeOf(world, event));
      await expect(
        world.screen.page.getByRole('alert').filter({ hasText: SCAN_REFUSAL[place](world) }),
      ).toBeVisible();
      // the read is undone as an operator would: back to reading an origin
      await world.screen.page.getByRole('button', { name: t('handling.scan.reset') }).click();
      await expect(world.screen.scanner()).toHaveAccessibleName(t('handling.scan.origin'));
      return undefined;
    },
    CANCEL: refusedButton('cancel'),
  },
};

modelTest(model, { timeout: 180_000 });
