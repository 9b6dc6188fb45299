import { describe, expect, it } from 'vitest';
import { routableStops, routeDepot } from '../../src/domain/routing/depot';

// src/domain/routing/depot.ts: where routing starts and what it visits (issue 14).
const building = (type: 'PRINCIPAL' | 'FILIAL', lat: number | null, isActive = true) => ({
  type,
  isActive,
  lat,
  lng: lat === null ? null : lat - 23,
});

describe('routeDepot', () => {
  it('is the active principal building with coordinates', () => {
    expect(routeDepot([building('FILIAL', 1), building('PRINCIPAL', 2)])).toEqual({ lat: 2, lng: -21 });
  });
  it('else the first active located building; else none (the company address is the caller’s)', () => {
    expect(routeDepot([building('PRINCIPAL', null), building('FILIAL', 3), building('FILIAL', 4)])).toEqual({
      lat: 3,
      lng: -20,
    });
    expect(routeDepot([building('PRINCIPAL', 2, false), building('FILIAL', null)])).toBeNull();
    expect(routeDepot([])).toBeNull();
  });
});

describe('routableStops', () => {
  it('keeps the pending, geocoded items (doc 3 §4), as lat/lng stops', () => {
    const items = [
      { id: 'a', status: 'PENDING' as const, lat: -23.5, long: -46.6 },
      { id: 'b', status: 'DONE' as const, lat: -23.5, long: -46.6 },
      { id: 'c', status: 'PENDING' as const, lat: null, long: null },
      { id: 'd', status: 'OCCURRENCE' as const, lat: -23.4, long: -46.5 },
    ];
    expect(routableStops(items)).toEqual([{ id: 'a', lat: -23.5, lng: -46.6 }]);
  });
});
