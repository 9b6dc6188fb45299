import { describe, expect, it } from 'vitest';
import { crossdockingExecuted, dockProblem, readQuantityProblem } from '../../src/domain/crossdocking';
import { can } from '../../src/machines/ask';
import {
  type CrossdockingEvent,
  type CrossLineState,
  crossdockingLifecycle,
  crossdockingMachine,
} from '../../src/machines/crossdocking.machine';
import { nextState } from './next-state';

const lines = (...statuses: CrossLineState['status'][]): CrossLineState[] =>
  statuses.map((status, i) => ({ id: `l${i + 1}`, status, quantity: 10 }));
const outbound = { id: 'd1', typeOperation: 'dispatch' as const };
const confirm = (
  over: Partial<Extract<CrossdockingEvent, { type: 'CONFIRM_LINE' }>> = {},
): CrossdockingEvent => ({
  type: 'CONFIRM_LINE',
  lineId: 'l1',
  quantity: 10,
  dock: outbound,
  ...over,
});
const at = (status: string, event: CrossdockingEvent, ls = lines('PENDING', 'PENDING')) =>
  nextState(crossdockingMachine, status, event, { lines: ls });

describe('crossdocking machine (design: simulator/README.md "Crossdocking")', () => {
  it('assign while PENDING or INPROGRESS, never once DONE or CANCELLED', () => {
    expect(at('PENDING', { type: 'ASSIGN_USER' })).toBe('PENDING');
    expect(at('INPROGRESS', { type: 'ASSIGN_USER' })).toBe('INPROGRESS');
    expect(at('DONE', { type: 'ASSIGN_USER' })).toBeNull();
    expect(at('CANCELLED', { type: 'ASSIGN_USER' })).toBeNull();
  });

  it('confirming an open line to an outbound dock starts the crossdock; a confirmed line is refused', () => {
    expect(at('PENDING', confirm())).toBe('INPROGRESS');
    expect(at('INPROGRESS', confirm({ lineId: 'l2' }), lines('DONE', 'PENDING'))).toBe('INPROGRESS');
    expect(at('INPROGRESS', confirm(), lines('DONE', 'PENDING'))).toBeNull();
    expect(at('PENDING', confirm({ lineId: 'nope' }))).toBeNull();
    expect(at('DONE', confirm(), lines('PENDING'))).toBeNull();
    expect(at('CANCELLED', confirm(), lines('PENDING'))).toBeNull();
  });

  it('the read quantity is above 0, has at most two decimals and is at most what the order brings', () => {
    expect(at('PENDING', confirm({ quantity: 0.01 }))).toBe('INPROGRESS');
    expect(at('PENDING', confirm({ quantity: 0 }))).toBeNull();
    expect(at('PENDING', confirm({ quantity: null }))).toBeNull();
    expect(at('PENDING', confirm({ quantity: 1.005 }))).toBeNull();
    expect(at('PENDING', confirm({ quantity: 10.01 }))).toBeNull();
    expect(readQuantityProblem(null, 1)).toBe('required');
    expect(readQuantityProblem(-1, 1)).toBe('positive');
    expect(readQuantityProblem(0.333, 1)).toBe('decimals');
    expect(readQuantityProblem(2, 1)).toBe('aboveExpected');
    expect(readQuantityProblem(1, 1)).toBeNull();
  });

  it('goods leave by a dispatch or both dock, never a receiving one nor none', () => {
    expect(at('PENDING', confirm({ dock: { id: 'd', typeOperation: 'both' } }))).toBe('INPROGRESS');
    expect(at('PENDING', confirm({ dock: { id: 'd', typeOperation: 'receiving' } }))).toBeNull();
    expect(at('PENDING', confirm({ dock: null }))).toBeNull();
    expect(dockProblem(null)).toBe('dockRequired');
    expect(dockProblem({ id: 'd', typeOperation: 'receiving' })).toBe('notOutboundDock');
    expect(dockProblem(outbound)).toBeNull();
  });

  it('finalize only INPROGRESS with every line confirmed', () => {
    expect(at('INPROGRESS', { type: 'FINALIZE' }, lines('DONE', 'DONE'))).toBe('DONE');
    expect(at('INPROGRESS', { type: 'FINALIZE' }, lines('DONE', 'PENDING'))).toBeNull();
    expect(at('INPROGRESS', { type: 'FINALIZE' }, [])).toBeNull();
    expect(at('PENDING', { type: 'FINALIZE' }, lines('DONE'))).toBeNull();
    expect(at('DONE', { type: 'FINALIZE' }, lines('DONE'))).toBeNull();
  });

  it('cancel only while PENDING (nothing crossed yet)', () => {
    expect(at('PENDING', { type: 'CANCEL' })).toBe('CANCELLED');
    for (const s of ['INPROGRESS', 'DONE', 'CANCELLED']) expect(at(s, { type: 'CANCEL' })).toBeNull();
  });

  it('the console asks with the record: the last confirmation then finalize', () => {
    const record = { status: 'INPROGRESS', lines: lines('DONE', 'PENDING') };
    expect(can(crossdockingLifecycle, record, { type: 'FINALIZE' })).toBe(false);
    expect(can(crossdockingLifecycle, record, confirm({ lineId: 'l2' }))).toBe(true);
    expect(
      can(
        crossdockingLifecycle,
        { status: 'INPROGRESS', lines: lines('DONE', 'DONE') },
        { type: 'FINALIZE' },
      ),
    ).toBe(true);
    expect(can(crossdockingLifecycle, { status: 'UNKNOWN', lines: [] }, { type: 'CANCEL' })).toBe(false);
  });

  it('executed % is the share of confirmed lines, 2 decimals, 0 without lines', () => {
    expect(crossdockingExecuted(1, 3)).toBe(33.33);
    expect(crossdockingExecuted(0, 0)).toBe(0);
  });
});
