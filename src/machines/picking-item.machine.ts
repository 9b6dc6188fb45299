import { assign, setup } from 'xstate';
import { isPickRowReady } from '../domain/operation-rules';
import {
  assignable,
  isLoadedAs,
  type LinesContext,
  type LoadedEvent,
  lineById,
  linesMachineConfig,
  linesOf,
  markLine,
  othersDone,
} from './operation-lifecycle';

/**
 * Picking item (one order of a picking; its lines are the order's item positions) — doc 3 §2
 * Picking, §3, §4, §5, §7.
 *
 * | rule | seed |
 * |---|---|
 * | item actions (assign, row finalize, occurrence, cancel) enabled in PENDING or OCCURRENCE | doc 3 §4 |
 * | FINALIZE_ROW (confirm with origin=app) requires the entered quantity to equal the expected quantity | doc 3 §2, §5 |
 * | the last row finalized makes the item DONE; while another row is in OCCURRENCE the item stays there | ours |
 * | REPORT_OCCURRENCE on a PENDING row: the goods are not at the position; the row and item go to OCCURRENCE, and the row can still be finalized later | ours (OCCURRENCE exists, doc 3 §4) |
 * | CANCEL (PATCH item) blocked once any of its rows is DONE or INPROGRESS | doc 3 §4 (picking cancel rule, per item) |
 */
export type PickingItemEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'FINALIZE_ROW'; rowId: string; entered: number | null }
  | { type: 'REPORT_OCCURRENCE'; rowId: string }
  | { type: 'CANCEL' };

type Ctx = { context: LinesContext; event: PickingItemEvent };

const rowOf = (event: PickingItemEvent) =>
  event.type === 'FINALIZE_ROW' || event.type === 'REPORT_OCCURRENCE' ? event.rowId : '';

const mayFinalizeRow = ({ context, event }: Ctx) => {
  if (event.type !== 'FINALIZE_ROW') return false;
  const row = lineById(context, event.rowId);
  return row !== undefined && isPickRowReady(row, event.entered);
};

const finishRow = { guard: 'finishesItem' as const, target: 'DONE' as const, actions: 'markDone' as const };
const pendingAfterRow = {
  guard: 'mayFinalizeRow' as const,
  target: 'PENDING' as const,
  reenter: true,
  actions: 'markDone' as const,
};

export const pickingItemMachine = setup({
  types: { context: {} as LinesContext, events: {} as PickingItemEvent },
  guards: {
    isLoadedAs,
    mayFinalizeRow,
    finishesItem: (args) => mayFinalizeRow(args) && othersDone(args.context, rowOf(args.event)),
    leavesOccurrence: (args) =>
      mayFinalizeRow(args) &&
      args.context.lines.some((l) => l.id !== rowOf(args.event) && l.status === 'OCCURRENCE'),
    isPendingRow: ({ context, event }) => lineById(context, rowOf(event))?.status === 'PENDING',
    noRowStarted: ({ context }) =>
      !context.lines.some((l) => l.status === 'DONE' || l.status === 'INPROGRESS'),
  },
  actions: {
    rememberLines: assign(({ context, event }) => linesOf(context, event)),
    markDone: assign(({ context, event }) => markLine(context, rowOf(event), 'DONE')),
    markOccurrence: assign(({ context, event }) => markLine(context, rowOf(event), 'OCCURRENCE')),
  },
}).createMachine(
  linesMachineConfig('pickingItem', ['PENDING', 'OCCURRENCE', 'DONE', 'CANCELLED'], {
    PENDING: {
      on: {
        ...assignable('PENDING'),
        FINALIZE_ROW: [finishRow, pendingAfterRow],
        REPORT_OCCURRENCE: { guard: 'isPendingRow', target: 'OCCURRENCE', actions: 'markOccurrence' },
        CANCEL: { guard: 'noRowStarted', target: 'CANCELLED' },
      },
    },
    OCCURRENCE: {
      on: {
        ...assignable('OCCURRENCE'),
        FINALIZE_ROW: [
          finishRow,
          { guard: 'leavesOccurrence', target: 'OCCURRENCE', reenter: true, actions: 'markDone' },
          pendingAfterRow,
        ],
        REPORT_OCCURRENCE: {
          guard: 'isPendingRow',
          target: 'OCCURRENCE',
          reenter: true,
          actions: 'markOccurrence',
        },
        CANCEL: { guard: 'noRowStarted', target: 'CANCELLED' },
      },
    },
  }),
);
