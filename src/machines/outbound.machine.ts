import { assign, setup } from 'xstate';
import { isWorkStarted } from '../domain/operation-rules';
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
 * Outbound record (dispatch) — doc 3 §2 Outbound, §3, §4, §7. State value = the stored status; its
 * lines are every product line of every order in it.
 *
 * | rule | seed |
 * |---|---|
 * | ASSIGN_USER, FINALIZE (action=COMPLETED), ADD_TRANSPORTER and ADD_POSITION only in PENDING | doc 3 §4 |
 * | CANCEL (PATCH) blocked when DONE (or already CANCELLED) or when any line is DONE or INPROGRESS | doc 3 §4 |
 * | DELETE (action=DELETE) only in PENDING; nothing worked yet (ours: a started line is not deleted) | doc 3 §4 |
 * | ADD_ORDERS (POST /outbound action=ADDED) only in PENDING (doc 3 §4 "not DONE"; a CANCELLED one is closed too, as the order-selection rule says) | doc 3 §4, §7, doc 2 §2 |
 * | ITEMS_CHANGED (an order dispatched or cancelled): all CANCELLED → CANCELLED, all settled → DONE; otherwise it stays PENDING | doc 3 §4 derived status |
 */
export type OutboundEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'ADD_TRANSPORTER' }
  | { type: 'ADD_POSITION' }
  | { type: 'ADD_ORDERS' }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' }
  | { type: 'DELETE' }
  | ItemsChangedEvent;

export const outboundMachine = setup({
  types: { context: {} as LinesContext, events: {} as OutboundEvent },
  guards: {
    isLoadedAs,
    noLineStarted: ({ context }) => !isWorkStarted(context.lines),
    allItemsDone: itemsGuards.allItemsDone,
    allItemsCancelled: itemsGuards.allItemsCancelled,
  },
  actions: { rememberLines: assign(({ context, event }) => linesOf(context, event)) },
}).createMachine({
  id: 'outbound',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: { on: { LOADED: [loadedAs('PENDING'), loadedAs('DONE'), loadedAs('CANCELLED')] } },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        ADD_TRANSPORTER: { target: 'PENDING' },
        ADD_POSITION: { target: 'PENDING' },
        ADD_ORDERS: { target: 'PENDING', reenter: true },
        FINALIZE: 'DONE',
        CANCEL: { guard: 'noLineStarted', target: 'CANCELLED' },
        DELETE: { guard: 'noLineStarted', target: 'DELETED' },
        ITEMS_CHANGED: [
          { guard: 'allItemsCancelled', target: 'CANCELLED' },
          { guard: 'allItemsDone', target: 'DONE' },
        ],
      },
    },
    // doc 3 §4: outbound actions only in PENDING.
    DONE: {},
    CANCELLED: {},
    /** the record is removed (never stored: the simulator deletes it) */
    DELETED: { type: 'final' },
  },
});

/** An outbound (its status and every line) as ask.ts asks it. */
export const outboundLifecycle = linesLifecycle(outboundMachine);
