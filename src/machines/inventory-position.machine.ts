import { assign, setup } from 'xstate';
import { lifecycle } from './ask';

/**
 * Inventory position (one position of an inventory and its counts) — doc 3 §2 Inventory, §3
 * counting, §4; the count as an operator does it (issue 13).
 *
 * | rule | seed |
 * |---|---|
 * | COUNT of a PENDING position: matching → WAITING (for its confirmation); diverging → RECOUNTING | issue 13 "a divergence sends the position to RECOUNTING" |
 * | COUNT of a RECOUNTING position settles it (→ WAITING) only when another operator counts | issue 13 "a second count by another operator settles it" |
 * | CONFIRM (finalize) and CANCEL are always enabled in an inventory's position list, in every state | doc 3 §4 "In inventory position lists they are always enabled" |
 * | ASSIGN_USER while the position is not finished | doc 3 §7 assign at /inventory/{id}/{item}; ours when |
 * | a count is refused once the position is WAITING, DONE or CANCELLED (confirm or cancel it instead) | ours |
 */
export type InventoryPositionEvent =
  | { type: 'COUNT'; user: string; diverges: boolean }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'ASSIGN_USER' };

export interface InventoryPositionContext {
  /** who made the first count (a recount must be someone else) */
  firstCounter: string | null;
}

type Args = { context: InventoryPositionContext; event: InventoryPositionEvent };

const always = { CONFIRM: { target: 'DONE' }, CANCEL: { target: 'CANCELLED' } } as const;

export const inventoryPositionMachine = setup({
  types: { context: {} as InventoryPositionContext, events: {} as InventoryPositionEvent },
  guards: {
    diverges: ({ event }: Args) => event.type === 'COUNT' && event.diverges,
    byAnotherOperator: ({ context, event }: Args) =>
      event.type === 'COUNT' && context.firstCounter !== null && event.user !== context.firstCounter,
  },
  actions: {
    rememberCounter: assign(({ event }: Args) => ({
      firstCounter: event.type === 'COUNT' ? event.user : null,
    })),
  },
}).createMachine({
  id: 'inventoryPosition',
  initial: 'PENDING',
  context: { firstCounter: null },
  states: {
    PENDING: {
      on: {
        COUNT: [
          { guard: 'diverges', target: 'RECOUNTING', actions: 'rememberCounter' },
          { target: 'WAITING', actions: 'rememberCounter' },
        ],
        ASSIGN_USER: { target: 'PENDING' },
        ...always,
      },
    },
    RECOUNTING: {
      on: {
        COUNT: { guard: 'byAnotherOperator', target: 'WAITING' },
        ASSIGN_USER: { target: 'RECOUNTING' },
        ...always,
      },
    },
    WAITING: { on: { ASSIGN_USER: { target: 'WAITING' }, ...always } },
    DONE: { on: { ...always } },
    CANCELLED: { on: { ...always } },
  },
});

export const inventoryPositionLifecycle = lifecycle(
  inventoryPositionMachine,
  (p: { status: string }) => p.status,
  (p: { status: string; firstCounter?: string | null }) => ({ firstCounter: p.firstCounter ?? null }),
);

/**
 * Whether the position machine moves a position from status `from` to `to` by one of its
 * transitions — its table, whatever a guard asks of the event (who counted): what the inventory
 * machine asks of a change of its positions' statuses (inventory.machine.ts POSITIONS_CHANGED).
 */
export function positionMoves(from: string, to: string): boolean {
  const node = inventoryPositionMachine.states[from];
  return !!node && [...node.transitions.values()].flat().some((t) => t.target?.some((n) => n.key === to));
}
