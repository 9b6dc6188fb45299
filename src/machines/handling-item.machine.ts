import { and, setup } from 'xstate';
import type { HandlingItem, HandlingStatus } from '../domain/handling';
import { moveProblem } from '../domain/handling';
import { type PositionFacts, positionUsable } from '../domain/position-availability';
import { can, lifecycle } from './ask';
import { isLoadedAs, loadedIntoStatus } from './handling.machine';

/**
 * Handling item (one product moved from an origin to a destination) — doc 3 §2 Handling (item
 * finalize and cancel), §4, §5, §7.
 *
 * | rule | seed |
 * |---|---|
 * | FINALIZE and CANCEL only while PENDING | doc 3 §4 |
 * | FINALIZE needs a destination position, not the origin | doc 3 §5 "Handling finalize" |
 * | FINALIZE quantity at least 0.01 and at most what the origin holds | doc 3 §5 "Move positions", §9 |
 * | neither the origin nor the destination may be in inventory (nor the destination one that does not receive stock) | doc 3 §4 "Position: in inventory blocks … move" (src/domain/position-availability.ts) |
 * | no ASSIGN_USER of its own: an item has no operator to show nor an Assign (the item table offers finalize and cancel only; the handling's operator is the record's) — the API's item-level assign (PUT ?operation=USER with item, "whole or item") is the handling's ASSIGN_USER naming one item, which must still be open (`handlingItemOpen`) | ours: doc 3 §2 Handling detail, §3 Handling fields, §7 |
 */
export type HandlingItemEvent =
  | { type: 'LOADED'; status: HandlingStatus }
  | {
      type: 'FINALIZE';
      origin: PositionFacts & { id: string };
      destination: (PositionFacts & { id: string }) | null;
      quantity: number | null;
      /** what the origin holds of the product now */
      available: number;
    }
  | { type: 'CANCEL' };

type Args = { event: HandlingItemEvent };

export const handlingItemMachine = setup({
  types: { events: {} as HandlingItemEvent },
  guards: {
    isLoadedAs,
    isValidMove: ({ event }: Args) => {
      if (event.type !== 'FINALIZE') return false;
      const problem = moveProblem({
        originId: event.origin.id,
        destinationId: event.destination?.id,
        quantity: event.quantity,
        available: event.available,
      });
      return problem === null;
    },
    arePositionsUsable: ({ event }: Args) =>
      event.type === 'FINALIZE' &&
      event.destination !== null &&
      positionUsable(event.origin, 'moveFrom') &&
      positionUsable(event.destination, 'moveTo'),
  },
}).createMachine({
  id: 'handlingItem',
  initial: 'loading',
  states: {
    loading: {
      on: { LOADED: loadedIntoStatus },
    },
    PENDING: {
      on: {
        FINALIZE: {
          guard: and(['isValidMove', 'arePositionsUsable']),
          target: 'DONE',
        },
        CANCEL: { target: 'CANCELLED' },
      },
    },
    DONE: {},
    CANCELLED: {},
  },
});

/** A handling item as ask.ts asks it. */
export const handlingItemLifecycle = lifecycle(
  handlingItemMachine,
  (i: Pick<HandlingItem, 'status'>) => i.status,
);

/** An item still open: one the machine still lets be cancelled (doc 3 §4: only while PENDING) — the
 * item table's actions and the item-level assign (doc 3 §7) ask this. */
export const handlingItemOpen = (item: Pick<HandlingItem, 'status'>) =>
  can(handlingItemLifecycle, item, { type: 'CANCEL' });
