import { assign, setup } from 'xstate';
import type { RouteItemStatus } from '../domain/operations';
import { hasReason } from '../domain/route-rules';
import { lifecycle } from './ask';

/**
 * Route item (one order of a route) — doc 3 §4, §5, §7.
 *
 * | rule | seed |
 * |---|---|
 * | only PENDING items can be selected, finalized, marked as occurrence or removed | doc 3 §4 |
 * | nothing on an item of a locked route (DONE or CANCELLED) | doc 3 §4 (the route's lock) |
 * | FINALIZE (action completed, with optional route-ok photos) → DONE; no reason needed | doc 3 §5 |
 * | OCCURRENCE (action occurrence, reason, optional route-occurrence photos) needs a reason → OCCURRENCE | doc 3 §5 |
 * | REMOVE (action remove, or PUT routes/{id}/{item}?action=delete with a description) needs a reason → removed | doc 3 §5, §7 |
 * | MOVE to another route needs a destination route → moved | doc 3 §5 |
 *
 * `removed` and `moved` are where the item leaves this route (its row is deleted or goes to the
 * destination as a new PENDING item); they are not stored statuses.
 */
export interface RouteItemContext {
  routeLocked: boolean;
}

export type RouteItemEvent =
  | { type: 'LOADED'; status: RouteItemStatus; routeLocked: boolean }
  | { type: 'SELECT' }
  | { type: 'FINALIZE' }
  | { type: 'OCCURRENCE'; reason: string }
  | { type: 'REMOVE'; reason: string }
  | { type: 'MOVE'; destinationRoute: string | null };

export const routeItemMachine = setup({
  types: { context: {} as RouteItemContext, events: {} as RouteItemEvent },
  guards: {
    isLoadedAs: ({ event }, params: { status: RouteItemStatus }) =>
      event.type === 'LOADED' && event.status === params.status,
    isOpen: ({ context }) => !context.routeLocked,
    hasReason: ({ context, event }) =>
      !context.routeLocked &&
      (event.type === 'OCCURRENCE' || event.type === 'REMOVE') &&
      hasReason(event.reason),
    hasDestination: ({ context, event }) =>
      !context.routeLocked && event.type === 'MOVE' && (event.destinationRoute ?? '') !== '',
  },
  actions: {
    remember: assign(({ event }) => (event.type === 'LOADED' ? { routeLocked: event.routeLocked } : {})),
  },
}).createMachine({
  id: 'routeItem',
  initial: 'loading',
  context: { routeLocked: false },
  states: {
    loading: {
      on: {
        LOADED: (['PENDING', 'DONE', 'OCCURRENCE'] as const).map((status) => ({
          guard: { type: 'isLoadedAs' as const, params: { status } },
          target: status,
          actions: 'remember' as const,
        })),
      },
    },
    PENDING: {
      on: {
        SELECT: { guard: 'isOpen', target: 'PENDING' },
        FINALIZE: { guard: 'isOpen', target: 'DONE' },
        OCCURRENCE: { guard: 'hasReason', target: 'OCCURRENCE' },
        REMOVE: { guard: 'hasReason', target: 'removed' },
        MOVE: { guard: 'hasDestination', target: 'moved' },
      },
    },
    DONE: {},
    OCCURRENCE: {},
    removed: { type: 'final' },
    moved: { type: 'final' },
  },
});

/** A route item with its route's status, as the machine sees it. */
export interface RouteItemLike {
  status: string;
  routeLocked: boolean;
}

export const routeItemLifecycle = lifecycle(
  routeItemMachine,
  (i: RouteItemLike) => i.status,
  (i) => ({ routeLocked: i.routeLocked }),
);
