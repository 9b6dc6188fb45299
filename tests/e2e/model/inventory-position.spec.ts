import type { AnyMachineSnapshot } from 'xstate';
import { inventoryPositionScenario } from '../../../simulator/scenarios/machines/inventory-position.scenario';
import { POSITIONS } from '../../../simulator/scenarios/machines/inventory-support';
import { DEMO_LOGINS } from '../../../simulator/seed/demo/users';
import type { PositionView } from '../../../src/domain/positions';
import { InventoryPage } from '../pages/inventory.page';
import { apiGet, apiToken } from '../pages/orders.page';
import { ShellPage } from '../pages/shell.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signIn, signInOnce } from '../support/session';
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
const userNameOf = (user: string) => user.replace(/^usr-/, '');

/** who the tab is signed in as (the tab and its sign-in outlive the reset between paths) */
let signedAs = 'usr-admin';

interface PositionUi {
  inventory: InventoryPage;
  id: string;
  /** the machine's position's code (its row, the count panel's first read) */
  code: string;
  /** what the position holds: the item read and its quantity */
  held: Array<{ code: string; quantity: number }>;
}

async function signedInAs(world: PositionUi, user: string): Promise<void> {
  if (signedAs === user) return;
  await new ShellPage(world.inventory.page).signOut();
  await signIn(world.inventory.page, userNameOf(user));
  signedAs = user;
  await world.inventory.goto(world.id);
}

const row = (world: PositionUi) => world.inventory.positionRow(world.code);

async function expectStatus(world: PositionUi, status: string): Promise<void> {
  // the status column's badge comes first (a finished position's "status in inventory" says it again)
  await expect(
    row(world)
      .getByText(t(`inventory.pos.state.${status}`), { exact: true })
      .first(),
  ).toBeVisible();
}

/** the count action as the signed-in user sees it: offered where the machine takes their COUNT */
const mayCount = (snapshot: AnyMachineSnapshot) =>
  snapshot.can({ type: 'COUNT', user: signedAs, diverges: true }) ||
  snapshot.can({ type: 'COUNT', user: signedAs, diverges: false });

const enabledIf = async (button: ReturnType<InventoryPage['positionAction']>, allowed: boolean) =>
  allowed ? expect(button).toBeEnabled() : expect(button).toBeDisabled();

const model: UiModel<PositionUi> = {
  entry: inventoryPositionScenario,

  async setup({ page, request }) {
    await signInOnce(page, 'admin');
    const token = await apiToken(request);
    const made = await request.post('/api/inventory', {
      headers: { Authorization: `Bearer ${token}` },
      data: { positions: POSITIONS },
    });
    expect(made.status(), `POST /inventory: ${await made.text()}`).toBe(201);
    const id = (await made.json()).record.id as string;
    const position = await apiGet<PositionView>(request, token, `/position/${POSITIONS[0]}`);
    const held = position.storageItems
      .filter((i) => i.quantity > 0)
      .map((i) => ({ code: i.barcode ?? i.product.sku, quantity: i.quantity }));
    expect(held.length, `${position.code} holds no stock`).toBeGreaterThan(0);
    const inventory = new InventoryPage(page);
    await inventory.goto(id);
    return { inventory, id, code: position.code, held };
  },

  actions: {
    COUNT: async ({ event, after, world }) => {
      await signedInAs(world, event.user);
      await world.inventory.count(
        world.code,
        world.held.map((h, i) => ({
          code: h.code,
          reads: 1,
          quantity: event.diverges && i === 0 ? h.quantity + 1 : h.quantity,
        })),
      );
      await expectStatus(world, String(after.value));
    },
    CONFIRM: async ({ after, world }) => {
      await world.inventory.positionAction('finalizePosition', world.code).click();
      await expectStatus(world, String(after.value));
    },
    CANCEL: async ({ after, world }) => {
      await world.inventory.positionAction('cancelPosition', world.code).click();
      await expectStatus(world, String(after.value));
    },
    ASSIGN_USER: async ({ world }) => {
      await world.inventory.assign(world.inventory.positionAction('assign', world.code), OPERATOR.name);
    },
  },

  // every state: the row's status, and its actions enabled exactly where the machine takes them
  states: Object.fromEntries(
    ['PENDING', 'RECOUNTING', 'WAITING', 'DONE', 'CANCELLED'].map((state) => [
      state,
      async ({ snapshot, world }: { snapshot: AnyMachineSnapshot; world: PositionUi }) => {
        await expectStatus(world, state);
        const action = (key: Parameters<InventoryPage['positionAction']>[0]) =>
          world.inventory.positionAction(key, world.code);
        await Promise.all([
          enabledIf(action('count'), mayCount(snapshot)),
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
      if (event.user !== signedAs) return false;
      await expect(world.inventory.positionAction('count', world.code)).toBeDisabled();
      return undefined;
    },
    ASSIGN_USER: async ({ world }) => {
      await expect(world.inventory.positionAction('assign', world.code)).toBeDisabled();
      return undefined;
    },
  },
};

modelTest(model, { timeout: 300_000 });
