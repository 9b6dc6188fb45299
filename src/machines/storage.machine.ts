import { assign, setup } from 'xstate';
import { BULK_FINALIZE_MINIMUM } from '../domain/operation-rules';
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
 * Storage record (put-away) — doc 3 §2 Storage, §4, §5, §7. State value = the stored status.
 *
 * | rule | seed |
 * |---|---|
 * | statuses PENDING, INPROGRESS (some item worked), DONE, CANCELLED | doc 3 §4, ours: INPROGRESS shows the "executed percent" moving |
 * | CANCEL (PATCH /storage/{id}) only from PENDING | doc 3 §4 "Storage: cancel only from pending" |
 * | ASSIGN_USER while PENDING or INPROGRESS (ours) | doc 3 §2 "a dialog to assign an operator" |
 * | FINALIZE_CHOSEN (bulk finalize) only when at least 2 items have a position chosen (`chosen` ≥ BULK_FINALIZE_MINIMUM); it confirms each chosen line (the item machine decides each) | doc 3 §2 "a bulk finalize button shows only when at least 2 items have a position chosen" |
 * | FINALIZE_CHOSEN leads where putting the chosen lines away leads: `rest` (the lines it leaves open, `linesLeftOpen`: not chosen, or put away short) 0 → DONE, more → INPROGRESS, from PENDING and from INPROGRESS | doc 3 §2 bulk finalize, §4 derived status; ours: the event carries what the console knows before the call (earlier it stayed where it was, and the record read INPROGRESS or DONE once the lines were stored) |
 * | ITEMS_CHANGED (a line put away, an order cancelled or corrected): all CANCELLED → CANCELLED, all settled → DONE, some item worked → INPROGRESS; otherwise nothing changes (refused) | doc 3 §4 derived status, ours: progress |
 * | from INPROGRESS only DONE follows: work done is not undone, and a worked item cannot be cancelled (storage item) | ours |
 */
export type StorageEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'CANCEL' }
  /** chosen: lines with a position chosen; rest: the lines the bulk leaves open (linesLeftOpen) */
  | { type: 'FINALIZE_CHOSEN'; chosen: number; rest: number }
  | ItemsChangedEvent;

const hasEnoughChosen = (event: StorageEvent): event is Extract<StorageEvent, { type: 'FINALIZE_CHOSEN' }> =>
  event.type === 'FINALIZE_CHOSEN' && event.chosen >= BULK_FINALIZE_MINIMUM;

export const storageMachine = setup({
  types: { context: {} as LinesContext, events: {} as StorageEvent },
  guards: {
    isLoadedAs,
    hasEnoughChosen: ({ event }) => hasEnoughChosen(event),
    finishesStorage: ({ event }) => hasEnoughChosen(event) && event.rest === 0,
    ...itemsGuards,
  },
  actions: { rememberLines: assign(({ context, event }) => linesOf(context, event)) },
}).createMachine({
  id: 'storage',
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
        CANCEL: 'CANCELLED',
        FINALIZE_CHOSEN: [
          { guard: 'finishesStorage', target: 'DONE' },
          { guard: 'hasEnoughChosen', target: 'INPROGRESS' },
        ],
        ITEMS_CHANGED: [
          { guard: 'allItemsCancelled', target: 'CANCELLED' },
          { guard: 'allItemsDone', target: 'DONE' },
          { guard: 'someItemWorked', target: 'INPROGRESS' },
        ],
      },
    },
    INPROGRESS: {
      on: {
        ASSIGN_USER: { target: 'INPROGRESS' },
        FINALIZE_CHOSEN: [
          { guard: 'finishesStorage', target: 'DONE' },
          { guard: 'hasEnoughChosen', target: 'INPROGRESS' },
        ],
        ITEMS_CHANGED: { guard: 'allItemsDone', target: 'DONE' },
      },
    },
    // doc 3 §4: a settled storage takes no event.
    DONE: {},
    CANCELLED: {},
  },
});

/** A storage record (its status and every line) as ask.ts asks it. */
export const storageLifecycle = linesLifecycle(storageMachine);
