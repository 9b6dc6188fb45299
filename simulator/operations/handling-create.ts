import type { FastifyRequest } from 'fastify';
import { everyPositionHoldsStock } from '../../src/domain/handling';
import { handlingMachine } from '../../src/machines/handling.machine';
import { handlingItemMachine } from '../../src/machines/handling-item.machine';
import { created } from '../http/decide';
import { badRequest } from '../http/http-error';
import { handlingError as E } from '../i18n/messages/handling';
import { viewedCompany } from '../orders-area/http';
import type { HandlingRow } from '../store/handlings.repo';
import type { PositionRow } from '../store/warehouses.repo';
import { HandlingWork } from './handling-work';
import { positionStock } from './stock-moves';

/** One product to move (doc 3 §7 "move same origin": product, positionOrigin, quantity, positionDestiny). */
export interface MoveLineInput {
  productId: string;
  originId: string;
  destinationId: string;
  quantity: number;
}

/**
 * A new handling (doc 3 §7 POST /position-handling/{id} and POST /position-handling): its items
 * are checked as a finalize would check them (doc 3 §5 move rules, 400; the position-use rule,
 * 409) so a handling that could never be done is not created; with `execute` it is finalized in
 * the same transaction (the positions register's move bar: the stock moves now). `originId` is the
 * record's origin, null for a move with different origins.
 */
export function createHandling(
  request: FastifyRequest,
  input: { originId: string | null; lines: MoveLineInput[]; userId: string | null; execute: boolean },
): { record: HandlingRow; work: HandlingWork } {
  const { store } = request;
  const now = request.now().toISOString();
  const record: HandlingRow = {
    id: store.handlings.nextId(),
    companyDocument: viewedCompany(request),
    code: store.handlings.nextCode(),
    warehouseId: '',
    positionOriginId: input.originId,
    status: created(handlingMachine),
    userId: input.userId,
    createdAt: now,
  };
  const work = new HandlingWork(request, record);
  if (input.userId) work.operator = input.userId;
  const first = input.lines[0];
  if (!first) throw badRequest(E('nothingToMove'));
  // the handling's warehouse is its (first) origin's
  record.warehouseId = work.position(input.originId ?? first.originId).warehouseId;
  store.handlings.insert(record);
  for (const line of input.lines) {
    const item = {
      id: store.handlings.nextItemId(),
      handlingId: record.id,
      productId: line.productId,
      positionOriginId: line.originId,
      positionDestinyId: line.destinationId,
      quantity: line.quantity,
      status: created(handlingItemMachine),
      userId: null,
      doneAt: null,
    };
    work.checkLine(item);
    store.handlings.insertItem(item);
  }
  if (input.execute) work.finalizeAll();
  return { record, work };
}

/** Every product an origin holds, whole, to `destinationId` (doc 3 §7 "or a position"; the move
 * with different origins). doc 3 §5: every selected position must hold at least one product. */
export function wholePositionLines(
  request: FastifyRequest,
  position: (id: string) => PositionRow,
  originIds: readonly string[],
  destinationId: string,
): MoveLineInput[] {
  if (originIds.length === 0) throw badRequest(E('originRequired'));
  const stock = positionStock(request.store.db);
  const held = originIds.map((id) => ({ id, items: stock.itemsAt(position(id).id) }));
  if (!everyPositionHoldsStock(held.map((h) => h.items.length))) {
    const empty = held.find((h) => h.items.length === 0);
    throw badRequest(E('emptyPosition', { code: position(empty?.id ?? '').code }));
  }
  return held.flatMap((h) =>
    h.items.map((i) => ({ productId: i.productId, originId: h.id, destinationId, quantity: i.quantity })),
  );
}
