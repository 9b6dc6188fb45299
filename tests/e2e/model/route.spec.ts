import type { Locator, Response } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { graphOf, stateOf } from '../../../simulator/scenarios/graph';
import { portalConfirmation, routeScenario } from '../../../simulator/scenarios/machines/route.scenario';
import { DEMO_LOGINS } from '../../../simulator/seed/demo/users';
import type { RouteRecord } from '../../../src/domain/operations';
import { allItemsSettled, type RouteItemState } from '../../../src/domain/route-rules';
import { apiGet, apiToken } from '../pages/orders.page';
import { choose, confirmation, dialog, t } from '../pages/register-list';
import { RoutesPage } from '../pages/routes.page';
import { expect } from '../support/fixtures';
import {
  expectRouteLoaded,
  expectRouteLoading,
  openRouteDetailHeld,
  type RouteDetailUi,
  reloadRouteDetail,
} from './route-detail';
import { browserSessionApi } from './scenario-steps';
import { modelTest, type UiContext, type UiModel } from './ui-model';

// routeMachine's shortest paths (every transition) driven through the route detail (doc 3 §2
// Routes, §4 statuses and locks, §7 calls). LOADED is the API scenario's own step (it picks the
// seeded demo route of the event's status and checks it reads as the event says), then the detail
// opening with that first load held IN_FLIGHT_MS (`loading`). The console's events: ASSIGN_USER the
// assign dialog (the driver, whose profile vehicle comes with him, or the operator), ASSIGN_VEHICLE
// the vehicle picker, ROUTE "Plan route", REORDER the first row's down arrow then Confirm, FINALIZE
// and CANCEL the route menu's entries confirmed, ORDERS_CHANGED an order removed from its row,
// ITEMS_CHANGED an order finalized or put in occurrence from its row. The events no console user
// sends go the way their source sends them, on the test's own simulator session, and the detail
// is then read again: SAVE_SEQUENCE the broker's POST /routes/sequence (the scenario's step; the
// console has no such action — doc 3 §7 lists it among the broker's calls), PORTAL_CONFIRMED the
// RFID portal's route step (POST /__sim/devices/route-confirmations). An ITEMS_CHANGED that
// settles every order (→ DONE) settles all but one through the API (the console settles one order
// per call) and the last one from its row.

type RouteWorld = RouteDetailUi & { routeId: string };

const driver = DEMO_LOGINS.find((l) => l.userName === 'driver');
const operator = DEMO_LOGINS.find((l) => l.userName === 'operator');
if (!driver || !operator) throw new Error('the demo driver and operator are seeded logins');
/** whom ASSIGN_USER assigns: the driver brings his profile vehicle, the operator (a USER) none */
const assignee = (profileVehicle: boolean) =>
  profileVehicle
    ? { type: 'DRIVER', name: driver.name, option: `${driver.name} (${driver.userName})` }
    : { type: 'USER', name: operator.name, option: `${operator.name} (${operator.userName})` };

const REASON = 'Destinatário ausente';
const DRIVER = { type: 'DRIVER', isActive: true } as const;

/** The route as the API answers it now. */
const current = (world: RouteWorld, ctx: UiContext) =>
  apiGet<RouteRecord>(ctx.request, world.token, `/routes/${world.routeId}`);

/** Clicks `control` and waits for the call it makes (`method` on a URL containing `path`). */
async function called(world: RouteWorld, method: string, path: string, act: () => Promise<void>) {
  const answer = world.routes.page.waitForResponse(
    (r: Response) => r.request().method() === method && r.url().includes(path),
  );
  await act();
  expect((await answer).ok(), `${method} ${path}`).toBeTruthy();
}

/** The console's routing offer: routing itself, or with no vehicle the picker then routing
 * (route-answers.ts asks the machine the same) — on the model's snapshot. */
function routingOffered(snapshot: AnyMachineSnapshot): boolean {
  if (snapshot.context.hasVehicle) return snapshot.can({ type: 'ROUTE' });
  const g = graphOf(routeScenario);
  const withVehicle = g.step(snapshot, { type: 'ASSIGN_VEHICLE' });
  return withVehicle.taken.length > 0 && withVehicle.next.can({ type: 'ROUTE' });
}

/** Settles an order of the route from its row: finalized, or put in occurrence with a reason. */
async function settleFromRow(world: RouteWorld, order: string, occurrence: boolean) {
  const { routes } = world;
  await routes.itemAction(occurrence ? 'occurrence' : 'finalize', order).click();
  const box = routes.deliveryDialog(occurrence);
  if (occurrence) await routes.reason(box).fill(REASON);
  await routes.button(t(occurrence ? 'routes.actions.occurrence' : 'routes.actions.finalize'), box).click();
  await expect(box).toBeHidden();
  await expect(routes.orderStatus(order, occurrence ? 'OCCURRENCE' : 'DONE')).toBeVisible();
}

/** The route's menu entry `entry`, confirmed. */
async function fromMenu(world: RouteWorld, entry: 'finalize' | 'cancel') {
  const { routes, route } = world;
  await routes.routeAction('more', route.code).click();
  await routes.menuEntry(entry).click();
  const confirm = confirmation(routes.page, t(`routes.actions.${entry}`));
  const call =
    entry === 'finalize' ? ['PUT', `/api/routes/${route.id}`] : ['POST', `/api/routes/sequence/${route.id}`];
  await called(world, call[0], call[1], () => routes.button(t(`routes.actions.${entry}`), confirm).click());
  await expectClosed(confirm);
}

/** A dialog the header keeps mounted (assign, confirmations) closed once answered: none of it is
 * open any more (Ark at times keeps the faded-out content mounted a while, invisible). */
async function expectClosed(box: Locator) {
  await expect(box.and(box.page().locator('[data-state=open]'))).toHaveCount(0);
}

const model: UiModel<RouteWorld> = {
  entry: routeScenario,

  async setup(ctx) {
    const { first } = ctx;
    if (first?.type !== 'LOADED') throw new Error('a route path starts with LOADED');
    const api = browserSessionApi(ctx.request);
    const world = { token: await apiToken(ctx.request), routeId: null as string | null };
    const machine = graphOf(routeScenario).initial();
    const loaded = routeScenario.steps.LOADED.allowed;
    if (!loaded) throw new Error('the route scenario loads through its LOADED step');
    await loaded({ api, world, event: first as never, before: machine, after: machine });
    if (!world.routeId) throw new Error(`no seeded route for ${JSON.stringify(first)}`);
    const detail = await openRouteDetailHeld(ctx, world.routeId);
    return { ...detail, routeId: world.routeId };
  },

  actions: {
    LOADED: async ({ world }) => expectRouteLoaded(world),
    ASSIGN_USER: async ({ event, world }) => {
      const { routes, route } = world;
      const who = assignee(event.user.type === 'DRIVER');
      await routes.routeAction('assignUser', route.code).click();
      const form = dialog(routes.page, t('operations.assign.title'));
      await choose(routes.page, form, t('operations.assign.type'), t(`operations.userType.${who.type}`));
      await choose(routes.page, form, t('operations.assign.user'), who.option);
      await called(world, 'PUT', `/api/routes/${world.routeId}`, () =>
        form.getByRole('button', { name: t('operations.assign.confirm') }).click(),
      );
      await expectClosed(form);
      await expect(routes.state()).toContainText(who.name);
    },
    ASSIGN_VEHICLE: async ({ world }) => {
      const { routes, route } = world;
      await routes.routeAction('assignVehicle', route.code).click();
      const picker = routes.vehiclePicker(route.code);
      await picker.getByRole('radio').first().check();
      await called(world, 'PUT', `/api/routes/${world.routeId}`, () =>
        routes.button(t('routes.actions.assign'), picker).click(),
      );
      await expect(picker).toBeHidden();
      await expect(routes.page.getByText(t('routes.noVehicle'), { exact: true })).toHaveCount(0);
    },
    ROUTE: async ({ world }) =>
      called(world, 'POST', `/api/routes/routing/${world.routeId}`, () =>
        world.routes.routeAction('routing', world.route.code).click(),
      ),
    // a broker's call (doc 3 §7), made as the API scenario makes it; the table then reads the
    // stops 1..n in their new sequence
    SAVE_SEQUENCE: async (step) => {
      const { world, request, event, before, after } = step;
      const save = routeScenario.steps.SAVE_SEQUENCE.allowed;
      if (!save) throw new Error('the route scenario saves a sequence in its SAVE_SEQUENCE step');
      await save({
        api: browserSessionApi(request),
        world: { token: world.token, routeId: world.routeId },
        event: event as never,
        before,
        after,
      });
      await reloadRouteDetail(world);
      const count = (await current(world, step)).items.length;
      await expect(world.routes.sequences()).toHaveText(
        Array.from({ length: count }, (_, i) => String(i + 1)),
      );
    },
    REORDER: async ({ world }) => {
      const { routes } = world;
      const before = await routes.orderNumbers();
      await routes.reorderArrow('down', before[0]).click();
      const wanted = [before[1], before[0], ...before.slice(2)];
      await called(world, 'PUT', `/api/route-sequence/${world.routeId}`, () =>
        routes.button(t('routes.reorder.confirm')).click(),
      );
      await expect(routes.button(t('routes.reorder.confirm'))).toBeHidden();
      await expect(routes.orders.locator('tbody tr td:nth-child(3)')).toHaveText(wanted);
    },
    // the RFID portal's step on this test's session (the device runtime feeds the default one)
    PORTAL_CONFIRMED: async ({ world, request }) => {
      const res = await portalConfirmation(browserSessionApi(request), world.routeId);
      expect(res.statusCode, `portal confirmation: ${res.body}`).toBe(200);
      await reloadRouteDetail(world);
    },
    // an order leaves the route (its row's remove, with the reason doc 3 §5 asks)
    ORDERS_CHANGED: async (step) => {
      const { world } = step;
      const { routes } = world;
      const pending = (await current(world, step)).items.filter((i) => i.status === 'PENDING');
      const order = pending[pending.length - 1].order.orderNumber;
      await routes.itemAction('remove', order).click();
      const box = routes.ordersActionDialog('remove');
      await routes.reason(box).fill('Pedido retirado da rota');
      await routes.button(t('routes.actions.remove'), box).click();
      await expect(box).toBeHidden();
      await expect(routes.orderRow(order)).toHaveCount(0);
    },
    // the delivery outcomes the event reports: one order settled from its row; every order
    // settled (→ DONE): all but the last through the API (completed), the last from its row
    ITEMS_CHANGED: async (step) => {
      const { world, event, request } = step;
      const items = event.items as RouteItemState[];
      const occurrence = items.some((i) => i.status === 'OCCURRENCE');
      const pending = (await current(world, step)).items.filter((i) => i.status === 'PENDING');
      const last = pending[pending.length - 1];
      if (allItemsSettled(items) && pending.length > 1) {
        const res = await request.put(`/api/routes/${world.routeId}`, {
          headers: { Authorization: `Bearer ${world.token}` },
          data: { action: 'completed', orders: pending.slice(0, -1).map((i) => i.order.id) },
        });
        expect(res.ok(), `completed ${world.routeId}: ${await res.text()}`).toBeTruthy();
        await reloadRouteDetail(world);
      }
      await settleFromRow(world, last.order.orderNumber, occurrence);
    },
    FINALIZE: async ({ world }) => fromMenu(world, 'finalize'),
    CANCEL: async ({ world }) => fromMenu(world, 'cancel'),
  },

  states: {
    loading: async ({ world }) => expectRouteLoading(world),
    ...Object.fromEntries(
      graphOf(routeScenario)
        .states.filter((s) => s !== 'loading')
        .map((s) => [s, routeState]),
    ),
  },

  refusals: {
    // doc 3 §6: a route is driven by an active DRIVER only. Where a driver may be assigned, a USER
    // is refused by the dialog itself: its type picker offers drivers, never USER
    ASSIGN_USER: async (ctx) => {
      const { event, snapshot, world } = ctx;
      const driverTaken = snapshot.can({ type: 'ASSIGN_USER', user: DRIVER, profileVehicle: true });
      if (event.user?.type === 'DRIVER' || !driverTaken) return refusedButton(ctx, 'assignUser');
      const { routes, route } = world;
      await routes.routeAction('assignUser', route.code).click();
      const form = dialog(routes.page, t('operations.assign.title'));
      await form.getByRole('combobox', { name: t('operations.assign.type'), exact: true }).click();
      const offered = routes.page.locator('[role=listbox][data-state=open] [role=option]');
      await expect(offered.filter({ hasText: t('operations.userType.DRIVER') })).toHaveCount(1);
      await expect(offered.filter({ hasText: new RegExp(`^${t('operations.userType.USER')}$`) })).toHaveCount(
        0,
      );
      // the list closes on Escape; the dialog by its Cancel once the list is gone (a second Escape
      // during the list's close at times left Ark's dialog backdrop mounted over the page)
      await routes.page.keyboard.press('Escape');
      await expect(offered).toHaveCount(0);
      await form.getByRole('button', { name: t('ui.confirm.cancel') }).click();
      await expectClosed(form);
      return undefined;
    },
    ASSIGN_VEHICLE: async (ctx) => refusedButton(ctx, 'assignVehicle'),
    // with no vehicle, "Plan route" answers the seed's warning and asks for one first
    ROUTE: async (ctx) => {
      const { snapshot, world } = ctx;
      if (snapshot.matches('loading')) return false;
      if (!routingOffered(snapshot)) return refusedButton(ctx, 'routing');
      const { routes, route } = world;
      await routes.routeAction('routing', route.code).click();
      const picker = routes.vehiclePicker(route.code);
      await expect(picker.getByRole('alert')).toHaveText(t('routes.vehicle.missing'));
      await routes.page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      return undefined;
    },
    // no arrows where reordering is refused
    REORDER: async ({ snapshot, world }) => {
      if (snapshot.matches('loading')) return false;
      const [first] = await world.routes.orderNumbers();
      await expect(world.routes.reorderArrow('down', first)).toHaveCount(0);
      return undefined;
    },
    FINALIZE: async (ctx) => refusedInMenu(ctx, 'finalize'),
    CANCEL: async (ctx) => refusedInMenu(ctx, 'cancel'),
  },
};

type StateCtx = UiContext & { snapshot: AnyMachineSnapshot; world: RouteWorld };

/** Every status: its chip, and the route's actions enabled exactly where the machine takes them
 * (assign user and vehicle, routing as the console offers it, the reorder arrows). */
async function routeState({ snapshot, world }: StateCtx) {
  const { routes, route } = world;
  const status = stateOf(snapshot);
  await expect(routes.state().getByText(RoutesPage.statusText(status), { exact: true })).toBeVisible();
  const enabled = (action: 'assignUser' | 'assignVehicle' | 'routing', allowed: boolean) =>
    allowed
      ? expect(routes.routeAction(action, route.code)).toBeEnabled()
      : expect(routes.routeAction(action, route.code)).toBeDisabled();
  await enabled('assignUser', snapshot.can({ type: 'ASSIGN_USER', user: DRIVER, profileVehicle: true }));
  await enabled('assignVehicle', snapshot.can({ type: 'ASSIGN_VEHICLE' }));
  await enabled('routing', routingOffered(snapshot));
  const [first] = await routes.orderNumbers();
  await expect(routes.reorderArrow('down', first)).toHaveCount(snapshot.can({ type: 'REORDER' }) ? 1 : 0);
}

type RefusalCtx = UiContext & { event: AnyEventObject; snapshot: AnyMachineSnapshot; world: RouteWorld };

async function refusedButton(
  { snapshot, world }: RefusalCtx,
  action: 'assignUser' | 'assignVehicle' | 'routing',
) {
  if (snapshot.matches('loading')) return false; // no header yet: nothing to see refused
  await expect(world.routes.routeAction(action, world.route.code)).toBeDisabled();
  return undefined;
}

/** The menu's entry is disabled; the menu is closed again. */
async function refusedInMenu({ snapshot, world }: RefusalCtx, entry: 'finalize' | 'cancel') {
  if (snapshot.matches('loading')) return false;
  const { routes, route } = world;
  await routes.routeAction('more', route.code).click();
  await expect(routes.menuEntry(entry)).toBeDisabled();
  await routes.page.keyboard.press('Escape');
  await expect(routes.menuEntry(entry)).toBeHidden();
  return undefined;
}

// 76 shortest paths of a full detail load each (~20 s apiece on the 2-core machine)
modelTest(model, { timeout: 2_700_000 });
