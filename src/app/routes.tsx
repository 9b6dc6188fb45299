import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The route table — doc 1 §2.1 and doc 3 §2. Public pages are lazy chunks written in
 * src/screens/{auth,survey,errors}; every signed-in path has its screen (the "not available yet"
 * placeholder that stood in for the screens of later issues is gone with the last of them).
 * Whether a path is open, redirected or framed is decided by src/app/guard.ts.
 */
export interface AppRoute {
  /** wouter pattern */
  path: string;
  /** locale id of the page title (the document title) */
  titleId: string;
  /** the page */
  screen: LazyExoticComponent<ComponentType>;
}

/** A screen module's named export as a lazy page (each import stays its own chunk). */
function lazyScreen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const LoginScreen = lazyScreen(() => import('../screens/auth/login.screen'), 'LoginScreen');
const RegisterScreen = lazyScreen(() => import('../screens/auth/register.screen'), 'RegisterScreen');
const SurveyScreen = lazyScreen(() => import('../screens/survey/survey.screen'), 'SurveyScreen');
const NotFoundScreen = lazyScreen(() => import('../screens/errors/not-found.screen'), 'NotFoundScreen');
const AccessDeniedScreen = lazyScreen(
  () => import('../screens/errors/access-denied.screen'),
  'AccessDeniedScreen',
);

const DashboardScreen = lazyScreen(() => import('../screens/dashboard/dashboard.screen'), 'DashboardScreen');
const DashboardTvScreen = lazyScreen(
  () => import('../screens/dashboard/tv/dashboard-tv.screen'),
  'DashboardTvScreen',
);
const OrdersScreen = lazyScreen(() => import('../screens/orders/orders.screen'), 'OrdersScreen');
const NewOrderScreen = lazyScreen(() => import('../screens/orders/new/new-order.screen'), 'NewOrderScreen');

const CustomersScreen = lazyScreen(
  () => import('../screens/registers/customers/customers.screen'),
  'CustomersScreen',
);
const TransportersScreen = lazyScreen(
  () => import('../screens/registers/transporters/transporters.screen'),
  'TransportersScreen',
);
const ProductsScreen = lazyScreen(
  () => import('../screens/registers/products/products.screen'),
  'ProductsScreen',
);
const StockScreen = lazyScreen(() => import('../screens/stock/stock.screen'), 'StockScreen');
const StockHistoryScreen = lazyScreen(
  () => import('../screens/stock/stock-history.screen'),
  'StockHistoryScreen',
);
const UsersScreen = lazyScreen(() => import('../screens/registers/users/users.screen'), 'UsersScreen');
const VehiclesScreen = lazyScreen(
  () => import('../screens/registers/vehicles/vehicles.screen'),
  'VehiclesScreen',
);
const BuildingsScreen = lazyScreen(
  () => import('../screens/registers/building/buildings.screen'),
  'BuildingsScreen',
);
const WarehousesScreen = lazyScreen(
  () => import('../screens/registers/warehouses/warehouses.screen'),
  'WarehousesScreen',
);
const CategoriesScreen = lazyScreen(
  () => import('../screens/registers/product-categories/categories.screen'),
  'CategoriesScreen',
);
const SalesChannelsScreen = lazyScreen(
  () => import('../screens/registers/sales-channels/sales-channels.screen'),
  'SalesChannelsScreen',
);
const YardDocksScreen = lazyScreen(() => import('../screens/yard/yard-docks.screen'), 'YardDocksScreen');
const YardAppointmentScreen = lazyScreen(
  () => import('../screens/yard/yard-appointment.screen'),
  'YardAppointmentScreen',
);
const OccurrenceScreen = lazyScreen(
  () => import('../screens/orders/occurrence/occurrence.screen'),
  'OccurrenceScreen',
);
const InvoiceScreen = lazyScreen(() => import('../screens/orders/invoice/invoice.screen'), 'InvoiceScreen');
const NpsScreen = lazyScreen(() => import('../screens/orders/nps/nps.screen'), 'NpsScreen');

const InboundScreen = lazyScreen(
  () => import('../screens/operations/inbound/inbound.screen'),
  'InboundScreen',
);
const StorageScreen = lazyScreen(
  () => import('../screens/operations/storage/storage.screen'),
  'StorageScreen',
);
const InventoryScreen = lazyScreen(() => import('../screens/inventory/inventory.screen'), 'InventoryScreen');
const InventoryPlanningScreen = lazyScreen(
  () => import('../screens/inventory/inventory-planning.screen'),
  'InventoryPlanningScreen',
);
const InventoryPositionReportScreen = lazyScreen(
  () => import('../screens/inventory/inventory-position-report.screen'),
  'InventoryPositionReportScreen',
);
const InventoryPerformanceReportScreen = lazyScreen(
  () => import('../screens/inventory/inventory-performance-report.screen'),
  'InventoryPerformanceReportScreen',
);
const PickingScreen = lazyScreen(() => import('../screens/operations/pick-pack.screens'), 'PickingScreen');
const PackingScreen = lazyScreen(() => import('../screens/operations/pick-pack.screens'), 'PackingScreen');
const PositionsScreen = lazyScreen(
  () => import('../screens/registers/positions/positions.screen'),
  'PositionsScreen',
);
const HandlingScreen = lazyScreen(
  () => import('../screens/operations/handling/handling.screen'),
  'HandlingScreen',
);
const OutboundScreen = lazyScreen(
  () => import('../screens/operations/outbound/outbound.screen'),
  'OutboundScreen',
);
const CrossdockingScreen = lazyScreen(
  () => import('../screens/operations/crossdocking/crossdocking.screen'),
  'CrossdockingScreen',
);
const ConferenceScreen = lazyScreen(
  () => import('../screens/operations/conference/conference.screen'),
  'ConferenceScreen',
);

const DevicesScreen = lazyScreen(() => import('../screens/devices/devices.screen'), 'DevicesScreen');
const PositionHandlingHistoryScreen = lazyScreen(
  () => import('../screens/device-reports/position-handling-history.screen'),
  'PositionHandlingHistoryScreen',
);
const SmartCounterActivityScreen = lazyScreen(
  () => import('../screens/device-reports/smart-counter-activity.screen'),
  'SmartCounterActivityScreen',
);
const RoutesScreen = lazyScreen(() => import('../screens/routes/routes.screen'), 'RoutesScreen');
const RoutesDriverActivitiesScreen = lazyScreen(
  () => import('../screens/routes/activities/route-activities.screen'),
  'RoutesDriverActivitiesScreen',
);
const RouteActivitiesPerDriverScreen = lazyScreen(
  () => import('../screens/routes/activities/route-activities.screen'),
  'RouteActivitiesPerDriverScreen',
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
  { path: '/dashboard/tv', titleId: 'app.page.dashboardTv', screen: DashboardTvScreen },
  // Registrations
  { path: '/users', titleId: 'nav.users', screen: UsersScreen },
  { path: '/building', titleId: 'nav.building', screen: BuildingsScreen },
  { path: '/warehouses', titleId: 'nav.warehouses', screen: WarehousesScreen },
  { path: '/yard-docks', titleId: 'nav.yardDocks', screen: YardDocksScreen },
  { path: '/products', titleId: 'nav.products', screen: ProductsScreen },
  { path: '/customers', titleId: 'nav.customers', screen: CustomersScreen },
  { path: '/transporters', titleId: 'nav.transporters', screen: TransportersScreen },
  { path: '/positions', titleId: 'nav.positions', screen: PositionsScreen },
  { path: '/vehicles', titleId: 'nav.vehicles', screen: VehiclesScreen },
  { path: '/product-categories', titleId: 'nav.productCategories', screen: CategoriesScreen },
  { path: '/sales-channel', titleId: 'nav.salesChannel', screen: SalesChannelsScreen },
  // Orders, yard, stock
  { path: '/orders', titleId: 'nav.orders', screen: OrdersScreen },
  { path: '/orders/new', titleId: 'app.page.newOrder', screen: NewOrderScreen },
  { path: '/yard-appointment', titleId: 'nav.yardAppointment', screen: YardAppointmentScreen },
  { path: '/stock', titleId: 'nav.stock', screen: StockScreen },
  // Operations (doc 3 §2 table: list and detail)
  { path: '/inbound', titleId: 'nav.inbound', screen: InboundScreen },
  { path: '/inbound/:inboundId', titleId: 'nav.inbound', screen: InboundScreen },
  { path: '/crossdocking', titleId: 'nav.crossdocking', screen: CrossdockingScreen },
  { path: '/crossdocking/:crossdockingId', titleId: 'nav.crossdocking', screen: CrossdockingScreen },
  { path: '/handling', titleId: 'nav.handling', screen: HandlingScreen },
  { path: '/handling/:handlingId', titleId: 'nav.handling', screen: HandlingScreen },
  { path: '/storage', titleId: 'nav.storage', screen: StorageScreen },
  { path: '/storage/:storageId', titleId: 'nav.storage', screen: StorageScreen },
  { path: '/picking', titleId: 'nav.picking', screen: PickingScreen },
  { path: '/picking/:pickingId', titleId: 'nav.picking', screen: PickingScreen },
  { path: '/packing', titleId: 'nav.packing', screen: PackingScreen },
  { path: '/packing/:packingId', titleId: 'nav.packing', screen: PackingScreen },
  { path: '/outbound', titleId: 'nav.outbound', screen: OutboundScreen },
  { path: '/outbound/:outboundId', titleId: 'nav.outbound', screen: OutboundScreen },
  { path: '/conference', titleId: 'nav.conference', screen: ConferenceScreen },
  { path: '/conference/:conferenceId', titleId: 'nav.conference', screen: ConferenceScreen },
  { path: '/inventory', titleId: 'nav.inventory', screen: InventoryScreen },
  { path: '/inventory/:inventoryId', titleId: 'nav.inventory', screen: InventoryScreen },
  { path: '/inventory-planning', titleId: 'nav.inventoryPlanning', screen: InventoryPlanningScreen },
  { path: '/occurrence', titleId: 'nav.occurrence', screen: OccurrenceScreen },
  { path: '/occurrence/:occurrenceId', titleId: 'nav.occurrence', screen: OccurrenceScreen },
  { path: '/invoice', titleId: 'nav.invoice', screen: InvoiceScreen },
  { path: '/devices', titleId: 'nav.devices', screen: DevicesScreen },
  // Reports
  {
    path: '/routes-driver-activities-report',
    titleId: 'nav.routesDriverActivities',
    screen: RoutesDriverActivitiesScreen,
  },
  {
    path: '/route-activities-per-driver',
    titleId: 'nav.routeActivitiesPerDriver',
    screen: RouteActivitiesPerDriverScreen,
  },
  {
    path: '/smart-counter-activity-report',
    titleId: 'nav.smartCounterActivity',
    screen: SmartCounterActivityScreen,
  },
  { path: '/stock-history-report', titleId: 'nav.stockHistory', screen: StockHistoryScreen },
  {
    path: '/position-handling-history-report',
    titleId: 'nav.positionHandlingHistory',
    screen: PositionHandlingHistoryScreen,
  },
  {
    path: '/inventory-position-report',
    titleId: 'nav.inventoryPositions',
    screen: InventoryPositionReportScreen,
  },
  {
    path: '/inventory-performance-report',
    titleId: 'nav.inventoryPerformance',
    screen: InventoryPerformanceReportScreen,
  },
  // Routes, NPS
  { path: '/routes', titleId: 'nav.routes', screen: RoutesScreen },
  { path: '/routes/:routeId', titleId: 'nav.routes', screen: RoutesScreen },
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
