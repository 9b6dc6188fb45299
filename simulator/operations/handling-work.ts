import type { FastifyRequest } from 'fastify';
import { type HandlingStatus, type MoveProblem, moveProblem } from '../../src/domain/handling';
import { round2 } from '../../src/domain/operation-rules';
import { handlingLifecycle } from '../../src/machines/handling.machine';
import { handlingItemLifecycle, handlingItemOpen } from '../../src/machines/handling-item.machine';
import { type Decided, decide, follow } from '../http/decide';
import { badRequest, conflict } from '../http/http-error';
import { handlingError as E } from '../i18n/messages/handling';
import { owned, viewedCompany } from '../orders-area/http';
import type { HandlingItemRow, HandlingRow } from '../store/handlings.repo';
import type { Store } from '../store/store';
import type { PositionRow } from '../store/warehouses.repo';
import { movedOn } from './moved-on';
import { assertPositionUsable } from './position-use';
import { positionStock } from './stock-moves';

/**
 * One handling being changed inside a call's transaction (doc 3 §7 Handling): every change asks
 * the handling or handling-item machine first (409 when refused, nothing written), moves real
 * stock (stock-moves.ts) and writes the history /position-handling-history-report reads.
 * Refusals explain why before the machine is asked: doc 3 §5's move problems (400) and the
 * position-use rule (409, position-use.ts).
 */
export class HandlingWork {
  readonly store: Store;
  readonly now: string;
  private readonly positions = new Map<string, PositionRow>();
  private readonly warehouses = new Map<string, { name: string; building: string | null }>();
  private readonly skus = new Map<string, { sku: string; description: string; rfidcode: string | null }>();
  private doer: string;

  constructor(
    readonly request: FastifyRequest,
    readonly record: HandlingRow,
  ) {
    this.store = request.store;
    this.now = request.now().toISOString();
    this.doer = request.viewer.record.id;
  }

  /** The caller's position by id (callerPosition), looked up once per call. */
  position(id: string): PositionRow {
    let found = this.positions.get(id);
    if (!found) {
      found = callerPosition(this.request, id);
      this.positions.set(id, found);
    }
    return found;
  }

  product(id: string) {
    let found = this.skus.get(id);
    if (!found) {
      found = this.store.db
        .prepare('SELECT sku, description, rfidcode FROM products WHERE id = ?')
        .get(id) as typeof found;
      if (!found) throw badRequest(E('unknownProduct'));
      this.skus.set(id, found);
    }
    return found;
  }

  set operator(userId: string) {
    this.doer = userId;
  }

  private itemsSnapshot() {
    const items = this.store.handlings.items(this.record.id);
    return {
      status: this.record.status,
      itemsCount: items.length,
      doneCount: items.filter((i) => i.status === 'DONE').length,
      items,
    };
  }

  /** A record-level event (FINALIZE, CANCEL, ASSIGN_USER): 409 when the machine refuses. Answers
   * the items as they were asked and the status the machine decided. */
  decideRecord(type: 'FINALIZE' | 'CANCEL' | 'ASSIGN_USER') {
    const snapshot = this.itemsSnapshot();
    const action = type === 'FINALIZE' ? 'finalized' : type === 'CANCEL' ? 'cancelled' : 'assigned';
    const next = decide(
      handlingLifecycle,
      snapshot,
      [{ type }],
      E('refusedRecord', { action, code: this.record.code }),
    );
    return { items: snapshot.items, state: next.state };
  }

  private setStatus(status: Decided<HandlingStatus>) {
    this.record.status = status;
    this.store.handlings.setStatus(this.record.id, status);
  }

  /** doc 3 §4 "status is derived": the record machine hears ITEMS_CHANGED; a refusal means it
   * stays PENDING (nothing to write). */
  itemsChanged(): void {
    const items = this.store.handlings.itemStatuses(this.record.id);
    const next = follow(handlingLifecycle, this.itemsSnapshot(), { type: 'ITEMS_CHANGED', items });
    if (next && next.state !== this.record.status) this.setStatus(next.state);
  }

  /** The 409 for an event the item machine refused: "already moved by Ana at 10:42" when the item
   * moved on since the caller read it (issue 31, moved-on.ts), else the machine's rule. */
  private itemRefusal(item: HandlingItemRow, sku: string) {
    return (
      movedOn(this.store, 'line', item, (user, at) =>
        E('itemMovedOn', { sku, status: item.status, user, at }),
      ) ?? conflict(E('refusedItem', { sku, status: item.status }))
    );
  }

  /** Writes the status the item machine decided, with who and when (moved-on.ts reads them). */
  private settleItem(
    item: HandlingItemRow,
    status: Decided<HandlingStatus>,
    change: Partial<HandlingItemRow>,
  ) {
    Object.assign(item, change, { status, changedBy: this.doer, changedAt: this.now });
    this.store.handlings.updateItem(item);
  }

  /** Moves one item's stock to `destinationId` (its own destination when not given). */
  finalizeItem(item: HandlingItemRow, destinationId?: string | null, quantity?: number | null): void {
    const product = this.product(item.productId);
    // an item no longer open is refused before its move is checked (409 before 400): the machine
    // says whether it is open
    if (!handlingItemOpen(item)) throw this.itemRefusal(item, product.sku);
    const origin = this.position(item.positionOriginId);
    const destinyId = destinationId ?? item.positionDestinyId;
    const destination = destinyId ? this.position(destinyId) : null;
    const stock = positionStock(this.store.db);
    const available = stock.held(origin.id, item.productId);
    const moved = quantity ?? item.quantity;
    const problem = moveProblem({
      originId: origin.id,
      destinationId: destination?.id,
      quantity: moved,
      available,
    });
    if (problem) throw this.moveRefusal(problem, product.sku, origin.code, available);
    assertPositionUsable(origin, 'moveFrom', this.store.inventory);
    if (destination) assertPositionUsable(destination, 'moveTo', this.store.inventory);
    const next = decide(
      handlingItemLifecycle,
      item,
      [{ type: 'FINALIZE', origin, destination, quantity: moved, available }],
      () => this.itemRefusal(item, product.sku),
    );
    if (!destination || !stock.move(origin.id, destination.id, item.productId, moved, this.now))
      throw this.moveRefusal('quantityTooLarge', product.sku, origin.code, available);
    this.settleItem(item, next.state, {
      quantity: round2(moved),
      positionDestinyId: destination.id,
      userId: this.doer,
      doneAt: this.now,
    });
    this.writeHistory(origin, destination, item.productId);
  }

  /** The item-level assign (doc 3 §7 "whole or item"): the record's ASSIGN_USER, asked first by the
   * caller, naming one item — which must still be open (the item machine's `handlingItemOpen`). */
  assignItem(item: HandlingItemRow, userId: string): void {
    if (!handlingItemOpen(item)) throw this.itemRefusal(item, this.product(item.productId).sku);
    item.userId = userId;
    this.store.handlings.updateItem(item);
  }

  /** A new item checked as its finalize will be (doc 3 §5: 400; the position-use rule: 409). */
  checkLine(item: HandlingItemRow): void {
    const product = this.product(item.productId);
    const origin = this.position(item.positionOriginId);
    const destination = item.positionDestinyId ? this.position(item.positionDestinyId) : null;
    const available = positionStock(this.store.db).held(origin.id, item.productId);
    const problem = moveProblem({
      originId: origin.id,
      destinationId: destination?.id,
      quantity: item.quantity,
      available,
    });
    if (problem) throw this.moveRefusal(problem, product.sku, origin.code, available);
    assertPositionUsable(origin, 'moveFrom', this.store.inventory);
    if (destination) assertPositionUsable(destination, 'moveTo', this.store.inventory);
  }

  cancelItem(item: HandlingItemRow): void {
    const product = this.product(item.productId);
    const next = decide(handlingItemLifecycle, item, [{ type: 'CANCEL' }], () =>
      this.itemRefusal(item, product.sku),
    );
    this.settleItem(item, next.state, {});
  }

  /** The record's FINALIZE: every PENDING item moved (to the body's destination when given), then DONE. */
  finalizeAll(destinationId?: string | null): void {
    const { items, state } = this.decideRecord('FINALIZE');
    for (const item of items) if (handlingItemOpen(item)) this.finalizeItem(item, destinationId ?? null);
    if (!this.record.userId) this.store.handlings.setUser(this.record.id, this.doer);
    this.setStatus(state);
  }

  /** The record's CANCEL: its PENDING items cancelled (what was moved stays moved). */
  cancelAll(): void {
    const { items, state } = this.decideRecord('CANCEL');
    for (const item of items) if (handlingItemOpen(item)) this.cancelItem(item);
    this.setStatus(state);
  }

  moveRefusal(problem: MoveProblem, sku: string, code: string, available: number) {
    return badRequest(E(problem, { sku, code, available: round2(available) }));
  }

  private writeHistory(origin: PositionRow, destination: PositionRow, productId: string) {
    const product = this.product(productId);
    let warehouse = this.warehouses.get(origin.warehouseId);
    if (!warehouse) {
      warehouse = this.store.db
        .prepare('SELECT name, building FROM warehouses WHERE id = ?')
        .get(origin.warehouseId) as { name: string; building: string | null };
      this.warehouses.set(origin.warehouseId, warehouse);
    }
    this.store.handlingHistory.insert({
      id: this.store.handlings.nextHistoryId(),
      companyDocument: this.record.companyDocument,
      operation: 'HANDLING',
      positionCodeOrigin: origin.code,
      positionCodeDestiny: destination.code,
      productSku: product.sku,
      productDescription: product.description,
      rfidcode: product.rfidcode,
      warehouseName: warehouse.name,
      buildingName: warehouse.building,
      deviceId: null,
      routeId: null,
      createdAt: this.now,
    });
  }
}

/** The viewed company's position by id: 400 when unknown or another company's (never echoed). */
export function callerPosition(request: FastifyRequest, id: string): PositionRow {
  const found = request.store.warehouses.position(id);
  if (!found || found.companyDocument !== viewedCompany(request)) throw badRequest(E('unknownPosition'));
  return found;
}

/** The caller's handling: 404 unknown, 403 another company's. */
export function ownedHandling(request: FastifyRequest, id: string): HandlingRow {
  return owned(request, request.store.handlings.byId(id), E('notFound'));
}
