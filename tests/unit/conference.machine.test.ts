import { describe, expect, it } from 'vitest';
import { divergences, isConferenceQuantity, parseConferenceQuantity } from '../../src/domain/conference';
import { run } from '../../src/machines/ask';
import { conferenceMachine } from '../../src/machines/conference.machine';
import {
  type ConferenceLine,
  conferenceItemLifecycle,
  conferenceItemMachine,
} from '../../src/machines/conference-item.machine';
import { nextState } from './next-state';

const line = (id: string, quantity: number, counted: number | null): ConferenceLine => ({
  id,
  quantity,
  counted,
  status: counted === null ? 'PENDING' : 'INPROGRESS',
});

describe('conference rules (doc 3 §5: at most two decimals)', () => {
  it('reads a quantity with a comma or a point and up to two decimals, refusing the rest', () => {
    expect(parseConferenceQuantity('2,5')).toBe(2.5);
    expect(parseConferenceQuantity('10.25')).toBe(10.25);
    expect(parseConferenceQuantity('1.234')).toBeNull();
    expect(parseConferenceQuantity('-1')).toBeNull();
    expect(isConferenceQuantity(0.01)).toBe(true);
    expect(isConferenceQuantity(0.001)).toBe(false);
    expect(
      divergences([line('a', 3, 3), line('b', 2, 1), line('c', 1, null)]).map((d) => d.difference),
    ).toEqual([-1, -1]);
  });
});

describe('conference item machine', () => {
  const context = { lines: [line('a', 3, null), line('b', 2, null)] };
  it('COUNT [isValidCount] both ways', () => {
    expect(
      nextState(conferenceItemMachine, 'PENDING', { type: 'COUNT', line: 'a', quantity: 2.5 }, context),
    ).toBe('INPROGRESS');
    expect(
      nextState(conferenceItemMachine, 'PENDING', { type: 'COUNT', line: 'a', quantity: 1.234 }, context),
    ).toBeNull();
    expect(
      nextState(conferenceItemMachine, 'PENDING', { type: 'COUNT', line: 'x', quantity: 1 }, context),
    ).toBeNull();
    expect(
      nextState(conferenceItemMachine, 'INPROGRESS', { type: 'COUNT', line: 'a', quantity: 1 }, context),
    ).toBe('INPROGRESS');
    expect(
      nextState(conferenceItemMachine, 'DONE', { type: 'COUNT', line: 'a', quantity: 1 }, context),
    ).toBeNull();
  });

  it('FINALIZE [hasNoDivergence] both ways: as expected → DONE, else OCCURRENCE', () => {
    const exact = { lines: [line('a', 3, 3), line('b', 2, 2)] };
    const off = { lines: [line('a', 3, 3), line('b', 2, 1)] };
    expect(nextState(conferenceItemMachine, 'INPROGRESS', { type: 'FINALIZE' }, exact)).toBe('DONE');
    expect(nextState(conferenceItemMachine, 'INPROGRESS', { type: 'FINALIZE' }, off)).toBe('OCCURRENCE');
    expect(nextState(conferenceItemMachine, 'PENDING', { type: 'FINALIZE' }, context)).toBe('OCCURRENCE');
    const settled = run(conferenceItemLifecycle, { status: 'INPROGRESS', lines: off.lines }, [
      { type: 'FINALIZE' },
    ]);
    expect((settled.context.lines as ConferenceLine[]).map((l) => l.status)).toEqual(['DONE', 'OCCURRENCE']);
  });

  it('CANCEL only while PENDING; ASSIGN_USER while PENDING or INPROGRESS', () => {
    expect(nextState(conferenceItemMachine, 'PENDING', { type: 'CANCEL' }, context)).toBe('CANCELLED');
    expect(nextState(conferenceItemMachine, 'INPROGRESS', { type: 'CANCEL' }, context)).toBeNull();
    expect(nextState(conferenceItemMachine, 'INPROGRESS', { type: 'ASSIGN_USER' })).toBe('INPROGRESS');
    expect(nextState(conferenceItemMachine, 'OCCURRENCE', { type: 'ASSIGN_USER' })).toBeNull();
  });
});

describe('conference record machine (doc 3 §4)', () => {
  it('CANCEL [nothingRead] both ways; FINALIZE in PENDING and INPROGRESS', () => {
    expect(
      nextState(
        conferenceMachine,
        'PENDING',
        { type: 'CANCEL' },
        { lines: [{ id: 'a', status: 'PENDING', quantity: 1 }] },
      ),
    ).toBe('CANCELLED');
    expect(
      nextState(
        conferenceMachine,
        'PENDING',
        { type: 'CANCEL' },
        { lines: [{ id: 'a', status: 'INPROGRESS', quantity: 1 }] },
      ),
    ).toBeNull();
    expect(nextState(conferenceMachine, 'INPROGRESS', { type: 'CANCEL' })).toBeNull();
    expect(nextState(conferenceMachine, 'INPROGRESS', { type: 'FINALIZE' })).toBe('DONE');
    expect(nextState(conferenceMachine, 'DONE', { type: 'FINALIZE' })).toBeNull();
  });

  it('ITEMS_CHANGED [allItemsCancelled, allItemsFinished, someItemWorked] both ways', () => {
    const changed = (
      from: string,
      ...items: Array<'PENDING' | 'INPROGRESS' | 'DONE' | 'OCCURRENCE' | 'CANCELLED'>
    ) => nextState(conferenceMachine, from, { type: 'ITEMS_CHANGED', items });
    expect(changed('PENDING', 'CANCELLED')).toBe('CANCELLED');
    expect(changed('PENDING', 'DONE', 'OCCURRENCE')).toBe('DONE');
    expect(changed('PENDING', 'INPROGRESS', 'PENDING')).toBe('INPROGRESS');
    expect(changed('PENDING', 'PENDING')).toBeNull();
    expect(changed('INPROGRESS', 'OCCURRENCE', 'CANCELLED')).toBe('DONE');
    expect(changed('INPROGRESS', 'INPROGRESS')).toBeNull();
  });
});
