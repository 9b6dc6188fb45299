import { assign, setup } from 'xstate';
import { isValidPartialRead } from '../domain/operation-rules';
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
 * Inbound item (one order of an inbound, with its product lines) — doc 3 §2 Inbound, §4, §7.
 *
 * | rule | seed |
 * |---|---|
 * | FINALIZE (PUT /inbound/{id}/{item}?action=COMPLETED) and CANCEL (action=CANCEL) only while the item is PENDING | doc 3 §4 |
 * | READ_PARTIAL (operation=PARTIAL, items with id and quantity) only on a row that is not DONE — "a DONE row offers no partial-read edit mode" | doc 3 §2 |
 * | a partial read gives each line 0..expected and reads something (ours: reading nothing is a cancel); it receives those quantities and the row is DONE | doc 3 §2, ours |
 * | a non-DONE row shows read quantity 0; a DONE row shows the quantity received (the full quantity unless read partially) | doc 3 §2 |
 * | FINALIZE and READ_PARTIAL make every line DONE (received); CANCEL cancels the item's lines with it | ours |
 * | ASSIGN_USER only while PENDING | doc 3 §7 |
 */
export type InboundItemEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' }
  | { type: 'READ_PARTIAL'; read: Array<{ id: string; quantity: number }> };

export const inboundItemMachine = setup({
  types: { context: {} as LinesContext, events: {} as InboundItemEvent },
  guards: {
    isLoadedAs,
    isValidRead: ({ context, event }) =>
      event.type === 'READ_PARTIAL' && isValidPartialRead(context.lines, event.read),
  },
  actions: {
    rememberLines: assign(({ context, event }) => linesOf(context, event)),
    receiveLines: assign(({ context }) => settleOpenLines(context, 'DONE')),
    cancelLines: assign(({ context }) => settleOpenLines(context, 'CANCELLED')),
  },
}).createMachine({
  id: 'inboundItem',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: { on: { LOADED: [loadedAs('PENDING'), loadedAs('DONE'), loadedAs('CANCELLED')] } },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        FINALIZE: { target: 'DONE', actions: 'receiveLines' },
        CANCEL: { target: 'CANCELLED', actions: 'cancelLines' },
        READ_PARTIAL: { guard: 'isValidRead', target: 'DONE', actions: 'receiveLines' },
      },
    },
    // doc 3 §4: item actions only while PENDING.
    DONE: {},
    CANCELLED: {},
  },
});

/** An inbound item (one order: its status and product lines) as ask.ts asks it. */
export const inboundItemLifecycle = linesLifecycle(inboundItemMachine);
