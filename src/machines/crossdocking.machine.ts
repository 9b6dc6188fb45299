import { and, assign, setup } from 'xstate';
import {
  type CrossdockingLineStatus,
  type CrossdockingStatus,
  type DockFacts,
  dockProblem,
  readQuantityProblem,
} from '../domain/crossdocking';
import { lifecycle } from './ask';

/**
 * Crossdocking (received goods go from the inbound dock straight to an outbound dock, never put
 * away) — the seeds give only its route, menu entry, status flag and lead time (doc 1 §2.6, §3);
 * the lifecycle is ours, written down in simulator/README.md "Crossdocking". One machine: the
 * lines have no lifecycle of their own beyond PENDING → DONE, so the record machine keeps them in
 * its context (like picking-item.machine.ts) and answers for each line.
 *
 * | rule | seed |
 * |---|---|
 * | statuses PENDING, INPROGRESS, DONE, CANCELLED (the operations' statuses) | doc 1 §4 |
 * | ASSIGN_USER (PUT ?operation=USER) while PENDING or INPROGRESS | ours, as the other operations (doc 3 §4) |
 * | CONFIRM_LINE: a PENDING line, read quantity > 0, ≤ 2 decimals, ≤ what the order brings, to an outbound dock (dispatch or both) → INPROGRESS | ours (doc 3 §9 precision; Yard docks' typeOperation) |
 * | FINALIZE (PUT ?action=COMPLETED) only INPROGRESS with every line confirmed → DONE; the orders move on the chain | ours; doc 1 §4 operation chain |
 * | CANCEL (PUT ?action=CANCEL) only while PENDING: goods already at an outbound dock can't be un-crossed | ours (doc 3 §4 "cancel refused once an item is DONE or INPROGRESS", as outbound) |
 */
export interface CrossLineState {
  id: string;
  status: CrossdockingLineStatus;
  /** what the order brings */
  quantity: number;
}

export interface CrossdockingContext {
  lines: CrossLineState[];
}

export type CrossdockingEvent =
  | { type: 'LOADED'; status: CrossdockingStatus; lines: CrossLineState[] }
  | { type: 'ASSIGN_USER' }
  | { type: 'CONFIRM_LINE'; lineId: string; quantity: number | null; dock: DockFacts | null }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' };

type Args = { context: CrossdockingContext; event: CrossdockingEvent };

const lineOf = ({ context, event }: Args) =>
  event.type === 'CONFIRM_LINE' ? context.lines.find((l) => l.id === event.lineId) : undefined;

const loadedInto = (status: CrossdockingStatus) => ({
  guard: { type: 'isLoadedAs' as const, params: { status } },
  target: status,
  actions: 'rememberLines' as const,
});

const confirmLine = {
  guard: and(['isOpenLine', 'isReadQuantityValid', 'isOutboundDock']),
  target: 'INPROGRESS',
  actions: 'markLineDone',
} as const;

export const crossdockingMachine = setup({
  types: { context: {} as CrossdockingContext, events: {} as CrossdockingEvent },
  guards: {
    isLoadedAs: ({ event }: Args, params: { status: CrossdockingStatus }) =>
      event.type === 'LOADED' && event.status === params.status,
    /** is the line one of this crossdock's, still waiting at the inbound dock? */
    isOpenLine: (args: Args) => lineOf(args)?.status === 'PENDING',
    /** is the read quantity one the line may take? */
    isReadQuantityValid: (args: Args) => {
      const line = lineOf(args);
      return (
        !!line &&
        args.event.type === 'CONFIRM_LINE' &&
        readQuantityProblem(args.event.quantity, line.quantity) === null
      );
    },
    /** is the dock chosen one goods may leave by? */
    isOutboundDock: ({ event }: Args) => event.type === 'CONFIRM_LINE' && dockProblem(event.dock) === null,
    /** has every line been confirmed to a dock (and is there one at least)? */
    areAllLinesConfirmed: ({ context }: Args) =>
      context.lines.length > 0 && context.lines.every((l) => l.status !== 'PENDING'),
  },
  actions: {
    rememberLines: assign(({ event }) => ({ lines: event.type === 'LOADED' ? event.lines : [] })),
    cancelOpenLines: assign(({ context }) => ({
      lines: context.lines.map((l) => (l.status === 'PENDING' ? { ...l, status: 'CANCELLED' as const } : l)),
    })),
    markLineDone: assign(({ context, event }) => ({
      lines: context.lines.map((l) =>
        event.type === 'CONFIRM_LINE' && l.id === event.lineId ? { ...l, status: 'DONE' as const } : l,
      ),
    })),
  },
}).createMachine({
  id: 'crossdocking',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: {
      on: {
        LOADED: [
          loadedInto('PENDING'),
          loadedInto('INPROGRESS'),
          loadedInto('DONE'),
          loadedInto('CANCELLED'),
        ],
      },
    },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        CONFIRM_LINE: confirmLine,
        // its open lines are cancelled with it (the simulator writes the lines this leaves)
        CANCEL: { target: 'CANCELLED', actions: 'cancelOpenLines' },
      },
    },
    INPROGRESS: {
      on: {
        ASSIGN_USER: { target: 'INPROGRESS' },
        CONFIRM_LINE: { ...confirmLine, reenter: true },
        FINALIZE: { guard: 'areAllLinesConfirmed', target: 'DONE' },
      },
    },
    DONE: {},
    CANCELLED: {},
  },
});

/** A crossdock (the console's detail, the simulator's rows) as ask.ts asks it: its status and
 * lines (a list row has none — FINALIZE is then refused, the detail asks it). */
export const crossdockingLifecycle = lifecycle(
  crossdockingMachine,
  (c: { status: string; lines: readonly CrossLineState[] }) => c.status,
  (c) => ({ lines: c.lines }),
);
