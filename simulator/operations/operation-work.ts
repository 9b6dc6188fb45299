import type { FastifyRequest } from 'fastify';
import { isSettled, type LineState } from '../../src/domain/operation-rules';
import type { OperationStatus } from '../../src/domain/operations';
import type { WarehouseKind } from '../../src/domain/warehouse-kinds';
import type { LinesRecord } from '../../src/machines/operation-lifecycle';
import type { Decided, DecidedLine } from '../http/decide';
import { badRequest, notFound } from '../http/http-error';
import type { MessageParams } from '../i18n/i18n';
import {
  type LineRef,
  OPERATION_MESSAGES,
  type OperationMessageKey,
  operationMessage,
  type WarehouseKindLabel,
} from '../i18n/messages/operations';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow, OperationRow } from '../store/operations.repo';
import type { Store } from '../store/store';
import type { PositionRow } from '../store/warehouses.repo';
import { advanceOrders } from './operation-chain';

/**
 * What the inbound, storage, picking and packing routes really share (OPERATIONS-CONTRACT.md):
 * loading the caller's record, the record and its items as their machines see them (status and
 * lines), writing what a machine run ended in, one SQLite transaction per call (all or nothing;
 * two calls on one line cannot interleave: better-sqlite3 is synchronous) and the
 * `{ message, record }` answer. What differs per kind — which event, which refusal, what an item
 * does — stays in its routes file.
 *
 * By job: the record being changed (this file: it writes, it never decides), asking the machines
 * (`decide`, simulator/http/decide.ts) in the calls every kind has (machine-runs.ts), the
 * caller's record in one transaction and the answer (answers.ts), the route declarations
 * (route-builders.ts), request bodies (request-body.ts), stock moves (stock-moves.ts).
 */
export const KIND_LABEL: Record<WarehouseKind, WarehouseKindLabel> = {
  inbound: 'Inbound',
  storage: 'Storage',
  picking: 'Picking',
  packing: 'Packing',
  conference: 'Conference',
  outbound: 'Outbound',
};

export const states = (lines: readonly OperationLineRow[]): LineState[] =>
  lines.map((l) => ({ id: l.id, status: l.status, quantity: l.quantity }));

/** The operator a body names: a user of the caller's group (doc 1 §6) who is active; 400 otherwise. */
export function operatorOf(request: FastifyRequest, userId: string): string {
  const user = request.store.users.byId(userId);
  if (!user?.isActive || !request.viewer.viewable.includes(user.companyDocument))
    throw badRequest(OPERATION_MESSAGES.unknownOperator);
  return user.id;
}

/** One record being changed inside a call's transaction: its items and lines, kept in step with
 * what is written. */
export class OperationWork {
  readonly items: OperationItemRow[];
  readonly lines: OperationLineRow[];
  // a 5,000-line record is worked line by line: look lines up by id and by item in O(1)
  private readonly byId: Map<string, OperationLineRow>;
  private readonly byItem = new Map<string, OperationLineRow[]>();
  private readonly positions = new Map<string, PositionRow | null>();
  private readonly skus = new Map<string, string>();
  /** who does this call: the operator a confirm body names, else the signed-in caller */
  private doer: string;

  readonly store: Store;
  /** the session clock's now (ISO) */
  readonly now: string;

  constructor(
    readonly request: FastifyRequest,
    readonly kind: WarehouseKind,
    readonly record: OperationRow,
  ) {
    const store = request.store;
    this.store = store;
    this.now = request.now().toISOString();
    this.doer = request.viewer.record.id;
    this.items = store.operations.items(record.id);
    this.lines = store.operations.lines.ofOperation(record.id);
    this.byId = new Map(this.lines.map((l) => [l.id, l]));
    for (const l of this.lines) {
      const list = this.byItem.get(l.itemId);
      if (list) list.push(l);
      else this.byItem.set(l.itemId, [l]);
    }
  }

  get label(): WarehouseKindLabel {
    return KIND_LABEL[this.kind];
  }

  /** The record machine's refusal of `action` in the record's status (409 text, doc 3 §4). */
  refusal(action: 'assigned' | 'finalized' | 'cancelled' | 'changed'): string {
    return OPERATION_MESSAGES.refusedRecord(this.label, action, this.record.status);
  }

  /** An item machine's refusal of `action` in the item's status, naming the order by its number. */
  itemRefusal(action: 'assigned' | 'finalized' | 'cancelled', item: OperationItemRow): string {
    return OPERATION_MESSAGES.refusedItem(action, item.status, this.orderNumber(item));
  }

  /** The operator a body names (operatorOf): 400 unless an active user of the caller's group. */
  operator(userId: string): string {
    this.doer = operatorOf(this.request, userId);
    return this.doer;
  }

  /**
   * Runs `change`, then records who did it on what it finalized (doc 3 §3 `user` of the record and
   * of each item; issue 20: a finalized record must not stay "Sem operador"): every item that
   * became DONE, and the record if it became DONE, take the operator the call carries.
   */
  recordingDoer(change: () => string): string {
    const before = new Map(this.items.map((i) => [i, i.status]));
    const wasDone = this.record.status === 'DONE';
    const message = change();
    const finished: OperationItemRow[] = [];
    for (const [item, status] of before)
      if (status !== 'DONE' && item.status === 'DONE') {
        this.setItem(item, { userId: this.doer });
        finished.push(item);
      }
    if (!wasDone && this.record.status === 'DONE') this.setUser(this.doer);
    // doc 1 §4: each order finalized here moves on to its next operation
    advanceOrders(this, finished);
    return message;
  }

  /** A success text in the caller's language (messages.ts); `kind` and `code` are the record's. */
  say(key: OperationMessageKey, params: MessageParams = {}): string {
    return operationMessage(this.request, key, { kind: this.kind, code: this.record.code, ...params });
  }

  /** the record as its machine sees it (src/machines/ask.ts): its status and every line */
  asRecord(): LinesRecord {
    return { status: this.record.status, lines: states(this.lines) };
  }

  /** an item as its machine sees it: its status and its lines */
  itemRecord(item: OperationItemRow): LinesRecord {
    return { status: item.status, lines: states(this.linesOf(item.id)) };
  }

  item(id: string): OperationItemRow {
    const found = this.items.find((i) => i.id === id);
    if (!found) throw notFound(OPERATION_MESSAGES.itemNotFound);
    return found;
  }

  itemOfOrder(orderId: string): OperationItemRow {
    const found = this.items.find((i) => i.orderId === orderId);
    if (!found) throw this.orderNotInRecord(orderId);
    return found;
  }

  /** 400 for an order a body names that is not in this record: by its number when the order
   * exists, never by its internal id (issue 20). */
  orderNotInRecord(orderId: string) {
    const number = this.store.orders.byId(orderId)?.orderNumber;
    return badRequest(number ? OPERATION_MESSAGES.orderNotInRecord(number) : OPERATION_MESSAGES.itemNotFound);
  }

  /** How a refusal names a line: its SKU and its order's number, as the screen shows them. */
  lineRef(line: OperationLineRow): LineRef {
    const item = this.items.find((i) => i.id === line.itemId);
    if (item && !this.skus.has(line.orderItemId))
      for (const oi of this.store.orders.items(item.orderId)) this.skus.set(oi.id, oi.sku);
    return {
      sku: this.skus.get(line.orderItemId) ?? '',
      order: item ? this.orderNumber(item) : '',
    };
  }

  linesOf(itemId: string): OperationLineRow[] {
    return this.byItem.get(itemId) ?? [];
  }

  /** a line (picking row) of `itemId` by its id; 404 otherwise */
  line(itemId: string, id: string): OperationLineRow {
    const found = this.byId.get(id);
    if (!found || found.itemId !== itemId) throw notFound(OPERATION_MESSAGES.lineNotFound);
    return found;
  }

  /** the line of `item` for an order item (storage and inbound name lines by order item) */
  lineOfOrderItem(itemId: string, orderItemId: string): OperationLineRow {
    const found = this.linesOf(itemId).find((l) => l.orderItemId === orderItemId);
    if (!found) throw notFound(OPERATION_MESSAGES.lineNotFound);
    return found;
  }

  orderNumber(item: OperationItemRow): string {
    return this.store.orders.byId(item.orderId)?.orderNumber ?? item.orderId;
  }

  /** who and when of a status change: kept on the line or item, read by a later refusal
   * (moved-on.ts: "finalized by <operator> at <time>", issue 31) */
  private stamp<R extends { status: OperationStatus }>(row: R, status: OperationStatus | undefined) {
    return status !== undefined && status !== row.status ? { changedBy: this.doer, changedAt: this.now } : {};
  }

  setLine(line: OperationLineRow, change: Partial<Omit<OperationLineRow, 'id'>>): void {
    Object.assign(line, this.stamp(line, change.status), change);
    this.store.operations.lines.update(line);
  }

  /** Writes what a machine run did to the lines: the statuses its resulting context holds,
   * merged with the call's own `changes` (quantities, positions), set-based (one UPDATE per
   * distinct set of values, operation-lines.repo.ts `updateAll`). */
  commitLines(
    lines: readonly DecidedLine[],
    changes: ReadonlyMap<OperationLineRow, Partial<Omit<OperationLineRow, 'id'>>> = new Map(),
  ): void {
    const statuses = new Map(lines.map((s) => [s.id, s.status]));
    const touched = new Set(changes.keys());
    for (const [id, status] of statuses) {
      const line = this.byId.get(id);
      if (line && line.status !== status) touched.add(line);
    }
    for (const line of touched) {
      const status = statuses.get(line.id) ?? line.status;
      Object.assign(line, this.stamp(line, status), { ...changes.get(line), status });
    }
    this.store.operations.lines.updateAll([...touched]);
  }

  /** a position of the store, read once per call */
  position(id: string): PositionRow | null {
    if (!this.positions.has(id)) this.positions.set(id, this.store.warehouses.position(id));
    return this.positions.get(id) ?? null;
  }

  /** every line of `itemId` not settled takes `status` (a state a machine run ended in) */
  settleLines(itemId: string, status: Decided<OperationStatus>): void {
    for (const line of this.linesOf(itemId)) if (!isSettled(line.status)) this.setLine(line, { status });
  }

  setItem(item: OperationItemRow, change: { status?: Decided<OperationStatus>; userId?: string }): void {
    Object.assign(item, this.stamp(item, change.status), change);
    this.store.operations.setItem(item);
  }

  setStatus(status: Decided<OperationStatus>): void {
    this.record.status = status;
    this.store.operations.setStatus(this.record.id, status);
  }

  setUser(userId: string): void {
    this.record.userId = userId;
    this.store.operations.setUser(this.record.id, userId);
  }
}
