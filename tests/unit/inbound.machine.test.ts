import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { inboundMachine } from '../../src/machines/inbound.machine';
import { inboundItemMachine } from '../../src/machines/inbound-item.machine';
import { transitionFrom } from '../../src/machines/resolve';

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
    expect(transitionFrom(inboundMachine, 'PENDING', { type: 'ASSIGN_USER' })).toBe('PENDING');
    expect(transitionFrom(inboundMachine, 'PENDING', { type: 'FINALIZE' })).toBe('DONE');
    expect(transitionFrom(inboundMachine, 'PENDING', { type: 'CANCEL' })).toBe('CANCELLED');
  });

  it('CANCEL [nothingReceived]: refused once an order was received', () => {
    const received = {
      lines: [
        { id: 'l1', status: 'DONE' as const, quantity: 1 },
        { id: 'l2', status: 'PENDING' as const, quantity: 1 },
      ],
    };
    expect(transitionFrom(inboundMachine, 'PENDING', { type: 'CANCEL' }, received)).toBeNull();
    expect(transitionFrom(inboundMachine, 'PENDING', { type: 'FINALIZE' }, received)).toBe('DONE');
  });

  it('DONE and CANCELLED refuse everything', () => {
    for (const status of ['DONE', 'CANCELLED']) {
      for (const type of ['ASSIGN_USER', 'FINALIZE', 'CANCEL'] as const) {
        expect(transitionFrom(inboundMachine, status, { type })).toBeNull();
      }
    }
  });
});

describe('inbound item machine (doc 3 §2 partial reading, §4)', () => {
  it('PENDING: finalize, cancel, assign', () => {
    expect(transitionFrom(inboundItemMachine, 'PENDING', { type: 'FINALIZE' })).toBe('DONE');
    expect(transitionFrom(inboundItemMachine, 'PENDING', { type: 'CANCEL' })).toBe('CANCELLED');
    expect(transitionFrom(inboundItemMachine, 'PENDING', { type: 'ASSIGN_USER' })).toBe('PENDING');
  });

  it('READ_PARTIAL [isValidRead]: 0..expected per line, something read', () => {
    const read = (r: Array<{ id: string; quantity: number }>) =>
      transitionFrom(inboundItemMachine, 'PENDING', { type: 'READ_PARTIAL', read: r }, { lines });
    expect(read([{ id: 'l1', quantity: 3 }])).toBe('DONE');
    expect(read([{ id: 'l1', quantity: 6 }])).toBeNull();
    expect(read([{ id: 'l1', quantity: 0 }])).toBeNull();
  });

  it('a DONE row offers no partial-read edit; settled rows refuse every action', () => {
    for (const status of ['DONE', 'CANCELLED']) {
      expect(
        transitionFrom(
          inboundItemMachine,
          status,
          { type: 'READ_PARTIAL', read: [{ id: 'l1', quantity: 1 }] },
          { lines },
        ),
      ).toBeNull();
      expect(transitionFrom(inboundItemMachine, status, { type: 'FINALIZE' })).toBeNull();
      expect(transitionFrom(inboundItemMachine, status, { type: 'CANCEL' })).toBeNull();
      expect(transitionFrom(inboundItemMachine, status, { type: 'ASSIGN_USER' })).toBeNull();
    }
  });
});
