import { assign, setup } from 'xstate';
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
 * Inbound record (receiving) — doc 3 §2 Inbound, §3, §4, §7. State value = the stored status.
 *
 * | rule | seed |
 * |---|---|
 * | statuses PENDING, DONE, CANCELLED | doc 3 §4 "handling, inbound and similar" |
 * | FINALIZE (action=COMPLETED) and CANCEL (action=CANCEL) only while PENDING — also once an order was received: its goods stay received, the other orders are cancelled | doc 3 §4 |
 * | ASSIGN_USER (PUT /inbound/{id} with user) only while PENDING (ours: nothing to assign on a closed record) | doc 3 §7 |
 * | finalizing the record finalizes every PENDING item (full quantities); cancelling cancels them | ours (server behaviour not shown) |
 * | ITEMS_CHANGED (an order finalized, read or cancelled): all CANCELLED → CANCELLED, all settled → DONE (ours: a mix of DONE and CANCELLED leaves nothing to do), otherwise it stays PENDING (refused: nothing changes) | doc 3 §4 derived status |
 */
export type InboundEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' }
  | ItemsChangedEvent;

export const INBOUND_STATUSES = ['PENDING', 'DONE', 'CANCELLED'] as const;

export const inboundMachine = setup({
  types: { context: {} as LinesContext, events: {} as InboundEvent },
  guards: { isLoadedAs, ...itemsGuards },
  actions: { rememberLines: assign(({ context, event }) => linesOf(context, event)) },
}).createMachine({
  id: 'inbound',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: { on: { LOADED: [loadedAs('PENDING'), loadedAs('DONE'), loadedAs('CANCELLED')] } },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        FINALIZE: 'DONE',
        CANCEL: 'CANCELLED',
        ITEMS_CHANGED: [
          { guard: 'allItemsCancelled', target: 'CANCELLED' },
          { guard: 'allItemsDone', target: 'DONE' },
        ],
      },
    },
    // doc 3 §4: finalize and cancel only while PENDING; a settled record takes no event.
    DONE: {},
    CANCELLED: {},
  },
});

/** An inbound record (its status and every line) as ask.ts asks it. */
export const inboundLifecycle = linesLifecycle(inboundMachine);
