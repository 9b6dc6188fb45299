import type { RouteRecord } from '../../../src/domain/operations';
import { apiGet, apiToken, atSeedTime } from '../pages/orders.page';
import { RoutesPage } from '../pages/routes.page';
import { expect } from '../support/fixtures';
import { signIn } from '../support/session';
import { holdFirstLoad, type SetupContext } from './ui-model';

// The set-up the route and route-item models share (both machines live on the route's detail,
// doc 3 §2 Routes): the seed's instant (the demo routes and the move targets' "past 5 days" are
// dated from it), the admin signed in once per spec, and the detail of a seeded route opened with
// its first load held IN_FLIGHT_MS — the machines' `loading` state.

export interface RouteDetailUi {
  routes: RoutesPage;
  /** the route as the API answered before the page opened */
  route: RouteRecord;
  token: string;
}

export async function openRouteDetailHeld(ctx: SetupContext, routeId: string): Promise<RouteDetailUi> {
  const { page, request } = ctx;
  // the reset put the clock back on the wall clock: pinned at the seed's instant before every path
  await atSeedTime(page, request);
  if (!/\/(dashboard|routes)/.test(page.url())) await signIn(page, 'admin');
  const token = await apiToken(request);
  const route = await apiGet<RouteRecord>(request, token, `/routes/${routeId}`);
  await holdFirstLoad(ctx, `/api/routes/${routeId}`);
  const routes = new RoutesPage(page);
  await routes.gotoDetail(routeId);
  return { routes, route, token };
}

/** The held load: the spinner, no title and so no action yet (checked within IN_FLIGHT_MS). */
export async function expectRouteLoading({ routes, route }: RouteDetailUi): Promise<void> {
  await Promise.all([
    expect(routes.loading()).toBeVisible(),
    expect(routes.detailHeading(route.code)).toHaveCount(0),
  ]);
}

/** The detail shown once loaded (the first visit loads the lazy chunk: generous on a busy box). */
export async function expectRouteLoaded({ routes, route }: RouteDetailUi): Promise<void> {
  await expect(routes.detailHeading(route.code)).toBeVisible({ timeout: 30_000 });
}

/** After a call the console did not make (a broker's, a device's, a set-up's): the detail read
 * again, as a user's reload shows it. */
export async function reloadRouteDetail(ui: RouteDetailUi): Promise<void> {
  await ui.routes.page.reload();
  await expectRouteLoaded(ui);
}
