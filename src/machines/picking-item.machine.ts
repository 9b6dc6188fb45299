import { assign, setup } from 'xstate';
import { isPickRowReady } from '../domain/operation-rules';
import {
  isLoadedAs,
  type LinesContext,
  type LoadedEvent,
  lineById,
  linesLifecycle,
  linesOf,
  loadedAs,
  markLine,
  othersDone,
  settleOpenLines,
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
 * | CANCEL (PATCH item) blocked once any of its rows is DONE or INPROGRESS; it cancels the item's open rows with it | doc 3 §4 (picking cancel rule, per item) |
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
    cancelLines: assign(({ context }) => settleOpenLines(context, 'CANCELLED')),
  },
}).createMachine({
  id: 'pickingItem',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: {
      on: {
        LOADED: [loadedAs('PENDING'), loadedAs('OCCURRENCE'), loadedAs('DONE'), loadedAs('CANCELLED')],
      },
    },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        FINALIZE_ROW: [
          { guard: 'finishesItem', target: 'DONE', actions: 'markDone' },
          { guard: 'mayFinalizeRow', target: 'PENDING', reenter: true, actions: 'markDone' },
        ],
        REPORT_OCCURRENCE: { guard: 'isPendingRow', target: 'OCCURRENCE', actions: 'markOccurrence' },
        CANCEL: { guard: 'noRowStarted', target: 'CANCELLED', actions: 'cancelLines' },
      },
    },
    OCCURRENCE: {
      on: {
        ASSIGN_USER: { target: 'OCCURRENCE' },
        FINALIZE_ROW: [
          { guard: 'finishesItem', target: 'DONE', actions: 'markDone' },
          { guard: 'leavesOccurrence', target: 'OCCURRENCE', reenter: true, actions: 'markDone' },
          { guard: 'mayFinalizeRow', target: 'PENDING', reenter: true, actions: 'markDone' },
        ],
        REPORT_OCCURRENCE: {
          guard: 'isPendingRow',
          target: 'OCCURRENCE',
          reenter: true,
          actions: 'markOccurrence',
        },
        CANCEL: { guard: 'noRowStarted', target: 'CANCELLED', actions: 'cancelLines' },
      },
    },
    // doc 3 §4: picking item actions only in PENDING or OCCURRENCE.
    DONE: {},
    CANCELLED: {},
  },
});

/** A picking item (one order: its status and rows) as ask.ts asks it. */
export const pickingItemLifecycle = linesLifecycle(pickingItemMachine);
