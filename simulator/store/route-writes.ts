import type { Database } from 'better-sqlite3';
import type { RouteItemStatus } from '../../src/domain/operations';
import type { Decided } from './decided-status';
import { defineTable } from './table';

/**
 * What the route calls write (doc 3 §7), each after the route machine decided: status, user,
 * vehicle, the sequence (routing, a broker's sequence, a reorder), item outcomes, moves and
 * removals, and the proof-of-delivery photos (`route_files`).
 */
export interface RouteFileRow {
  id: string;
  routeId: string;
  orderId: string;
  /** route-ok or route-occurrence (doc 3 §5) */
  fileType: string;
  fileName: string;
  contentType: string;
  size: number;
  content: Buffer;
  createdAt: string;
}

export const routeFilesTable = defineTable<RouteFileRow>({
  name: 'route_files',
  columns: {
    id: { type: 'text', primaryKey: true },
    routeId: { type: 'text', references: 'routes(id)' },
    orderId: { type: 'text', references: 'orders(id)' },
    fileType: { type: 'text' },
    fileName: { type: 'text' },
    contentType: { type: 'text' },
    size: { type: 'integer' },
    content: { type: 'blob' },
    createdAt: { type: 'text' },
  },
  indexes: [['routeId', 'orderId']],
});

export interface SequencedStop {
  itemId: string;
  sequence: number;
  distance: number;
  duration: number;
}

export function routeWrites(db: Database) {
  const user = db.prepare('UPDATE routes SET userId = ? WHERE id = ?');
  const vehicle = db.prepare('UPDATE routes SET vehicleId = ? WHERE id = ?');
  const totals = db.prepare('UPDATE routes SET distance = ?, duration = ?, maps = ? WHERE id = ?');
  const stop = db.prepare('UPDATE route_items SET sequence = ?, distance = ?, duration = ? WHERE id = ?');
  const sequenceOnly = db.prepare('UPDATE route_items SET sequence = ? WHERE id = ?');
  // ours: the broker's path (`maps`, doc 3 §3) runs through the stops in its order; once a stop is
  // reordered by hand, removed or moved away it no longer does, so it is dropped and the console
  // joins the stops in their sequence instead of drawing a stale line
  const dropPathOfItem = db.prepare(
    'UPDATE routes SET maps = NULL WHERE id = (SELECT routeId FROM route_items WHERE id = ?)',
  );
  const dropPath = db.prepare('UPDATE routes SET maps = NULL WHERE id = ?');
  const settle = db.prepare(
    'UPDATE route_items SET status = ?, occurrenceReason = ?, settledAt = ? WHERE id = ? AND status = ?',
  );
  const remove = db.prepare('DELETE FROM route_items WHERE id = ?');
  const move = db.prepare(
    'UPDATE route_items SET routeId = ?, sequence = NULL, distance = 0, duration = 0 WHERE id = ?',
  );
  const insertFile = routeFilesTable.inserter(db);
  // the highest rowid, not a count: no scan of the table per upload (issue 17, list-plans test)
  const fileCount = db.prepare('SELECT coalesce(max(rowid), 0) FROM route_files').pluck();
  const filesOf = db.prepare(
    'SELECT id, orderId, fileType, fileName, contentType, size, createdAt FROM route_files WHERE routeId = ? ORDER BY rowid',
  );

  return {
    setUser: (id: string, userId: string) => user.run(userId, id),
    setVehicle: (id: string, vehicleId: string) => vehicle.run(vehicleId, id),
    /** a full sequence: every stop's place, legs and the route's totals and path */
    setSequence: (
      id: string,
      stops: readonly SequencedStop[],
      route: { distance: number; duration: number; maps: string | null },
    ) => {
      for (const s of stops) stop.run(s.sequence, s.distance, s.duration, s.itemId);
      totals.run(route.distance, route.duration, route.maps, id);
    },
    /** a reorder (PUT /route-sequence): the items in the order given, numbered from 1 */
    reorder: (itemIds: readonly string[]) => {
      for (const [i, itemId] of itemIds.entries()) sequenceOnly.run(i + 1, itemId);
      if (itemIds.length > 0) dropPathOfItem.run(itemIds[0]);
    },
    /** a PENDING item's outcome, as its item machine decided it; false when it was no longer
     * PENDING (another call settled it first) */
    settleItem: (
      itemId: string,
      outcome: Decided<Exclude<RouteItemStatus, 'PENDING'>>,
      reason: string | null,
      at: string,
    ) => settle.run(outcome, reason, at, itemId, 'PENDING').changes === 1,
    removeItem: (itemId: string) => {
      dropPathOfItem.run(itemId);
      remove.run(itemId);
    },
    moveItem: (itemId: string, destinationRouteId: string) => {
      dropPathOfItem.run(itemId);
      move.run(destinationRouteId, itemId);
      dropPath.run(destinationRouteId);
    },
    addFile: (row: Omit<RouteFileRow, 'id'>) => {
      const id = `rtf-${String((fileCount.get() as number) + 1).padStart(6, '0')}`;
      insertFile({ ...row, id });
      return id;
    },
    filesOf: (routeId: string) => filesOf.all(routeId) as Array<Omit<RouteFileRow, 'content' | 'routeId'>>,
  };
}
export type RouteWrites = ReturnType<typeof routeWrites>;
