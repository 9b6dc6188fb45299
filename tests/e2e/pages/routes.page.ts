import { expect, type Locator, type Page } from '@playwright/test';
import { dialog, expectLoaded, rowWith, t } from './register-list';

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
}
