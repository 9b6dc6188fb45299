import type { RouteRecord } from '../../../domain/operations';
import { routableStops } from '../../../domain/routing/depot';
import type { LatLng } from '../../../domain/routing/distance';
import type { PreviewRequest } from './routing.worker';

// What the routing preview sequences (doc 3 §4 routing; ours): the stops the broker would route
// (`routableStops`), from the depot the simulator starts at (`routeDepot`: the company's principal
// building, read from GET /building). Without a located building the preview starts at the stop
// the order table begins with (the first by sequence, else the first listed). Its totals are
// estimates of the same kind (straight lines, 30 km/h, 10 min a stop).

export function previewInput(route: RouteRecord, depot: LatLng | null): PreviewRequest | null {
  const bySequence = [...route.items].sort(
    (a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER),
  );
  const stops = routableStops(bySequence);
  if (stops.length === 0) return null;
  const [first] = stops;
  return { depot: depot ?? { lat: first.lat, lng: first.lng }, stops };
}
