import { assign, setup } from 'xstate';
import { BULK_FINALIZE_MINIMUM } from '../domain/operation-rules';
import {
  assignable,
  isLoadedAs,
  type LinesContext,
  type LoadedEvent,
  linesMachineConfig,
  linesOf,
} from './operation-lifecycle';

/**
 * Storage record (put-away) — doc 3 §2 Storage, §4, §5, §7. State value = the stored status.
 *
 * | rule | seed |
 * |---|---|
 * | statuses PENDING, INPROGRESS (some item worked), DONE, CANCELLED | doc 3 §4, ours: derived from items (`recordStatusFromItems`, progress on) |
 * | CANCEL (PATCH /storage/{id}) only from PENDING | doc 3 §4 "Storage: cancel only from pending" |
 * | ASSIGN_USER while PENDING or INPROGRESS (ours) | doc 3 §2 "a dialog to assign an operator" |
 * | FINALIZE_CHOSEN (bulk finalize) only when at least 2 items have a position chosen; it confirms each chosen line (the item machine decides each) | doc 3 §2 |
 */
export type StorageEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'CANCEL' }
  | { type: 'FINALIZE_CHOSEN'; chosen: number };

export const storageMachine = setup({
  types: { context: {} as LinesContext, events: {} as StorageEvent },
  guards: {
    isLoadedAs,
    hasEnoughChosen: ({ event }) => event.type === 'FINALIZE_CHOSEN' && event.chosen >= BULK_FINALIZE_MINIMUM,
  },
  actions: { rememberLines: assign(({ context, event }) => linesOf(context, event)) },
}).createMachine(
  linesMachineConfig('storage', ['PENDING', 'INPROGRESS', 'DONE', 'CANCELLED'], {
    PENDING: {
      on: {
        ...assignable('PENDING'),
        CANCEL: 'CANCELLED',
        FINALIZE_CHOSEN: { guard: 'hasEnoughChosen', target: 'PENDING', reenter: true },
      },
    },
    INPROGRESS: {
      on: {
        ...assignable('INPROGRESS'),
        FINALIZE_CHOSEN: { guard: 'hasEnoughChosen', target: 'INPROGRESS', reenter: true },
      },
    },
  }),
);
