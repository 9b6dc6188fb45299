import { assign, setup } from 'xstate';
import {
  isLoadedAs,
  type LinesContext,
  type LoadedEvent,
  linesLifecycle,
  linesOf,
  loadedAs,
  settleOpenLines,
} from './operation-lifecycle';

/**
 * Outbound item (one order of an outbound, with its product lines) — doc 3 §3 Outbound, §4, §7.
 *
 * | rule | seed |
 * |---|---|
 * | ASSIGN_USER (PUT /outbound/{id}/{item} `{user}`) only while PENDING | doc 3 §4, §7 |
 * | FINALIZE (item action=COMPLETED) only while PENDING: the order is dispatched, every line DONE | doc 3 §7 |
 * | CANCEL (PATCH /outbound/{id}/{item}) only while PENDING (a DONE or INPROGRESS order blocks it) | doc 3 §4 |
 */
export type OutboundItemEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' };

export const outboundItemMachine = setup({
  types: { context: {} as LinesContext, events: {} as OutboundItemEvent },
  guards: { isLoadedAs },
  actions: {
    rememberLines: assign(({ context, event }) => linesOf(context, event)),
    dispatchLines: assign(({ context }) => settleOpenLines(context, 'DONE')),
    cancelLines: assign(({ context }) => settleOpenLines(context, 'CANCELLED')),
  },
}).createMachine({
  id: 'outboundItem',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: { on: { LOADED: [loadedAs('PENDING'), loadedAs('DONE'), loadedAs('CANCELLED')] } },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        FINALIZE: { target: 'DONE', actions: 'dispatchLines' },
        CANCEL: { target: 'CANCELLED', actions: 'cancelLines' },
      },
    },
    DONE: {},
    CANCELLED: {},
  },
});

/** An outbound order (its status and lines) as ask.ts asks it. */
export const outboundItemLifecycle = linesLifecycle(outboundItemMachine);
