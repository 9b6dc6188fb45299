import { type Type, type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, transition } from 'xstate';
import { type LineState, recordStatusFromItems, round2 } from '../../src/domain/operation-rules';
import type { OperationStatus } from '../../src/domain/operations';
import { operationListFilters } from '../../src/domain/operations.schema';
import { validate } from '../../src/domain/validation';
import { snapshotAt } from '../../src/machines/resolve';
import { badRequest, conflict, notFound } from '../http-error';
import type { MessageParams } from '../i18n';
import { dayBounds, idParams, owned, pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow, OperationRow } from '../store/operations.repo';
import type { Store } from '../store/store';
import type { PositionRow } from '../store/warehouses.repo';
import { addRoute } from '../validate';
import {
  OPERATION_MESSAGES,
  type OperationMessageKey,
  operationMessage,
  type WarehouseKindLabel,
} from './messages';

/**
 * What the inbound, storage, picking and packing routes really share (OPERATIONS-CONTRACT.md):
 * loading the caller's record, the machine context built from its lines, running events through
 * a machine (409 when it refuses, DESIGN §3), one SQLite transaction per call (all or nothing;
 * two calls on one line cannot interleave: better-sqlite3 is synchronous) and the
 * `{ message, record }` answer.
 */
export type WarehouseKind = 'inbound' | 'storage' | 'picking' | 'packing';

export const KIND_LABEL: Record<WarehouseKind, WarehouseKindLabel> = {
  inbound: 'Inbound',
  storage: 'Storage',
  picking: 'Picking',
  packing: 'Packing',
};
/** doc 3 §7: the list answer's field (storage answers `orders`). */
const LIST_FIELD: Record<WarehouseKind, string> = {
  inbound: 'inbounds',
  storage: 'orders',
  picking: 'pickings',
  packing: 'packings',
};

export const itemParams = type({ id: '0 < string <= 64', item: '0 < string <= 64' });
/** Every mutation's body is checked per action with its own schema (`parse`); the route-level
 * schema only says it is an object. */
export const anyBody = type('Record<string, unknown> | undefined');

/** A body against the schema of the action it asks for; 400 with problems otherwise. */
export function parse<S extends Type>(schema: S, body: unknown): S['infer'] {
  const result = validate(schema as unknown as (data: unknown) => S['infer'], body);
  if (!result.ok) {
    const detail = result.problems.map((p) => p.message).join('; ');
    throw badRequest(`Invalid body: ${detail}`, result.problems);
  }
  return result.value;
}

export const states = (lines: readonly OperationLineRow[]): LineState[] =>
  lines.map((l) => ({ id: l.id, status: l.status, quantity: l.quantity }));

/**
 * Runs `events` one after the other through `machine` from `state` (one snapshot, so the
 * context the machine's actions update carries over); 409 with `refusal(i)` at the first event
 * the machine refuses (`snapshot.can`, as the console asks it). Returns the state it ends in and
 * its context.
 */
export function runMachine<M extends AnyStateMachine>(
  machine: M,
  state: string,
  context: Record<string, unknown>,
  events: ReadonlyArray<EventFromLogic<M>>,
  refusal: (index: number) => string,
): { state: string; context: Record<string, unknown> } {
  let snapshot: AnyMachineSnapshot = snapshotAt(machine, state, context);
  events.forEach((event, i) => {
    if (!snapshot.can(event)) throw conflict(refusal(i));
    [snapshot] = transition(machine, snapshot as never, event) as unknown as [AnyMachineSnapshot];
  });
  return { state: String(snapshot.value), context: snapshot.context as Record<string, unknown> };
}

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

  /** A success text in the caller's language (messages.ts); `kind` and `code` are the record's. */
  say(key: OperationMessageKey, params: MessageParams = {}): string {
    return operationMessage(this.request, key, { kind: this.kind, code: this.record.code, ...params });
  }

  /** the record machine's context: every line of the record */
  context(): { lines: LineState[] } {
    return { lines: states(this.lines) };
  }

  /** an item machine's context: the item's lines */
  itemContext(item: OperationItemRow): { lines: LineState[] } {
    return { lines: states(this.linesOf(item.id)) };
  }

  item(id: string): OperationItemRow {
    const found = this.items.find((i) => i.id === id);
    if (!found) throw notFound(OPERATION_MESSAGES.itemNotFound);
    return found;
  }

  itemOfOrder(orderId: string): OperationItemRow {
    const found = this.items.find((i) => i.orderId === orderId);
    if (!found) throw badRequest(OPERATION_MESSAGES.orderNotInRecord(orderId));
    return found;
  }

  linesOf(itemId: string): OperationLineRow[] {
    return this.byItem.get(itemId) ?? [];
  }

  /** a line (picking row) of `itemId` by its id; 404 otherwise */
  line(itemId: string, id: string): OperationLineRow {
    const found = this.byId.get(id);
    if (!found || found.itemId !== itemId) throw notFound(OPERATION_MESSAGES.lineNotFound(id));
    return found;
  }

  /** the line of `item` for an order item (storage and inbound name lines by order item) */
  lineOfOrderItem(itemId: string, orderItemId: string): OperationLineRow {
    const found = this.linesOf(itemId).find((l) => l.orderItemId === orderItemId);
    if (!found) throw notFound(OPERATION_MESSAGES.lineNotFound(orderItemId));
    return found;
  }

  orderNumber(item: OperationItemRow): string {
    return this.store.orders.byId(item.orderId)?.orderNumber ?? item.orderId;
  }

  setLine(line: OperationLineRow, change: Partial<Omit<OperationLineRow, 'id'>>): void {
    Object.assign(line, change);
    this.store.operations.lines.update(line);
  }

  /** Writes what a machine run did to the lines: the statuses its resulting context holds,
   * merged with the call's own `changes` (quantities, positions), one UPDATE per line. */
  commitLines(
    context: Record<string, unknown>,
    changes: ReadonlyMap<OperationLineRow, Partial<Omit<OperationLineRow, 'id'>>> = new Map(),
  ): void {
    const statuses = new Map((context as { lines: LineState[] }).lines.map((s) => [s.id, s.status]));
    const touched = new Set(changes.keys());
    for (const [id, status] of statuses) {
      const line = this.byId.get(id);
      if (line && line.status !== status) touched.add(line);
    }
    for (const line of touched)
      this.setLine(line, { ...changes.get(line), status: statuses.get(line.id) ?? line.status });
  }

  /** a position of the store, read once per call */
  position(id: string): PositionRow | null {
    if (!this.positions.has(id)) this.positions.set(id, this.store.warehouses.position(id));
    return this.positions.get(id) ?? null;
  }

  /** every line of `itemId` not settled takes `status` */
  settleLines(itemId: string, status: OperationStatus): void {
    for (const line of this.linesOf(itemId))
      if (line.status !== 'DONE' && line.status !== 'CANCELLED') this.setLine(line, { status });
  }

  setItem(item: OperationItemRow, change: Partial<Pick<OperationItemRow, 'status' | 'userId'>>): void {
    Object.assign(item, change);
    this.store.operations.setItem(item);
  }

  setStatus(status: OperationStatus): void {
    this.record.status = status;
    this.store.operations.setStatus(this.record.id, status);
  }

  setUser(userId: string): void {
    this.record.userId = userId;
    this.store.operations.setUser(this.record.id, userId);
  }

  /** After an item-level change: the record's status derived from its items (doc 3 §4;
   * storage shows progress, the others stay PENDING until settled). */
  deriveStatus(): void {
    const derived = recordStatusFromItems(
      this.items.map((i) => i.status),
      this.kind === 'storage',
    );
    if (derived !== this.record.status) this.setStatus(derived);
  }
}

/** A stock move of one line. */
export interface StockMove {
  positionId: string;
  productId: string;
  quantity: number;
}

/** The moves summed per (position, product): a 5,000-line call then runs one stock statement
 * per pair, and all or nothing still holds (the transaction fails on the first pair that would
 * go below zero). */
export function sumMoves(moves: readonly StockMove[]): StockMove[] {
  const sums = new Map<string, StockMove>();
  for (const m of moves) {
    const key = `${m.positionId}\u0000${m.productId}`;
    const found = sums.get(key);
    if (found) found.quantity = round2(found.quantity + m.quantity);
    else sums.set(key, { ...m });
  }
  return [...sums.values()];
}

/** The caller's record of `kind`: 404 unknown (or of another kind), 403 another company's. */
export function ownedRecord(request: FastifyRequest, kind: WarehouseKind, id: string): OperationRow {
  const record = request.store.operations.byId(id);
  return owned(request, record?.kind === kind ? record : null, OPERATION_MESSAGES.notFound(KIND_LABEL[kind]));
}

/** Runs `change` on the caller's record in one transaction (a throw rolls everything back) and
 * answers `{ message, record }` with the record's detail after the change. */
export function changeOperation(
  request: FastifyRequest,
  kind: WarehouseKind,
  id: string,
  change: (work: OperationWork) => string,
): { message: string; record: unknown } {
  const { store } = request;
  const message = store.db.transaction(() =>
    change(new OperationWork(request, kind, ownedRecord(request, kind, id))),
  )();
  return { message, record: store.operations.view(id) };
}

/** CANCEL of an item through its machine: the item and its open lines are CANCELLED; 409 with
 * `refusal` when the machine refuses. */
export function cancelItem(
  work: OperationWork,
  item: OperationItemRow,
  machine: AnyStateMachine,
  refusal: string,
): void {
  runMachine(machine, item.status, work.itemContext(item), [{ type: 'CANCEL' }], () => refusal);
  work.settleLines(item.id, 'CANCELLED');
  work.setItem(item, { status: 'CANCELLED' });
}

/** ASSIGN_USER on a record (PUT /{kind}/{id} `{ user }`): the record machine decides. */
export function assignRecord(work: OperationWork, machine: AnyStateMachine, userId: string): string {
  runMachine(machine, work.record.status, work.context(), [{ type: 'ASSIGN_USER' }], () =>
    OPERATION_MESSAGES.refusedRecord(work.label, 'assigned', work.record.status),
  );
  work.setUser(userId);
  return work.say('assigned');
}

/** ASSIGN_USER on an item (PUT /{kind}/{id}/{item} `{ user }`): the item machine decides. */
export function assignItem(
  work: OperationWork,
  item: OperationItemRow,
  machine: AnyStateMachine,
  context: Record<string, unknown>,
  userId: string,
): string {
  runMachine(machine, item.status, context, [{ type: 'ASSIGN_USER' }], () =>
    OPERATION_MESSAGES.refusedItem('assigned', item.status),
  );
  work.setItem(item, { userId });
  return work.say('itemAssigned', { order: work.orderNumber(item) });
}

const listQuery = type({ ...pagingFields, ...operationListFilters });

/** GET /{kind} (a page of rows without product lines, filters in SQL) and GET /{kind}/{id}. */
export function registerReads(app: FastifyInstance, kind: WarehouseKind): void {
  const label = KIND_LABEL[kind].toLowerCase();
  addRoute(app, {
    method: 'GET',
    url: `/${kind}`,
    summary: `${KIND_LABEL[kind]} records of the viewed company, newest first (page, take, code, status, initialDate, finalDate, user); answers ${LIST_FIELD[kind]} (rows with order.items: []) and total (doc 3 §7)`,
    tags: ['operations'],
    auth: true,
    querystring: listQuery,
    handler: async (request) => {
      const q = request.query;
      const { from, to } = dayBounds(q.initialDate, q.finalDate);
      const { records, total } = request.store.operations.list({
        kind,
        companyDocument: viewedCompany(request),
        from,
        to,
        code: q.code || null,
        status: q.status ?? null,
        userId: q.user ?? null,
        ...pageOf(q),
      });
      return { [LIST_FIELD[kind]]: records, total };
    },
  });
  addRoute(app, {
    method: 'GET',
    url: `/${kind}/:id`,
    summary: `One ${label} with every product line and its state (doc 3 §3)`,
    tags: ['operations'],
    auth: true,
    params: idParams,
    handler: async (request) => {
      const record = ownedRecord(request, kind, request.params.id);
      return request.store.operations.view(record.id);
    },
  });
}

/** PUT /{kind}-operation/attribute-user/{userId} `{ {kind}Order: ids }` (doc 3 §7, picking and
 * packing multi-assign): ASSIGN_USER on each record, all or nothing. */
export function registerAssignMany(
  app: FastifyInstance,
  kind: 'picking' | 'packing',
  machine: AnyStateMachine,
  body: Type<Record<string, string[]>>,
): void {
  const field = `${kind}Order`;
  addRoute(app, {
    method: 'PUT',
    url: `/${kind}-operation/attribute-user/:userId`,
    summary: `Assign one operator to several ${kind}s (${field}: ids); all or nothing, 409 when one is not PENDING (doc 3 §4, §7)`,
    tags: ['operations'],
    auth: true,
    params: type({ userId: '0 < string <= 64' }),
    body,
    handler: async (request) => {
      const ids = [...new Set(request.body[field])];
      request.store.db.transaction(() => {
        const operator = operatorOf(request, request.params.userId);
        for (const id of ids)
          assignRecord(new OperationWork(request, kind, ownedRecord(request, kind, id)), machine, operator);
      })();
      return { message: operationMessage(request, 'assignedMany', { count: ids.length }), ids };
    },
  });
}
