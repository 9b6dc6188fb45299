import type { AnyMachineSnapshot } from 'xstate';
import {
  FIRST_COUNTER,
  inventoryScenario,
  movesOf,
  type PositionMove,
  RECOUNTER,
  workedPosition,
} from '../../../simulator/scenarios/machines/inventory.scenario';
import { type InventoryWorld, POSITIONS } from '../../../simulator/scenarios/machines/inventory-support';
import { DEMO_LOGINS } from '../../../simulator/seed/demo/users';
import { type InventoryPositionStatus, isPositionFinished } from '../../../src/domain/inventory';
import { can } from '../../../src/machines/ask';
import type { InventoryEvent } from '../../../src/machines/inventory.machine';
import { inventoryPositionLifecycle, positionMoves } from '../../../src/machines/inventory-position.machine';
import { InventoryPage } from '../pages/inventory.page';
import { apiGet, apiToken } from '../pages/orders.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
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
import { expectAllowed, loadingSpinner } from './operation-ui';
import { loadedByScenario } from './scenario-steps';
import {
  disabledControl,
  holdFirstLoad,
  modelTest,
  refusedOnScreen,
  type SetupContext,
  type UiModel,
} from './ui-model';

// inventoryMachine's shortest paths (every transition) driven through an inventory's tab (doc 3 §2
// Inventory, §4). LOADED is no user action — the record's read answering: the path's inventory is
// made by the API scenario's own LOADED step (a fresh inventory over its two positions, on the
// browser's simulator session) and its tab opened with that read held IN_FLIGHT_MS (`loading`).
// ASSIGN_USER, FINALIZE and CANCEL are the summary's actions; WORK_POSITION the row's action the
// scenario works (`workedPosition`: assign, or finalize a finished position again).
// POSITIONS_CHANGED is what the simulator derives after a position's change, so it is the changes
// the event's statuses need (`movesOf`), made as a user makes them: a count in the count panel
// (matching, or one unit over: RECOUNTING) by the scenario's first counter, a recount by its
// recounter (the tab signed in as that operator, then back as the admin), the row's finalize or
// cancel. Refusals: the summary's buttons disabled; a change whose move the position machine does
// not make, or on a closed inventory, shows its control disabled (a move back to PENDING has none).

const OPERATOR = DEMO_LOGINS.find((l) => l.userName === 'operator') ?? DEMO_LOGINS[0];
const ADMIN = 'usr-admin';

interface InventoryUi {
  inventory: InventoryPage;
  id: string;
  /** the inventory's number (INV-…), which names its actions */
  code: string;
  /** its positions, in the order of `POSITIONS` (the machine's context) */
  positions: CountedPosition[];
}

type Changed = Extract<InventoryEvent, { type: 'POSITIONS_CHANGED' }>;

const positionsOf = (snapshot: AnyMachineSnapshot) => snapshot.context.positions as InventoryPositionStatus[];
const isOpen = (snapshot: AnyMachineSnapshot) => snapshot.can({ type: 'WORK_POSITION' });
const reopen = (world: InventoryUi) => () => world.inventory.goto(world.id);

/** Makes the path's first event (LOADED) with the scenario's own step, then opens its tab with the
 * record's read held. */
async function setup(ctx: SetupContext) {
  const { page, request, first } = ctx;
  await signInOnce(page, 'admin');
  const token = await apiToken(request);
  const world = await loadedByScenario<InventoryWorld>(inventoryScenario, first, request, {
    token,
    id: '',
    items: [],
    reads: [],
  });
  const { code } = await apiGet<{ code: string }>(request, token, `/inventory/${world.id}`);
  const positions = await Promise.all(POSITIONS.map((p) => countedPosition(request, token, p)));
  const ui: InventoryUi = { inventory: new InventoryPage(page), id: world.id, code, positions };
  // a path before this one may have ended signed in as the recounter
  await signedInAs(page, ADMIN, async () => {});
  await holdFirstLoad(ctx, `/api/inventory/${world.id}`);
  await page.goto(`/inventory/${world.id}`);
  return ui;
}

/** The row control that makes a move (none moves a position back to PENDING). */
function moveControl(world: InventoryUi, { index, to }: PositionMove) {
  const { code } = world.positions[index];
  if (to === 'WAITING' || to === 'RECOUNTING') return world.inventory.positionAction('count', code);
  if (to === 'DONE') return world.inventory.positionAction('finalizePosition', code);
  if (to === 'CANCELLED') return world.inventory.positionAction('cancelPosition', code);
  return null;
}

/** One position's move, as a user makes it on the tab (the scenario's `moveCall`, by hand). */
async function makeMove(world: InventoryUi, move: PositionMove): Promise<void> {
  const position = world.positions[move.index];
  if (move.to === 'WAITING' || move.to === 'RECOUNTING') {
    const user = move.from === 'RECOUNTING' ? RECOUNTER : FIRST_COUNTER;
    await signedInAs(world.inventory.page, user, reopen(world));
    await countPosition(world.inventory, position, move.to === 'RECOUNTING');
  } else {
    const control = moveControl(world, move);
    if (!control) throw new Error(`no control moves ${move.from} to ${move.to}`);
    await control.click();
  }
  await expectPositionStatus(world.inventory, position.code, move.to);
}

/** A position's status on the tab: the machine's, except that closing an inventory finishes its
 * open positions (confirmed by the finalize, cancelled by the cancel — doc 3 §2). */
const shownStatus = (snapshot: AnyMachineSnapshot, status: InventoryPositionStatus) =>
  isOpen(snapshot) || isPositionFinished(status)
    ? status
    : snapshot.value === 'CLOSED'
      ? 'DONE'
      : 'CANCELLED';

/** An inventory's state: the summary's status, open/closed and actions as the machine says, the
 * count panel only while open, each position's status and its controls. */
async function expectInventoryState(world: InventoryUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const { inventory, code } = world;
  const status = String(snapshot.value);
  const open = isOpen(snapshot);
  const user = signedUser(inventory.page);
  await Promise.all([
    expect(inventory.summaryCard('status')).toContainText(t(`inventory.status.${status}`)),
    expect(inventory.summaryCard('open')).toContainText(t(`inventory.open.${open}`)),
    expectAllowed(inventory.action('assign', code), snapshot, { type: 'ASSIGN_USER' }),
    expectAllowed(inventory.action('finalize', code), snapshot, { type: 'FINALIZE' }),
    expectAllowed(inventory.action('cancel', code), snapshot, { type: 'CANCEL' }),
    expect(inventory.countPanel).toHaveCount(open ? 1 : 0),
    ...positionsOf(snapshot).flatMap((s, i) => {
      const { code: position } = world.positions[i];
      // the position machine answers for the row, its first count being the first counter's
      const record = { status: s, firstCounter: s === 'PENDING' ? null : FIRST_COUNTER };
      const counts =
        can(inventoryPositionLifecycle, record, { type: 'COUNT', user, diverges: false }) ||
        can(inventoryPositionLifecycle, record, { type: 'COUNT', user, diverges: true });
      return [
        expectPositionStatus(inventory, position, shownStatus(snapshot, s)),
        enabledIf(inventory.positionAction('count', position), open && counts),
        enabledIf(inventory.positionAction('finalizePosition', position), open),
        enabledIf(inventory.positionAction('cancelPosition', position), open),
      ];
    }),
  ]);
}

const recordState = ({ snapshot, world }: { snapshot: AnyMachineSnapshot; world: InventoryUi }) =>
  expectInventoryState(world, snapshot);

type Refusal = NonNullable<UiModel<InventoryUi>['refusals']>[string];

/** A refused record action: its summary button is disabled (no summary while loading). */
const refusedAction = (kind: 'assign' | 'finalize' | 'cancel') =>
  disabledControl<InventoryUi>((world) => world.inventory.action(kind, world.code));

/** A refused change: the control of each move the tab cannot make is disabled — every move once
 * closed, else the moves the position machine does not make (a move back to PENDING has none). */
const refusedChange: Refusal = async ({ event, snapshot, world }) => {
  if (snapshot.value === 'loading') return false;
  const controls = movesOf(positionsOf(snapshot), event as Changed)
    .filter((m) => !isOpen(snapshot) || !positionMoves(m.from, m.to))
    .flatMap((m) => moveControl(world, m) ?? []);
  if (!controls.length) return false;
  await Promise.all(controls.map((c) => expect(c).toBeDisabled()));
  return undefined;
};

const model: UiModel<InventoryUi> = {
  entry: inventoryScenario,
  setup,

  actions: {
    LOADED: ({ world }) => expect(world.inventory.summary).toBeVisible({ timeout: 20_000 }),
    ASSIGN_USER: async ({ world }) => {
      await world.inventory.assign(world.inventory.action('assign', world.code), OPERATOR.name);
      await expect(world.inventory.summaryCard('operator')).toContainText(OPERATOR.name);
    },
    WORK_POSITION: async ({ before, world }) => {
      const { index, call } = workedPosition(positionsOf(before));
      const { code } = world.positions[index];
      if (call === 'assign') {
        await world.inventory.assign(world.inventory.positionAction('assign', code), OPERATOR.name);
        await expect(world.inventory.positionRow(code)).toContainText(OPERATOR.name);
      } else {
        const saved = world.inventory.page.waitForResponse(
          (r) => r.request().method() === 'PUT' && r.url().includes(`/api/inventory/${world.id}/`),
        );
        await world.inventory.positionAction('finalizePosition', code).click();
        expect((await saved).status()).toBe(200);
      }
    },
    POSITIONS_CHANGED: async ({ before, event, world }) => {
      for (const move of movesOf(positionsOf(before), event as Changed)) await makeMove(world, move);
      await signedInAs(world.inventory.page, ADMIN, reopen(world));
    },
    FINALIZE: ({ world }) => world.inventory.finalize(world.code),
    CANCEL: ({ world }) => world.inventory.cancel(world.code),
  },

  states: {
    // the held read: a spinner and no summary, no action
    loading: async ({ page, world }) => {
      await Promise.all([
        expect(loadingSpinner(page)).toBeVisible(),
        expect(world.inventory.summary).toHaveCount(0),
      ]);
    },
    PENDING: recordState,
    INPROGRESS: recordState,
    WAITING: recordState,
    RECOUNTING: recordState,
    CLOSED: recordState,
    CANCELLED: recordState,
  },

  refusals: {
    ASSIGN_USER: refusedAction('assign'),
    FINALIZE: refusedAction('finalize'),
    CANCEL: refusedAction('cancel'),
    // a closed inventory's positions: their assign and finalize are disabled
    WORK_POSITION: refusedOnScreen(({ snapshot, world }) => {
      const { index, call } = workedPosition(positionsOf(snapshot));
      const { code } = world.positions[index];
      return expect(
        world.inventory.positionAction(call === 'assign' ? 'assign' : 'finalizePosition', code),
      ).toBeDisabled();
    }),
    POSITIONS_CHANGED: refusedChange,
  },
};

modelTest(model, { timeout: 300_000 });
