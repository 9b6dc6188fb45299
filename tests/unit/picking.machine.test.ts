import { describe, expect, it } from 'vitest';
import type { LineState } from '../../src/domain/operation-rules';
import type { OperationStatus } from '../../src/domain/operations';
import { pickingMachine } from '../../src/machines/picking.machine';
import { pickingItemMachine } from '../../src/machines/picking-item.machine';
import { nextState } from './next-state';

const row = (id: string, status: LineState['status'], quantity = 2): LineState => ({ id, status, quantity });

describe('picking record machine (doc 3 §4)', () => {
  const ctx = { lines: [row('a', 'PENDING'), row('b', 'PENDING'), row('c', 'PENDING', 5)] };

  it('assign and finalize only in PENDING', () => {
    expect(nextState(pickingMachine, 'PENDING', { type: 'ASSIGN_USER' }, ctx)).toBe('PENDING');
    expect(nextState(pickingMachine, 'PENDING', { type: 'FINALIZE' }, ctx)).toBe('DONE');
    for (const s of ['DONE', 'CANCELLED']) {
      expect(nextState(pickingMachine, s, { type: 'ASSIGN_USER' }, ctx)).toBeNull();
      expect(nextState(pickingMachine, s, { type: 'FINALIZE' }, ctx)).toBeNull();
    }
  });

  it('CANCEL blocked when DONE/CANCELLED or any item position DONE or INPROGRESS', () => {
    expect(nextState(pickingMachine, 'PENDING', { type: 'CANCEL' }, ctx)).toBe('CANCELLED');
    expect(
      nextState(
        pickingMachine,
        'PENDING',
        { type: 'CANCEL' },
        { lines: [row('a', 'DONE'), row('b', 'PENDING')] },
      ),
    ).toBeNull();
    expect(
      nextState(pickingMachine, 'PENDING', { type: 'CANCEL' }, { lines: [row('a', 'INPROGRESS')] }),
    ).toBeNull();
    expect(nextState(pickingMachine, 'DONE', { type: 'CANCEL' }, ctx)).toBeNull();
    expect(nextState(pickingMachine, 'CANCELLED', { type: 'CANCEL' }, ctx)).toBeNull();
  });

  it('ITEMS_CHANGED: all CANCELLED → CANCELLED, all settled → DONE, else it stays PENDING', () => {
    const changed = (items: OperationStatus[]) =>
      nextState(pickingMachine, 'PENDING', { type: 'ITEMS_CHANGED', items }, ctx);
    expect(changed(['CANCELLED'])).toBe('CANCELLED');
    expect(changed(['DONE', 'CANCELLED'])).toBe('DONE');
    expect(changed(['DONE', 'OCCURRENCE'])).toBeNull();
  });

  it('FINALIZE_ALL when at least 2 rows qualify; DONE when they are the last ones', () => {
    const all = (entered: Record<string, number | null>, c = ctx) =>
      nextState(pickingMachine, 'PENDING', { type: 'FINALIZE_ALL', entered }, c);
    expect(all({ a: 2 })).toBeNull();
    expect(all({ a: 2, b: 1 })).toBeNull();
    expect(all({ a: 2, b: 2 })).toBe('PENDING');
    expect(all({ a: 2, b: 2, c: 5 })).toBe('DONE');
    expect(
      all({ b: 2, c: 5 }, { lines: [row('a', 'DONE'), row('b', 'PENDING'), row('c', 'PENDING', 5)] }),
    ).toBe('DONE');
  });
});

describe('picking item machine (doc 3 §4 item actions in PENDING or OCCURRENCE, §5 row finalize)', () => {
  const ctx = { lines: [row('a', 'PENDING'), row('b', 'PENDING')] };
  const fin = (value: string, c: { lines: LineState[] }, rowId: string, entered: number | null) =>
    nextState(pickingItemMachine, value, { type: 'FINALIZE_ROW', rowId, entered }, c);

  it('FINALIZE_ROW needs entered = expected', () => {
    expect(fin('PENDING', ctx, 'a', 1)).toBeNull();
    expect(fin('PENDING', ctx, 'a', null)).toBeNull();
    expect(fin('PENDING', ctx, 'a', 2)).toBe('PENDING');
    expect(fin('PENDING', { lines: [row('a', 'DONE'), row('b', 'PENDING')] }, 'b', 2)).toBe('DONE');
  });

  it('OCCURRENCE: report on a pending row; finalizing it returns to PENDING, or stays while another row is in occurrence', () => {
    expect(nextState(pickingItemMachine, 'PENDING', { type: 'REPORT_OCCURRENCE', rowId: 'a' }, ctx)).toBe(
      'OCCURRENCE',
    );
    expect(
      nextState(
        pickingItemMachine,
        'PENDING',
        { type: 'REPORT_OCCURRENCE', rowId: 'a' },
        { lines: [row('a', 'DONE')] },
      ),
    ).toBeNull();
    const occ = { lines: [row('a', 'OCCURRENCE'), row('b', 'PENDING')] };
    expect(fin('OCCURRENCE', occ, 'a', 2)).toBe('PENDING');
    expect(fin('OCCURRENCE', { lines: [row('a', 'OCCURRENCE'), row('b', 'OCCURRENCE')] }, 'a', 2)).toBe(
      'OCCURRENCE',
    );
    expect(fin('OCCURRENCE', { lines: [row('a', 'OCCURRENCE'), row('b', 'DONE')] }, 'a', 2)).toBe('DONE');
  });

  it('CANCEL blocked once a row is DONE or INPROGRESS; settled items refuse everything', () => {
    expect(nextState(pickingItemMachine, 'PENDING', { type: 'CANCEL' }, ctx)).toBe('CANCELLED');
    expect(nextState(pickingItemMachine, 'OCCURRENCE', { type: 'CANCEL' }, ctx)).toBe('CANCELLED');
    expect(
      nextState(
        pickingItemMachine,
        'PENDING',
        { type: 'CANCEL' },
        { lines: [row('a', 'DONE'), row('b', 'PENDING')] },
      ),
    ).toBeNull();
    for (const s of ['DONE', 'CANCELLED']) {
      expect(nextState(pickingItemMachine, s, { type: 'ASSIGN_USER' }, ctx)).toBeNull();
      expect(fin(s, ctx, 'a', 2)).toBeNull();
    }
  });
});
