import type { RouteRecord } from '../../../domain/operations';
import type { PreviewRequest } from './routing.worker';

// What the routing preview sequences (doc 3 §4 routing; ours): the route's pending, located
// orders. The console does not know the company's base the simulator starts from, so the preview
// starts at the stop the current order table begins with (the first by sequence, else the first
// listed) and its totals are estimates of the same kind (straight lines, 30 km/h, 10 min a stop).

export function previewInput(route: RouteRecord): PreviewRequest | null {
  const pending = route.items
    .filter((i) => i.status === 'PENDING' && i.lat !== null && i.long !== null)
    .sort((a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER));
  if (pending.length === 0) return null;
  const [first] = pending;
  return {
    depot: { lat: first.lat as number, lng: first.long as number },
    stops: pending.map((i) => ({ id: i.id, lat: i.lat as number, lng: i.long as number })),
  };
}
