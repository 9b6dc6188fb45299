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
 * Conference record — doc 3 §2 Conference, §3, §4, §7. State value = the stored status; its lines
 * are every product line of every order in it.
 *
 * | rule | seed |
 * |---|---|
 * | ASSIGN_USER and FINALIZE (ours: ?action=COMPLETED, every open order finalized) while PENDING or INPROGRESS | doc 3 §4 (as the other operations) |
 * | CANCEL (PATCH) only in PENDING and before any line is read | doc 3 §4 |
 * | ITEMS_CHANGED: all CANCELLED → CANCELLED; every order finished (DONE, OCCURRENCE — a divergence — or CANCELLED) → DONE; some line read → INPROGRESS | doc 3 §4 derived status, ours |
 */
export type ConferenceEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' }
  | ItemsChangedEvent;

const FINISHED = new Set(['DONE', 'OCCURRENCE', 'CANCELLED']);

export const conferenceMachine = setup({
  types: { context: {} as LinesContext, events: {} as ConferenceEvent },
  guards: {
    isLoadedAs,
    nothingRead: ({ context }) => !isWorkStarted(context.lines),
    allItemsCancelled: itemsGuards.allItemsCancelled,
    allItemsFinished: ({ event }) =>
      event.type === 'ITEMS_CHANGED' &&
      event.items.every((s) => FINISHED.has(s)) &&
      event.items.some((s) => s !== 'CANCELLED'),
    someItemWorked: itemsGuards.someItemWorked,
  },
  actions: { rememberLines: assign(({ context, event }) => linesOf(context, event)) },
}).createMachine({
  id: 'conference',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: {
      on: {
        LOADED: [loadedAs('PENDING'), loadedAs('INPROGRESS'), loadedAs('DONE'), loadedAs('CANCELLED')],
      },
    },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        FINALIZE: 'DONE',
        CANCEL: { guard: 'nothingRead', target: 'CANCELLED' },
        ITEMS_CHANGED: [
          { guard: 'allItemsCancelled', target: 'CANCELLED' },
          { guard: 'allItemsFinished', target: 'DONE' },
          { guard: 'someItemWorked', target: 'INPROGRESS' },
        ],
      },
    },
    INPROGRESS: {
      on: {
        ASSIGN_USER: { target: 'INPROGRESS' },
        FINALIZE: 'DONE',
        // an order being read cannot be cancelled: from here the record only finishes
        ITEMS_CHANGED: { guard: 'allItemsFinished', target: 'DONE' },
      },
    },
    DONE: {},
    CANCELLED: {},
  },
});

/** A conference (its status and every line) as ask.ts asks it. */
export const conferenceLifecycle = linesLifecycle(conferenceMachine);
