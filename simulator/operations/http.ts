import { type Type, type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, transition } from 'xstate';
import { type LineState, recordStatusFromItems, round2 } from '../../src/domain/operation-rules';
import type { OperationStatus } from '../../src/domain/operations';
import { assignUserInput, operationListFilters } from '../../src/domain/operations.schema';
import { validate } from '../../src/domain/validation';
import { snapshotAt } from '../../src/machines/resolve';
import { badRequest, conflict, notFound } from '../http-error';
import type { MessageParams } from '../i18n';
import { dayBounds, idParams, owned, pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow, OperationRow } from '../store/operations.repo';
import type { Store } from '../store/store';
import type { PositionRow } from '../store/warehouses.repo';
import { addRoute, noBody } from '../validate';
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
 * `{ message, record }` answer; the calls every kind has (ASSIGN_USER, the record's FINALIZE and
 * CANCEL walking its open items, an order's CANCEL) and the route declarations (recordRoute,
 * itemRoute). What differs per kind — which event, which refusal, what an item does — stays in
 * its routes file.
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

/** An item or line neither DONE nor CANCELLED. */
export const isOpen = (status: OperationStatus): boolean => status !== 'DONE' && status !== 'CANCELLED';

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

/** One `event` through the record machine, from the record's status with every line as its
 * context (work.context); 409 `refusal` when the machine refuses. */
export function runRecord<M extends AnyStateMachine>(
  work: OperationWork,
  machine: M,
  event: EventFromLogic<M>,
  refusal: string,
): { state: string; context: Record<string, unknown> } {
  return runMachine(machine, work.record.status, work.context(), [event], () => refusal);
}

/**
 * `events` through the item machine, from the item's status with its lines as the context
 * (409 `refusal(i)` at the first one refused), and what the run did written back: the line
 * statuses its context ends with, merged with the call's own `changes` (commitLines), and the
 * item's new status.
 */
export function runItem<M extends AnyStateMachine>(
  work: OperationWork,
  item: OperationItemRow,
  machine: M,
  events: ReadonlyArray<EventFromLogic<M>>,
  refusal: (index: number) => string,
  changes?: ReadonlyMap<OperationLineRow, Partial<Omit<OperationLineRow, 'id'>>>,
): void {
  const next = runMachine(machine, item.status, work.itemContext(item), events, refusal);
  work.commitLines(next.context, changes);
  work.setItem(item, { status: next.state as OperationItemRow['status'] });
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

  /** The record machine's refusal of `action` in the record's status (409 text, doc 3 §4). */
  refusal(action: 'assigned' | 'finalized' | 'cancelled' | 'changed'): string {
    return OPERATION_MESSAGES.refusedRecord(this.label, action, this.record.status);
  }

  /** The operator a body names (operatorOf): 400 unless an active user of the caller's group. */
  operator(userId: string): string {
    return operatorOf(this.request, userId);
  }

  /** A success text in the caller's language (messages.ts); `kind` and `code` are the record's. */
  say(key: OperationMessageKey, params: MessageParams = {}): string {
    return operationMessage(this.request, key, { kind: this.kind, code: this.record.code, ...params });
  }

  /** The answer of an item-level change: the record's status follows its items (deriveStatus)
   * and the message names the item's order. */
  itemAnswer(item: OperationItemRow, key: 'itemFinalized' | 'itemCancelled'): string {
    this.deriveStatus();
    return this.say(key, { order: this.orderNumber(item) });
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
    for (const line of this.linesOf(itemId)) if (isOpen(line.status)) this.setLine(line, { status });
  }

  /** `item` and its open lines CANCELLED (what its machine's CANCEL leads to). */
  cancelled(item: OperationItemRow): void {
    this.settleLines(item.id, 'CANCELLED');
    this.setItem(item, { status: 'CANCELLED' });
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
  work.cancelled(item);
}

/** One order cancelled (PATCH /{kind}/{id}/{item}, or PUT ?action=CANCEL): cancelItem, then the
 * record's status follows its items; answers the order cancelled. */
export function cancelOrder(
  work: OperationWork,
  item: OperationItemRow,
  machine: AnyStateMachine,
  refusal: string,
): string {
  cancelItem(work, item, machine, refusal);
  return work.itemAnswer(item, 'itemCancelled');
}

/** FINALIZE of the record (?action=COMPLETED): the record machine decides (409 otherwise), then
 * `finishOpen` finishes each item neither DONE nor CANCELLED, and the record takes the state the
 * machine ends in (DONE). */
export function finalizeRecord(
  work: OperationWork,
  machine: AnyStateMachine,
  finishOpen: (item: OperationItemRow) => void,
): string {
  const next = runRecord(work, machine, { type: 'FINALIZE' }, work.refusal('finalized'));
  for (const item of work.items) if (isOpen(item.status)) finishOpen(item);
  work.setStatus(next.state as OperationStatus);
  return work.say('finalized');
}

/** CANCEL of the record: the record machine decides (409 `refusal`), then `cancelOpen` cancels
 * each item neither DONE nor CANCELLED, and the record takes the state the machine ends in
 * (CANCELLED). */
export function cancelRecord(
  work: OperationWork,
  machine: AnyStateMachine,
  refusal: string,
  cancelOpen: (item: OperationItemRow) => void,
): string {
  const next = runRecord(work, machine, { type: 'CANCEL' }, refusal);
  for (const item of work.items) if (isOpen(item.status)) cancelOpen(item);
  work.setStatus(next.state as OperationStatus);
  return work.say('cancelled');
}

/** ASSIGN_USER on a record for an operator already checked: the record machine decides. */
export function assignRecordTo(work: OperationWork, machine: AnyStateMachine, userId: string): string {
  runRecord(work, machine, { type: 'ASSIGN_USER' }, work.refusal('assigned'));
  work.setUser(userId);
  return work.say('assigned');
}

/** PUT /{kind}/{id} `{ user }`: ASSIGN_USER on the record (assignRecordTo) for the operator the
 * body names. */
export function assignRecord(work: OperationWork, machine: AnyStateMachine, body: unknown): string {
  const { user } = parse(assignUserInput, body);
  return assignRecordTo(work, machine, work.operator(user));
}

/** PUT /{kind}/{id}/{item} `{ user }`: ASSIGN_USER on the item, the item machine deciding from
 * `context` (its lines unless the machine holds something else). */
export function assignItem(
  work: OperationWork,
  item: OperationItemRow,
  machine: AnyStateMachine,
  body: unknown,
  context: Record<string, unknown> = work.itemContext(item),
): string {
  const { user } = parse(assignUserInput, body);
  const userId = work.operator(user);
  runMachine(machine, item.status, context, [{ type: 'ASSIGN_USER' }], () =>
    OPERATION_MESSAGES.refusedItem('assigned', item.status),
  );
  work.setItem(item, { userId });
  return work.say('itemAssigned', { order: work.orderNumber(item) });
}

/**
 * The orders a confirm body names (`{ orders: [{ order, items }] }`), grouped by their item in
 * the body's order: `linesOf` turns one order's entry into the lines it confirms (400 when the
 * order is not in the record).
 */
export function byItem<O extends { order: string }, L>(
  work: OperationWork,
  orders: readonly O[],
  linesOf: (item: OperationItemRow, order: O) => L[],
): Map<OperationItemRow, L[]> {
  const grouped = new Map<OperationItemRow, L[]>();
  for (const order of orders) {
    const item = work.itemOfOrder(order.order);
    const list = grouped.get(item) ?? [];
    for (const line of linesOf(item, order)) list.push(line);
    grouped.set(item, list);
  }
  return grouped;
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

/** What a mutation route hands its change: the query as checked and the body, which each action
 * checks against its own schema (`parse`). */
export interface OperationCall<Q> {
  query: Q;
  body: Record<string, unknown> | undefined;
}

interface ChangeRoute<Q> {
  /** PUT changes (its body checked per action); PATCH cancels and takes no body */
  method: 'PUT' | 'PATCH';
  /** the OpenAPI summary: what each call does, the machine event it runs and doc 3's rule */
  summary: string;
  querystring?: Type<Q>;
}

const callOf = <Q>(request: { query: unknown; body: unknown }): OperationCall<Q> => ({
  query: request.query as Q,
  body: request.body as OperationCall<Q>['body'],
});

const changeRouteParts = (spec: ChangeRoute<unknown>) => ({
  method: spec.method,
  summary: spec.summary,
  tags: ['operations'],
  auth: true,
  body: (spec.method === 'PATCH' ? noBody : anyBody) as typeof anyBody,
});

/** PUT or PATCH /{kind}/{id}: `change` runs on the caller's record in one transaction
 * (changeOperation) and answers its message with the record after it. */
export function recordRoute<Q = { origin?: string }>(
  app: FastifyInstance,
  kind: WarehouseKind,
  spec: ChangeRoute<Q> & { change: (work: OperationWork, call: OperationCall<Q>) => string },
): void {
  addRoute(app, {
    ...changeRouteParts(spec as ChangeRoute<unknown>),
    url: `/${kind}/:id`,
    params: idParams,
    querystring: spec.querystring,
    handler: async (request) =>
      changeOperation(request, kind, request.params.id, (work) => spec.change(work, callOf(request))),
  });
}

/** PUT or PATCH /{kind}/{id}/{item}: as recordRoute, on one item (order) of the record (404 when
 * it is not one). */
export function itemRoute<Q = { origin?: string }>(
  app: FastifyInstance,
  kind: WarehouseKind,
  spec: ChangeRoute<Q> & {
    change: (work: OperationWork, item: OperationItemRow, call: OperationCall<Q>) => string;
  },
): void {
  addRoute(app, {
    ...changeRouteParts(spec as ChangeRoute<unknown>),
    url: `/${kind}/:id/:item`,
    params: itemParams,
    querystring: spec.querystring,
    handler: async (request) =>
      changeOperation(request, kind, request.params.id, (work) =>
        spec.change(work, work.item(request.params.item), callOf(request)),
      ),
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
          assignRecordTo(new OperationWork(request, kind, ownedRecord(request, kind, id)), machine, operator);
      })();
      return { message: operationMessage(request, 'assignedMany', { count: ids.length }), ids };
    },
  });
}
