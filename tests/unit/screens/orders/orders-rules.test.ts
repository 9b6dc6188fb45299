import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../../../../src/domain/order-records';
import { can } from '../../../../src/machines/ask';
import { orderLifecycle } from '../../../../src/machines/order.machine';
import { toAddressBody } from '../../../../src/screens/orders/detail/address.tab';
import { firstChecklistTab } from '../../../../src/screens/orders/detail/checklist.tab';
import { visibleTaxes } from '../../../../src/screens/orders/detail/taxes-table';
import { newestFirst } from '../../../../src/screens/orders/detail/tracking.tab';
import { hasPrintable } from '../../../../src/screens/orders/list/print-order';
import { orderAnswers } from '../../../../src/screens/orders/order-answers';
import { downstreamBody, recentRoutesQuery } from '../../../../src/services/order-downstream.api';

describe('what the order detail and list offer', () => {
  it('offers new, dropoff, pickup and visit, the current type disabled (order machine)', () => {
    const choices = orderAnswers({ type: 'NEW', status: 'PENDING' }).typeChoices;
    expect(choices.map((c) => c.type)).toEqual(['NEW', 'DROPOFF', 'PICKUP', 'VISIT']);
    expect(choices.find((c) => c.type === 'NEW')).toMatchObject({ current: true, allowed: false });
    expect(choices.filter((c) => c.allowed).map((c) => c.type)).toEqual(['DROPOFF', 'PICKUP', 'VISIT']);
    // an order inside an operation, or a cancelled one, keeps its type
    expect(orderAnswers({ type: 'PICKING', status: 'PENDING' }).typeChoices.some((c) => c.allowed)).toBe(
      false,
    );
    expect(orderAnswers({ type: 'NEW', status: 'CANCELLED' }).typeChoices.some((c) => c.allowed)).toBe(false);
    expect(can(orderLifecycle, { type: 'NEW', status: 'CANCELLED' }, { type: 'EDIT' })).toBe(false);
    expect(can(orderLifecycle, { type: 'NEW', status: 'DONE' }, { type: 'EDIT' })).toBe(true);
  });

  it('needs the matching attachment for NF-e, DANFE and label, not for the order PDF', () => {
    expect(hasPrintable('order', [])).toBe(true);
    expect(hasPrintable('nfe', ['xml'])).toBe(false);
    expect(hasPrintable('nfe', ['nf-e'])).toBe(true);
    expect(hasPrintable('danfe', ['DanfeSimplificado'])).toBe(true);
    expect(hasPrintable('label', ['Label'])).toBe(true);
  });

  it('hides zero taxes', () => {
    expect(visibleTaxes({ priceIcms: 0, priceIpi: 12.5, priceOrder: 100 })).toEqual([
      ['priceIpi', 12.5],
      ['priceOrder', 100],
    ]);
    expect(visibleTaxes(null)).toEqual([]);
  });

  it('lists tracking newest first', () => {
    const entry = (id: string, dueDate: string) => ({ id, dueDate, createdAt: dueDate }) as CalendarEntry;
    expect(
      newestFirst([
        entry('a', '2025-01-01T10:00:00Z'),
        entry('b', '2025-01-03T10:00:00Z'),
        entry('c', '2025-01-02T10:00:00Z'),
      ]).map((e) => e.id),
    ).toEqual(['b', 'c', 'a']);
  });

  it('opens the vehicle checklist first when present, else the mechanic one', () => {
    const c = (type: 'VEHICLE' | 'MECHANIC') => ({ id: type, type, data: {}, createdAt: '' });
    expect(firstChecklistTab([c('MECHANIC'), c('VEHICLE')])).toBe('VEHICLE');
    expect(firstChecklistTab([c('MECHANIC')])).toBe('MECHANIC');
  });

  it('keeps the coordinates for the same postal code and clears them to reprocess', () => {
    const order = {
      id: 'o1',
      companyDocument: '1',
      recipient: { postalCode: '01310100', lat: -23.5, long: -46.6 },
    } as Parameters<typeof toAddressBody>[0];
    const values = {
      postalCode: '01310100',
      street: 'Av',
      number: '1',
      additionalAddress: '',
      neighborhood: 'B',
      city: 'C',
      state: 'sp',
    };
    expect(toAddressBody(order, values, false)).toMatchObject({
      lat: -23.5,
      long: -46.6,
      state: 'SP',
      additionalAddress: null,
    });
    expect(toAddressBody(order, values, true)).toMatchObject({ lat: '', long: '' });
    expect(toAddressBody(order, { ...values, postalCode: '20040002' }, false)).toMatchObject({
      lat: '',
      long: '',
    });
  });

  it('shapes the downstream bodies of doc 2 §7', () => {
    expect(downstreamBody('PICKING', ['a'])).toEqual({ orders: ['a'] });
    expect(downstreamBody('INVOICE', ['a'], { resendNps: true })).toEqual({ orders: ['a'], resendNps: true });
    expect(downstreamBody('OUTBOUND', ['a'], { outboundId: 'out1' })).toEqual({
      orders: ['a'],
      action: 'ADDED',
      outboundId: 'out1',
    });
    expect(downstreamBody('ROUTE', ['a'], { routeId: 'r1' })).toEqual({
      orders: ['a'],
      action: 'add',
      routeId: 'r1',
    });
    expect(downstreamBody('ROUTE', ['a'])).toEqual({ orders: ['a'] });
  });

  it('looks up routes of the last 5 days, 200 per page', () => {
    expect(recentRoutesQuery(new Date(2025, 0, 10))).toEqual({
      page: 1,
      take: 200,
      initialDate: '2025-01-06',
      finalDate: '2025-01-10',
    });
  });
});
