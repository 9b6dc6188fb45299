/**
 * Distances for route sequencing (issue 14): great-circle metres between lat/lng points
 * (haversine) and plain Euclidean distance between planar coordinates (TSPLIB EUC_2D, tests).
 * A solver reads a dense matrix: n ≤ a few thousand stops, so n² numbers fit in memory and every
 * move is evaluated in O(1).
 */
export interface LatLng {
  lat: number;
  lng: number;
}
export interface XY {
  x: number;
  y: number;
}

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres (haversine formula). */
export function haversine(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function euclidean(a: XY, b: XY): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** TSPLIB EUC_2D: the Euclidean distance rounded to the nearest integer (its optima use it). */
export function euc2d(a: XY, b: XY): number {
  return Math.round(euclidean(a, b));
}

/** A symmetric distance matrix, row-major: `m[i * n + j]`. */
export interface DistanceMatrix {
  n: number;
  m: Float64Array;
}

export function distanceMatrix<P>(points: readonly P[], distance: (a: P, b: P) => number): DistanceMatrix {
  const n = points.length;
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const d = distance(points[i], points[j]);
      m[i * n + j] = d;
      m[j * n + i] = d;
    }
  return { n, m };
}
