import { describe, expect, it } from 'vitest';
import {
  isActiveLink,
  type NavGroup,
  type NavNode,
  navLinks,
  navTree,
} from '../../../src/app/layout/nav-tree';
import { OPERATIONS_MENU, STATUS_FLAGS } from '../../../src/domain/configuration';

const groupOf = (tree: NavNode[], key: string) => tree.find((n) => n.key === key) as NavGroup;
const paths = (nodes: NavNode[]) => navLinks(nodes).map((l) => l.path);

describe('navigation tree (doc 1 §2.6)', () => {
  it('has the top-level entries in the order of doc 1 §2.6', () => {
    expect(navTree().map((n) => n.key)).toEqual([
      'dashboard',
      'registrations',
      'orders',
      'yardAppointment',
      'stock',
      'operations',
      'reports',
      'routes',
      'nps',
    ]);
  });
  it('lists the eleven registrations', () => {
    expect(paths(groupOf(navTree(), 'registrations').children)).toEqual([
      '/users',
      '/building',
      '/warehouses',
      '/yard-docks',
      '/products',
      '/customers',
      '/transporters',
      '/positions',
      '/vehicles',
      '/product-categories',
      '/sales-channel',
    ]);
  });
  it('shows every operation by default, inventory as a group of two entries', () => {
    const ops = groupOf(navTree(), 'operations');
    expect(paths(ops.children)).toEqual(OPERATIONS_MENU.map((e) => e.path));
    const inventory = groupOf(ops.children, 'inventoryGroup');
    expect(paths(inventory.children)).toEqual(['/inventory', '/inventory-planning']);
  });
  it('hides an operation whose status flag is off (subsidiary 1 turns picking and packing off)', () => {
    const ops = groupOf(
      navTree({ statusPickingLeadTime: false, statusPackingLeadTime: false }),
      'operations',
    );
    expect(paths(ops.children)).not.toContain('/picking');
    expect(paths(ops.children)).not.toContain('/packing');
    expect(paths(ops.children)).toContain('/storage');
  });
  it('drops the inventory group when inventory is off; items without a flag always show', () => {
    const off = Object.fromEntries(STATUS_FLAGS.map((f) => [f, false]));
    const ops = groupOf(navTree(off), 'operations');
    expect(ops.children.find((n) => n.key === 'inventoryGroup')).toBeUndefined();
    expect(paths(ops.children)).toEqual(['/handling', '/occurrence', '/devices']);
  });
  it('groups the reports as doc 1 §2.6 says', () => {
    const reports = groupOf(navTree(), 'reports');
    expect(paths(groupOf(reports.children, 'reportsRoutes').children)).toEqual([
      '/routes-driver-activities-report',
      '/route-activities-per-driver',
    ]);
    expect(paths(groupOf(reports.children, 'reportsDevices').children)).toEqual([
      '/position-handling-history-report',
      '/smart-counter-activity-report',
    ]);
    expect(paths(reports.children)).toHaveLength(7);
  });
  it('marks a list link active on its detail pages only', () => {
    expect(isActiveLink('/picking', '/picking/3')).toBe(true);
    expect(isActiveLink('/routes', '/routes-driver-activities-report')).toBe(false);
    expect(isActiveLink('/inventory', '/inventory-planning')).toBe(false);
  });
});
