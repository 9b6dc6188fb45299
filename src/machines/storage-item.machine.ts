import { assign, setup } from 'xstate';
import { isStorableLine, round2 } from '../domain/operation-rules';
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
 * Storage item (one order of a storage; its lines are the order's items) — doc 3 §2 Storage, §3,
 * §4, §5, §7.
 *
 * | rule | seed |
 * |---|---|
 * | FINALIZE_LINE (PUT confirm COMPLETED with position and quantity) disabled when the item is DONE or in OCCURRENCE, or when no position is chosen | doc 3 §4 |
 * | a position is required per line: "position field is required" | doc 3 §5 |
 * | the quantity put away is > 0 and at most the line's quantity; less than expected puts the line and the item in OCCURRENCE (ours: a shortage to correct) | ours |
 * | the last line finalized makes the item DONE, an earlier one INPROGRESS | ours |
 * | CANCEL disabled once the item or any of its lines is DONE, INPROGRESS or OCCURRENCE; it cancels the item's lines with it | doc 3 §4 |
 * | EDIT_QUANTITY (action=EDIT, quantity as text) only while the item is in OCCURRENCE; it corrects the short line's quantity put away and closes it | doc 3 §4, §5 |
 * | ASSIGN_USER while the item is not settled | doc 3 §7 |
 */
export type StorageItemEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'CANCEL' }
  | { type: 'FINALIZE_LINE'; lineId: string; positionId: string | null; quantity: number }
  | { type: 'EDIT_QUANTITY'; lineId: string; quantity: number };

type Ctx = { context: LinesContext; event: StorageItemEvent };

const inRange = (context: LinesContext, lineId: string, quantity: number) => {
  const line = lineById(context, lineId);
  return (
    line !== undefined &&
    Number.isFinite(quantity) &&
    quantity > 0 &&
    round2(quantity) <= round2(line.quantity)
  );
};

/** doc 3 §4–§5: a PENDING line, a position chosen, a quantity in range. */
const mayFinalizeLine = ({ context, event }: Ctx) => {
  if (event.type !== 'FINALIZE_LINE') return false;
  const line = lineById(context, event.lineId);
  return (
    line !== undefined &&
    isStorableLine(line) &&
    !!event.positionId &&
    inRange(context, event.lineId, event.quantity)
  );
};

const isShort = ({ context, event }: Ctx) =>
  event.type === 'FINALIZE_LINE' &&
  round2(event.quantity) < round2(lineById(context, event.lineId)?.quantity ?? 0);

const mayEdit = ({ context, event }: Ctx) =>
  event.type === 'EDIT_QUANTITY' &&
  lineById(context, event.lineId)?.status === 'OCCURRENCE' &&
  inRange(context, event.lineId, event.quantity);

const lineOf = (event: StorageItemEvent) =>
  event.type === 'FINALIZE_LINE' || event.type === 'EDIT_QUANTITY' ? event.lineId : '';

export const storageItemMachine = setup({
  types: { context: {} as LinesContext, events: {} as StorageItemEvent },
  guards: {
    isLoadedAs,
    mayFinalizeLine,
    isShortLine: (args) => mayFinalizeLine(args) && isShort(args),
    finishesItem: (args) => mayFinalizeLine(args) && othersDone(args.context, lineOf(args.event)),
    noLineStarted: ({ context }) => context.lines.every((l) => l.status === 'PENDING'),
    mayEdit,
    editFinishesItem: (args) => mayEdit(args) && othersDone(args.context, lineOf(args.event)),
  },
  actions: {
    rememberLines: assign(({ context, event }) => linesOf(context, event)),
    markDone: assign(({ context, event }) => markLine(context, lineOf(event), 'DONE')),
    markOccurrence: assign(({ context, event }) => markLine(context, lineOf(event), 'OCCURRENCE')),
    cancelLines: assign(({ context }) => settleOpenLines(context, 'CANCELLED')),
  },
}).createMachine({
  id: 'storageItem',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: {
      on: {
        LOADED: [
          loadedAs('PENDING'),
          loadedAs('INPROGRESS'),
          loadedAs('OCCURRENCE'),
          loadedAs('DONE'),
          loadedAs('CANCELLED'),
        ],
      },
    },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        FINALIZE_LINE: [
          { guard: 'isShortLine', target: 'OCCURRENCE', actions: 'markOccurrence' },
          { guard: 'finishesItem', target: 'DONE', actions: 'markDone' },
          { guard: 'mayFinalizeLine', target: 'INPROGRESS', actions: 'markDone' },
        ],
        CANCEL: { guard: 'noLineStarted', target: 'CANCELLED', actions: 'cancelLines' },
      },
    },
    INPROGRESS: {
      on: {
        ASSIGN_USER: { target: 'INPROGRESS' },
        FINALIZE_LINE: [
          { guard: 'isShortLine', target: 'OCCURRENCE', actions: 'markOccurrence' },
          { guard: 'finishesItem', target: 'DONE', actions: 'markDone' },
          { guard: 'mayFinalizeLine', target: 'INPROGRESS', actions: 'markDone' },
        ],
      },
    },
    OCCURRENCE: {
      on: {
        ASSIGN_USER: { target: 'OCCURRENCE' },
        // One line at most is short: finalize is disabled while the item is in OCCURRENCE.
        EDIT_QUANTITY: [
          { guard: 'editFinishesItem', target: 'DONE', actions: 'markDone' },
          { guard: 'mayEdit', target: 'INPROGRESS', actions: 'markDone' },
        ],
      },
    },
    // doc 3 §4: a settled item takes no event.
    DONE: {},
    CANCELLED: {},
  },
});

/** A storage item (one order: its status and lines) as ask.ts asks it. */
export const storageItemLifecycle = linesLifecycle(storageItemMachine);
