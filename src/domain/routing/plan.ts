import { distanceMatrix, euclidean, haversine, type LatLng } from './distance';
import { type SolveOptions, solveTour } from './solve';

/**
 * A delivery route's sequence (doc 3 §3 Route: items' sequence, distance, duration; the route's
 * distance in metres, duration in seconds and `maps` as GeoJSON text). The tour starts at the
 * route's warehouse (its building's lat/lng) and closes back to it: the vehicle returns to base
 * (ours: the seed does not say; the return leg is in the route's totals, not in any stop's).
 *
 * Durations (ours, doc 3 is silent): travel at an urban average of 30 km/h plus 10 minutes of
 * service at each stop; haversine distance (a straight line), so a planner reads them as estimates.
 */
export const AVERAGE_SPEED_KMH = 30;
export const SERVICE_TIME_S = 600;

export interface Stop extends LatLng {
  id: string;
}

export interface PlannedStop {
  id: string;
  sequence: number;
  /** metres from the previous stop (the depot for the first) */
  distance: number;
  /** seconds: travel from the previous stop plus the service time here */
  duration: number;
}

export interface RoutePlan {
  stops: PlannedStop[];
  /** metres, the return leg included */
  distance: number;
  /** seconds, travel and service */
  duration: number;
  /** GeoJSON LineString text, [lng, lat] pairs, depot → stops → depot */
  maps: string;
}

const travelSeconds = (metres: number) => Math.round(metres / ((AVERAGE_SPEED_KMH * 1000) / 3600));

export function planRoute(depot: LatLng, stops: readonly Stop[], options: SolveOptions = {}): RoutePlan {
  const points: LatLng[] = [depot, ...stops];
  const matrix = distanceMatrix(points, haversine);
  const { order } = solveTour(matrix, { ...options, start: 0 });
  const planned: PlannedStop[] = [];
  let previous = 0;
  let distance = 0;
  let duration = 0;
  for (const node of order.slice(1)) {
    const leg = matrix.m[previous * matrix.n + node];
    const seconds = travelSeconds(leg) + SERVICE_TIME_S;
    planned.push({
      id: stops[node - 1].id,
      sequence: planned.length + 1,
      distance: Math.round(leg),
      duration: seconds,
    });
    distance += leg;
    duration += seconds;
    previous = node;
  }
  const back = matrix.m[previous * matrix.n];
  distance += back;
  duration += travelSeconds(back);
  const line = [0, ...order.slice(1), 0].map((k) => [points[k].lng, points[k].lat]);
  return {
    stops: planned,
    distance: Math.round(distance),
    duration,
    maps: JSON.stringify({ type: 'LineString', coordinates: line }),
  };
}

/** Plain coordinates (a test grid, a TSPLIB file): the Euclidean tour length from node 0. */
export function planeTour(points: readonly { x: number; y: number }[], options: SolveOptions = {}) {
  return solveTour(distanceMatrix(points, euclidean), options);
}
