import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { LineState } from '../../src/domain/operation-rules';
import type { OperationStatus } from '../../src/domain/operations';
import { run } from '../../src/machines/ask';
import { inboundMachine } from '../../src/machines/inbound.machine';
import {
  type InboundItemEvent,
  inboundItemLifecycle,
  inboundItemMachine,
} from '../../src/machines/inbound-item.machine';
import { nextState } from './next-state';

const lines = [
  { id: 'l1', status: 'PENDING' as const, quantity: 5 },
  { id: 'l2', status: 'PENDING' as const, quantity: 2 },
];

describe('inbound record machine (doc 3 §4: finalize/cancel only while PENDING)', () => {
  it('LOADED rests in the stored status', () => {
    for (const status of ['PENDING', 'DONE', 'CANCELLED'] as const) {
      const a = createActor(inboundMachine).start();
      a.send({ type: 'LOADED', status });
      expect(a.getSnapshot().value).toBe(status);
    }
  });

  it('PENDING: assign, finalize, cancel', () => {
    expect(nextState(inboundMachine, 'PENDING', { type: 'ASSIGN_USER' })).toBe('PENDING');
    expect(nextState(inboundMachine, 'PENDING', { type: 'FINALIZE' })).toBe('DONE');
    expect(nextState(inboundMachine, 'PENDING', { type: 'CANCEL' })).toBe('CANCELLED');
  });

  it('CANCEL while PENDING also once an order was received (doc 3 §4)', () => {
    const received = {
      lines: [
        { id: 'l1', status: 'DONE' as const, quantity: 1 },
        { id: 'l2', status: 'PENDING' as const, quantity: 1 },
      ],
    };
    expect(nextState(inboundMachine, 'PENDING', { type: 'CANCEL' }, received)).toBe('CANCELLED');
    expect(nextState(inboundMachine, 'PENDING', { type: 'FINALIZE' }, received)).toBe('DONE');
  });

  it('ITEMS_CHANGED: all CANCELLED → CANCELLED, all settled → DONE, else nothing changes', () => {
    const changed = (items: OperationStatus[]) =>
      nextState(inboundMachine, 'PENDING', { type: 'ITEMS_CHANGED', items });
    expect(changed(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
    expect(changed(['DONE', 'DONE'])).toBe('DONE');
    expect(changed(['DONE', 'CANCELLED'])).toBe('DONE');
    expect(changed(['DONE', 'PENDING'])).toBeNull();
    expect(changed([])).toBeNull();
    expect(nextState(inboundMachine, 'DONE', { type: 'ITEMS_CHANGED', items: ['DONE'] })).toBeNull();
  });

  it('DONE and CANCELLED refuse everything', () => {
    for (const status of ['DONE', 'CANCELLED']) {
      for (const type of ['ASSIGN_USER', 'FINALIZE', 'CANCEL'] as const) {
        expect(nextState(inboundMachine, status, { type })).toBeNull();
      }
    }
  });
});

describe('inbound item machine (doc 3 §2 partial reading, §4)', () => {
  it('FINALIZE and READ_PARTIAL receive every line, CANCEL cancels them', () => {
    const record = { status: 'PENDING', lines };
    const linesAfter = (event: InboundItemEvent) =>
      (run(inboundItemLifecycle, record, [event]).context.lines as LineState[]).map((l) => l.status);
    expect(linesAfter({ type: 'FINALIZE' })).toEqual(['DONE', 'DONE']);
    expect(linesAfter({ type: 'READ_PARTIAL', read: [{ id: 'l1', quantity: 1 }] })).toEqual(['DONE', 'DONE']);
    expect(linesAfter({ type: 'CANCEL' })).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('PENDING: finalize, cancel, assign', () => {
    expect(nextState(inboundItemMachine, 'PENDING', { type: 'FINALIZE' })).toBe('DONE');
    expect(nextState(inboundItemMachine, 'PENDING', { type: 'CANCEL' })).toBe('CANCELLED');
    expect(nextState(inboundItemMachine, 'PENDING', { type: 'ASSIGN_USER' })).toBe('PENDING');
  });

  it('READ_PARTIAL [isValidRead]: 0..expected per line, something read', () => {
    const read = (r: Array<{ id: string; quantity: number }>) =>
      nextState(inboundItemMachine, 'PENDING', { type: 'READ_PARTIAL', read: r }, { lines });
    expect(read([{ id: 'l1', quantity: 3 }])).toBe('DONE');
    expect(read([{ id: 'l1', quantity: 6 }])).toBeNull();
    expect(read([{ id: 'l1', quantity: 0 }])).toBeNull();
  });

  it('a DONE row offers no partial-read edit; settled rows refuse every action', () => {
    for (const status of ['DONE', 'CANCELLED']) {
      expect(
        nextState(
          inboundItemMachine,
          status,
          { type: 'READ_PARTIAL', read: [{ id: 'l1', quantity: 1 }] },
          { lines },
        ),
      ).toBeNull();
      expect(nextState(inboundItemMachine, status, { type: 'FINALIZE' })).toBeNull();
      expect(nextState(inboundItemMachine, status, { type: 'CANCEL' })).toBeNull();
      expect(nextState(inboundItemMachine, status, { type: 'ASSIGN_USER' })).toBeNull();
    }
  });
});
