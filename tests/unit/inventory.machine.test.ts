import { describe, expect, it } from 'vitest';
import {
  countDiverges,
  finalizedPercent,
  type InventoryPositionStatus,
  nextPlanningDate,
  planningProblems,
  positionStatusLabel,
} from '../../src/domain/inventory';
import { can, run, runFromStart } from '../../src/machines/ask';
import { inventoryLifecycle, inventoryMachine } from '../../src/machines/inventory.machine';
import { inventoryPlanningLifecycle } from '../../src/machines/inventory-planning.machine';
import { inventoryPositionLifecycle, positionMoves } from '../../src/machines/inventory-position.machine';

type Statuses = InventoryPositionStatus[];
const inv = (status: string) => ({ status });
const invWith = (status: string, positions: Statuses) => ({
  status,
  positions: positions.map((p) => ({ status: p })),
});
const pos = (status: string, firstCounter: string | null = null) => ({ status, firstCounter });

describe('inventory machine (doc 3 §4)', () => {
  it('assigns and works positions only while open', () => {
    for (const s of ['PENDING', 'INPROGRESS', 'WAITING', 'RECOUNTING']) {
      expect(can(inventoryLifecycle, inv(s), { type: 'ASSIGN_USER' })).toBe(true);
      expect(can(inventoryLifecycle, inv(s), { type: 'WORK_POSITION' })).toBe(true);
      expect(can(inventoryLifecycle, inv(s), { type: 'CANCEL' })).toBe(true);
    }
    for (const s of ['CLOSED', 'CANCELLED']) {
      expect(can(inventoryLifecycle, inv(s), { type: 'ASSIGN_USER' })).toBe(false);
      expect(can(inventoryLifecycle, inv(s), { type: 'WORK_POSITION' })).toBe(false);
      expect(can(inventoryLifecycle, inv(s), { type: 'FINALIZE' })).toBe(false);
      expect(can(inventoryLifecycle, inv(s), { type: 'CANCEL' })).toBe(false);
    }
  });
  it('refuses FINALIZE while a position waits for its recount, allows it otherwise', () => {
    expect(can(inventoryLifecycle, inv('RECOUNTING'), { type: 'FINALIZE' })).toBe(false);
    expect(run(inventoryLifecycle, inv('WAITING'), [{ type: 'FINALIZE' }]).state).toBe('CLOSED');
    expect(run(inventoryLifecycle, inv('PENDING'), [{ type: 'CANCEL' }]).state).toBe('CANCELLED');
  });
  it('a new inventory (fresh positions) loads PENDING', () => {
    const loaded = runFromStart(inventoryMachine, [{ type: 'LOADED', positions: ['PENDING', 'PENDING'] }]);
    expect(loaded.value).toBe('PENDING');
    expect(loaded.context.positions).toEqual(['PENDING', 'PENDING']);
  });
  it('derives its status from its positions, as each one moved', () => {
    const changed = (status: string, before: Statuses, statuses: Statuses) =>
      run(inventoryLifecycle, invWith(status, before), [{ type: 'POSITIONS_CHANGED', statuses }]).state;
    expect(changed('PENDING', ['PENDING', 'PENDING'], ['WAITING', 'PENDING'])).toBe('INPROGRESS');
    expect(changed('INPROGRESS', ['WAITING', 'PENDING'], ['WAITING', 'RECOUNTING'])).toBe('RECOUNTING');
    expect(changed('RECOUNTING', ['RECOUNTING', 'DONE'], ['WAITING', 'DONE'])).toBe('WAITING');
    expect(changed('PENDING', ['PENDING', 'PENDING', 'PENDING'], ['WAITING', 'DONE', 'CANCELLED'])).toBe(
      'WAITING',
    );
  });
  it('refuses a change no position call makes: a move back, a count of a counted position, nothing moved', () => {
    const accepts = (status: string, before: Statuses, statuses: Statuses) =>
      can(inventoryLifecycle, invWith(status, before), { type: 'POSITIONS_CHANGED', statuses });
    expect(accepts('WAITING', ['WAITING', 'WAITING'], ['WAITING', 'PENDING'])).toBe(false);
    expect(accepts('INPROGRESS', ['DONE', 'PENDING'], ['RECOUNTING', 'PENDING'])).toBe(false);
    expect(accepts('INPROGRESS', ['WAITING', 'PENDING'], ['WAITING', 'PENDING'])).toBe(false);
    expect(accepts('INPROGRESS', ['WAITING', 'PENDING'], ['WAITING'])).toBe(false);
    expect(accepts('CLOSED', ['WAITING', 'PENDING'], ['DONE', 'PENDING'])).toBe(false);
    // a finished position may be finished the other way (doc 3 §4: always enabled)
    expect(accepts('WAITING', ['DONE', 'WAITING'], ['CANCELLED', 'WAITING'])).toBe(true);
  });
});

describe('inventory position machine', () => {
  it('a matching count waits for its confirmation; a diverging one goes to RECOUNTING', () => {
    expect(
      run(inventoryPositionLifecycle, pos('PENDING'), [{ type: 'COUNT', user: 'a', diverges: false }]).state,
    ).toBe('WAITING');
    const r = run(inventoryPositionLifecycle, pos('PENDING'), [{ type: 'COUNT', user: 'a', diverges: true }]);
    expect(r.state).toBe('RECOUNTING');
    expect(r.context.firstCounter).toBe('a');
  });
  it('only another operator settles a recount', () => {
    expect(
      can(inventoryPositionLifecycle, pos('RECOUNTING', 'a'), { type: 'COUNT', user: 'a', diverges: false }),
    ).toBe(false);
    expect(
      run(inventoryPositionLifecycle, pos('RECOUNTING', 'a'), [{ type: 'COUNT', user: 'b', diverges: true }])
        .state,
    ).toBe('WAITING');
  });
  it('refuses a count once counted or finished', () => {
    for (const s of ['WAITING', 'DONE', 'CANCELLED'])
      expect(
        can(inventoryPositionLifecycle, pos(s, 'a'), { type: 'COUNT', user: 'b', diverges: false }),
      ).toBe(false);
  });
  it('finalize and cancel are always enabled (doc 3 §4)', () => {
    for (const s of ['PENDING', 'RECOUNTING', 'WAITING', 'DONE', 'CANCELLED']) {
      expect(can(inventoryPositionLifecycle, pos(s), { type: 'CONFIRM' })).toBe(true);
      expect(can(inventoryPositionLifecycle, pos(s), { type: 'CANCEL' })).toBe(true);
    }
  });
  it('answers the moves its table makes (what the inventory machine asks of a change)', () => {
    expect(positionMoves('PENDING', 'RECOUNTING')).toBe(true);
    expect(positionMoves('RECOUNTING', 'WAITING')).toBe(true);
    expect(positionMoves('DONE', 'CANCELLED')).toBe(true);
    expect(positionMoves('WAITING', 'PENDING')).toBe(false);
    expect(positionMoves('WAITING', 'RECOUNTING')).toBe(false);
    expect(positionMoves('NOPE', 'DONE')).toBe(false);
  });
  it('assigns an operator only while unfinished', () => {
    expect(can(inventoryPositionLifecycle, pos('RECOUNTING'), { type: 'ASSIGN_USER' })).toBe(true);
    expect(can(inventoryPositionLifecycle, pos('DONE'), { type: 'ASSIGN_USER' })).toBe(false);
  });
});

describe('inventory planning machine (doc 3 §5, §9)', () => {
  const input = { planningDate: '2026-01-10', positions: ['p1'], repeatPlanning: false };
  const fresh = { nextDate: null, repeatPlanning: false, repeatType: null, repeatValue: null };
  it('creates only a valid planning', () => {
    const created = run(inventoryPlanningLifecycle, { ...fresh, nextDate: 'x' }, []);
    expect(created.ok).toBe(true);
    const machine = inventoryPlanningLifecycle.machine;
    const snap = machine.resolveState({ value: 'new', context: fresh });
    expect(snap.can({ type: 'CREATE', input })).toBe(true);
    expect(snap.can({ type: 'CREATE', input: { ...input, positions: [] } })).toBe(false);
    expect(
      snap.can({
        type: 'CREATE',
        input: { ...input, repeatPlanning: true, repeatType: 'days', repeatValue: 0 },
      }),
    ).toBe(false);
  });
  it('is due on its date: a one-off ends, a repeating one moves to the next date', () => {
    const once = { ...fresh, nextDate: '2026-01-10' };
    expect(can(inventoryPlanningLifecycle, once, { type: 'DUE', today: '2026-01-09' })).toBe(false);
    expect(run(inventoryPlanningLifecycle, once, [{ type: 'DUE', today: '2026-01-10' }]).state).toBe('done');
    const weekly = {
      nextDate: '2026-01-10',
      repeatPlanning: true,
      repeatType: 'week' as const,
      repeatValue: 2,
    };
    const r = run(inventoryPlanningLifecycle, weekly, [{ type: 'DUE', today: '2026-01-11' }]);
    expect(r.state).toBe('scheduled');
    expect(r.context.nextDate).toBe('2026-01-24');
  });
});

describe('inventory rules', () => {
  it('planning problems (doc 3 §5)', () => {
    expect(
      planningProblems({ planningDate: '', positions: [], repeatPlanning: true, repeatValue: '1a' }),
    ).toEqual(['dateRequired', 'positionsRequired', 'repeatValueDigits', 'repeatTypeRequired']);
    expect(
      planningProblems({
        planningDate: '2026-01-01',
        positions: ['a'],
        repeatPlanning: true,
        repeatType: 'months',
        repeatValue: '',
      }),
    ).toEqual(['repeatValueRequired']);
    expect(
      planningProblems({
        planningDate: '2026-01-01',
        positions: ['a'],
        repeatPlanning: true,
        repeatType: 'months',
        repeatValue: '0',
      }),
    ).toEqual(['repeatValueMin']);
  });
  it('next dates per repeat type', () => {
    expect(nextPlanningDate('2026-01-31', 'days', 1)).toBe('2026-02-01');
    expect(nextPlanningDate('2026-01-15', 'months', 2)).toBe('2026-03-15');
    expect(nextPlanningDate('2026-01-15', 'years', 1)).toBe('2027-01-15');
  });
  it('finalized %, labels, divergence', () => {
    expect(finalizedPercent(['DONE', 'PENDING', 'CANCELLED'])).toBe(66.67);
    expect(finalizedPercent([])).toBe(0);
    expect(positionStatusLabel({ status: 'DONE', statusInInventory: null })).toBe('done');
    expect(positionStatusLabel({ status: 'PENDING', statusInInventory: null })).toBe('unfinished');
    expect(positionStatusLabel({ status: 'DONE', statusInInventory: 'CONFIRMED' })).toBe('CONFIRMED');
    expect(countDiverges([{ countExpected: 2, countRealized: 2, anotherPosition: false }])).toBe(false);
    expect(countDiverges([{ countExpected: 2, countRealized: 2, anotherPosition: true }])).toBe(true);
    expect(countDiverges([{ countExpected: 2, countRealized: 3, anotherPosition: false }])).toBe(true);
  });
});
