import type { RouteItemStatus, RouteRecord, RouteStatus } from '../../../domain/operations';
import { routeStatusColour } from '../../../domain/route-rules';

// What the route map draws, as plain data (unit-tested without leaflet): the located stops of a
// route in sequence with their marker colour (doc 3 §4: green DONE, red OCCURRENCE, blue otherwise).

/** Marker and line colours (literal hex: leaflet paints SVG, Panda tokens do not reach it). */
export const MAP_COLOURS = {
  green: '#15803d',
  red: '#b91c1c',
  amber: '#b45309',
  blue: '#1d4ed8',
} as const;

/** doc 7: "public tile service, max zoom 19". */
export const MAP_MAX_ZOOM = 19;
/** doc 3 §10: with no routes a fixed centre at zoom 10 (the value is not shown; ours: São Paulo). */
export const DEFAULT_CENTRE: [number, number] = [-23.55, -46.63];
export const DEFAULT_ZOOM = 10;

export interface MapStop {
  id: string;
  lat: number;
  lng: number;
  sequence: number | null;
  colour: string;
  /** popup: order number and recipient */
  orderNumber: string;
  recipient: string;
  address: string;
}

export interface MapRoute {
  id: string;
  code: string;
  /** the line's colour: the driver's lineColor when set, else the route status colour */
  lineColour: string;
  stops: MapStop[];
  /** the routed path (doc 3 §3 `maps`, GeoJSON text) as [lat, lng] points; null when the route
   * has none (never routed) or it cannot be read — the line then joins the stops in sequence */
  path: Array<[number, number]> | null;
  /** `maps` was there but is not a GeoJSON line: doc 3 §8's "route map error" toast */
  pathUnreadable: boolean;
}

const isPoint = (c: unknown): c is [number, number] =>
  Array.isArray(c) &&
  c.length >= 2 &&
  Number.isFinite(c[0]) &&
  Number.isFinite(c[1]) &&
  Math.abs(c[0] as number) <= 180 &&
  Math.abs(c[1] as number) <= 90;

/** A route's `maps` text (a GeoJSON LineString, or a Feature holding one; [lng, lat] pairs, as the
 * routing broker answers it: src/domain/routing/plan.ts) → [lat, lng] points; 'unreadable' when it
 * is not one; null when there is no path. */
export function pathOf(maps: string | null | undefined): Array<[number, number]> | null | 'unreadable' {
  if (!maps?.trim()) return null;
  try {
    const parsed = JSON.parse(maps) as { type?: string; coordinates?: unknown; geometry?: unknown };
    const line = (parsed?.type === 'Feature' ? parsed.geometry : parsed) as {
      type?: string;
      coordinates?: unknown;
    } | null;
    const coords = line?.type === 'LineString' ? line.coordinates : null;
    if (!Array.isArray(coords) || coords.length < 2 || !coords.every(isPoint)) return 'unreadable';
    return coords.map(([lng, lat]) => [lat, lng]);
  } catch {
    return 'unreadable';
  }
}

export const markerColour = (status: RouteItemStatus | RouteStatus) => MAP_COLOURS[routeStatusColour(status)];

/** The route's located items in sequence (unsequenced ones last, by position). */
export function mapRouteOf(route: RouteRecord): MapRoute {
  const stops = route.items
    .filter((i) => i.lat !== null && i.long !== null)
    .map((i) => ({
      id: i.id,
      lat: i.lat as number,
      lng: i.long as number,
      sequence: i.sequence,
      colour: markerColour(i.status),
      orderNumber: i.order.orderNumber,
      recipient: i.order.recipient.fantasyName || i.order.recipient.name,
      address: `${i.order.recipient.street}, ${i.order.recipient.number} — ${i.order.recipient.city}/${i.order.recipient.state}`,
    }))
    .sort((a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER));
  const lineColour = /^#[0-9a-f]{6}$/i.test(route.user?.profile.lineColor ?? '')
    ? (route.user?.profile.lineColor as string)
    : markerColour(route.status);
  const path = pathOf(route.maps);
  return {
    id: route.id,
    code: route.code,
    lineColour,
    stops,
    path: path === 'unreadable' ? null : path,
    pathUnreadable: path === 'unreadable',
  };
}

/** The bounds of every stop, or null when none is located. */
export function boundsOf(routes: readonly MapRoute[]): [[number, number], [number, number]] | null {
  const points = routes.flatMap((r) => r.stops);
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/** The tile URL: VITE_MAP_TILE_URL, else OpenStreetMap's public tiles (doc 3 §7). */
export const tileUrl = (configured: string | undefined) =>
  configured?.trim() || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * A basemap ring whose longitudes jump across the antimeridian (world-atlas draws Fiji and the
 * east of Russia from 180° to -180°) continued past ±180° instead, so leaflet does not draw a band
 * across the whole map where the ring jumps back. [lng, lat] pairs, as GeoJSON.
 */
export function unwrapRing(ring: readonly (readonly number[])[]): number[][] {
  const out: number[][] = [];
  let shift = 0;
  for (const [lng, lat] of ring) {
    const previous = out.at(-1)?.[0];
    if (previous !== undefined) {
      if (lng + shift - previous > 180) shift -= 360;
      else if (lng + shift - previous < -180) shift += 360;
    }
    out.push([lng + shift, lat]);
  }
  return out;
}

/** Every ring of a basemap's polygons unwrapped (`unwrapRing`). */
export function unwrapPolygons<G extends { type: string; coordinates: unknown }>(geometry: G): G {
  const rings = (polygon: number[][][]) => polygon.map(unwrapRing);
  if (geometry.type === 'Polygon')
    return { ...geometry, coordinates: rings(geometry.coordinates as number[][][]) };
  if (geometry.type === 'MultiPolygon')
    return { ...geometry, coordinates: (geometry.coordinates as number[][][][]).map(rings) };
  return geometry;
}
