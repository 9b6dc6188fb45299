import { describe, expect, it } from 'vitest';
import {
  documentScope,
  EMPTY_FILTERS,
  encodeOrderFilters,
  filtersFromSearch,
  hasFilters,
  ordersQuery,
} from '../../../../src/screens/orders/list/orders-query';

const range = { start: new Date(2025, 0, 1), end: new Date(2025, 0, 7) };

describe('order list filters → GET /orders query (doc 2 §2, §6, §7; doc 1 §7.1)', () => {
  it('sends only the filters with a value, as field|value pairs joined by commas', () => {
    const filter = encodeOrderFilters({
      ...EMPTY_FILTERS,
      client: '  Maria ',
      orderNumber: '1001',
      status: 'PENDING',
      state: 'SP',
    });
    expect(filter).toBe('client|Maria,orderNumber|1001,state|SP,status|PENDING');
    expect(encodeOrderFilters(EMPTY_FILTERS)).toBe('');
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
  });

  it('maps every filter of doc 2 §2 to its API field', () => {
    const all = Object.fromEntries(
      Object.keys(EMPTY_FILTERS).map((k) => [k, 'x']),
    ) as unknown as typeof EMPTY_FILTERS;
    const fields = encodeOrderFilters({ ...all, postalCode: '01310-100' })
      .split(',')
      .map((pair) => pair.split('|')[0]);
    expect(fields).toEqual([
      'client',
      'orderNumber',
      'invoiceNumber',
      'saleschannel',
      'state',
      'city',
      'postalCode',
      'origin',
      'type',
      'plate',
      'mechanic',
      'transporter',
      'status',
    ]);
  });

  it('sends the postal code as digits and keeps commas and pipes out of values', () => {
    expect(encodeOrderFilters({ ...EMPTY_FILTERS, postalCode: '01310-100' })).toBe('postalCode|01310100');
    expect(encodeOrderFilters({ ...EMPTY_FILTERS, client: 'Silva, João|ME' })).toBe('client|Silva  João ME');
  });

  it('filters a shipper by shipperDocument and everyone else by customerDocument', () => {
    expect(documentScope('SHIPPER', '11222333000181')).toEqual({ shipperDocument: '11222333000181' });
    expect(documentScope('ADMIN', '11222333000181')).toEqual({ customerDocument: '11222333000181' });
    expect(documentScope('CUSTOMER', '11222333000181')).toEqual({ customerDocument: '11222333000181' });
    expect(documentScope('USER', null)).toEqual({});
  });

  it('builds page, take, dates (start T end), filter and sort', () => {
    const query = ordersQuery({
      filters: { ...EMPTY_FILTERS, type: 'NEW' },
      range,
      sort: { field: 'orderNumber', direction: 'ASC' },
      page: 2,
      take: 50,
      userType: 'USER',
      companyDocument: '11222333000181',
    });
    expect(query).toEqual({
      page: 2,
      take: 50,
      dates: '2025-01-01T2025-01-07',
      filter: 'type|NEW',
      sort: 'orderNumber|ASC',
      customerDocument: '11222333000181',
    });
    const bare = ordersQuery({
      filters: EMPTY_FILTERS,
      range,
      sort: null,
      page: 1,
      take: 25,
      userType: 'SHIPPER',
      companyDocument: '1',
    });
    expect(bare).not.toHaveProperty('filter');
    expect(bare).not.toHaveProperty('sort');
    expect(bare.shipperDocument).toBe('1');
  });

  it('reads type and status from the address (dashboard indicator links)', () => {
    const filters = filtersFromSearch('type=pickup&status=pending&unknown=1');
    expect(filters.type).toBe('PICKUP');
    expect(filters.status).toBe('PENDING');
    expect(filtersFromSearch('').type).toBe('');
  });
});
