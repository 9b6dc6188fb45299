import type { AnyStateMachine } from 'xstate';
import { isSettled, type LineState } from '../domain/operation-rules';
import type { OperationStatus } from '../domain/operations';
import { lifecycle } from './ask';

/**
 * What the inbound, storage, picking and packing machines (record and item) really share: the
 * guards and actions they name and the helpers those are written with. Each machine writes its
 * own statechart out in its file (loading, its states, DONE, CANCELLED); the stored status is the
 * state value (DESIGN §3), `loading` is where a screen starts and LOADED puts the snapshot in the
 * stored status with the lines the guards look at.
 */
export interface LinesContext {
  lines: LineState[];
}

/**
 * An operation record or one of its items as its machine sees it — the console's detail, the
 * simulator's rows — : the stored status and the lines the guards read (every line of the record,
 * or the item's). A list row carries no lines (OPERATIONS-CONTRACT.md): `lines: []`.
 */
export interface LinesRecord {
  status: string;
  lines: readonly LineState[];
}

/** The lifecycle (src/machines/ask.ts) of a machine whose context is the record's lines. */
export const linesLifecycle = <M extends AnyStateMachine>(machine: M) =>
  lifecycle(
    machine,
    (record: LinesRecord) => record.status,
    (record) => ({ lines: record.lines }),
  );

export type LoadedEvent = { type: 'LOADED'; status: OperationStatus; lines?: LineState[] };

/**
 * doc 3 §4 "status is derived" from the items: an item of the record changed (finalized,
 * cancelled, read, a line put away), and the record machine decides what that makes the record.
 * No API call sends it: the simulator sends it after each item-level change and writes the state
 * it leads to (simulator/operations/operation-work.ts `itemsChanged`).
 */
export type ItemsChangedEvent = { type: 'ITEMS_CHANGED'; items: OperationStatus[] };

/** guard: the LOADED event carries `params.status` */
export const isLoadedAs = ({ event }: { event: { type: string } }, params: { status: OperationStatus }) =>
  event.type === 'LOADED' && (event as LoadedEvent).status === params.status;

/** The LOADED transition into `status`, keeping what the event brings with `action` (the lines,
 * or the packing item's volumes). */
export const loadedAs = <S extends OperationStatus, A extends string = 'rememberLines'>(
  status: S,
  action: A = 'rememberLines' as A,
) => ({ guard: { type: 'isLoadedAs' as const, params: { status } }, target: status, actions: action });

/** the lines a LOADED event brings (unchanged for other events) */
export const linesOf = (context: LinesContext, event: { type: string }): LinesContext =>
  event.type === 'LOADED' ? { lines: (event as LoadedEvent).lines ?? context.lines } : context;

export const lineById = (context: LinesContext, id: string) => context.lines.find((l) => l.id === id);

/** Every line but `id` is settled (DONE or CANCELLED): finishing `id` finishes the item. */
export const othersDone = (context: LinesContext, id: string) =>
  context.lines.every((l) => l.id === id || isSettled(l.status));

export const markLine = (context: LinesContext, id: string, status: OperationStatus): LinesContext => ({
  lines: context.lines.map((l) => (l.id === id ? { ...l, status } : l)),
});

/** Every line not settled takes `status` (an item's CANCEL takes its open lines with it; what
 * was done stays done). */
export const settleOpenLines = (context: LinesContext, status: 'DONE' | 'CANCELLED'): LinesContext => ({
  lines: context.lines.map((l) => (isSettled(l.status) ? l : { ...l, status })),
});

const itemsOf = (event: { type: string }): OperationStatus[] | null =>
  event.type === 'ITEMS_CHANGED' ? (event as ItemsChangedEvent).items : null;

/**
 * Guards of ITEMS_CHANGED (doc 3 §4 "Handling status is derived: all DONE → DONE, all CANCELLED →
 * CANCELLED, otherwise PENDING"), as questions the record machines ask about their items:
 */
export const itemsGuards = {
  /** every item CANCELLED */
  allItemsCancelled: ({ event }: { event: { type: string } }) => {
    const items = itemsOf(event);
    return !!items && items.length > 0 && items.every((s) => s === 'CANCELLED');
  },
  /** every item settled, one at least DONE (ours: a mix of DONE and CANCELLED is DONE — nothing
   * is left to do) */
  allItemsDone: ({ event }: { event: { type: string } }) => {
    const items = itemsOf(event);
    return !!items && items.every(isSettled) && items.includes('DONE');
  },
  /** some work started on an item (DONE, INPROGRESS or OCCURRENCE; a cancelled item is not work
   * done) — the storage record shows progress ("executed percent", doc 3 §2) */
  someItemWorked: ({ event }: { event: { type: string } }) =>
    !!itemsOf(event)?.some((s) => s === 'DONE' || s === 'INPROGRESS' || s === 'OCCURRENCE'),
};
