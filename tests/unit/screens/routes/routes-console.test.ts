import { describe, expect, it, vi } from 'vitest';
import type { RouteItem, RouteRecord, RouteStatus } from '../../../../src/domain/operations';
import { mayPrintRoute } from '../../../../src/domain/route-rules';
import type { LatLng } from '../../../../src/domain/routing/distance';
import { planRoute, type RoutePlan } from '../../../../src/domain/routing/plan';
import { activityColumns } from '../../../../src/screens/routes/activities/activity-columns';
import { draftChanged, moved, orderedItems } from '../../../../src/screens/routes/item-order';
import {
  boundsOf,
  MAP_COLOURS,
  mapRouteOf,
  markerColour,
  pathOf,
  tileUrl,
  unwrapPolygons,
  unwrapRing,
} from '../../../../src/screens/routes/map/map-layers';
import { previewInput } from '../../../../src/screens/routes/preview/preview-input';
import { routeAnswers, routeItemAnswers } from '../../../../src/screens/routes/route-answers';
import { routeSheetColumns, routeSheetSubtitle } from '../../../../src/screens/routes/route-sheet';
import { t } from '../../../../src/services/i18n';
import type { RouteActivity } from '../../../../src/services/route-activities.api';
import { deliveryForm } from '../../../../src/services/routes.api';

// The pure parts of the route console: map layers, the order table's order, what the machines
// enable (src/screens/routes/route-answers.ts) and the proof-of-delivery multipart body.

const item = (
  id: string,
  sequence: number | null,
  status: RouteItem['status'] = 'PENDING',
  lat: number | null = -23.5,
): RouteItem => ({
  id,
  sequence,
  status,
  distance: 0,
  duration: 0,
  lat,
  long: lat === null ? null : -46.6 - (sequence ?? 0) / 100,
  order: {
    id: `ord-${id}`,
    orderNumber: `10${id}`,
    recipient: {
      name: `Name ${id}`,
      fantasyName: null,
      street: 'Rua A',
      number: '1',
      neighborhood: 'Centro',
      postalCode: '01000-000',
      city: 'São Paulo',
      state: 'SP',
      maps: null,
    },
  },
});

const route = (status: RouteStatus, items: RouteItem[], vehicle = true): RouteRecord => ({
  id: 'r1',
  code: 'ROT-1',
  routeDate: '2026-11-24T10:00:00.000Z',
  status,
  companyDocument: '1',
  user: null,
  vehicle: vehicle ? { id: 'v1', plate: 'ABC1D23', type: 'TRUCK', status: true } : null,
  maps: null,
  distance: 0,
  duration: 0,
  summary: { kmPrice: 0, totalPrice: 0, invoiced: 0, volumes: 0, weightGross: 0 },
  dockId: null,
  items,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('map layers', () => {
  it('colours markers by item status (doc 3 §4) and keeps the sequence order', () => {
    const r = mapRouteOf(
      route('INPROGRESS', [item('b', 2, 'OCCURRENCE'), item('a', 1, 'DONE'), item('c', 3)]),
    );
    expect(r.stops.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(r.stops.map((s) => s.colour)).toEqual([MAP_COLOURS.green, MAP_COLOURS.red, MAP_COLOURS.blue]);
    expect(markerColour('CANCELLED')).toBe(MAP_COLOURS.amber);
  });
  it('leaves out unlocated items and puts unsequenced ones last', () => {
    const r = mapRouteOf(
      route('PENDING ROUTING', [item('x', null), item('y', 1), item('z', 2, 'PENDING', null)]),
    );
    expect(r.stops.map((s) => s.id)).toEqual(['y', 'x']);
  });
  it('bounds every stop, null without any', () => {
    expect(boundsOf([])).toBeNull();
    const b = boundsOf([
      mapRouteOf(route('PENDING', [item('a', 1, 'PENDING', -23), item('b', 2, 'PENDING', -24)])),
    ]);
    expect(b?.[0][0]).toBe(-24);
    expect(b?.[1][0]).toBe(-23);
  });
  it("draws the broker's path (doc 3 §3 maps, GeoJSON [lng, lat]) and tells when it cannot be read (§8)", () => {
    const line = JSON.stringify({
      type: 'LineString',
      coordinates: [
        [-46.6, -23.5],
        [-46.7, -23.6],
      ],
    });
    expect(pathOf(line)).toEqual([
      [-23.5, -46.6],
      [-23.6, -46.7],
    ]);
    expect(pathOf(JSON.stringify({ type: 'Feature', geometry: JSON.parse(line) }))).toHaveLength(2);
    expect(pathOf(null)).toBeNull();
    expect(pathOf('  ')).toBeNull();
    for (const bad of [
      '{not json',
      '{"type":"Point","coordinates":[1,2]}',
      '{"type":"LineString","coordinates":[[1,2]]}',
      '{"type":"LineString","coordinates":[[1,2],[500,2]]}',
    ])
      expect(pathOf(bad)).toBe('unreadable');
    const routed = mapRouteOf({ ...route('PENDING', [item('a', 1)]), maps: line });
    expect(routed).toMatchObject({
      path: [
        [-23.5, -46.6],
        [-23.6, -46.7],
      ],
      pathUnreadable: false,
    });
    expect(mapRouteOf({ ...route('PENDING', [item('a', 1)]), maps: 'oops' })).toMatchObject({
      path: null,
      pathUnreadable: true,
    });
  });
  it('reads the tile URL from the configuration, else the public service', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png')).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(tileUrl(undefined)).toContain('openstreetmap');
    expect(tileUrl('  ')).toContain('openstreetmap');
  });
});

describe('order table order', () => {
  const items = [item('b', 2), item('a', 1), item('c', 3)];
  it('sorts by sequence, toggles ascending / descending / none', () => {
    expect(orderedItems(items, null, null).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(orderedItems(items, { field: 'sequence', direction: 'DESC' }, null).map((i) => i.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(orderedItems(items, { field: 'order', direction: 'ASC' }, null).map((i) => i.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('a draft wins over the sort; moving stops at the ends', () => {
    expect(
      orderedItems(items, { field: 'sequence', direction: 'DESC' }, ['b', 'a', 'c']).map((i) => i.id),
    ).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
  it('a draft equal to the stored sequence is no change', () => {
    expect(draftChanged(items, ['a', 'b', 'c'])).toBe(false);
    expect(draftChanged(items, ['b', 'a', 'c'])).toBe(true);
    expect(draftChanged(items, null)).toBe(false);
  });
});

describe('what the route machines enable', () => {
  it('routing without a vehicle is offered (the picker supplies one); without pending items it is not', () => {
    expect(routeAnswers(route('PENDING ROUTING', [item('a', null)], false)).routing).toBe(true);
    expect(routeAnswers(route('PENDING ROUTING', [item('a', null, 'DONE')], false)).routing).toBe(false);
  });
  it('DONE and CANCELLED lock every route action; print waits for routing', () => {
    for (const status of ['DONE', 'CANCELLED'] as const) {
      const a = routeAnswers(route(status, [item('a', 1, 'DONE'), item('b', 2, 'DONE')]));
      expect([a.assignUser, a.assignVehicle, a.routing, a.finalize, a.cancel, a.reorder]).toEqual([
        false,
        false,
        false,
        false,
        false,
        false,
      ]);
    }
    expect(routeAnswers(route('PENDING ROUTING', [item('a', null)])).print).toBe(false);
    expect(mayPrintRoute('PENDING')).toBe(true);
  });
  it('reorder needs a sequence and more than one item', () => {
    expect(routeAnswers(route('PENDING', [item('a', 1), item('b', 2)])).reorder).toBe(true);
    expect(routeAnswers(route('PENDING', [item('a', 1)])).reorder).toBe(false);
    expect(routeAnswers(route('PENDING ROUTING', [item('a', null), item('b', null)])).reorder).toBe(false);
  });
  it('only pending items of an open route act', () => {
    const open = route('INPROGRESS', [item('a', 1), item('b', 2, 'DONE')]);
    expect(routeItemAnswers(open, open.items[0])).toEqual({
      select: true,
      finalize: true,
      occurrence: true,
      remove: true,
      move: true,
    });
    expect(Object.values(routeItemAnswers(open, open.items[1])).some(Boolean)).toBe(false);
    const done = route('DONE', [item('c', 1)]);
    expect(Object.values(routeItemAnswers(done, done.items[0])).some(Boolean)).toBe(false);
  });
});

describe('proof of delivery body (doc 3 §7 file upload)', () => {
  const photo = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
  it('OK: route-ok per file, no reason', () => {
    const form = deliveryForm({
      routeId: 'r1',
      orderId: 'o1',
      occurrence: false,
      reason: '',
      files: [photo, photo],
    });
    expect(form.get('fileTypes')).toBe('route-ok,route-ok');
    expect(form.get('orderId')).toBe('o1');
    expect(form.has('occurrenceReason')).toBe(false);
    expect(form.getAll('files')).toHaveLength(2);
  });
  it('occurrence: route-occurrence and the reason', () => {
    const form = deliveryForm({
      routeId: 'r1',
      orderId: 'o1',
      occurrence: true,
      reason: 'Ausente',
      files: [photo],
    });
    expect(form.get('fileTypes')).toBe('route-occurrence');
    expect(form.get('occurrenceReason')).toBe('Ausente');
  });
});

describe('routing preview input', () => {
  it('the pending, located orders, starting at the first by sequence; none → null', () => {
    const r = route('INPROGRESS', [
      item('b', 2),
      item('a', 1),
      item('d', 3, 'DONE'),
      item('z', 4, 'PENDING', null),
    ]);
    const input = previewInput(r, null);
    expect(input?.stops.map((s) => s.id)).toEqual(['a', 'b']);
    // no located building: from the first stop in sequence; else from the building
    expect(input?.depot).toEqual({ lat: r.items[1].lat, lng: r.items[1].long });
    expect(previewInput(r, { lat: -23.6, lng: -46.7 })?.depot).toEqual({ lat: -23.6, lng: -46.7 });
    expect(previewInput(route('DONE', [item('d', 1, 'DONE')]), null)).toBeNull();
  });
});

describe('route documents (doc 3 §2 Reports, §4 print)', () => {
  it('the route activity reports have the seed columns in order, money in R$', () => {
    const columns = activityColumns();
    expect(columns.map((c) => c.header)).toEqual(
      ['date', 'order', 'route', 'driver', 'freight', 'transfer', 'status'].map((k) =>
        t(`routes.activities.columns.${k}`),
      ),
    );
    const row: RouteActivity = {
      DataRota: '2026-11-24T10:00:00.000Z',
      Pedido: '1001',
      PedidoId: 'ord-1',
      Entregador: null,
      EntregadorId: null,
      Situacao: 'OCCURRENCE',
      Frete: 12.5,
      Repasse: 3,
      Rota: 'ROT-1',
      RotaId: 'r1',
    };
    const cells = columns.map((c) => String(c.value(row)));
    expect(cells[1]).toBe('1001');
    expect(cells[2]).toBe('ROT-1');
    expect(cells[3]).toBe(t('routes.noDriver'));
    expect(cells[4]).toMatch(/^R\$\s?12,50$/);
    expect(cells[6]).toBe(t('routes.status.OCCURRENCE'));
  });
  it('the route sheet lists the stops with their sequence first', () => {
    const columns = routeSheetColumns();
    expect(columns[0].header).toBe(t('routes.columns.sequence'));
    const stop = item('a', 2, 'DONE');
    expect(columns.map((c) => String(c.value(stop)))).toEqual([
      '2',
      '10a',
      'Name a',
      'Rua A, 1 — Centro, São Paulo/SP 01000-000',
      t('routes.status.DONE'),
    ]);
    expect(routeSheetSubtitle(route('PENDING', [stop]))).toContain('ABC1D23');
  });
});

describe('routing preview worker (src/screens/routes/preview/routing.worker.ts)', () => {
  it('answers the plan of the stops it is sent, the same module the simulator routes with', async () => {
    const posted: RoutePlan[] = [];
    vi.stubGlobal('self', { postMessage: (plan: RoutePlan) => posted.push(plan) });
    try {
      await import('../../../../src/screens/routes/preview/routing.worker');
      const input = previewInput(
        route('PENDING ROUTING', [item('a', null), item('b', null), item('c', null)]),
        null,
      );
      const worker = globalThis.self as unknown as { onmessage: (e: { data: unknown }) => void };
      worker.onmessage({ data: input });
      expect(posted).toHaveLength(1);
      expect(posted[0]).toEqual(planRoute(input?.depot as LatLng, input?.stops ?? []));
      expect(posted[0].stops.map((s) => s.id).sort()).toEqual(['a', 'b', 'c']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the offline basemap (map-layers unwrapRing)', () => {
  it('continues a ring past ±180° instead of jumping back across the map', () => {
    expect(
      unwrapRing([
        [179, 10],
        [-179, 11],
        [-178, 12],
        [179, 10],
      ]),
    ).toEqual([
      [179, 10],
      [181, 11],
      [182, 12],
      [179, 10],
    ]);
    const ring = [
      [-46, -23],
      [-45, -22],
      [-46, -23],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
    expect(unwrapPolygons({ type: 'MultiPolygon', coordinates: [[ring]] })).toEqual({
      type: 'MultiPolygon',
      coordinates: [[ring]],
    });
  });
});
