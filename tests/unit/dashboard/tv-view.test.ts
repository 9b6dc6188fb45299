import { describe, expect, it } from 'vitest';
import { tvHref, tvViewOf } from '../../../src/screens/dashboard/tv/tv-view';

// The wall's whole view in its address (issue 30, src/screens/dashboard/tv/tv-view.ts): what is
// written is read back the same; what is unknown or not three operations is left out.
describe('tvViewOf / tvHref', () => {
  it('reads back what it writes: indicators, company and the three operations', () => {
    const view = {
      indicators: ['ordersmonitoring' as const, 'INBOUND' as const],
      company: '12345678000199',
      operations: ['PICKING' as const, 'ROUTE' as const, 'PICKUP' as const],
    };
    const href = tvHref(view);
    expect(href).toBe(
      '/dashboard/tv?indicator=ordersmonitoring&indicator=INBOUND&operation=PICKING&operation=ROUTE&operation=PICKUP&company=12345678000199',
    );
    expect(tvViewOf(href.split('?')[1] ?? '')).toEqual(view);
  });

  it('takes comma-separated lists and leaves unknown indicators out', () => {
    expect(tvViewOf('?indicator=nope,weeklystats&operation=INBOUND,STORAGE,OUTBOUND')).toEqual({
      indicators: ['weeklystats'],
      company: null,
      operations: ['INBOUND', 'STORAGE', 'OUTBOUND'],
    });
  });

  it('counts operations as none unless they are three distinct known ones (doc 1 §2.8)', () => {
    for (const asked of [
      'INBOUND,STORAGE',
      'INBOUND,STORAGE,OUTBOUND,ROUTE',
      'INBOUND,INBOUND,STORAGE',
      'INBOUND,STORAGE,NOPE',
    ])
      expect(tvViewOf(`?operation=${asked}`).operations, asked).toBeNull();
  });

  it('writes operations only with orders monitoring on the wall, and nothing for an empty view', () => {
    const operations = ['INBOUND' as const, 'STORAGE' as const, 'OUTBOUND' as const];
    expect(tvHref({ indicators: ['weeklystats'], company: null, operations })).toBe(
      '/dashboard/tv?indicator=weeklystats',
    );
    expect(tvHref({ indicators: [], company: null, operations: null })).toBe('/dashboard/tv');
  });
});
