import type { AnyMachineSnapshot } from 'xstate';
import {
  ROUTE_OF_ITEM_STATUS,
  routeItemScenario,
} from '../../../simulator/scenarios/machines/route-item.scenario';
import type { RouteRecord } from '../../../src/domain/operations';
import type { RouteItemEvent } from '../../../src/machines/route-item.machine';
import { apiGet } from '../pages/orders.page';
import { t, tick } from '../pages/register-list';
import { expect } from '../support/fixtures';
import {
  expectRouteLoaded,
  expectRouteLoading,
  openRouteDetailHeld,
  type RouteDetailUi,
} from './route-detail';
import { modelTest, type UiModel } from './ui-model';

// routeItemMachine's shortest paths (every transition) driven through the route detail's order
// table (doc 3 §2 Routes, §4 "only pending items act", §5 reasons and destination). LOADED is the
// detail opening on the seeded route route-item.scenario.ts picks for the status (its first item
// in that status is the path's item); `loading` is that first load, held IN_FLIGHT_MS. SELECT is
// the row's select box; FINALIZE and OCCURRENCE the row's buttons and the delivery dialog; REMOVE
// the row's remove and its dialog; MOVE the bulk bar's move over the selected item, to the event's
// destination route. `removed` and `moved` are the row gone from this route.

interface ItemUi extends RouteDetailUi {
  /** the path's item: its order number (what the row shows) */
  order: string;
}

/** Placeholders for what the dialogs require, as route-answers.ts asks the machine. */
const ASK = {
  SELECT: { type: 'SELECT' },
  FINALIZE: { type: 'FINALIZE' },
  OCCURRENCE: { type: 'OCCURRENCE', reason: 'x' },
  REMOVE: { type: 'REMOVE', reason: 'x' },
} satisfies Record<string, RouteItemEvent>;

const gone = (snapshot: AnyMachineSnapshot) => snapshot.matches('removed') || snapshot.matches('moved');

/** Opens the row's dialog for `kind`, or the bulk bar's move over the ticked item. */
async function openDialog(world: ItemUi, kind: 'occurrence' | 'remove' | 'move') {
  const { routes } = world;
  if (kind === 'move') {
    const box = routes.itemCheckbox(world.order);
    if (!(await box.isChecked())) await tick(box);
    await routes.button(t('routes.actions.move'), routes.selectionBar()).click();
    return routes.ordersActionDialog('move');
  }
  await routes.itemAction(kind, world.order).click();
  return kind === 'remove' ? routes.ordersActionDialog('remove') : routes.deliveryDialog(true);
}

const confirmLabel = {
  occurrence: 'routes.actions.occurrence',
  remove: 'routes.actions.remove',
  move: 'routes.actions.move',
};

const model: UiModel<ItemUi> = {
  entry: routeItemScenario,

  async setup(ctx) {
    const { first } = ctx;
    if (first?.type !== 'LOADED') throw new Error('a route-item path starts with LOADED');
    const status = first.status as keyof typeof ROUTE_OF_ITEM_STATUS;
    const detail = await openRouteDetailHeld(ctx, ROUTE_OF_ITEM_STATUS[status]);
    const item = detail.route.items.find((i) => i.status === status);
    if (!item) throw new Error(`${detail.route.code} has no ${status} item`);
    return { ...detail, order: item.order.orderNumber };
  },

  actions: {
    LOADED: async ({ world }) => expectRouteLoaded(world),
    SELECT: async ({ world }) => {
      await tick(world.routes.itemCheckbox(world.order));
      await expect(world.routes.selectionBar()).toContainText(t('routes.selection.count', { count: 1 }));
    },
    FINALIZE: async ({ world }) => {
      await world.routes.itemAction('finalize', world.order).click();
      const box = world.routes.deliveryDialog(false);
      await world.routes.button(t('routes.actions.finalize'), box).click();
      await expect(box).toBeHidden();
    },
    OCCURRENCE: async ({ event, world }) => {
      const box = await openDialog(world, 'occurrence');
      await world.routes.reason(box).fill(event.reason);
      await world.routes.button(t(confirmLabel.occurrence), box).click();
      await expect(box).toBeHidden();
    },
    REMOVE: async ({ event, world }) => {
      const box = await openDialog(world, 'remove');
      await world.routes.reason(box).fill(event.reason);
      await world.routes.button(t(confirmLabel.remove), box).click();
      await expect(box).toBeHidden();
    },
    MOVE: async ({ event, request, world }) => {
      const destination = await apiGet<RouteRecord>(
        request,
        world.token,
        `/routes/${event.destinationRoute}`,
      );
      const box = await openDialog(world, 'move');
      await world.routes.chooseDestination(box, destination.code);
      await world.routes.button(t(confirmLabel.move), box).click();
      await expect(box).toBeHidden();
    },
  },

  states: {
    loading: async ({ world }) => expectRouteLoading(world),
    // the only status that acts: every control the machine allows is enabled (doc 3 §4)
    PENDING: async ({ snapshot, world }) => {
      const { routes, order } = world;
      await expect(routes.orderStatus(order, 'PENDING')).toBeVisible();
      const enabled = async (control: ReturnType<typeof routes.itemCheckbox>, allowed: boolean) =>
        allowed ? expect(control).toBeEnabled() : expect(control).toBeDisabled();
      await enabled(routes.itemCheckbox(order), snapshot.can(ASK.SELECT));
      await enabled(routes.itemAction('finalize', order), snapshot.can(ASK.FINALIZE));
      await enabled(routes.itemAction('occurrence', order), snapshot.can(ASK.OCCURRENCE));
      await enabled(routes.itemAction('remove', order), snapshot.can(ASK.REMOVE));
    },
    DONE: async ({ world }) => settled(world, 'DONE'),
    OCCURRENCE: async ({ world }) => settled(world, 'OCCURRENCE'),
    // the item left this route: its row is gone, nothing of it is selected
    removed: async ({ world }) => rowGone(world),
    moved: async ({ world }) => rowGone(world),
  },

  refusals: {
    SELECT: async ({ snapshot, world }) => refusedControl(snapshot, world.routes.itemCheckbox(world.order)),
    FINALIZE: async ({ snapshot, world }) =>
      refusedControl(snapshot, world.routes.itemAction('finalize', world.order)),
    // a pending item refuses a blank reason: the dialog answers "reason required" and sends nothing
    OCCURRENCE: async ({ event, snapshot, world }) =>
      snapshot.matches('PENDING')
        ? refusedInDialog(world, 'occurrence', event.reason)
        : refusedControl(snapshot, world.routes.itemAction('occurrence', world.order)),
    REMOVE: async ({ event, snapshot, world }) =>
      snapshot.matches('PENDING')
        ? refusedInDialog(world, 'remove', event.reason)
        : refusedControl(snapshot, world.routes.itemAction('remove', world.order)),
    // moving goes through the selection: a settled item cannot be selected; a pending one with no
    // destination chosen is answered "destination required"
    MOVE: async ({ snapshot, world }) =>
      snapshot.matches('PENDING')
        ? refusedInDialog(world, 'move', null)
        : refusedControl(snapshot, world.routes.itemCheckbox(world.order)),
  },
};

/** A settled item: its status, and every control of its row disabled (doc 3 §4). */
async function settled(world: ItemUi, status: 'DONE' | 'OCCURRENCE') {
  const { routes, order } = world;
  await expect(routes.orderStatus(order, status)).toBeVisible();
  await expect(routes.itemCheckbox(order)).toBeDisabled();
  for (const action of ['finalize', 'occurrence', 'remove'] as const)
    await expect(routes.itemAction(action, order)).toBeDisabled();
}

async function rowGone(world: ItemUi) {
  await expect(world.routes.orderRow(world.order)).toHaveCount(0);
  await expect(world.routes.selectionBar()).toHaveCount(0);
}

/** The control is disabled (a settled item) or gone with its row (removed, moved). */
async function refusedControl(
  snapshot: AnyMachineSnapshot,
  control: ReturnType<ItemUi['routes']['itemCheckbox']>,
) {
  if (snapshot.matches('loading')) return false; // no row yet: nothing to see refused
  if (gone(snapshot)) await expect(control).toHaveCount(0);
  else await expect(control).toBeDisabled();
  return undefined;
}

/** The dialog answers what is missing, keeps the item as it was, and is closed again. */
async function refusedInDialog(world: ItemUi, kind: 'occurrence' | 'remove' | 'move', reason: string | null) {
  const { routes } = world;
  const box = await openDialog(world, kind);
  if (reason !== null) await routes.reason(box).fill(reason);
  await routes.button(t(confirmLabel[kind]), box).click();
  await expect(box).toContainText(
    t(kind === 'move' ? 'routes.move.required' : 'routes.delivery.reasonRequired'),
  );
  await routes.page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(routes.orderStatus(world.order, 'PENDING')).toBeVisible();
  // the move went through the selection: untick it, as the user found the row
  if (kind === 'move') {
    const ticked = routes.itemCheckbox(world.order);
    await ticked.focus();
    await ticked.press('Space');
    await expect(ticked).not.toBeChecked();
  }
  return undefined;
}

modelTest(model, { timeout: 180_000 });
