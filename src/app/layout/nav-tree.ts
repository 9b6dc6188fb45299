import { type Configuration, isOperationVisible, OPERATIONS_MENU } from '../../domain/configuration';

/**
 * The navigation bar's menu tree — doc 1 §2.6. Labels are locale ids `nav.<key>`. The Operations
 * entries come from OPERATIONS_MENU (src/domain) and are hidden by the viewed company's status
 * flags through isOperationVisible; inventories and inventory planning sit in one "inventory"
 * group ("inventory with two entries"). The route table (src/app/routes.tsx) has a route for every
 * path here.
 */
export interface NavLink {
  kind: 'link';
  key: string;
  path: string;
}
export interface NavGroup {
  kind: 'group';
  key: string;
  children: NavNode[];
}
export type NavNode = NavLink | NavGroup;

const link = (key: string, path: string): NavLink => ({ kind: 'link', key, path });
const group = (key: string, children: NavNode[]): NavGroup => ({ kind: 'group', key, children });

export const navLabelId = (node: NavNode) => `nav.${node.key}`;

const INVENTORY_ENTRIES = new Set(['inventory', 'inventoryPlanning']);

function operations(configuration: Partial<Configuration> | undefined): NavNode[] {
  const visible = OPERATIONS_MENU.filter((entry) => isOperationVisible(entry.flag, configuration));
  const nodes: NavNode[] = [];
  const inventory: NavLink[] = visible
    .filter((entry) => INVENTORY_ENTRIES.has(entry.key))
    .map((entry) => link(entry.key, entry.path));
  for (const entry of visible) {
    if (!INVENTORY_ENTRIES.has(entry.key)) nodes.push(link(entry.key, entry.path));
    else if (entry === visible.find((e) => INVENTORY_ENTRIES.has(e.key)))
      nodes.push(group('inventoryGroup', inventory));
  }
  return nodes;
}

/** The whole menu for a company configuration (undefined while loading: everything shown). */
export function navTree(configuration?: Partial<Configuration>): NavNode[] {
  const ops = operations(configuration);
  return [
    link('dashboard', '/dashboard'),
    group('registrations', [
      link('users', '/users'),
      link('building', '/building'),
      link('warehouses', '/warehouses'),
      link('yardDocks', '/yard-docks'),
      link('products', '/products'),
      link('customers', '/customers'),
      link('transporters', '/transporters'),
      link('positions', '/positions'),
      link('vehicles', '/vehicles'),
      link('productCategories', '/product-categories'),
      link('salesChannel', '/sales-channel'),
    ]),
    link('orders', '/orders'),
    link('yardAppointment', '/yard-appointment'),
    link('stock', '/stock'),
    ...(ops.length > 0 ? [group('operations', ops)] : []),
    group('reports', [
      group('reportsRoutes', [
        link('routesDriverActivities', '/routes-driver-activities-report'),
        link('routeActivitiesPerDriver', '/route-activities-per-driver'),
      ]),
      group('reportsDevices', [
        link('positionHandlingHistory', '/position-handling-history-report'),
        link('smartCounterActivity', '/smart-counter-activity-report'),
      ]),
      link('stockHistory', '/stock-history-report'),
      link('inventoryPositions', '/inventory-position-report'),
      link('inventoryPerformance', '/inventory-performance-report'),
    ]),
    link('routes', '/routes'),
    link('nps', '/nps'),
  ];
}

/** Every link of a tree, depth first. */
export function navLinks(nodes: NavNode[]): NavLink[] {
  return nodes.flatMap((node) => (node.kind === 'link' ? [node] : navLinks(node.children)));
}

/** Whether `path` is the link's page or one of its detail pages (/picking/12 under /picking). */
export function isActiveLink(linkPath: string, path: string): boolean {
  return path === linkPath || path.startsWith(`${linkPath}/`);
}

/** Whether a group holds the page being shown (its trigger is marked). */
export function groupHoldsPath(node: NavGroup, path: string): boolean {
  return navLinks(node.children).some((l) => isActiveLink(l.path, path));
}
