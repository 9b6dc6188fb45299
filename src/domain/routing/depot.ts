import type { Building } from '../buildings';
import type { RouteItem } from '../operations';
import type { LatLng } from './distance';
import type { Stop } from './plan';

// Where a route starts and what it visits, for the broker emulation (simulator, POST routing) and
// the console's preview (Web Worker) alike — written once here (issue 14: "starting at the route's
// warehouse/building").

type LocatedBuilding = Pick<Building, 'type' | 'isActive' | 'lat' | 'lng'>;

/**
 * The building a company's routes leave from. Doc 3 §3 gives a route no warehouse, and a building
 * (where the warehouses stand) a type PRINCIPAL or FILIAL and optional lat/lng. Ours: the active
 * PRINCIPAL building with coordinates, else the first active one with coordinates (in the order
 * given), else null — the caller then starts from the company's own address.
 */
export function routeDepot(buildings: readonly LocatedBuilding[]): LatLng | null {
  const located = buildings.filter((b) => b.isActive && b.lat !== null && b.lng !== null);
  const depot = located.find((b) => b.type === 'PRINCIPAL') ?? located[0];
  return depot ? { lat: depot.lat as number, lng: depot.lng as number } : null;
}

/** The items routing sequences: pending (doc 3 §4 "only pending items can be … finalized") and
 * geocoded; the others keep their place. */
export function routableStops(items: readonly Pick<RouteItem, 'id' | 'status' | 'lat' | 'long'>[]): Stop[] {
  return items
    .filter((i) => i.status === 'PENDING' && i.lat !== null && i.long !== null)
    .map((i) => ({ id: i.id, lat: i.lat as number, lng: i.long as number }));
}
