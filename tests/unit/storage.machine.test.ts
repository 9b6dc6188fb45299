import { describe, expect, it } from 'vitest';
import type { LineState } from '../../src/domain/operation-rules';
import type { OperationStatus } from '../../src/domain/operations';
import { storageMachine } from '../../src/machines/storage.machine';
import { storageItemMachine } from '../../src/machines/storage-item.machine';
import { nextState } from './next-state';

const line = (id: string, status: LineState['status'], quantity = 4): LineState => ({ id, status, quantity });

describe('storage record machine (doc 3 §2, §4)', () => {
  it('CANCEL only from PENDING', () => {
    expect(nextState(storageMachine, 'PENDING', { type: 'CANCEL' })).toBe('CANCELLED');
    for (const s of ['INPROGRESS', 'DONE', 'CANCELLED'])
      expect(nextState(storageMachine, s, { type: 'CANCEL' })).toBeNull();
  });

  it('FINALIZE_CHOSEN [hasEnoughChosen]: at least 2 lines with a position; leads where putting them away leads', () => {
    const chosen = (value: string, n: number, rest: number) =>
      nextState(storageMachine, value, { type: 'FINALIZE_CHOSEN', chosen: n, rest });
    // doc 3 §2 bulk finalize: nothing left open → DONE; lines left open → INPROGRESS
    expect(chosen('PENDING', 2, 0)).toBe('DONE');
    expect(chosen('PENDING', 2, 1)).toBe('INPROGRESS');
    expect(chosen('INPROGRESS', 3, 0)).toBe('DONE');
    expect(chosen('INPROGRESS', 2, 4)).toBe('INPROGRESS');
    // fewer than 2 chosen: no bulk (the button does not show)
    expect(chosen('PENDING', 1, 0)).toBeNull();
    expect(chosen('INPROGRESS', 1, 3)).toBeNull();
    // a settled storage takes none
    expect(chosen('DONE', 5, 0)).toBeNull();
    expect(chosen('CANCELLED', 2, 0)).toBeNull();
  });

  it('ASSIGN_USER while PENDING or INPROGRESS', () => {
    expect(nextState(storageMachine, 'PENDING', { type: 'ASSIGN_USER' })).toBe('PENDING');
    expect(nextState(storageMachine, 'INPROGRESS', { type: 'ASSIGN_USER' })).toBe('INPROGRESS');
    expect(nextState(storageMachine, 'DONE', { type: 'ASSIGN_USER' })).toBeNull();
  });

  it('ITEMS_CHANGED: all CANCELLED, all settled, some worked (progress); INPROGRESS only ends DONE', () => {
    const changed = (value: string, items: OperationStatus[]) =>
      nextState(storageMachine, value, { type: 'ITEMS_CHANGED', items });
    expect(changed('PENDING', ['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
    expect(changed('PENDING', ['DONE', 'CANCELLED'])).toBe('DONE');
    expect(changed('PENDING', ['DONE', 'PENDING'])).toBe('INPROGRESS');
    expect(changed('PENDING', ['OCCURRENCE', 'PENDING'])).toBe('INPROGRESS');
    // a cancelled item is not work done: the rest can still be cancelled
    expect(changed('PENDING', ['CANCELLED', 'PENDING'])).toBeNull();
    expect(changed('INPROGRESS', ['DONE', 'DONE'])).toBe('DONE');
    expect(changed('INPROGRESS', ['DONE', 'INPROGRESS'])).toBeNull();
  });
});

describe('storage item machine (doc 3 §4, §5)', () => {
  const two = { lines: [line('a', 'PENDING'), line('b', 'PENDING')] };
  const fin = (
    value: string,
    ctx: { lines: LineState[] },
    lineId: string,
    positionId: string | null,
    quantity: number,
  ) => nextState(storageItemMachine, value, { type: 'FINALIZE_LINE', lineId, positionId, quantity }, ctx);

  it('FINALIZE_LINE needs a position ("position field is required") and a quantity in range', () => {
    expect(fin('PENDING', two, 'a', null, 4)).toBeNull();
    expect(fin('PENDING', two, 'a', '', 4)).toBeNull();
    expect(fin('PENDING', two, 'a', 'p1', 0)).toBeNull();
    expect(fin('PENDING', two, 'a', 'p1', 5)).toBeNull();
    expect(fin('PENDING', two, 'zz', 'p1', 1)).toBeNull();
  });

  it('the first line → INPROGRESS, the last → DONE, a short one → OCCURRENCE', () => {
    expect(fin('PENDING', two, 'a', 'p1', 4)).toBe('INPROGRESS');
    expect(fin('INPROGRESS', { lines: [line('a', 'DONE'), line('b', 'PENDING')] }, 'b', 'p1', 4)).toBe(
      'DONE',
    );
    expect(fin('PENDING', two, 'a', 'p1', 3)).toBe('OCCURRENCE');
    expect(fin('INPROGRESS', { lines: [line('a', 'DONE'), line('b', 'PENDING')] }, 'a', 'p1', 4)).toBeNull();
  });

  it('finalize disabled when the item is DONE or in OCCURRENCE', () => {
    expect(fin('DONE', two, 'a', 'p1', 4)).toBeNull();
    expect(
      fin('OCCURRENCE', { lines: [line('a', 'OCCURRENCE'), line('b', 'PENDING')] }, 'b', 'p1', 4),
    ).toBeNull();
  });

  it('CANCEL [noLineStarted] only while the item and all its lines are PENDING', () => {
    expect(nextState(storageItemMachine, 'PENDING', { type: 'CANCEL' }, two)).toBe('CANCELLED');
    expect(
      nextState(storageItemMachine, 'PENDING', { type: 'CANCEL' }, { lines: [line('a', 'INPROGRESS')] }),
    ).toBeNull();
    expect(nextState(storageItemMachine, 'INPROGRESS', { type: 'CANCEL' }, two)).toBeNull();
    expect(nextState(storageItemMachine, 'OCCURRENCE', { type: 'CANCEL' }, two)).toBeNull();
  });

  it('EDIT_QUANTITY only in OCCURRENCE, on the short line, within range', () => {
    const occ = { lines: [line('a', 'OCCURRENCE'), line('b', 'PENDING')] };
    const edit = (value: string, ctx: { lines: LineState[] }, lineId: string, quantity: number) =>
      nextState(storageItemMachine, value, { type: 'EDIT_QUANTITY', lineId, quantity }, ctx);
    expect(edit('OCCURRENCE', occ, 'a', 3)).toBe('INPROGRESS');
    expect(edit('OCCURRENCE', { lines: [line('a', 'OCCURRENCE'), line('b', 'DONE')] }, 'a', 3)).toBe('DONE');
    expect(edit('OCCURRENCE', occ, 'b', 3)).toBeNull();
    expect(edit('OCCURRENCE', occ, 'a', 9)).toBeNull();
    expect(edit('PENDING', occ, 'a', 3)).toBeNull();
  });
});
