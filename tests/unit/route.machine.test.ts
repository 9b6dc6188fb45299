import { describe, expect, it } from 'vitest';
import type { RouteStatus } from '../../src/domain/operations';
import {
  isMoveTarget,
  isRouteDriver,
  moveTargetsSince,
  type RouteAssignee,
  type RouteItemState,
} from '../../src/domain/route-rules';
import { USER_TYPES } from '../../src/domain/user';
import { can, run } from '../../src/machines/ask';
import { type RouteEvent, type RouteLike, routeLifecycle } from '../../src/machines/route.machine';

const item = (id: string, status: RouteItemState['status'] = 'PENDING', sequence: number | null = 1) => ({
  id,
  status,
  sequence,
});
const route = (status: RouteStatus, over: Partial<RouteLike> = {}): RouteLike => ({
  status,
  hasVehicle: true,
  items: [item('a', 'PENDING', 1), item('b', 'PENDING', 2)],
  ...over,
});
const DRIVER: RouteAssignee = { type: 'DRIVER', isActive: true };
const outcome = (r: RouteLike, event: RouteEvent) => {
  const result = run(routeLifecycle, r, [event]);
  return result.ok ? result.state : 'refused';
};

describe('route machine (doc 3 §4)', () => {
  const locking: RouteEvent[] = [
    { type: 'ASSIGN_USER', user: DRIVER, profileVehicle: false },
    { type: 'ASSIGN_VEHICLE' },
    { type: 'ROUTE' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
    { type: 'REORDER' },
  ];
  it.each(['DONE', 'CANCELLED'] as const)('%s locks every action', (status) => {
    for (const event of locking) expect(can(routeLifecycle, route(status), event)).toBe(false);
  });
  it('open routes take user, vehicle, finalize and cancel', () => {
    for (const event of locking) expect(can(routeLifecycle, route('INPROGRESS'), event)).toBe(true);
  });
  it('routing needs a vehicle, and a pending item', () => {
    expect(outcome(route('PENDING ROUTING'), { type: 'ROUTE' })).toBe('PENDING');
    expect(outcome(route('PENDING ROUTING', { hasVehicle: false }), { type: 'ROUTE' })).toBe('refused');
    expect(outcome(route('PENDING ROUTING', { items: [item('a', 'DONE')] }), { type: 'ROUTE' })).toBe(
      'refused',
    );
    expect(outcome(route('INPROGRESS'), { type: 'ROUTE' })).toBe('INPROGRESS');
  });
  it('a user with a profile vehicle gives the route its vehicle; without one routing stays refused', () => {
    const bare = route('PENDING ROUTING', { hasVehicle: false });
    const withProfile = run(routeLifecycle, bare, [
      { type: 'ASSIGN_USER', user: DRIVER, profileVehicle: true },
      { type: 'ROUTE' },
    ]);
    expect(withProfile.ok && withProfile.state).toBe('PENDING');
    const without = run(routeLifecycle, bare, [
      { type: 'ASSIGN_USER', user: DRIVER, profileVehicle: false },
      { type: 'ROUTE' },
    ]);
    expect(without.ok).toBe(false);
  });
  it('only an active DRIVER user may be the route driver (doc 3 §6)', () => {
    const open = route('PENDING ROUTING');
    const assign = (user: RouteAssignee) =>
      can(routeLifecycle, open, { type: 'ASSIGN_USER', user, profileVehicle: false });
    expect(assign(DRIVER)).toBe(true);
    expect(assign({ type: 'DRIVER', isActive: false })).toBe(false);
    for (const type of USER_TYPES.filter((t) => t !== 'DRIVER'))
      expect(assign({ type, isActive: true })).toBe(false);
    expect(isRouteDriver({ type: 'SELLER', isActive: true })).toBe(false);
  });
  it('reordering needs a sequence and more than one item', () => {
    expect(can(routeLifecycle, route('PENDING'), { type: 'REORDER' })).toBe(true);
    expect(can(routeLifecycle, route('PENDING', { items: [item('a')] }), { type: 'REORDER' })).toBe(false);
    const unsequenced = [item('a', 'PENDING', null), item('b', 'PENDING', null)];
    expect(can(routeLifecycle, route('PENDING ROUTING', { items: unsequenced }), { type: 'REORDER' })).toBe(
      false,
    );
    // waiting for routing there is no sequence yet, whatever the items say
    expect(can(routeLifecycle, route('PENDING ROUTING'), { type: 'REORDER' })).toBe(false);
  });
  it('the RFID portal confirms only a sequenced route waiting to leave', () => {
    for (const s of ['PENDING', 'AWAITING ACCEPT', 'START TO READY'] as const)
      expect(outcome(route(s), { type: 'PORTAL_CONFIRMED' })).toBe('INPROGRESS');
    for (const s of ['PENDING ROUTING', 'PENDING REPLANNING', 'INPROGRESS', 'DONE'] as const)
      expect(outcome(route(s), { type: 'PORTAL_CONFIRMED' })).toBe('refused');
  });
  it('orders changed on a sequenced route ask for replanning', () => {
    const items = [item('a')];
    expect(outcome(route('PENDING'), { type: 'ORDERS_CHANGED', items })).toBe('PENDING REPLANNING');
    expect(outcome(route('PENDING ROUTING'), { type: 'ORDERS_CHANGED', items })).toBe('PENDING ROUTING');
    expect(outcome(route('INPROGRESS'), { type: 'ORDERS_CHANGED', items })).toBe('INPROGRESS');
  });
  it('orders or outcomes changed place no order: a route without a sequence has none after, so no reorder', () => {
    const unsequenced = route('PENDING ROUTING', {
      items: [item('a', 'PENDING', null), item('b', 'PENDING', null)],
    });
    const reported = [item('a', 'PENDING', 1), item('c', 'PENDING', null)];
    const changed = run(routeLifecycle, unsequenced, [{ type: 'ORDERS_CHANGED', items: reported }]);
    expect(changed.ok && (changed.context.items as RouteItemState[]).map((i) => i.sequence)).toEqual([
      null,
      null,
    ]);
    expect(
      run(routeLifecycle, unsequenced, [{ type: 'ORDERS_CHANGED', items: reported }, { type: 'REORDER' }]).ok,
    ).toBe(false);
    // a sequenced route keeps the places reported: replanning, and a reorder may follow
    const replanned = run(routeLifecycle, route('PENDING'), [
      { type: 'ORDERS_CHANGED', items: reported },
      { type: 'REORDER' },
    ]);
    expect(replanned.ok && replanned.state).toBe('PENDING REPLANNING');
    // nor does a delivery outcome
    const settled = run(routeLifecycle, unsequenced, [
      { type: 'ITEMS_CHANGED', items: [item('a', 'OCCURRENCE', 1), item('b', 'PENDING', 1)] },
    ]);
    expect(settled.ok && settled.state).toBe('OCCURRENCE');
    expect(
      can(
        routeLifecycle,
        { ...unsequenced, status: 'OCCURRENCE', items: settled.context.items as RouteItemState[] },
        { type: 'REORDER' },
      ),
    ).toBe(false);
  });
  it('an occurrence is final: a route in OCCURRENCE goes to DONE or stays, never back to INPROGRESS', () => {
    const r = route('OCCURRENCE', { items: [item('a', 'OCCURRENCE'), item('b'), item('c')] });
    expect(outcome(r, { type: 'ITEMS_CHANGED', items: [item('a', 'DONE'), item('b')] })).toBe('OCCURRENCE');
    expect(outcome(r, { type: 'ITEMS_CHANGED', items: [item('a', 'OCCURRENCE'), item('b')] })).toBe(
      'OCCURRENCE',
    );
    expect(outcome(r, { type: 'ITEMS_CHANGED', items: [item('a', 'OCCURRENCE'), item('b', 'DONE')] })).toBe(
      'DONE',
    );
  });
  it('item outcomes derive the route status', () => {
    const r = route('PENDING');
    expect(outcome(r, { type: 'ITEMS_CHANGED', items: [item('a', 'DONE'), item('b')] })).toBe('INPROGRESS');
    expect(outcome(r, { type: 'ITEMS_CHANGED', items: [item('a', 'OCCURRENCE'), item('b')] })).toBe(
      'OCCURRENCE',
    );
    expect(outcome(r, { type: 'ITEMS_CHANGED', items: [item('a', 'OCCURRENCE'), item('b', 'DONE')] })).toBe(
      'DONE',
    );
  });
  it('a broker sequence routes a route before departure only', () => {
    expect(outcome(route('PENDING REPLANNING'), { type: 'SAVE_SEQUENCE' })).toBe('PENDING');
    expect(outcome(route('INPROGRESS'), { type: 'SAVE_SEQUENCE' })).toBe('refused');
  });
  it('routing and a broker sequence place the pending items, so a reorder may follow', () => {
    const unsequenced = route('PENDING ROUTING', {
      items: [item('a', 'PENDING', null), item('b', 'PENDING', null)],
    });
    expect(can(routeLifecycle, unsequenced, { type: 'REORDER' })).toBe(false);
    for (const event of [{ type: 'ROUTE' }, { type: 'SAVE_SEQUENCE' }] as const) {
      const placed = run(routeLifecycle, unsequenced, [event, { type: 'REORDER' }]);
      expect(placed.ok && placed.state).toBe('PENDING');
      expect((placed.context.items as RouteItemState[]).map((i) => i.sequence)).toEqual([1, 2]);
    }
  });
  it('finalize settles the pending items; cancel cancels', () => {
    const done = run(routeLifecycle, route('INPROGRESS'), [{ type: 'FINALIZE' }]);
    expect(done.ok && done.state).toBe('DONE');
    expect((done.context.items as RouteItemState[]).every((i) => i.status === 'DONE')).toBe(true);
    expect(outcome(route('PENDING ROUTING'), { type: 'CANCEL' })).toBe('CANCELLED');
  });
  it('an unknown stored status allows nothing', () => {
    expect(can(routeLifecycle, route('LOST' as RouteStatus), { type: 'CANCEL' })).toBe(false);
  });
});

describe('move targets (doc 3 §5, §9)', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const target = (id: string, status: RouteStatus, daysAgo: number) => ({
    id,
    status,
    routeDate: new Date(now - daysAgo * 86_400_000).toISOString(),
  });
  it('another route of the past 5 days that is not DONE or CANCELLED', () => {
    expect(isMoveTarget(target('b', 'PENDING', 1), 'a', now)).toBe(true);
    expect(isMoveTarget(target('b', 'INPROGRESS', 5), 'a', now)).toBe(true);
    expect(isMoveTarget(target('a', 'PENDING', 1), 'a', now)).toBe(false);
    expect(isMoveTarget(target('b', 'DONE', 1), 'a', now)).toBe(false);
    expect(isMoveTarget(target('b', 'CANCELLED', 1), 'a', now)).toBe(false);
    expect(isMoveTarget(target('b', 'PENDING', 5.01), 'a', now)).toBe(false);
    expect(moveTargetsSince(now).toISOString()).toBe('2026-11-19T12:00:00.000Z');
  });
});
