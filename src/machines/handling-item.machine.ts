import { and, setup } from 'xstate';
import type { HandlingItem, HandlingStatus } from '../domain/handling';
import { moveProblem } from '../domain/handling';
import { type PositionFacts, positionUsable } from '../domain/position-availability';
import { lifecycle } from './ask';
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
 * | ASSIGN_USER (PUT ?operation=USER with item) only while PENDING | doc 3 §4, §7 |
 */
export type HandlingItemEvent =
  | { type: 'LOADED'; status: HandlingStatus }
  | { type: 'ASSIGN_USER' }
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
        ASSIGN_USER: { target: 'PENDING' },
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
