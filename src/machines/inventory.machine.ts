import { and, assign, setup } from 'xstate';
import {
  derivedInventoryStatus,
  type InventoryPositionStatus,
  type InventoryStatus,
} from '../domain/inventory';
import { lifecycle } from './ask';
import { positionMoves } from './inventory-position.machine';

/**
 * Inventory (the record) — doc 3 §2 Inventory, §3, §4, §7.
 *
 * | rule | seed |
 * |---|---|
 * | open while PENDING, INPROGRESS, WAITING or RECOUNTING; closed as CLOSED or CANCELLED | doc 3 §4 ("open or closed"; the closed names are ours) |
 * | LOADED: a new inventory, its positions fresh (PENDING) → PENDING; a stored one rests in its stored status (ask.ts) | ours |
 * | ASSIGN_USER, WORK_POSITION (a count, confirm or cancel of one of its positions) only while open | doc 3 §4 (ours: a closed inventory is history) |
 * | POSITIONS_CHANGED: the status is derived from its positions (`derivedInventoryStatus`) | doc 3 §4 statuses; ours how |
 * | POSITIONS_CHANGED only when a position moved and every move is one the inventory-position machine makes (`positionMoves`): no change leads a position back (WAITING → PENDING) | ours: the machine keeps its positions' statuses (context) so it cannot be told of a change no call can make |
 * | FINALIZE closes it and adjusts stock; refused while a position waits for its recount (RECOUNTING) | doc 3 §2 finalize; ours the recount rule |
 * | CANCEL closes it without touching stock, from any open status | doc 3 §2 cancel |
 */
export interface InventoryContext {
  /** its positions' statuses, in the record's order: LOADED sets them, POSITIONS_CHANGED moves them */
  positions: readonly InventoryPositionStatus[];
}

export type InventoryEvent =
  | { type: 'LOADED'; positions: readonly InventoryPositionStatus[] }
  | { type: 'ASSIGN_USER' }
  | { type: 'WORK_POSITION' }
  | { type: 'POSITIONS_CHANGED'; statuses: readonly InventoryPositionStatus[] }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' };

type Args = { context: InventoryContext; event: InventoryEvent };

const positionsOf = (event: InventoryEvent) =>
  event.type === 'POSITIONS_CHANGED' ? event.statuses : event.type === 'LOADED' ? event.positions : null;

const derivesTo = (status: InventoryStatus) => ({
  type: 'derives' as const,
  params: { status },
});

/** a change to positions whose statuses derive `status`, moved as the position machine moves them */
const changedTo = (status: InventoryStatus) => ({
  guard: and(['isPositionsMove', derivesTo(status)]),
  target: status,
  actions: 'rememberPositions' as const,
  reenter: true,
});

// A position never moves back to PENDING, nor from WAITING, DONE or CANCELLED to RECOUNTING or
// PENDING (inventory-position.machine.ts), so these are the derived statuses a change reaches from
// each status — a target more would be a transition nothing can take (the scenario coverage names it).
const FROM_UNSETTLED = [changedTo('RECOUNTING'), changedTo('WAITING'), changedTo('INPROGRESS')];
const FROM_WAITING = [changedTo('WAITING')];

// a targetless transition with no action is "not accepted" by snapshot.can: name the state itself
const openState = (
  name: InventoryStatus,
  { finalize, changes }: { finalize: boolean; changes: ReturnType<typeof changedTo>[] },
) => ({
  on: {
    ASSIGN_USER: { target: name },
    WORK_POSITION: { target: name },
    POSITIONS_CHANGED: changes,
    ...(finalize ? { FINALIZE: { target: 'CLOSED' } } : {}),
    CANCEL: { target: 'CANCELLED' },
  },
});

export const inventoryMachine = setup({
  types: { context: {} as InventoryContext, events: {} as InventoryEvent },
  guards: {
    derives: ({ event }: Args, params: { status: InventoryStatus }) => {
      const positions = positionsOf(event);
      return positions !== null && derivedInventoryStatus(positions) === params.status;
    },
    /** one position at least moved, each as the position machine moves it (the others stay) */
    isPositionsMove: ({ context, event }: Args) => {
      if (event.type !== 'POSITIONS_CHANGED' || event.statuses.length !== context.positions.length)
        return false;
      const moves = context.positions.map((from, i) => [from, event.statuses[i]] as const);
      return (
        moves.some(([from, to]) => from !== to) &&
        moves.every(([from, to]) => from === to || positionMoves(from, to))
      );
    },
  },
  actions: {
    rememberPositions: assign(({ event }: Args) => ({ positions: positionsOf(event) ?? [] })),
  },
}).createMachine({
  id: 'inventory',
  initial: 'loading',
  context: { positions: [] },
  states: {
    loading: {
      on: {
        LOADED: { guard: derivesTo('PENDING'), target: 'PENDING', actions: 'rememberPositions' },
      },
    },
    PENDING: openState('PENDING', { finalize: true, changes: FROM_UNSETTLED }),
    INPROGRESS: openState('INPROGRESS', { finalize: true, changes: FROM_UNSETTLED }),
    WAITING: openState('WAITING', { finalize: true, changes: FROM_WAITING }),
    // a divergence must be settled by the recount before the stock is adjusted
    RECOUNTING: openState('RECOUNTING', { finalize: false, changes: FROM_UNSETTLED }),
    CLOSED: {},
    CANCELLED: {},
  },
});

const NO_POSITIONS: readonly InventoryPositionStatus[] = [];
// one statuses array per positions array: ask.ts reuses a record's snapshot while its context
// values are the same objects, and the tab asks the inventory once per position row (3,500 rows
// would otherwise map 3,500 statuses 3,500 times a render)
const statusesOf = new WeakMap<object, readonly InventoryPositionStatus[]>();

/** An inventory as ask.ts asks it: its status and its positions' statuses (a list row has none —
 * only a change of positions reads them, and the simulator asks it with the statuses before). */
export const inventoryLifecycle = lifecycle(
  inventoryMachine,
  (i: { status: string; positions?: ReadonlyArray<{ status: InventoryPositionStatus }> }) => i.status,
  (i) => {
    if (!i.positions) return { positions: NO_POSITIONS };
    let positions = statusesOf.get(i.positions);
    if (!positions) {
      positions = i.positions.map((p) => p.status);
      statusesOf.set(i.positions, positions);
    }
    return { positions };
  },
);
