import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { round2 } from '../../src/domain/operation-rules';
import type { OperationStatus } from '../../src/domain/operations';
import { packingAssignManyInput, packingVolumesInput } from '../../src/domain/operations.schema';
import { renumberVolumes, type VolumeLine } from '../../src/domain/packing-volumes';
import { packingLifecycle } from '../../src/machines/packing.machine';
import { packingItemLifecycle } from '../../src/machines/packing-item.machine';
import type { Decided } from '../http/decide';
import { badRequest } from '../http/http-error';
import { noBody } from '../http/validate';
import { OPERATION_MESSAGES as M } from '../i18n/messages/operations';
import {
  assignItem,
  assignRecord,
  cancelRecord,
  finalizeRecord,
  followRecord,
  runRecord,
} from '../operations/machine-runs';
import type { OperationWork } from '../operations/operation-work';
import { parse } from '../operations/request-body';
import { itemRoute, recordRoute, registerAssignMany, registerReads } from '../operations/route-builders';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';

/**
 * Packing — doc 3 §2 Packing, §4, §5, §7; OPERATIONS-CONTRACT.md. The packing machine decides
 * every change of the record; the packing-item machine the item's. Volume 1 holds the unpacked
 * items; finalizing packs the non-empty volumes, renumbered from 1 (doc 3 §4). No stock moves.
 */
const recordQuery = type({ 'origin?': 'string', 'action?': "'COMPLETED'" });

/** The packing-item machine's context: the item's volumes (doc 3 §3 "volumes with volume,
 * orderItem, quantity"), keyed by the barcode an operator scans. */
function volumeLines(work: OperationWork, item: OperationItemRow): VolumeLine[] {
  const barcodes = new Map(work.store.orders.items(item.orderId).map((i) => [i.id, i.barcode]));
  return work.linesOf(item.id).flatMap((l) =>
    (l.volumes ?? []).map((v) => ({
      volume: v.volume,
      orderItem: l.orderItemId,
      barcode: barcodes.get(l.orderItemId) ?? null,
      quantity: v.quantity,
    })),
  );
}

/** SAVE_VOLUMES: the volumes of every order item named; each adds up to its quantity (else 400). */
function saveVolumes(work: OperationWork, body: unknown): string {
  const input = parse(packingVolumesInput, body);
  work.operator(input.user);
  runRecord(work, packingLifecycle, { type: 'SAVE_VOLUMES' }, work.refusal('changed'));
  const shares = new Map<OperationLineRow, Map<number, number>>();
  for (const v of input.volumes) {
    for (const i of v.items) {
      const item = work.itemOfOrder(i.orderId);
      const line = work.linesOf(item.id).find((l) => l.orderItemId === i.orderItemId);
      if (!line) throw badRequest(M.orderItemNotInPacking);
      const byVolume = shares.get(line) ?? new Map<number, number>();
      byVolume.set(v.volume, round2((byVolume.get(v.volume) ?? 0) + i.quantity));
      shares.set(line, byVolume);
    }
  }
  for (const [line, byVolume] of shares) {
    const total = round2([...byVolume.values()].reduce((s, q) => s + q, 0));
    if (total !== round2(line.quantity))
      throw badRequest(M.volumesNotConserved(work.lineRef(line), line.quantity, total));
    const volumes = [...byVolume]
      .filter(([, quantity]) => quantity > 0)
      .sort(([a], [b]) => a - b)
      .map(([volume, quantity]) => ({ volume, quantity }));
    work.setLine(line, { volumes });
  }
  return work.say('volumesSaved');
}

/** An open order packs its non-empty volumes, renumbered from 1 (doc 3 §4); it and its lines
 * take the state the record's FINALIZE ended in (DONE: the packing item has no event of its own). */
function pack(work: OperationWork, item: OperationItemRow, state: Decided<OperationStatus>): void {
  const packed = renumberVolumes(volumeLines(work, item));
  for (const line of work.linesOf(item.id)) {
    const volumes = packed
      .filter((v) => v.orderItem === line.orderItemId)
      .map((v) => ({ volume: v.volume, quantity: v.quantity }));
    work.setLine(line, { volumes });
  }
  followRecord(work, item, state);
}

export async function packingRoutes(app: FastifyInstance) {
  registerReads(app, 'packing');
  registerAssignMany(app, 'packing', packingLifecycle, packingAssignManyInput);

  recordRoute(app, 'packing', {
    method: 'PUT',
    summary:
      'Packing: `{user}` assigns; `{user, volumes:[{volume, items:[{orderItemId, quantity, orderId}]}]}` (origin=web) saves the volumes (SAVE_VOLUMES; each order item adds up to its quantity, else 400); ?action=COMPLETED `{}` finalizes, volumes renumbered from 1 (doc 3 §4, §7)',
    querystring: recordQuery,
    change: (work, { query, body }) => {
      if (query.action === 'COMPLETED') {
        parse(noBody, body);
        return finalizeRecord(work, packingLifecycle, (item, state) => pack(work, item, state));
      }
      if (body && 'volumes' in body) return saveVolumes(work, body);
      return assignRecord(work, packingLifecycle, body);
    },
  });

  recordRoute(app, 'packing', {
    method: 'PATCH',
    summary: 'Cancel a packing (only in PENDING, doc 3 §4); its orders follow',
    // the packing-item machine has no CANCEL: the record's CANCEL settles its open orders
    change: (work) =>
      cancelRecord(work, packingLifecycle, work.refusal('cancelled'), (item, state) =>
        followRecord(work, item, state),
      ),
  });

  itemRoute(app, 'packing', {
    method: 'PUT',
    summary: 'Packing item (one order): `{user}` assigns (packing-item ASSIGN_USER, only in PENDING)',
    change: (work, item, { body }) =>
      assignItem(
        work,
        item,
        packingItemLifecycle,
        { status: item.status, volumes: volumeLines(work, item) },
        body,
      ),
  });
}
