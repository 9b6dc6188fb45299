import { assign, setup } from 'xstate';
import { type CountedLine, divergences, isConferenceQuantity } from '../domain/conference';
import type { LineState } from '../domain/operation-rules';
import type { OperationStatus } from '../domain/operations';
import { lifecycle } from './ask';
import { isLoadedAs, loadedAs } from './operation-lifecycle';

/**
 * Conference item (one order of a conference, with its product lines and what was read of each)
 * — doc 3 §2 Conference, §3, §5, §7.
 *
 * | rule | seed |
 * |---|---|
 * | COUNT (PUT /conference/{id}/{item}: conferenceItemId, order, item, quantity — the read or corrected quantity of one line) while PENDING or INPROGRESS; the quantity has at most two decimals and is not negative; the line is then INPROGRESS (read, not yet finalized) | doc 3 §5, §7 |
 * | FINALIZE (ours: item action=COMPLETED, and the record's finalize for each open order) while PENDING or INPROGRESS: every line read as expected → DONE; any divergence (an unread line reads 0) → OCCURRENCE, which the simulator records on the order. In PENDING nothing was read and quantities are positive (doc 2 §5): always OCCURRENCE | doc 3 §3 conferred status; divergence "not shown" (simulator/README.md) |
 * | CANCEL only while PENDING (nothing read yet) | doc 3 §4 "cancel only while PENDING" |
 * | ASSIGN_USER while PENDING or INPROGRESS | doc 3 §7 |
 */
export interface ConferenceLine extends LineState, CountedLine {}

export interface ConferenceItemContext {
  lines: ConferenceLine[];
}

export type ConferenceItemEvent =
  | { type: 'LOADED'; status: OperationStatus; lines?: ConferenceLine[] }
  | { type: 'ASSIGN_USER' }
  | { type: 'COUNT'; line: string; quantity: number }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' };

const settleAll = (lines: ConferenceLine[]): ConferenceLine[] =>
  lines.map((l) => ({
    ...l,
    counted: l.counted ?? 0,
    status: (l.counted ?? 0) === l.quantity ? 'DONE' : 'OCCURRENCE',
  }));

export const conferenceItemMachine = setup({
  types: { context: {} as ConferenceItemContext, events: {} as ConferenceItemEvent },
  guards: {
    isLoadedAs,
    isValidCount: ({ context, event }) =>
      event.type === 'COUNT' &&
      isConferenceQuantity(event.quantity) &&
      context.lines.some((l) => l.id === event.line),
    hasNoDivergence: ({ context }) => divergences(context.lines).length === 0,
  },
  actions: {
    rememberLines: assign(({ context, event }) =>
      event.type === 'LOADED' ? { lines: event.lines ?? context.lines } : {},
    ),
    count: assign(({ context, event }) =>
      event.type === 'COUNT'
        ? {
            lines: context.lines.map((l) =>
              l.id === event.line ? { ...l, counted: event.quantity, status: 'INPROGRESS' as const } : l,
            ),
          }
        : {},
    ),
    settle: assign(({ context }) => ({ lines: settleAll(context.lines) })),
    cancelLines: assign(({ context }) => ({
      lines: context.lines.map((l) => ({ ...l, status: 'CANCELLED' as const })),
    })),
  },
}).createMachine({
  id: 'conferenceItem',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: {
      on: {
        LOADED: [
          loadedAs('PENDING'),
          loadedAs('INPROGRESS'),
          loadedAs('DONE'),
          loadedAs('OCCURRENCE'),
          loadedAs('CANCELLED'),
        ],
      },
    },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        COUNT: { guard: 'isValidCount', target: 'INPROGRESS', actions: 'count' },
        // nothing read yet (a COUNT leaves PENDING) and every line has a positive quantity (doc 2
        // §5), so every line reads 0 ≠ expected: finalized unread, the order is a divergence
        FINALIZE: { target: 'OCCURRENCE', actions: 'settle' },
        CANCEL: { target: 'CANCELLED', actions: 'cancelLines' },
      },
    },
    INPROGRESS: {
      on: {
        ASSIGN_USER: { target: 'INPROGRESS' },
        COUNT: { guard: 'isValidCount', target: 'INPROGRESS', reenter: true, actions: 'count' },
        FINALIZE: [
          { guard: 'hasNoDivergence', target: 'DONE', actions: 'settle' },
          { target: 'OCCURRENCE', actions: 'settle' },
        ],
      },
    },
    DONE: {},
    /** finalized with a divergence (doc 3 §4 OCCURRENCE; what it does: simulator/README.md) */
    OCCURRENCE: {},
    CANCELLED: {},
  },
});

/** A conference order as its machine sees it: the stored status and its read lines. */
export interface ConferenceItemRecord {
  status: string;
  lines: readonly ConferenceLine[];
}

/** A conference order as ask.ts asks it. */
export const conferenceItemLifecycle = lifecycle(
  conferenceItemMachine,
  (item: ConferenceItemRecord) => item.status,
  (item) => ({ lines: item.lines }),
);
