import { useEffect, useRef } from 'react';
import { css } from '../../../../styled-system/css';
import { notify } from '../../../services/toasts';
import { useT } from '../../../ui/use-t';
import {
  boundsOf,
  DEFAULT_CENTRE,
  DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  type MapRoute,
  tileUrl,
  unwrapPolygons,
} from './map-layers';

// The routes map (doc 3 §2: the list's active routes, the detail's stops): leaflet, loaded lazily
// with its CSS. Under the public tiles lies a light basemap drawn from bundled data through
// topojson-client — world-atlas countries, and over them Brazil's 27 states (Natural Earth, built
// by scripts/brazil-states.mjs): offline — every test machine, many warehouses — the tiles fail
// and the markers and lines stay on that basemap. Markers are circle markers (SVG; no icon
// images to load), numbered by sequence in their popup; the line is the routed path (`maps`), or
// joins the stops in sequence when the route has none.

const box = css({
  height: '360px',
  width: '100%',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  overflow: 'hidden',
  bg: '#eef2f5',
  zIndex: '0',
  position: 'relative',
});

type Outlines = { type: 'FeatureCollection'; features: unknown[] };

/** Leaflet and the two basemaps as GeoJSON, converted from topojson (and unwrapped across the
 * antimeridian) once per page load, not on every mount of a map. */
let loading: Promise<{ L: typeof import('leaflet'); countries: Outlines; states: Outlines }> | null = null;
function loadLeaflet() {
  loading ??= Promise.all([
    import('leaflet'),
    import('topojson-client'),
    import('world-atlas/countries-110m.json'),
    import('./brazil-states.json'),
    import('leaflet/dist/leaflet.css'),
  ]).then(([leaflet, topo, atlas, states]) => {
    const outlines = (data: unknown, object: string): Outlines => {
      const shapes = topo.feature(
        data as never,
        (data as { objects: Record<string, unknown> }).objects[object] as never,
      ) as unknown as { features: Array<{ geometry: { type: string; coordinates: unknown } | null }> };
      return {
        type: 'FeatureCollection',
        features: shapes.features.map((f) => ({ ...f, geometry: f.geometry && unwrapPolygons(f.geometry) })),
      };
    };
    return {
      L: leaflet.default,
      countries: outlines(atlas.default, 'countries'),
      states: outlines(states.default, 'states'),
    };
  });
  // a failed chunk load is tried again on the next mount, not kept
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function RouteMap({ routes, label }: { routes: readonly MapRoute[]; label: string }) {
  const t = useT();
  const host = useRef<HTMLElement>(null);
  const map = useRef<import('leaflet').Map | null>(null);
  const layer = useRef<import('leaflet').LayerGroup | null>(null);
  const lib = useRef<Awaited<ReturnType<typeof loadLeaflet>> | null>(null);
  const routesRef = useRef(routes);
  routesRef.current = routes;
  const orderText = t('routes.map.order');

  // biome-ignore lint/correctness/useExhaustiveDependencies: draw reads the latest routes through a ref
  useEffect(() => {
    let gone = false;
    void loadLeaflet().then((loaded) => {
      if (gone || !host.current) return;
      lib.current = loaded;
      const { L, countries, states } = loaded;
      const m = L.map(host.current, { maxZoom: MAP_MAX_ZOOM, attributionControl: true });
      // drawn on one canvas: ~180 country and 27 state outlines as one element, not as many SVG
      // paths (leaflet hands the path options, renderer included, to each feature; its types
      // omit it)
      const renderer = L.canvas();
      const outline = (shapes: Outlines, color: string) =>
        L.geoJSON(
          shapes as never,
          {
            style: { color, weight: 1, fillColor: '#f8fafc', fillOpacity: 1 },
            interactive: false,
            renderer,
          } as import('leaflet').GeoJSONOptions,
        ).addTo(m);
      outline(countries, '#9aa5b1');
      outline(states, '#b8c2cc');
      L.tileLayer(tileUrl(import.meta.env.VITE_MAP_TILE_URL as string | undefined), {
        maxZoom: MAP_MAX_ZOOM,
        attribution: '&copy; OpenStreetMap',
      }).addTo(m);
      layer.current = L.layerGroup().addTo(m);
      map.current = m;
      draw();
    });
    return () => {
      gone = true;
      map.current?.remove();
      map.current = null;
    };
  }, []);

  function draw() {
    const m = map.current;
    const L = lib.current?.L;
    const group = layer.current;
    if (!m || !L || !group) return;
    group.clearLayers();
    for (const route of routesRef.current) {
      const points = route.path ?? route.stops.map((s) => [s.lat, s.lng] as [number, number]);
      if (points.length > 1)
        L.polyline(points, { color: route.lineColour, weight: 3, opacity: 0.8 }).addTo(group);
      for (const stop of route.stops) {
        const popup = `<strong>${escapeHtml(`${orderText} ${stop.orderNumber}`)}</strong><br>${escapeHtml(
          `${stop.sequence ?? '–'} · ${route.code}`,
        )}<br>${escapeHtml(stop.recipient)}<br>${escapeHtml(stop.address)}`;
        L.circleMarker([stop.lat, stop.lng], {
          radius: 8,
          color: '#ffffff',
          weight: 2,
          fillColor: stop.colour,
          fillOpacity: 1,
          className: 'route-stop',
        })
          .bindPopup(popup)
          .addTo(group);
      }
    }
    m.invalidateSize();
    const bounds = boundsOf(routesRef.current);
    if (bounds) m.fitBounds(bounds, { padding: [24, 24], maxZoom: 15 });
    else m.setView(DEFAULT_CENTRE, DEFAULT_ZOOM);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when the routes change
  useEffect(() => draw(), [routes]);

  // doc 3 §8: "route map error when the path cannot be parsed" — told once per route, in one toast
  // for all the routes a drawing finds (the list's map shows up to 50), and the line falls back to
  // joining the stops in sequence
  const told = useRef(new Set<string>());
  useEffect(() => {
    const unread = routes.filter((r) => r.pathUnreadable && !told.current.has(r.id));
    for (const r of unread) told.current.add(r.id);
    if (unread.length > 0)
      notify.error(
        t('routes.map.pathError', { count: unread.length, code: unread.map((r) => r.code).join(', ') }),
      );
  }, [routes, t]);

  const stops = routes.reduce((n, r) => n + r.stops.length, 0);
  return (
    <figure className={css({ m: '0' })}>
      <section ref={host} className={box} aria-label={label} data-testid="route-map" />
      <figcaption className={css({ fontSize: 'sm', color: 'textMuted', mt: '1' })}>
        {t('routes.map.caption', { routes: routes.length, stops })}
      </figcaption>
    </figure>
  );
}
