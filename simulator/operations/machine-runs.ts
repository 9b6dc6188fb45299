import { type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, transition } from 'xstate';
import type { OperationStatus } from '../../src/domain/operations';
import { assignUserInput } from '../../src/domain/operations.schema';
import { snapshotAt } from '../../src/machines/resolve';
import { conflict } from '../http/http-error';
import { OPERATION_MESSAGES } from '../i18n/messages/operations';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';
import { isOpen, type OperationWork } from './operation-work';
import { parse } from './request-body';

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
