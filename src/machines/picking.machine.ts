import { assign, setup } from 'xstate';
import { FINALIZE_ALL_MINIMUM, readyPickRows } from '../domain/operation-rules';
import {
  assignable,
  isLoadedAs,
  type LinesContext,
  type LoadedEvent,
  linesMachineConfig,
  linesOf,
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
 * | the record is DONE when every row is DONE (`recordStatusFromItems`) | doc 3 §4 derived status |
 */
export type PickingEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' }
  | { type: 'FINALIZE_ALL'; entered: Record<string, number | null> };

const ready = (context: LinesContext, event: PickingEvent) =>
  event.type === 'FINALIZE_ALL' ? readyPickRows(context.lines, event.entered) : [];

export const pickingMachine = setup({
  types: { context: {} as LinesContext, events: {} as PickingEvent },
  guards: {
    isLoadedAs,
    noRowStarted: ({ context }) =>
      !context.lines.some((l) => l.status === 'DONE' || l.status === 'INPROGRESS'),
    hasEnoughReady: ({ context, event }) => ready(context, event).length >= FINALIZE_ALL_MINIMUM,
    finishesPicking: ({ context, event }) => {
      const rows = ready(context, event);
      const ids = new Set(rows.map((r) => r.id));
      return (
        rows.length >= FINALIZE_ALL_MINIMUM &&
        context.lines.every((l) => ids.has(l.id) || l.status === 'DONE' || l.status === 'CANCELLED')
      );
    },
  },
  actions: {
    rememberLines: assign(({ context, event }) => linesOf(context, event)),
    markReadyDone: assign(({ context, event }) => {
      const ids = new Set(ready(context, event).map((r) => r.id));
      return { lines: context.lines.map((l) => (ids.has(l.id) ? { ...l, status: 'DONE' as const } : l)) };
    }),
  },
}).createMachine(
  linesMachineConfig('picking', ['PENDING', 'DONE', 'CANCELLED'], {
    PENDING: {
      on: {
        ...assignable('PENDING'),
        FINALIZE: 'DONE',
        CANCEL: { guard: 'noRowStarted', target: 'CANCELLED' },
        FINALIZE_ALL: [
          { guard: 'finishesPicking', target: 'DONE', actions: 'markReadyDone' },
          { guard: 'hasEnoughReady', target: 'PENDING', reenter: true, actions: 'markReadyDone' },
        ],
      },
    },
  }),
);
