import type { AnyMachineSnapshot } from 'xstate';
import { inventoryPositionScenario } from '../../../simulator/scenarios/machines/inventory-position.scenario';
import { openInventory, POSITIONS } from '../../../simulator/scenarios/machines/inventory-support';
import { DEMO_LOGINS } from '../../../simulator/seed/demo/users';
import { InventoryPage } from '../pages/inventory.page';
import { apiToken } from '../pages/orders.page';
import { expect } from '../support/fixtures';
import { signInOnce } from '../support/session';
import {
  type CountedPosition,
  countedPosition,
  countPosition,
  enabledIf,
  expectPositionStatus,
  signedInAs,
  signedUser,
} from './inventory-ui';
import { browserSessionApi } from './scenario-steps';
import { modelTest, type UiModel } from './ui-model';

// inventoryPositionMachine's shortest paths (every transition) driven through the first position's
// row in its inventory's tab (doc 3 §2 Inventory, §4; issue 13 "counting as an operator does it").
// The record is the API scenario's (inventory-support.ts): a fresh inventory over its two
// positions, made through the API by the admin. COUNT is the count panel as the event's operator
// does it — signed in as that user, the position read, each item it holds read once and its
// quantity typed (one unit over on the first for a diverging count); CONFIRM, CANCEL and
// ASSIGN_USER are the row's own actions. The machine has no LOADED event: the tab is opened once
// the record exists. The second position stays PENDING, so the inventory stays open throughout.

const OPERATOR = DEMO_LOGINS.find((l) => l.userName === 'operator') ?? DEMO_LOGINS[0];

interface PositionUi {
  inventory: InventoryPage;
  id: string;
  /** the machine's position (its row, the count panel's first read) and what it holds */
  position: CountedPosition;
}

const expectStatus = (world: PositionUi, status: string) =>
  expectPositionStatus(world.inventory, world.position.code, status);

/** the count action as the signed-in user sees it: offered where the machine takes their COUNT */
const mayCount = (snapshot: AnyMachineSnapshot, user: string) =>
  snapshot.can({ type: 'COUNT', user, diverges: true }) ||
  snapshot.can({ type: 'COUNT', user, diverges: false });

const model: UiModel<PositionUi> = {
  entry: inventoryPositionScenario,

  async setup({ page, request }) {
    await signInOnce(page, 'admin');
    const token = await apiToken(request);
    // the API scenario's own inventory, made on the browser's simulator session
    const { id } = await openInventory(browserSessionApi(request), token);
    const position = await countedPosition(request, token, POSITIONS[0]);
    const inventory = new InventoryPage(page);
    await inventory.goto(id);
    return { inventory, id, position };
  },

  actions: {
    COUNT: async ({ event, after, world }) => {
      await signedInAs(world.inventory.page, event.user, () => world.inventory.goto(world.id));
      await countPosition(world.inventory, world.position, event.diverges);
      await expectStatus(world, String(after.value));
    },
    CONFIRM: async ({ after, world }) => {
      await world.inventory.positionAction('finalizePosition', world.position.code).click();
      await expectStatus(world, String(after.value));
    },
    CANCEL: async ({ after, world }) => {
      await world.inventory.positionAction('cancelPosition', world.position.code).click();
      await expectStatus(world, String(after.value));
    },
    ASSIGN_USER: async ({ world }) => {
      await world.inventory.assign(
        world.inventory.positionAction('assign', world.position.code),
        OPERATOR.name,
      );
    },
  },

  // every state: the row's status, and its actions enabled exactly where the machine takes them
  states: Object.fromEntries(
    ['PENDING', 'RECOUNTING', 'WAITING', 'DONE', 'CANCELLED'].map((state) => [
      state,
      async ({ snapshot, world }: { snapshot: AnyMachineSnapshot; world: PositionUi }) => {
        await expectStatus(world, state);
        const action = (key: Parameters<InventoryPage['positionAction']>[0]) =>
          world.inventory.positionAction(key, world.position.code);
        await Promise.all([
          enabledIf(action('count'), mayCount(snapshot, signedUser(world.inventory.page))),
          enabledIf(action('assign'), snapshot.can({ type: 'ASSIGN_USER' })),
          enabledIf(action('finalizePosition'), snapshot.can({ type: 'CONFIRM' })),
          enabledIf(action('cancelPosition'), snapshot.can({ type: 'CANCEL' })),
        ]);
      },
    ]),
  ),

  refusals: {
    // a count refused to the signed-in user: their count action is disabled (a count by the other
    // user is theirs to see refused, signed in as them)
    COUNT: async ({ event, world }) => {
      if (event.user !== signedUser(world.inventory.page)) return false;
      await expect(world.inventory.positionAction('count', world.position.code)).toBeDisabled();
      return undefined;
    },
    ASSIGN_USER: async ({ world }) => {
      await expect(world.inventory.positionAction('assign', world.position.code)).toBeDisabled();
      return undefined;
    },
  },
};

modelTest(model, { timeout: 300_000 });
