import type { RouteStatus } from '../../../src/domain/operations';
import { planRoute } from '../../../src/domain/routing/plan';
import type { OrderSeed } from '../../store/order-tables';
import type { RouteItemRow, RouteRow } from '../../store/routes.repo';
import { SEED_EPOCH } from '../epoch';
import { geocode } from '../geocode';
import { demoCompanies } from './companies';
import type { CompanyCtx } from './company-context';
import { DAY, iso } from './order-values';

/**
 * Demo routes in every route status (doc 3 §4), for the routes screens, reports and tests: the
 * principal's São Paulo orders (geocoded around its base, the company's own address), routed with
 * the same sequencer the simulator uses (src/domain/routing). The orders are demo orders no other
 * downstream record uses; their own status and type are left as they are (ours: the route is what
 * is demonstrated). Ids `rot-demo-*`, codes ROT-000101… so the other seeds' routes keep theirs.
 */
interface Plan {
  status: RouteStatus;
  stops: number;
  days: number;
  user: boolean;
  vehicle: boolean;
  routed: boolean;
  /** item outcomes of the first stops in sequence */
  outcomes?: Array<'DONE' | 'OCCURRENCE'>;
}

const PLANS: Plan[] = [
  { status: 'PENDING ROUTING', stops: 6, days: 0, user: false, vehicle: false, routed: false },
  { status: 'PENDING ROUTING', stops: 4, days: 1, user: true, vehicle: true, routed: false },
  { status: 'PENDING REPLANNING', stops: 4, days: 1, user: true, vehicle: true, routed: false },
  { status: 'PENDING', stops: 5, days: 0, user: true, vehicle: true, routed: true },
  { status: 'AWAITING ACCEPT', stops: 4, days: 0, user: true, vehicle: true, routed: true },
  { status: 'START TO READY', stops: 3, days: 0, user: true, vehicle: true, routed: true },
  {
    status: 'INPROGRESS',
    stops: 5,
    days: 0,
    user: true,
    vehicle: true,
    routed: true,
    outcomes: ['DONE', 'DONE'],
  },
  {
    status: 'OCCURRENCE',
    stops: 4,
    days: 1,
    user: true,
    vehicle: true,
    routed: true,
    outcomes: ['DONE', 'OCCURRENCE'],
  },
  {
    status: 'DONE',
    stops: 4,
    days: 2,
    user: true,
    vehicle: true,
    routed: true,
    outcomes: ['DONE', 'DONE', 'OCCURRENCE', 'DONE'],
  },
  { status: 'CANCELLED', stops: 3, days: 3, user: false, vehicle: false, routed: false },
];
export const DEMO_ROUTE_IDS = PLANS.map((_, i) => `rot-demo-${String(i + 1).padStart(2, '0')}`);
const FIRST_CODE = 101;
const OCCURRENCE_REASON = 'Destinatário ausente';

export function demoRoutes(
  demo: readonly OrderSeed[],
  principal: CompanyCtx,
  used: ReadonlySet<string>,
): { routes: RouteRow[]; routeItems: RouteItemRow[] } {
  const pool = demo.filter(
    (o) =>
      o.row.companyDocument === principal.document &&
      o.row.recipientCity === 'São Paulo' &&
      o.row.recipientLat !== null &&
      o.row.status !== 'CANCELLED' &&
      !o.row.parentOrderId &&
      !used.has(o.row.id),
  );
  // the seed's routed routes leave from the company's address, a few doors from its MATRIZ
  // building (same street, seed/demo/buildings.ts) where POST routing starts them (`routeDepot`):
  // buildings are seeded after orders, so the seed cannot ask the rule itself
  const company = demoCompanies().find((c) => c.cnpj === principal.document);
  const base = geocode({
    postalCode: company?.postalCode ?? '',
    street: company?.street ?? '',
    number: company?.number ?? '',
  });
  const depot = { lat: base.lat, lng: base.long };
  const routes: RouteRow[] = [];
  const routeItems: RouteItemRow[] = [];
  let next = 0;
  PLANS.forEach((plan, index) => {
    const id = DEMO_ROUTE_IDS[index];
    const when = iso(SEED_EPOCH - plan.days * DAY - (index + 1) * 3_600_000);
    const orders = pool.slice(next, next + plan.stops);
    next += plan.stops;
    const stops = orders.map((o) => ({
      id: o.row.id,
      lat: o.row.recipientLat as number,
      lng: o.row.recipientLong as number,
    }));
    const routed = plan.routed ? planRoute(depot, stops) : null;
    const place = new Map(routed?.stops.map((s) => [s.id, s]));
    routes.push({
      id,
      code: `ROT-${String(FIRST_CODE + index).padStart(6, '0')}`,
      companyDocument: principal.document,
      routeDate: when,
      status: plan.status,
      userId: plan.user ? 'usr-driver' : null,
      vehicleId: plan.vehicle ? 'VEH-0001' : null,
      maps: routed?.maps ?? null,
      distance: routed?.distance ?? 0,
      duration: routed?.duration ?? 0,
      summary: { kmPrice: 2.5, totalPrice: 0, invoiced: 0, volumes: orders.length, weightGross: 0 },
      dockId: null,
      createdAt: when,
    });
    const inSequence = [...orders].sort(
      (a, b) => (place.get(a.row.id)?.sequence ?? 0) - (place.get(b.row.id)?.sequence ?? 0),
    );
    inSequence.forEach((o, k) => {
      const stop = place.get(o.row.id);
      const outcome = plan.outcomes?.[k] ?? (plan.status === 'DONE' ? 'DONE' : 'PENDING');
      routeItems.push({
        id: `${id}-i${k + 1}`,
        routeId: id,
        orderId: o.row.id,
        sequence: stop?.sequence ?? null,
        status: outcome,
        distance: stop?.distance ?? 0,
        duration: stop?.duration ?? 0,
        lat: o.row.recipientLat,
        long: o.row.recipientLong,
        occurrenceReason: outcome === 'OCCURRENCE' ? OCCURRENCE_REASON : null,
        settledAt: outcome === 'PENDING' ? null : iso(Date.parse(when) + (k + 1) * 1_800_000),
        createdAt: when,
      });
    });
  });
  return { routes, routeItems };
}
