import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { DownstreamTarget } from '../../src/domain/order-generation';
import { type ChosenOrder, orderSelectionMachine } from '../../src/machines/order-selection.machine';
import { nextState } from './next-state';

const order = (id: string, type: ChosenOrder['type'], status: ChosenOrder['status']): ChosenOrder => ({
  id,
  type,
  status,
});
const fresh = order('a', 'NEW', 'PENDING');
const invoiced = order('b', 'INVOICE', 'PENDING');
const picking = order('c', 'PICKING', 'PENDING');
const picked = order('d', 'PICKING', 'DONE');
const cancelled = order('e', 'NEW', 'CANCELLED');

const generate = (orders: ChosenOrder[], target: DownstreamTarget, into?: { id: string; status: string }) =>
  nextState(
    orderSelectionMachine,
    'selecting',
    { type: 'GENERATE', target, into },
    { orders, pending: null },
  );

describe('order-selection machine (doc 2 §2 "Selection and downstream generation")', () => {
  describe('SELECT [isSelectable]: the decided selectable-order rule', () => {
    it.each([
      ['an entry type while pending', fresh],
      ['INVOICE while pending', invoiced],
      ['an operation type whose operation ended', picked],
      ['an operation type in occurrence', order('f', 'ROUTE', 'OCCURRENCE')],
      ['an operation type not executed', order('g', 'ROUTE', 'NOTEXECUTED')],
      ['an entry type in progress', order('h', 'PICKUP', 'INPROGRESS')],
    ])('selects %s', (_, o) => {
      expect(nextState(orderSelectionMachine, 'idle', { type: 'SELECT', order: o })).toBe('selecting');
    });
    it.each([
      ['an order inside a running operation', picking],
      ['an operation type in progress', order('i', 'OUTBOUND', 'INPROGRESS')],
      ['a cancelled order, even of an entry type', cancelled],
      ['a cancelled order of an operation type', order('j', 'ROUTE', 'CANCELLED')],
    ])('refuses %s', (_, o) => {
      expect(nextState(orderSelectionMachine, 'idle', { type: 'SELECT', order: o })).toBeNull();
    });
    it('does not select the same order twice', () => {
      expect(
        nextState(
          orderSelectionMachine,
          'selecting',
          { type: 'SELECT', order: fresh },
          { orders: [fresh], pending: null },
        ),
      ).toBeNull();
    });
  });

  it('DESELECT [isLastChosen / isChosen] and CLEAR', () => {
    const a = createActor(orderSelectionMachine).start();
    a.send({ type: 'SELECT', order: fresh });
    a.send({ type: 'SELECT', order: invoiced });
    a.send({ type: 'DESELECT', id: 'zzz' }); // not chosen: refused
    expect(a.getSnapshot().context.orders).toHaveLength(2);
    a.send({ type: 'DESELECT', id: 'a' });
    expect(a.getSnapshot().value).toBe('selecting');
    a.send({ type: 'DESELECT', id: 'b' });
    expect(a.getSnapshot().value).toBe('idle');
    a.send({ type: 'SELECT', order: fresh });
    a.send({ type: 'CLEAR' });
    expect(a.getSnapshot().value).toBe('idle');
    expect(a.getSnapshot().context.orders).toEqual([]);
  });

  describe('GENERATE [mayGenerate]', () => {
    it('is enabled when no chosen order already has the target type', () => {
      expect(generate([fresh, invoiced], 'PICKING')).toBe('generating');
      expect(generate([fresh, picked], 'PACKING')).toBe('generating');
    });
    it('is disabled when one chosen order already has the target type', () => {
      expect(generate([fresh, invoiced], 'INVOICE')).toBeNull();
      expect(generate([picked], 'PICKING')).toBeNull();
    });
    it('is disabled for a selection holding a non-selectable order (API calls)', () => {
      expect(generate([fresh, picking], 'PACKING')).toBeNull();
      expect(generate([cancelled], 'INBOUND')).toBeNull();
    });
    it('is disabled with nothing selected', () => {
      expect(generate([], 'INBOUND')).toBeNull();
      expect(nextState(orderSelectionMachine, 'idle', { type: 'GENERATE', target: 'INBOUND' })).toBeNull();
    });
    it('adds into an existing outbound or route only when it is not DONE/CANCELLED', () => {
      expect(generate([fresh], 'OUTBOUND', { id: 'o', status: 'PENDING' })).toBe('generating');
      expect(generate([fresh], 'ROUTE', { id: 'r', status: 'PENDING ROUTING' })).toBe('generating');
      expect(generate([fresh], 'OUTBOUND', { id: 'o', status: 'DONE' })).toBeNull();
      expect(generate([fresh], 'ROUTE', { id: 'r', status: 'CANCELLED' })).toBeNull();
      expect(generate([fresh], 'PICKING', { id: 'p', status: 'PENDING' })).toBeNull();
    });
  });

  it('GENERATED clears the selection; GENERATE_FAILED returns to it', () => {
    const a = createActor(orderSelectionMachine).start();
    a.send({ type: 'SELECT', order: fresh });
    a.send({ type: 'GENERATE', target: 'STORAGE' });
    expect(a.getSnapshot().value).toBe('generating');
    expect(a.getSnapshot().context.pending).toEqual({ target: 'STORAGE', into: null });
    a.send({ type: 'GENERATE_FAILED' });
    expect(a.getSnapshot().value).toBe('selecting');
    expect(a.getSnapshot().context.pending).toBeNull();
    a.send({ type: 'GENERATE', target: 'STORAGE' });
    a.send({ type: 'GENERATED' });
    expect(a.getSnapshot().value).toBe('idle');
    expect(a.getSnapshot().context.orders).toEqual([]);
  });
});
