import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distanceMatrix, euc2d, euclidean, haversine } from '../../src/domain/routing/distance';
import { AVERAGE_SPEED_KMH, planRoute, SERVICE_TIME_S } from '../../src/domain/routing/plan';
import { solveTour } from '../../src/domain/routing/solve';
import { parseTsplib } from '../../src/domain/routing/tsplib';

describe('routing distances', () => {
  it('haversine: one degree of latitude is about 111.2 km', () => {
    expect(haversine({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    expect(haversine({ lat: -23.5, lng: -46.6 }, { lat: -23.5, lng: -46.6 })).toBe(0);
  });
  it('Euclidean and TSPLIB rounding', () => {
    expect(euclidean({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(euc2d({ x: 0, y: 0 }, { x: 1, y: 1 })).toBe(1);
  });
});

describe('solveTour', () => {
  it('finds the optimum of berlin52 (7542) and visits every node once from the start', () => {
    const berlin = parseTsplib(readFileSync('bench/data/berlin52.tsp', 'utf8'));
    const solution = solveTour(distanceMatrix(berlin.points, euc2d), { timeLimitMs: 10_000 });
    expect(solution.length / 7542 - 1).toBeLessThanOrEqual(0.02);
    expect(solution.order[0]).toBe(0);
    expect(new Set(solution.order).size).toBe(52);
  });
  it('walks the perimeter of a square grid instead of criss-crossing it', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 2, y: 2 },
      { x: 0, y: 2 },
      { x: 2, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 2 },
    ];
    expect(solveTour(distanceMatrix(points, euclidean)).length).toBeCloseTo(8);
  });
  it('is deterministic and handles tiny inputs', () => {
    const points = Array.from({ length: 40 }, (_, i) => ({ x: (i * 37) % 101, y: (i * 53) % 97 }));
    const m = distanceMatrix(points, euclidean);
    expect(solveTour(m).order).toEqual(solveTour(m).order);
    expect(solveTour(distanceMatrix(points.slice(0, 2), euclidean)).order).toEqual([0, 1]);
  });
  it('refuses a TSPLIB file that is not EUC_2D', () => {
    expect(() =>
      parseTsplib('NAME: x\nEDGE_WEIGHT_TYPE: GEO\nNODE_COORD_SECTION\n1 1 1\n2 2 2\nEOF'),
    ).toThrow(/EUC_2D/);
  });
});

describe('planRoute', () => {
  const depot = { lat: -23.55, lng: -46.63 };
  const stops = [
    { id: 'far', lat: -23.59, lng: -46.63 },
    { id: 'near', lat: -23.56, lng: -46.63 },
    { id: 'mid', lat: -23.575, lng: -46.63 },
  ];
  it('starts at the warehouse, numbers the stops and times them with speed plus service', () => {
    const plan = planRoute(depot, stops);
    expect(plan.stops.map((s) => s.id)).toEqual(['near', 'mid', 'far']);
    expect(plan.stops.map((s) => s.sequence)).toEqual([1, 2, 3]);
    const first = plan.stops[0];
    expect(first.duration).toBe(
      Math.round(first.distance / ((AVERAGE_SPEED_KMH * 1000) / 3600)) + SERVICE_TIME_S,
    );
    const line = JSON.parse(plan.maps);
    expect(line.type).toBe('LineString');
    expect(line.coordinates[0]).toEqual([depot.lng, depot.lat]);
    expect(line.coordinates).toHaveLength(5);
    expect(plan.distance).toBeGreaterThan(plan.stops.reduce((s, x) => s + x.distance, 0) - 1);
  });
});
