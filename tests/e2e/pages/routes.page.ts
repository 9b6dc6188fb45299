import { expect, type Locator, type Page } from '@playwright/test';
import { statusKey } from '../../../src/domain/route-rules';
import { dialog, expectLoaded, rowWith, t } from './register-list';

/** The per-order actions of the detail's table (doc 3 §4, §5). */
export type RouteItemAction = 'finalize' | 'occurrence' | 'remove';
/** The actions on a whole route (doc 3 §2 Routes), by their buttons' accessible names. */
export type RouteAction = 'assignUser' | 'assignVehicle' | 'routing' | 'more';

// /routes and /routes/:routeId (doc 3 §2 Routes) — src/screens/routes.

export class RoutesPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly orders: Locator;
  readonly map: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.list = page.getByRole('table', { name: t('nav.routes') });
    this.orders = page.getByRole('table', { name: t('routes.detail.orders') });
    this.map = page.getByTestId('route-map');
  }

  /** Every tile request fails, as on the offline test machines (made explicit). */
  async blockTiles(): Promise<void> {
    await this.page.route(/tile\.openstreetmap\.org|\{s\}|\/tiles?\//, (route) => route.abort());
  }

  async goto(): Promise<void> {
    await this.page.goto('/routes');
    // the first visit loads the lazy chunks: generous on a loaded shared machine
    await expect(this.page.getByRole('heading', { level: 1, name: t('nav.routes') })).toBeVisible({
      timeout: 90_000,
    });
    await expectLoaded(this.list);
  }

  row(code: string): Locator {
    return rowWith(this.page, this.list, code);
  }

  orderRow(orderNumber: string): Locator {
    return rowWith(this.page, this.orders, orderNumber);
  }

  /** The order numbers of the detail's table, top to bottom. */
  async orderNumbers(): Promise<string[]> {
    return this.orders.locator('tbody tr td:nth-child(3)').allInnerTexts();
  }

  /** Circle markers and the sequence line drawn by leaflet. */
  markers(): Locator {
    return this.map.locator('path.route-stop');
  }

  vehiclePicker(code: string): Locator {
    return dialog(this.page, t('routes.vehicle.title', { code }));
  }

  button(name: string, scope: Locator | Page = this.page): Locator {
    return scope.getByRole('button', { name, exact: true });
  }

  /** The detail of route `id` (a full load: the page starts on its spinner). */
  async gotoDetail(id: string): Promise<void> {
    await this.page.goto(`/routes/${id}`);
  }

  /** The detail's title, once the route has loaded. */
  detailHeading(code: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: t('routes.detail.title', { code }) });
  }

  /** The detail's spinner while the route loads. */
  loading(): Locator {
    return this.page.getByRole('status', { name: t('ui.loading') });
  }

  /** A route or item status chip's text (doc 3 §4). */
  static statusText(status: string): string {
    return t(statusKey(status));
  }

  /** The status cell of an order's row in the detail. */
  orderStatus(orderNumber: string, status: string): Locator {
    return this.orderRow(orderNumber).getByRole('cell', { name: RoutesPage.statusText(status), exact: true });
  }

  /** The detail's status and driver chips. */
  state(): Locator {
    return this.page.getByRole('region', { name: t('routes.detail.state') });
  }

  /** A whole-route action's button (doc 3 §2 Routes: assign user, assign vehicle, routing, the menu). */
  routeAction(action: RouteAction, code: string): Locator {
    return this.page.getByRole('button', { name: t(`routes.actions.${action}Of`, { code }) });
  }

  /** An entry of the route's menu (opened by `routeAction('more', code)`). */
  menuEntry(entry: 'finalize' | 'cancel'): Locator {
    return this.page.getByRole('menuitem', { name: t(`routes.actions.${entry}`), exact: true });
  }

  /** The sequence cells of the detail's table, top to bottom. */
  sequences(): Locator {
    return this.orders.locator('tbody tr td:nth-child(2)');
  }

  /** The arrow moving an order's row up or down (shown only where reordering is allowed). */
  reorderArrow(direction: 'up' | 'down', order: string): Locator {
    return this.page.getByRole('button', { name: t(`routes.reorder.${direction}`, { order }) });
  }

  itemAction(action: RouteItemAction, order: string): Locator {
    return this.page.getByRole('button', { name: t(`routes.actions.${action}Of`, { order }) });
  }

  itemCheckbox(order: string): Locator {
    return this.page.getByRole('checkbox', { name: t('routes.selection.one', { order }), exact: true });
  }

  /** The bulk bar over the selected orders (move, remove). */
  selectionBar(): Locator {
    return this.page.getByRole('region', { name: t('routes.selection.bar') });
  }

  deliveryDialog(occurrence: boolean): Locator {
    return dialog(this.page, t(occurrence ? 'routes.delivery.occurrenceTitle' : 'routes.delivery.okTitle'));
  }

  ordersActionDialog(mode: 'remove' | 'move'): Locator {
    return dialog(this.page, t(mode === 'remove' ? 'routes.remove.title' : 'routes.move.title'));
  }

  reason(scope: Locator): Locator {
    return scope.getByRole('textbox', { name: t('routes.delivery.reason') });
  }

  /** Picks the move dialog's destination by the route's code (options read `code · date`). */
  async chooseDestination(move: Locator, code: string): Promise<void> {
    await move.getByRole('combobox', { name: t('routes.move.destination'), exact: true }).click();
    await this.page
      .locator('[role=listbox][data-state=open] [role=option]')
      .filter({ hasText: new RegExp(`^${code} · `) })
      .click();
  }
}
