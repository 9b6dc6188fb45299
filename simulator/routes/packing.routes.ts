import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { round2 } from '../../src/domain/operation-rules';
import {
  assignUserInput,
  packingAssignManyInput,
  packingVolumesInput,
} from '../../src/domain/operations.schema';
import { renumberVolumes, type VolumeLine } from '../../src/domain/packing-volumes';
import { packingMachine } from '../../src/machines/packing.machine';
import { packingItemMachine } from '../../src/machines/packing-item.machine';
import { badRequest } from '../http-error';
import {
  anyBody,
  assignItem,
  assignRecord,
  changeOperation,
  itemParams,
  type OperationWork,
  operatorOf,
  parse,
  registerAssignMany,
  registerReads,
  runMachine,
} from '../operations/http';
import { OPERATION_MESSAGES as M } from '../operations/messages';
import { idParams } from '../orders-area/http';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';
import { addRoute, noBody } from '../validate';

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
function saveVolumes(work: OperationWork, body: unknown, operator: (id: string) => string): string {
  const input = parse(packingVolumesInput, body);
  operator(input.user);
  runMachine(packingMachine, work.record.status, work.context(), [{ type: 'SAVE_VOLUMES' }], () =>
    M.refusedRecord(work.label, 'changed', work.record.status),
  );
  const shares = new Map<OperationLineRow, Map<number, number>>();
  for (const v of input.volumes) {
    for (const i of v.items) {
      const item = work.itemOfOrder(i.orderId);
      const line = work.linesOf(item.id).find((l) => l.orderItemId === i.orderItemId);
      if (!line) throw badRequest(M.orderItemNotInPacking(i.orderItemId));
      const byVolume = shares.get(line) ?? new Map<number, number>();
      byVolume.set(v.volume, round2((byVolume.get(v.volume) ?? 0) + i.quantity));
      shares.set(line, byVolume);
    }
  }
  for (const [line, byVolume] of shares) {
    const total = round2([...byVolume.values()].reduce((s, q) => s + q, 0));
    if (total !== round2(line.quantity))
      throw badRequest(M.volumesNotConserved(line.orderItemId, line.quantity, total));
    const volumes = [...byVolume]
      .filter(([, quantity]) => quantity > 0)
      .sort(([a], [b]) => a - b)
      .map(([volume, quantity]) => ({ volume, quantity }));
    work.setLine(line, { volumes });
  }
  return work.say('volumesSaved');
}

/** FINALIZE: every open order packs its non-empty volumes, renumbered from 1 (doc 3 §4). */
function finalize(work: OperationWork): string {
  const next = runMachine(packingMachine, work.record.status, work.context(), [{ type: 'FINALIZE' }], () =>
    M.refusedRecord(work.label, 'finalized', work.record.status),
  );
  for (const item of work.items) {
    if (item.status === 'DONE' || item.status === 'CANCELLED') continue;
    const packed = renumberVolumes(volumeLines(work, item));
    for (const line of work.linesOf(item.id)) {
      const volumes = packed
        .filter((v) => v.orderItem === line.orderItemId)
        .map((v) => ({ volume: v.volume, quantity: v.quantity }));
      work.setLine(line, { status: 'DONE', volumes });
    }
    work.setItem(item, { status: 'DONE' });
  }
  work.setStatus(next.state as 'DONE');
  return work.say('finalized');
}

export async function packingRoutes(app: FastifyInstance) {
  registerReads(app, 'packing');
  registerAssignMany(app, 'packing', packingMachine, packingAssignManyInput);

  addRoute(app, {
    method: 'PUT',
    url: '/packing/:id',
    summary:
      'Packing: `{user}` assigns; `{user, volumes:[{volume, items:[{orderItemId, quantity, orderId}]}]}` (origin=web) saves the volumes (SAVE_VOLUMES; each order item adds up to its quantity, else 400); ?action=COMPLETED `{}` finalizes, volumes renumbered from 1 (doc 3 §4, §7)',
    tags: ['operations'],
    auth: true,
    params: idParams,
    querystring: recordQuery,
    body: anyBody,
    handler: async (request) =>
      changeOperation(request, 'packing', request.params.id, (work) => {
        if (request.query.action === 'COMPLETED') {
          parse(noBody, request.body);
          return finalize(work);
        }
        if (request.body && 'volumes' in request.body)
          return saveVolumes(work, request.body, (id) => operatorOf(request, id));
        const { user } = parse(assignUserInput, request.body);
        return assignRecord(work, packingMachine, operatorOf(request, user));
      }),
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/packing/:id',
    summary: 'Cancel a packing (only in PENDING, doc 3 §4); its orders follow',
    tags: ['operations'],
    auth: true,
    params: idParams,
    body: noBody,
    handler: async (request) =>
      changeOperation(request, 'packing', request.params.id, (work) => {
        const next = runMachine(
          packingMachine,
          work.record.status,
          work.context(),
          [{ type: 'CANCEL' }],
          () => M.refusedRecord(work.label, 'cancelled', work.record.status),
        );
        for (const item of work.items) {
          if (item.status === 'DONE' || item.status === 'CANCELLED') continue;
          work.settleLines(item.id, 'CANCELLED');
          work.setItem(item, { status: 'CANCELLED' });
        }
        work.setStatus(next.state as 'CANCELLED');
        return work.say('cancelled');
      }),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/packing/:id/:item',
    summary: 'Packing item (one order): `{user}` assigns (packing-item ASSIGN_USER, only in PENDING)',
    tags: ['operations'],
    auth: true,
    params: itemParams,
    body: anyBody,
    handler: async (request) =>
      changeOperation(request, 'packing', request.params.id, (work) => {
        const item = work.item(request.params.item);
        const { user } = parse(assignUserInput, request.body);
        const context = { volumes: volumeLines(work, item) };
        return assignItem(work, item, packingItemMachine, context, operatorOf(request, user));
      }),
  });
}
