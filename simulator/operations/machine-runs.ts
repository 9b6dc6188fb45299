import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { isSettled } from '../../src/domain/operation-rules';
import { OPERATION_STATUSES, type OperationStatus } from '../../src/domain/operations';
import { assignUserInput } from '../../src/domain/operations.schema';
import type { Lifecycle } from '../../src/machines/ask';
import { conferenceLifecycle } from '../../src/machines/conference.machine';
import { inboundLifecycle } from '../../src/machines/inbound.machine';
import type { LinesRecord } from '../../src/machines/operation-lifecycle';
import { outboundLifecycle } from '../../src/machines/outbound.machine';
import { pickingLifecycle } from '../../src/machines/picking.machine';
import { storageLifecycle } from '../../src/machines/storage.machine';
import { type Decided, decide, decidedLines, follow, within } from '../http/decide';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';
import { eventMovedOn, itemMovedOn, type LineEvent } from './moved-on';
import type { OperationWork } from './operation-work';
import { parse } from './request-body';

/**
 * The calls every warehouse kind has, each a thin helper over the one idiom, `decide`
 * (simulator/http/decide.ts): the record's or item's lifecycle runs the events (409 at the first
 * refused), and only what the run ends in is written — the status, and the line statuses the
 * item machine's context ends with.
 */
type LinesLifecycle = Lifecycle<AnyStateMachine, LinesRecord>;

/** One `event` through the record's lifecycle (its status and every line); 409 `refusal`.
 * Answers the status the record machine decided (an operation status: `within` throws on a
 * machine out of step with the table). */
export function runRecord<M extends AnyStateMachine>(
  work: OperationWork,
  life: Lifecycle<M, LinesRecord>,
  event: EventFromLogic<M>,
  refusal: string,
): Decided<OperationStatus> {
  return within(decide(life, work.asRecord(), [event], refusal).state, OPERATION_STATUSES);
}

/**
 * `events` through the item's lifecycle (its status and lines; 409 `refusal(i)` at the first one
 * refused), and what the run did written back: the line statuses its context ends with, merged
 * with the call's own `changes` (commitLines), and the item's new status.
 */
export function runItem<M extends AnyStateMachine>(
  work: OperationWork,
  item: OperationItemRow,
  life: Lifecycle<M, LinesRecord>,
  events: ReadonlyArray<EventFromLogic<M>>,
  refusal: (index: number) => string,
  changes?: ReadonlyMap<OperationLineRow, Partial<Omit<OperationLineRow, 'id'>>>,
): void {
  // a line or order that moved on since the caller read it is refused saying so (moved-on.ts)
  const next = decide(
    life,
    work.itemRecord(item),
    events,
    (i) => eventMovedOn(work, item, events[i] as LineEvent) ?? refusal(i),
  );
  work.commitLines(decidedLines(next), changes);
  work.setItem(item, { status: within(next.state, OPERATION_STATUSES) });
}

/** The record lifecycles that take ITEMS_CHANGED (a packing's items change only with it). */
const DERIVED: Partial<Record<OperationWork['kind'], LinesLifecycle>> = {
  inbound: inboundLifecycle,
  storage: storageLifecycle,
  picking: pickingLifecycle,
  conference: conferenceLifecycle,
  outbound: outboundLifecycle,
};

/**
 * After an item-level change: the record machine takes ITEMS_CHANGED with its items' statuses
 * (doc 3 §4 derived status) and the record is written in the state it leads to. No request sends
 * this event, so a refusal is not a 409: it means the change leaves the record as it is (some
 * order still open) — which is why this is `run` of src/machines/ask.ts, not `decide`.
 */
export function itemsChanged(work: OperationWork): void {
  const life = DERIVED[work.kind];
  if (!life) return;
  const items = work.items.map((i) => i.status);
  const next = follow(life, work.asRecord(), { type: 'ITEMS_CHANGED', items });
  if (next && next.state !== work.record.status) work.setStatus(within(next.state, OPERATION_STATUSES));
}

/** The answer of an item-level change: the record follows its items (itemsChanged) and the
 * message names the item's order. */
export function itemAnswer(
  work: OperationWork,
  item: OperationItemRow,
  key: 'itemFinalized' | 'itemCancelled',
): string {
  itemsChanged(work);
  return work.say(key, { order: work.orderNumber(item) });
}

/** CANCEL of an item through its lifecycle: the item and its open lines take what the machine
 * ends in (CANCELLED); 409 `refusal` when it refuses. */
export function cancelItem(
  work: OperationWork,
  item: OperationItemRow,
  life: LinesLifecycle,
  refusal: string,
): void {
  runItem(work, item, life, [{ type: 'CANCEL' }], () => refusal);
}

/** One order cancelled (PATCH /{kind}/{id}/{item}, or PUT ?action=CANCEL): cancelItem, then the
 * record's status follows its items; answers the order cancelled. */
export function cancelOrder(
  work: OperationWork,
  item: OperationItemRow,
  life: LinesLifecycle,
  refusal: string,
): string {
  cancelItem(work, item, life, refusal);
  return itemAnswer(work, item, 'itemCancelled');
}

/** An item whose machine has no event of its own for the record's FINALIZE or CANCEL (packing):
 * it and its open lines take the state the record's machine ended in. */
export function followRecord(
  work: OperationWork,
  item: OperationItemRow,
  state: Decided<OperationStatus>,
): void {
  work.settleLines(item.id, state);
  work.setItem(item, { status: state });
}

/** FINALIZE of the record (?action=COMPLETED): the record machine decides (409 otherwise), then
 * `finishOpen` finishes each item neither DONE nor CANCELLED, and the record takes the state the
 * machine ends in (DONE). */
export function finalizeRecord(
  work: OperationWork,
  life: LinesLifecycle,
  finishOpen: (item: OperationItemRow, state: Decided<OperationStatus>) => void,
): string {
  const state = runRecord(work, life, { type: 'FINALIZE' }, work.refusal('finalized'));
  for (const item of work.items) if (!isSettled(item.status)) finishOpen(item, state);
  work.setStatus(state);
  return work.say('finalized');
}

/** CANCEL of the record: the record machine decides (409 `refusal`), then `cancelOpen` cancels
 * each item neither DONE nor CANCELLED, and the record takes the state the machine ends in
 * (CANCELLED). */
export function cancelRecord(
  work: OperationWork,
  life: LinesLifecycle,
  refusal: string,
  cancelOpen: (item: OperationItemRow, state: Decided<OperationStatus>) => void,
): string {
  const state = runRecord(work, life, { type: 'CANCEL' }, refusal);
  for (const item of work.items) if (!isSettled(item.status)) cancelOpen(item, state);
  work.setStatus(state);
  return work.say('cancelled');
}

/** ASSIGN_USER on a record for an operator already checked: the record machine decides. */
export function assignRecordTo(work: OperationWork, life: LinesLifecycle, userId: string): string {
  runRecord(work, life, { type: 'ASSIGN_USER' }, work.refusal('assigned'));
  work.setUser(userId);
  return work.say('assigned');
}

/** PUT /{kind}/{id} `{ user }`: ASSIGN_USER on the record (assignRecordTo) for the operator the
 * body names. */
export function assignRecord(work: OperationWork, life: LinesLifecycle, body: unknown): string {
  const { user } = parse(assignUserInput, body);
  return assignRecordTo(work, life, work.operator(user));
}

/** PUT /{kind}/{id}/{item} `{ user }`: ASSIGN_USER on the item, asked of `life` with `record`
 * (the item's status and lines — or what else its machine reads: the packing item's volumes). */
export function assignItem<M extends AnyStateMachine, R>(
  work: OperationWork,
  item: OperationItemRow,
  life: Lifecycle<M, R>,
  record: R,
  body: unknown,
): string {
  const { user } = parse(assignUserInput, body);
  const userId = work.operator(user);
  decide(
    life,
    record,
    [{ type: 'ASSIGN_USER' } as EventFromLogic<M>],
    () => itemMovedOn(work, item) ?? work.itemRefusal('assigned', item),
  );
  work.setItem(item, { userId });
  return work.say('itemAssigned', { order: work.orderNumber(item) });
}
