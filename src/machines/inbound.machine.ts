import { assign, setup } from 'xstate';
import {
  assignable,
  isLoadedAs,
  type LinesContext,
  type LoadedEvent,
  linesMachineConfig,
  linesOf,
} from './operation-lifecycle';

/**
 * Inbound record (receiving) — doc 3 §2 Inbound, §3, §4, §7. State value = the stored status.
 *
 * | rule | seed |
 * |---|---|
 * | statuses PENDING, DONE, CANCELLED | doc 3 §4 "handling, inbound and similar" |
 * | FINALIZE (action=COMPLETED) and CANCEL (action=CANCEL) only while PENDING | doc 3 §4 |
 * | CANCEL refused once a line was received (an order DONE): received goods are not un-received; cancel the remaining orders one by one | ours |
 * | ASSIGN_USER (PUT /inbound/{id} with user) only while PENDING (ours: nothing to assign on a closed record) | doc 3 §7 |
 * | finalizing the record finalizes every PENDING item (full quantities); cancelling cancels them | ours (server behaviour not shown) |
 * | the record becomes DONE / CANCELLED by itself when its items are settled (`recordStatusFromItems`) | doc 3 §4 derived status |
 */
export type InboundEvent = LoadedEvent | { type: 'ASSIGN_USER' } | { type: 'FINALIZE' } | { type: 'CANCEL' };

export const INBOUND_STATUSES = ['PENDING', 'DONE', 'CANCELLED'] as const;

export const inboundMachine = setup({
  types: { context: {} as LinesContext, events: {} as InboundEvent },
  guards: {
    isLoadedAs,
    nothingReceived: ({ context }) => !context.lines.some((l) => l.status === 'DONE'),
  },
  actions: { rememberLines: assign(({ context, event }) => linesOf(context, event)) },
}).createMachine(
  linesMachineConfig('inbound', INBOUND_STATUSES, {
    PENDING: {
      on: {
        ...assignable('PENDING'),
        FINALIZE: 'DONE',
        CANCEL: { guard: 'nothingReceived', target: 'CANCELLED' },
      },
    },
  }),
);
