import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The route table — doc 1 §2.1 and doc 3 §2. Public pages are lazy chunks written in
 * src/screens/{auth,survey,errors}; the signed-in screens of later issues show the shared
 * placeholder (src/screens/placeholder) until their screen is added here as `screen`.
 * Whether a path is open, redirected or framed is decided by src/app/guard.ts.
 */
export interface AppRoute {
  /** wouter pattern */
  path: string;
  /** locale id of the page title (document title, placeholder heading) */
  titleId: string;
  /** the page; absent = the placeholder of a later issue */
  screen?: LazyExoticComponent<ComponentType>;
}

const LoginScreen = lazy(() =>
  import('../screens/auth/login.screen').then((m) => ({ default: m.LoginScreen })),
);
const RegisterScreen = lazy(() =>
  import('../screens/auth/register.screen').then((m) => ({ default: m.RegisterScreen })),
);
const SurveyScreen = lazy(() =>
  import('../screens/survey/survey.screen').then((m) => ({ default: m.SurveyScreen })),
);
const NotFoundScreen = lazy(() =>
  import('../screens/errors/not-found.screen').then((m) => ({ default: m.NotFoundScreen })),
);
const AccessDeniedScreen = lazy(() =>
  import('../screens/errors/access-denied.screen').then((m) => ({ default: m.AccessDeniedScreen })),
);

const DashboardScreen = lazy(() =>
  import('../screens/dashboard/dashboard.screen').then((m) => ({ default: m.DashboardScreen })),
);
const OrdersScreen = lazy(() =>
  import('../screens/orders/orders.screen').then((m) => ({ default: m.OrdersScreen })),
);
const NewOrderScreen = lazy(() =>
  import('../screens/orders/new/new-order.screen').then((m) => ({ default: m.NewOrderScreen })),
);

const CustomersScreen = lazy(() =>
  import('../screens/registers/customers/customers.screen').then((m) => ({ default: m.CustomersScreen })),
);
const TransportersScreen = lazy(() =>
  import('../screens/registers/transporters/transporters.screen').then((m) => ({
    default: m.TransportersScreen,
  })),
);
const OccurrenceScreen = lazy(() =>
  import('../screens/orders/occurrence/occurrence.screen').then((m) => ({ default: m.OccurrenceScreen })),
);
const InvoiceScreen = lazy(() =>
  import('../screens/orders/invoice/invoice.screen').then((m) => ({ default: m.InvoiceScreen })),
);
const NpsScreen = lazy(() =>
  import('../screens/orders/nps/nps.screen').then((m) => ({ default: m.NpsScreen })),
);

const InboundScreen = lazy(() =>
  import('../screens/operations/inbound/inbound.screen').then((m) => ({ default: m.InboundScreen })),
);
const StorageScreen = lazy(() =>
  import('../screens/operations/storage/storage.screen').then((m) => ({ default: m.StorageScreen })),
);
const PickingScreen = lazy(() =>
  import('../screens/operations/pick-pack.screens').then((m) => ({ default: m.PickingScreen })),
);
const PackingScreen = lazy(() =>
  import('../screens/operations/pick-pack.screens').then((m) => ({ default: m.PackingScreen })),
);

const DevicesScreen = lazy(() =>
  import('../screens/devices/devices.screen').then((m) => ({ default: m.DevicesScreen })),
);
const PositionHandlingHistoryScreen = lazy(() =>
  import('../screens/device-reports/position-handling-history.screen').then((m) => ({
    default: m.PositionHandlingHistoryScreen,
  })),
);
const SmartCounterActivityScreen = lazy(() =>
  import('../screens/device-reports/smart-counter-activity.screen').then((m) => ({
    default: m.SmartCounterActivityScreen,
  })),
);

/** doc 1 §2.1 "Public" (and /not-found of §2.2). */
export const PUBLIC_ROUTES: AppRoute[] = [
  { path: '/login', titleId: 'app.page.login', screen: LoginScreen },
  { path: '/register', titleId: 'app.page.register', screen: RegisterScreen },
  { path: '/survey/:code/:rate', titleId: 'app.page.survey', screen: SurveyScreen },
  { path: '/not-found', titleId: 'app.page.notFound', screen: NotFoundScreen },
  { path: '/access-denied', titleId: 'app.page.accessDenied', screen: AccessDeniedScreen },
];

/** doc 1 §2.1 "Signed-in", with the detail routes of doc 1 §2.1 and doc 3 §2. */
export const SIGNED_IN_ROUTES: AppRoute[] = [
  { path: '/dashboard', titleId: 'nav.dashboard', screen: DashboardScreen },
  { path: '/dashboard/tv', titleId: 'app.page.dashboardTv' },
  // Registrations
  { path: '/users', titleId: 'nav.users' },
  { path: '/building', titleId: 'nav.building' },
  { path: '/warehouses', titleId: 'nav.warehouses' },
  { path: '/yard-docks', titleId: 'nav.yardDocks' },
  { path: '/products', titleId: 'nav.products' },
  { path: '/customers', titleId: 'nav.customers', screen: CustomersScreen },
  { path: '/transporters', titleId: 'nav.transporters', screen: TransportersScreen },
  { path: '/positions', titleId: 'nav.positions' },
  { path: '/vehicles', titleId: 'nav.vehicles' },
  { path: '/product-categories', titleId: 'nav.productCategories' },
  { path: '/sales-channel', titleId: 'nav.salesChannel' },
  // Orders, yard, stock
  { path: '/orders', titleId: 'nav.orders', screen: OrdersScreen },
  { path: '/orders/new', titleId: 'app.page.newOrder', screen: NewOrderScreen },
  { path: '/yard-appointment', titleId: 'nav.yardAppointment' },
  { path: '/stock', titleId: 'nav.stock' },
  // Operations (doc 3 §2 table: list and detail)
  { path: '/inbound', titleId: 'nav.inbound', screen: InboundScreen },
  { path: '/inbound/:inboundId', titleId: 'nav.inbound', screen: InboundScreen },
  { path: '/crossdocking', titleId: 'nav.crossdocking' },
  { path: '/handling', titleId: 'nav.handling' },
  { path: '/handling/:handlingId', titleId: 'nav.handling' },
  { path: '/storage', titleId: 'nav.storage', screen: StorageScreen },
  { path: '/storage/:storageId', titleId: 'nav.storage', screen: StorageScreen },
  { path: '/picking', titleId: 'nav.picking', screen: PickingScreen },
  { path: '/picking/:pickingId', titleId: 'nav.picking', screen: PickingScreen },
  { path: '/packing', titleId: 'nav.packing', screen: PackingScreen },
  { path: '/packing/:packingId', titleId: 'nav.packing', screen: PackingScreen },
  { path: '/conference', titleId: 'nav.conference' },
  { path: '/conference/:conferenceId', titleId: 'nav.conference' },
  { path: '/outbound', titleId: 'nav.outbound' },
  { path: '/outbound/:outboundId', titleId: 'nav.outbound' },
  { path: '/inventory', titleId: 'nav.inventory' },
  { path: '/inventory/:inventoryId', titleId: 'nav.inventory' },
  { path: '/inventory-planning', titleId: 'nav.inventoryPlanning' },
  { path: '/occurrence', titleId: 'nav.occurrence', screen: OccurrenceScreen },
  { path: '/occurrence/:occurrenceId', titleId: 'nav.occurrence', screen: OccurrenceScreen },
  { path: '/invoice', titleId: 'nav.invoice', screen: InvoiceScreen },
  { path: '/devices', titleId: 'nav.devices', screen: DevicesScreen },
  // Reports
  { path: '/routes-driver-activities-report', titleId: 'nav.routesDriverActivities' },
  { path: '/route-activities-per-driver', titleId: 'nav.routeActivitiesPerDriver' },
  {
    path: '/smart-counter-activity-report',
    titleId: 'nav.smartCounterActivity',
    screen: SmartCounterActivityScreen,
  },
  { path: '/stock-history-report', titleId: 'nav.stockHistory' },
  {
    path: '/position-handling-history-report',
    titleId: 'nav.positionHandlingHistory',
    screen: PositionHandlingHistoryScreen,
  },
  { path: '/inventory-position-report', titleId: 'nav.inventoryPositions' },
  { path: '/inventory-performance-report', titleId: 'nav.inventoryPerformance' },
  // Routes, NPS
  { path: '/routes', titleId: 'nav.routes' },
  { path: '/routes/:routeId', titleId: 'nav.routes' },
  { path: '/nps', titleId: 'nav.nps', screen: NpsScreen },
];

export const ROUTES: AppRoute[] = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];

/** Route patterns as regular expressions (":param" matches one path segment). */
const PATTERNS = ROUTES.map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`));

/** Whether `path` is a page of the route table (the guard sends unknown paths to /not-found). */
export function isKnownPath(path: string): boolean {
  const bare = path.split(/[?#]/)[0];
  return PATTERNS.some((re) => re.test(bare));
}
