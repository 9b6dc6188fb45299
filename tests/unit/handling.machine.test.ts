import { describe, expect, it } from 'vitest';
import { handlingExecuted, moveProblem } from '../../src/domain/handling';
import type { PositionType } from '../../src/domain/warehouse';
import { can } from '../../src/machines/ask';
import { handlingLifecycle, handlingMachine } from '../../src/machines/handling.machine';
import { handlingItemMachine, handlingItemOpen } from '../../src/machines/handling-item.machine';
import { nextState } from './next-state';

const pos = (
  id: string,
  over: Partial<{ inInventory: boolean; isActive: boolean; type: PositionType }> = {},
) => ({
  id,
  code: id.toUpperCase(),
  inInventory: false,
  isActive: true,
  type: 'STORAGE' as PositionType,
  ...over,
});

describe('handling record machine (doc 3 §4)', () => {
  const open = { itemsCount: 3, doneCount: 1 };
  const allDone = { itemsCount: 3, doneCount: 3 };

  it('assign, finalize and cancel only while PENDING', () => {
    expect(nextState(handlingMachine, 'PENDING', { type: 'ASSIGN_USER' }, open)).toBe('PENDING');
    expect(nextState(handlingMachine, 'PENDING', { type: 'FINALIZE' }, open)).toBe('DONE');
    expect(nextState(handlingMachine, 'PENDING', { type: 'CANCEL' }, open)).toBe('CANCELLED');
    for (const s of ['DONE', 'CANCELLED'])
      for (const type of ['ASSIGN_USER', 'FINALIZE', 'CANCEL'] as const)
        expect(nextState(handlingMachine, s, { type }, open)).toBeNull();
  });

  it('row actions are disabled when all items are DONE, enabled otherwise (no items: enabled)', () => {
    for (const type of ['ASSIGN_USER', 'FINALIZE', 'CANCEL'] as const) {
      expect(can(handlingLifecycle, { status: 'PENDING', ...allDone }, { type })).toBe(false);
      expect(can(handlingLifecycle, { status: 'PENDING', ...open }, { type })).toBe(true);
      expect(can(handlingLifecycle, { status: 'PENDING', itemsCount: 0, doneCount: 0 }, { type })).toBe(true);
    }
  });

  it('ITEMS_CHANGED: all DONE → DONE, all CANCELLED → CANCELLED, otherwise it stays PENDING', () => {
    const changed = (items: Array<'PENDING' | 'DONE' | 'CANCELLED'>) =>
      nextState(handlingMachine, 'PENDING', { type: 'ITEMS_CHANGED', items }, open);
    expect(changed(['DONE', 'DONE'])).toBe('DONE');
    expect(changed(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
    expect(changed(['DONE', 'CANCELLED'])).toBeNull();
    expect(changed(['DONE', 'PENDING'])).toBeNull();
    expect(changed([])).toBeNull();
  });

  it('executed % is the share of DONE items, 2 decimals, 0 without items', () => {
    expect(handlingExecuted(1, 3)).toBe(33.33);
    expect(handlingExecuted(0, 0)).toBe(0);
    expect(handlingExecuted(2, 2)).toBe(100);
  });
});

describe('handling item machine (doc 3 §4, §5)', () => {
  const finalize = (
    over: Partial<{
      destination: ReturnType<typeof pos> | null;
      quantity: number | null;
      available: number;
      origin: ReturnType<typeof pos>;
    }> = {},
  ) => ({
    type: 'FINALIZE' as const,
    origin: pos('a'),
    destination: pos('b'),
    quantity: 2,
    available: 5,
    ...over,
  });

  it('finalize with a destination other than the origin, 0.01 ≤ quantity ≤ stored', () => {
    expect(nextState(handlingItemMachine, 'PENDING', finalize())).toBe('DONE');
    expect(nextState(handlingItemMachine, 'PENDING', finalize({ quantity: 5 }))).toBe('DONE');
    expect(nextState(handlingItemMachine, 'PENDING', finalize({ quantity: 0.01 }))).toBe('DONE');
    expect(nextState(handlingItemMachine, 'PENDING', finalize({ destination: null }))).toBeNull();
    expect(nextState(handlingItemMachine, 'PENDING', finalize({ destination: pos('a') }))).toBeNull();
    expect(nextState(handlingItemMachine, 'PENDING', finalize({ quantity: 5.01 }))).toBeNull();
    expect(nextState(handlingItemMachine, 'PENDING', finalize({ quantity: 0 }))).toBeNull();
    expect(nextState(handlingItemMachine, 'PENDING', finalize({ quantity: null }))).toBeNull();
  });

  it('a position in inventory cannot be moved from or to', () => {
    expect(
      nextState(handlingItemMachine, 'PENDING', finalize({ origin: pos('a', { inInventory: true }) })),
    ).toBeNull();
    expect(
      nextState(handlingItemMachine, 'PENDING', finalize({ destination: pos('b', { inInventory: true }) })),
    ).toBeNull();
    expect(
      nextState(handlingItemMachine, 'PENDING', finalize({ destination: pos('b', { type: 'PICKING' }) })),
    ).toBeNull();
  });

  it('finalize and cancel only while PENDING; an item is open (item-level assign) only then', () => {
    expect(nextState(handlingItemMachine, 'PENDING', { type: 'CANCEL' })).toBe('CANCELLED');
    expect(handlingItemOpen({ status: 'PENDING' })).toBe(true);
    for (const s of ['DONE', 'CANCELLED'] as const) {
      expect(nextState(handlingItemMachine, s, finalize())).toBeNull();
      expect(nextState(handlingItemMachine, s, { type: 'CANCEL' })).toBeNull();
      expect(handlingItemOpen({ status: s })).toBe(false);
    }
  });

  it('doc 3 §5 move problems name the rule', () => {
    const line = { originId: 'a', destinationId: 'b', quantity: 1, available: 1 };
    expect(moveProblem(line)).toBeNull();
    expect(moveProblem({ ...line, destinationId: null })).toBe('destinationRequired');
    expect(moveProblem({ ...line, destinationId: 'a' })).toBe('destinationIsOrigin');
    expect(moveProblem({ ...line, quantity: null })).toBe('quantityRequired');
    expect(moveProblem({ ...line, quantity: 0.001 })).toBe('quantityTooSmall');
    expect(moveProblem({ ...line, quantity: 2 })).toBe('quantityTooLarge');
  });
});
