import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ORDER_STATUSES, type OrderStatus, type OrderType } from '../../src/domain/orders';
import { type OrderEvent, orderMachine } from '../../src/machines/order.machine';
import { nextState } from './next-state';

const from = (status: OrderStatus, type: OrderType, event: OrderEvent, collected = false) =>
  nextState(orderMachine, status, event, { type, collected });

describe('order machine (doc 2 §4, doc 1 §7.2)', () => {
  it('LOADED puts the detail in the stored status (every status)', () => {
    for (const status of ORDER_STATUSES) {
      const a = createActor(orderMachine).start();
      a.send({ type: 'LOADED', status, orderType: 'PICKUP' });
      expect(a.getSnapshot().value).toBe(status);
      expect(a.getSnapshot().context.type).toBe('PICKUP');
    }
  });

  describe('FINALIZE [isCollectedPickup] (doc 1 §7.2 "from the done column")', () => {
    const finalize = { type: 'FINALIZE', orderType: 'PICKUP' } as const;
    it.each(['PENDING', 'INPROGRESS', 'OCCURRENCE'] as const)(
      'finalizes a collected PICKUP order from %s',
      (status) => {
        expect(from(status, 'PICKUP', finalize, true)).toBe('DONE');
      },
    );
    it('refuses a pickup not collected yet (not in the done column)', () => {
      for (const status of ['PENDING', 'INPROGRESS', 'OCCURRENCE'] as const)
        expect(from(status, 'PICKUP', finalize)).toBeNull();
    });
    it('refuses an order that is not PICKUP, or a body type other than PICKUP', () => {
      expect(from('PENDING', 'NEW', finalize, true)).toBeNull();
      expect(from('PENDING', 'PICKUP', { type: 'FINALIZE', orderType: 'NEW' }, true)).toBeNull();
    });
    it.each(['DONE', 'CANCELLED', 'NOTEXECUTED'] as const)('refuses from %s', (status) => {
      expect(from(status, 'PICKUP', finalize, true)).toBeNull();
    });
    it('LOADED brings the fact; a type change keeps it', () => {
      const a = createActor(orderMachine).start();
      a.send({ type: 'LOADED', status: 'OCCURRENCE', orderType: 'PICKUP', collected: true });
      a.send({ type: 'CHANGE_TYPE', orderType: 'NEW' });
      a.send({ type: 'CHANGE_TYPE', orderType: 'PICKUP' });
      expect(a.getSnapshot().can(finalize)).toBe(true);
      const b = createActor(orderMachine).start();
      b.send({ type: 'LOADED', status: 'OCCURRENCE', orderType: 'PICKUP' });
      expect(b.getSnapshot().can(finalize)).toBe(false);
    });
  });

  describe('CHANGE_TYPE [mayChangeType] (doc 2 §2)', () => {
    it('changes to an allowed type and keeps the status', () => {
      const a = createActor(orderMachine).start();
      a.send({ type: 'LOADED', status: 'PENDING', orderType: 'NEW' });
      a.send({ type: 'CHANGE_TYPE', orderType: 'PICKUP' });
      expect(a.getSnapshot().value).toBe('PENDING');
      expect(a.getSnapshot().context.type).toBe('PICKUP');
      expect(from('OCCURRENCE', 'NEW', { type: 'CHANGE_TYPE', orderType: 'VISIT' })).toBe('OCCURRENCE');
      expect(from('NOTEXECUTED', 'DROPOFF', { type: 'CHANGE_TYPE', orderType: 'NEW' })).toBe('NOTEXECUTED');
    });
    it('refuses the current type and types outside new/dropoff/pickup/visit', () => {
      expect(from('PENDING', 'NEW', { type: 'CHANGE_TYPE', orderType: 'NEW' })).toBeNull();
      expect(from('PENDING', 'NEW', { type: 'CHANGE_TYPE', orderType: 'INVOICE' })).toBeNull();
    });
    it('refuses an order inside an operation (not an entry type)', () => {
      expect(from('PENDING', 'PICKING', { type: 'CHANGE_TYPE', orderType: 'NEW' })).toBeNull();
    });
    it.each(['INPROGRESS', 'DONE', 'CANCELLED'] as const)('refuses from %s', (status) => {
      expect(from(status, 'NEW', { type: 'CHANGE_TYPE', orderType: 'PICKUP' })).toBeNull();
    });
  });

  describe('EDIT and ADD_TRACKING', () => {
    it.each(['PENDING', 'INPROGRESS', 'DONE', 'OCCURRENCE', 'NOTEXECUTED'] as const)(
      'are allowed in %s and keep it',
      (status) => {
        expect(from(status, 'NEW', { type: 'EDIT' })).toBe(status);
        expect(from(status, 'NEW', { type: 'ADD_TRACKING' })).toBe(status);
      },
    );
    it('are refused for a cancelled order', () => {
      expect(from('CANCELLED', 'NEW', { type: 'EDIT' })).toBeNull();
      expect(from('CANCELLED', 'NEW', { type: 'ADD_TRACKING' })).toBeNull();
    });
  });

  describe('occurrences', () => {
    it.each(['PENDING', 'INPROGRESS', 'OCCURRENCE'] as const)('REPORT_OCCURRENCE from %s', (status) => {
      expect(from(status, 'NEW', { type: 'REPORT_OCCURRENCE' })).toBe('OCCURRENCE');
    });
    it.each(['DONE', 'CANCELLED', 'NOTEXECUTED'] as const)('no REPORT_OCCURRENCE from %s', (status) => {
      expect(from(status, 'NEW', { type: 'REPORT_OCCURRENCE' })).toBeNull();
    });
    it('an occurrence is rescheduled, resolved or not executed; only from OCCURRENCE', () => {
      expect(from('OCCURRENCE', 'NEW', { type: 'RESCHEDULE' })).toBe('PENDING');
      expect(from('OCCURRENCE', 'NEW', { type: 'RESOLVE' })).toBe('DONE');
      expect(from('OCCURRENCE', 'NEW', { type: 'NOT_EXECUTED' })).toBe('NOTEXECUTED');
      for (const e of ['RESCHEDULE', 'RESOLVE', 'NOT_EXECUTED'] as const) {
        expect(from('PENDING', 'NEW', { type: e })).toBeNull();
        expect(from('DONE', 'NEW', { type: e })).toBeNull();
      }
    });
  });

  describe('ENTER_OPERATION [mayEnterOperation] (doc 2 §2 selection)', () => {
    it('an entry-type order enters an operation: target type, PENDING', () => {
      const a = createActor(orderMachine).start();
      a.send({ type: 'LOADED', status: 'PENDING', orderType: 'NEW' });
      a.send({ type: 'ENTER_OPERATION', target: 'PICKING' });
      expect(a.getSnapshot().value).toBe('PENDING');
      expect(a.getSnapshot().context.type).toBe('PICKING');
    });
    it('an ended operation lets the order move on (DONE, NOTEXECUTED, OCCURRENCE)', () => {
      for (const status of ['DONE', 'NOTEXECUTED', 'OCCURRENCE'] as const) {
        expect(from(status, 'PICKING', { type: 'ENTER_OPERATION', target: 'PACKING' })).toBe('PENDING');
      }
      expect(from('INPROGRESS', 'NEW', { type: 'ENTER_OPERATION', target: 'INBOUND' })).toBe('PENDING');
    });
    it('refuses an order inside a running operation, a cancelled one, or the same type', () => {
      expect(from('PENDING', 'PICKING', { type: 'ENTER_OPERATION', target: 'PACKING' })).toBeNull();
      expect(from('INPROGRESS', 'PICKING', { type: 'ENTER_OPERATION', target: 'PACKING' })).toBeNull();
      expect(from('CANCELLED', 'NEW', { type: 'ENTER_OPERATION', target: 'INBOUND' })).toBeNull();
      expect(from('DONE', 'PICKING', { type: 'ENTER_OPERATION', target: 'PICKING' })).toBeNull();
      expect(from('PENDING', 'INVOICE', { type: 'ENTER_OPERATION', target: 'INVOICE' })).toBeNull();
    });
  });

  it('a cancelled order accepts nothing', () => {
    const snapshot = orderMachine.resolveState({
      value: 'CANCELLED',
      context: { type: 'NEW', collected: true },
    });
    for (const e of [
      { type: 'EDIT' },
      { type: 'ADD_TRACKING' },
      { type: 'REPORT_OCCURRENCE' },
      { type: 'FINALIZE', orderType: 'PICKUP' },
    ] as OrderEvent[]) {
      expect(snapshot.can(e)).toBe(false);
    }
  });
});
