import type { Database } from 'better-sqlite3';
import {
  isRouteLocked,
  ROUTE_ITEM_STATUSES,
  type RouteItem,
  type RouteItemStatus,
  type RouteRecord,
  type RouteStatus,
} from '../../src/domain/operations';
import { mapsLink } from '../../src/domain/parties';
import { routeMachine } from '../../src/machines/route.machine';
import { routeItemMachine } from '../../src/machines/route-item.machine';
import { created, type Decided, within } from './decided-status';
import { idMaker, seqId } from './ids';
import { routeActivities } from './route-activities';
import { type RouteListFilter, routeListQuery } from './route-list-query';
import { routeWrites } from './route-writes';
import { defineTable } from './table';

/**
 * Delivery routes (doc 3 §3 "Route", §4 route statuses) and their items (one per order). Created
 * by POST /routes from an order selection (doc 2 §7) in `PENDING ROUTING`; the routes issue adds
 * routing, assignment, finalize and cancel on top.
 *
 * API for other modules (devices: RFID portal confirmation, DESIGN §6):
 * - `openAtDock(companyDocument, dockId, statuses)` → the newest route loading at that dock whose
 *   status is one of `statuses`, or null;
 * - `byId(id)`, `view(id)`, `ofOrder(orderId)`, `setStatus(id, status)`, `setDock(id, dockId)`;
 * - `list(filter, page)` (route-list-query.ts) and the writes of route-writes.ts.
 */
export interface RouteRow {
  id: string;
  code: string;
  companyDocument: string;
  routeDate: string;
  status: RouteStatus;
  userId: string | null;
  vehicleId: string | null;
  maps: string | null;
  distance: number;
  duration: number;
  summary: RouteRecord['summary'];
  dockId: string | null;
  createdAt: string;
}

export const routesTable = defineTable<RouteRow>({
  name: 'routes',
  columns: {
    id: { type: 'text', primaryKey: true },
    code: { type: 'text' },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    routeDate: { type: 'text' },
    status: { type: 'text' },
    userId: { type: 'text', nullable: true, references: 'users(id)' },
    vehicleId: { type: 'text', nullable: true },
    maps: { type: 'text', nullable: true },
    distance: { type: 'real' },
    duration: { type: 'real' },
    summary: { type: 'json' },
    dockId: { type: 'text', nullable: true },
    createdAt: { type: 'text' },
  },
  indexes: [
    ['companyDocument', 'routeDate'],
    ['companyDocument', 'dockId', 'status'],
    ['code'],
    ['vehicleId', 'status'],
  ],
});

export interface RouteItemRow {
  id: string;
  routeId: string;
  orderId: string;
  sequence: number | null;
  status: RouteItemStatus;
  distance: number;
  duration: number;
  lat: number | null;
  long: number | null;
  /** the occurrence's reason (doc 3 §5), null otherwise */
  occurrenceReason: string | null;
  /** when the item was finalized or marked as occurrence (the driver-activities report) */
  settledAt: string | null;
  createdAt: string;
}

export const routeItemsTable = defineTable<RouteItemRow>({
  name: 'route_items',
  columns: {
    id: { type: 'text', primaryKey: true },
    routeId: { type: 'text', references: 'routes(id)' },
    orderId: { type: 'text', references: 'orders(id)' },
    sequence: { type: 'integer', nullable: true },
    status: { type: 'text' },
    distance: { type: 'real' },
    duration: { type: 'real' },
    lat: { type: 'real', nullable: true },
    long: { type: 'real', nullable: true },
    occurrenceReason: { type: 'text', nullable: true },
    settledAt: { type: 'text', nullable: true },
    createdAt: { type: 'text' },
  },
  indexes: [['routeId'], ['orderId']],
});

/** SQL: the order `orderIdColumn` names was collected on a route — one of its route items is DONE.
 * A collected pickup waits in the pickup board's done column and may be finalized (the order
 * machine's `collected`, src/machines/order.machine.ts). */
export const collectedOn = (orderIdColumn: string) =>
  `EXISTS (SELECT 1 FROM route_items ri WHERE ri.orderId = ${orderIdColumn} AND ri.status = 'DONE')`;

const EMPTY_SUMMARY: RouteRecord['summary'] = {
  kmPrice: 0,
  totalPrice: 0,
  invoiced: 0,
  volumes: 0,
  weightGross: 0,
};

interface ItemJoin extends RouteItemRow {
  orderNumber: string;
  recipientName: string;
  recipientFantasyName: string | null;
  recipientStreet: string;
  recipientNumber: string;
  recipientNeighborhood: string;
  recipientPostalCode: string;
  recipientCity: string;
  recipientState: string;
  recipientLat: number | null;
  recipientLong: number | null;
}

export function routesRepo(db: Database) {
  const t = routesTable;
  const insertRoute = t.inserter(db);
  const insertItem = routeItemsTable.inserter(db);
  const byId = db.prepare('SELECT * FROM routes WHERE id = ?');
  const maxCode = db
    .prepare("SELECT COALESCE(MAX(CAST(substr(code, 5) AS INTEGER)), 0) FROM routes WHERE code GLOB 'ROT-*'")
    .pluck();
  const items = db.prepare(`
    SELECT ri.*, o.orderNumber, o.recipientName, o.recipientFantasyName, o.recipientStreet, o.recipientNumber,
           o.recipientNeighborhood, o.recipientPostalCode, o.recipientCity, o.recipientState, o.recipientLat, o.recipientLong
    FROM route_items ri JOIN orders o ON o.id = ri.orderId WHERE ri.routeId = ?
    ORDER BY ri.sequence IS NULL, ri.sequence, ri.rowid`);
  const orderPoint = db.prepare('SELECT recipientLat AS lat, recipientLong AS long FROM orders WHERE id = ?');
  const user = db.prepare('SELECT id, name, lineColor FROM users WHERE id = ?');
  // the vehicles register (issue 12): a route keeps the id; plate, type and status are read
  const vehicle = db.prepare('SELECT id, plate, type, status FROM vehicles WHERE id = ?');
  const openAtDock = db.prepare(`
    SELECT * FROM routes WHERE companyDocument = ? AND dockId = ? AND status IN (SELECT value FROM json_each(?))
    ORDER BY routeDate DESC, rowid DESC LIMIT 1`);
  const ofOrder = db.prepare(`
    SELECT r.* FROM routes r JOIN route_items ri ON ri.routeId = r.id WHERE ri.orderId = ?
    ORDER BY r.routeDate DESC, r.rowid DESC`);
  const collected = db.prepare(`SELECT ${collectedOn('?')}`).pluck();
  const setStatus = db.prepare('UPDATE routes SET status = ? WHERE id = ?');
  const setDock = db.prepare('UPDATE routes SET dockId = ? WHERE id = ?');
  const query = routeListQuery(db);
  const nextId = idMaker(db, 'routes', 'rot');
  const nextItemId = idMaker(db, 'route_items', 'rti');

  const one = (row: unknown) => (row ? t.decode(row) : null);

  const addOrders = (routeId: string, orderIds: string[], now: string) => {
    for (const orderId of orderIds) {
      const p = orderPoint.get(orderId) as { lat: number | null; long: number | null } | undefined;
      insertItem({
        id: nextItemId(),
        routeId,
        orderId,
        sequence: null,
        status: within(created(routeItemMachine), ROUTE_ITEM_STATUSES),
        distance: 0,
        duration: 0,
        lat: p?.lat ?? null,
        long: p?.long ?? null,
        occurrenceReason: null,
        settledAt: null,
        createdAt: now,
      });
    }
  };

  const vehicleOf = (id: string): RouteRecord['vehicle'] => {
    const v = vehicle.get(id) as { id: string; plate: string; type: string; status: number } | undefined;
    // a vehicle deleted since: the id stands in for the plate
    return v ? { ...v, status: v.status === 1 } : { id, plate: id, type: '', status: false };
  };

  const view = (id: string): RouteRecord | null => {
    const r = one(byId.get(id));
    if (!r) return null;
    const u = r.userId
      ? (user.get(r.userId) as { id: string; name: string; lineColor: string } | undefined)
      : undefined;
    const routeItems: RouteItem[] = (items.all(id) as ItemJoin[]).map((i) => ({
      id: i.id,
      sequence: i.sequence,
      status: i.status,
      distance: i.distance,
      duration: i.duration,
      lat: i.lat,
      long: i.long,
      order: {
        id: i.orderId,
        orderNumber: i.orderNumber,
        recipient: {
          name: i.recipientName,
          fantasyName: i.recipientFantasyName,
          street: i.recipientStreet,
          number: i.recipientNumber,
          neighborhood: i.recipientNeighborhood,
          postalCode: i.recipientPostalCode,
          city: i.recipientCity,
          state: i.recipientState,
          maps: mapsLink(i.recipientLat, i.recipientLong),
        },
      },
    }));
    return {
      id: r.id,
      code: r.code,
      routeDate: r.routeDate,
      status: r.status,
      companyDocument: r.companyDocument,
      user: u ? { id: u.id, profile: { name: u.name, lineColor: u.lineColor } } : null,
      vehicle: r.vehicleId ? vehicleOf(r.vehicleId) : null,
      maps: r.maps,
      distance: r.distance,
      duration: r.duration,
      summary: r.summary,
      dockId: r.dockId,
      items: routeItems,
      createdAt: r.createdAt,
    };
  };

  return {
    insert: insertRoute,
    insertItem,
    byId: (id: string): RouteRow | null => one(byId.get(id)),
    /** a new route awaiting routing (doc 3 §4 "PENDING ROUTING") with one PENDING item per order */
    create: (companyDocument: string, orderIds: string[], now: string): RouteRow => {
      const route: RouteRow = {
        id: nextId(),
        code: seqId('ROT', (maxCode.get() as number) + 1),
        companyDocument,
        routeDate: now,
        status: created(routeMachine),
        userId: null,
        vehicleId: null,
        maps: null,
        distance: 0,
        duration: 0,
        summary: EMPTY_SUMMARY,
        dockId: null,
        createdAt: now,
      };
      insertRoute(route);
      addOrders(route.id, orderIds, now);
      return route;
    },
    addOrders,
    view,
    ordersOf: (routeId: string): string[] =>
      db
        .prepare('SELECT orderId FROM route_items WHERE routeId = ? ORDER BY rowid')
        .pluck()
        .all(routeId) as string[],
    ofOrder: (orderId: string): RouteRow[] => ofOrder.all(orderId).map(t.decode),
    /** the order was collected on a route (`collectedOn`) */
    collected: (orderId: string): boolean => collected.get(orderId) === 1,
    /** the newest route loading at a yard dock in one of `statuses` */
    openAtDock: (
      companyDocument: string,
      dockId: string,
      statuses: readonly RouteStatus[],
    ): RouteRow | null => one(openAtDock.get(companyDocument, dockId, JSON.stringify(statuses))),
    isLocked: (route: Pick<RouteRow, 'status'>) => isRouteLocked(route.status),
    setStatus: (id: string, status: Decided<RouteStatus>) => {
      setStatus.run(status, id);
    },
    setDock: (id: string, dockId: string | null) => {
      setDock.run(dockId, id);
    },
    /** one page of the filtered, sorted list (`all`: every match, doc 1 §7.2 get-all) */
    list: (filter: RouteListFilter, page: { page: number; take: number } | 'all') => {
      const { ids, total } = page === 'all' ? query.all(filter) : query.page(filter, page.page, page.take);
      return { routes: ids.map((id) => view(id) as RouteRecord), total };
    },
    ...routeWrites(db),
    /** GET /routes/driver-activities rows (route-activities.ts) */
    activities: routeActivities(db),
  };
}
export type RoutesRepo = ReturnType<typeof routesRepo>;
