import { assign, setup } from 'xstate';
import { FINALIZE_ALL_MINIMUM, isSettled, readyPickRows } from '../domain/operation-rules';
import {
  type ItemsChangedEvent,
  isLoadedAs,
  itemsGuards,
  type LinesContext,
  type LoadedEvent,
  linesLifecycle,
  linesOf,
  loadedAs,
} from './operation-lifecycle';

/**
 * Picking record — doc 3 §2 Picking, §3, §4, §5, §7. State value = the stored status; its lines
 * are every item position (row) of every order in it.
 *
 * | rule | seed |
 * |---|---|
 * | ASSIGN_USER (also multi-assign, PUT /picking-operation/attribute-user) and FINALIZE only in PENDING | doc 3 §4 |
 * | CANCEL blocked when DONE or CANCELLED or any item position is DONE or INPROGRESS | doc 3 §4 |
 * | FINALIZE_ALL when at least 2 rows qualify (entered quantity = expected), using only those rows | doc 3 §2, §5 |
 * | FINALIZE picks every row not yet picked at its expected quantity | ours (server behaviour not shown) |
 * | ITEMS_CHANGED (an order picked or cancelled): all CANCELLED (no row picked: a picked order cannot be cancelled) → CANCELLED, all settled → DONE; otherwise it stays PENDING (refused: nothing changes) | doc 3 §4 derived status |
 */
export type PickingEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' }
  | { type: 'FINALIZE_ALL'; entered: Record<string, number | null> }
  | ItemsChangedEvent;

const noRowStarted = (context: LinesContext) =>
  !context.lines.some((l) => l.status === 'DONE' || l.status === 'INPROGRESS');

const ready = (context: LinesContext, event: PickingEvent) =>
  event.type === 'FINALIZE_ALL' ? readyPickRows(context.lines, event.entered) : [];

export const pickingMachine = setup({
  types: { context: {} as LinesContext, events: {} as PickingEvent },
  guards: {
    isLoadedAs,
    noRowStarted: ({ context }) => noRowStarted(context),
    hasEnoughReady: ({ context, event }) => ready(context, event).length >= FINALIZE_ALL_MINIMUM,
    finishesPicking: ({ context, event }) => {
      const rows = ready(context, event);
      const ids = new Set(rows.map((r) => r.id));
      return (
        rows.length >= FINALIZE_ALL_MINIMUM &&
        context.lines.every((l) => ids.has(l.id) || isSettled(l.status))
      );
    },
    allItemsDone: itemsGuards.allItemsDone,
    // a picked row is not un-picked (an item with one cannot be cancelled): all items CANCELLED
    // only while no row of the record is picked
    allItemsCancelledUnpicked: (args) => itemsGuards.allItemsCancelled(args) && noRowStarted(args.context),
  },
  actions: {
    rememberLines: assign(({ context, event }) => linesOf(context, event)),
    markReadyDone: assign(({ context, event }) => {
      const ids = new Set(ready(context, event).map((r) => r.id));
      return { lines: context.lines.map((l) => (ids.has(l.id) ? { ...l, status: 'DONE' as const } : l)) };
    }),
  },
}).createMachine({
  id: 'picking',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: { on: { LOADED: [loadedAs('PENDING'), loadedAs('DONE'), loadedAs('CANCELLED')] } },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        FINALIZE: 'DONE',
        CANCEL: { guard: 'noRowStarted', target: 'CANCELLED' },
        FINALIZE_ALL: [
          { guard: 'finishesPicking', target: 'DONE', actions: 'markReadyDone' },
          { guard: 'hasEnoughReady', target: 'PENDING', reenter: true, actions: 'markReadyDone' },
        ],
        ITEMS_CHANGED: [
          { guard: 'allItemsCancelledUnpicked', target: 'CANCELLED' },
          { guard: 'allItemsDone', target: 'DONE' },
        ],
      },
    },
    // doc 3 §4: picking actions only in PENDING.
    DONE: {},
    CANCELLED: {},
  },
});

/** A picking record (its status and every row) as ask.ts asks it. */
export const pickingLifecycle = linesLifecycle(pickingMachine);
