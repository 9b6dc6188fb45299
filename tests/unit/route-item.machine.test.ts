import { describe, expect, it } from 'vitest';
import { can, run } from '../../src/machines/ask';
import { type RouteItemEvent, routeItemLifecycle } from '../../src/machines/route-item.machine';

const pending = { status: 'PENDING', routeLocked: false };
const outcome = (record: typeof pending, event: RouteItemEvent) => {
  const r = run(routeItemLifecycle, record, [event]);
  return r.ok ? r.state : 'refused';
};

describe('route item machine (doc 3 §4, §5)', () => {
  it('a pending item is selected, finalized without a reason', () => {
    expect(can(routeItemLifecycle, pending, { type: 'SELECT' })).toBe(true);
    expect(outcome(pending, { type: 'FINALIZE' })).toBe('DONE');
  });
  it('occurrence and remove need a reason', () => {
    expect(outcome(pending, { type: 'OCCURRENCE', reason: 'closed' })).toBe('OCCURRENCE');
    expect(outcome(pending, { type: 'OCCURRENCE', reason: '  ' })).toBe('refused');
    expect(outcome(pending, { type: 'REMOVE', reason: 'customer cancelled' })).toBe('removed');
    expect(outcome(pending, { type: 'REMOVE', reason: '' })).toBe('refused');
  });
  it('moving needs a destination route', () => {
    expect(outcome(pending, { type: 'MOVE', destinationRoute: 'rot-2' })).toBe('moved');
    expect(outcome(pending, { type: 'MOVE', destinationRoute: null })).toBe('refused');
  });
  it.each(['DONE', 'OCCURRENCE'])('a %s item allows nothing', (status) => {
    const item = { status, routeLocked: false };
    for (const event of [
      { type: 'SELECT' },
      { type: 'FINALIZE' },
      { type: 'OCCURRENCE', reason: 'x' },
      { type: 'REMOVE', reason: 'x' },
      { type: 'MOVE', destinationRoute: 'r' },
    ] as RouteItemEvent[])
      expect(can(routeItemLifecycle, item, event)).toBe(false);
  });
  it('an item of a locked route allows nothing', () => {
    const locked = { status: 'PENDING', routeLocked: true };
    expect(can(routeItemLifecycle, locked, { type: 'FINALIZE' })).toBe(false);
    expect(can(routeItemLifecycle, locked, { type: 'SELECT' })).toBe(false);
    expect(can(routeItemLifecycle, locked, { type: 'OCCURRENCE', reason: 'x' })).toBe(false);
  });
});
