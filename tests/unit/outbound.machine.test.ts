import { describe, expect, it } from 'vitest';
import type { LineState } from '../../src/domain/operation-rules';
import { outboundMachine } from '../../src/machines/outbound.machine';
import { outboundItemMachine } from '../../src/machines/outbound-item.machine';
import { nextState } from './next-state';

const line = (status: LineState['status']): LineState => ({ id: status, status, quantity: 1 });
const lines = (...statuses: LineState['status'][]) => ({ lines: statuses.map(line) });

describe('outbound record machine (doc 3 §4)', () => {
  it('assign, transporter, position, orders and finalize only in PENDING', () => {
    for (const type of ['ASSIGN_USER', 'ADD_TRANSPORTER', 'ADD_POSITION', 'ADD_ORDERS'] as const) {
      expect(nextState(outboundMachine, 'PENDING', { type })).toBe('PENDING');
      expect(nextState(outboundMachine, 'DONE', { type })).toBeNull();
      expect(nextState(outboundMachine, 'CANCELLED', { type })).toBeNull();
    }
    expect(nextState(outboundMachine, 'PENDING', { type: 'FINALIZE' })).toBe('DONE');
    expect(nextState(outboundMachine, 'DONE', { type: 'FINALIZE' })).toBeNull();
  });

  it('CANCEL and DELETE [noLineStarted] both ways: a DONE or INPROGRESS line blocks them', () => {
    expect(nextState(outboundMachine, 'PENDING', { type: 'CANCEL' }, lines('PENDING'))).toBe('CANCELLED');
    expect(nextState(outboundMachine, 'PENDING', { type: 'CANCEL' }, lines('PENDING', 'DONE'))).toBeNull();
    expect(nextState(outboundMachine, 'PENDING', { type: 'CANCEL' }, lines('INPROGRESS'))).toBeNull();
    expect(nextState(outboundMachine, 'DONE', { type: 'CANCEL' }, lines('PENDING'))).toBeNull();
    expect(nextState(outboundMachine, 'PENDING', { type: 'DELETE' }, lines('CANCELLED'))).toBe('DELETED');
    expect(nextState(outboundMachine, 'PENDING', { type: 'DELETE' }, lines('DONE'))).toBeNull();
    expect(nextState(outboundMachine, 'CANCELLED', { type: 'DELETE' }, lines())).toBeNull();
  });

  it('ITEMS_CHANGED [allItemsCancelled, allItemsDone] both ways', () => {
    const changed = (...items: LineState['status'][]) =>
      nextState(outboundMachine, 'PENDING', { type: 'ITEMS_CHANGED', items });
    expect(changed('CANCELLED', 'CANCELLED')).toBe('CANCELLED');
    expect(changed('DONE', 'CANCELLED')).toBe('DONE');
    expect(changed('DONE', 'PENDING')).toBeNull();
  });
});

describe('outbound item machine (doc 3 §4, §7)', () => {
  it('assign, finalize and cancel only while PENDING; finalize dispatches every line', () => {
    expect(nextState(outboundItemMachine, 'PENDING', { type: 'ASSIGN_USER' })).toBe('PENDING');
    expect(nextState(outboundItemMachine, 'PENDING', { type: 'FINALIZE' }, lines('PENDING'))).toBe('DONE');
    expect(nextState(outboundItemMachine, 'PENDING', { type: 'CANCEL' }, lines('PENDING'))).toBe('CANCELLED');
    for (const s of ['DONE', 'CANCELLED'])
      for (const type of ['ASSIGN_USER', 'FINALIZE', 'CANCEL'] as const)
        expect(nextState(outboundItemMachine, s, { type })).toBeNull();
  });
});
