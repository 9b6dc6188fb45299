import { setup } from 'xstate';
import {
  derivedInventoryStatus,
  type InventoryPositionStatus,
  type InventoryStatus,
} from '../domain/inventory';
import { lifecycle } from './ask';

/**
 * Inventory (the record) — doc 3 §2 Inventory, §3, §4, §7.
 *
 * | rule | seed |
 * |---|---|
 * | open while PENDING, INPROGRESS, WAITING or RECOUNTING; closed as CLOSED or CANCELLED | doc 3 §4 ("open or closed"; the closed names are ours) |
 * | ASSIGN_USER, WORK_POSITION (a count, confirm or cancel of one of its positions) only while open | doc 3 §4 (ours: a closed inventory is history) |
 * | POSITIONS_CHANGED: the status is derived from its positions (`derivedInventoryStatus`) | doc 3 §4 statuses; ours how |
 * | FINALIZE closes it and adjusts stock; refused while a position waits for its recount (RECOUNTING) | doc 3 §2 finalize; ours the recount rule |
 * | CANCEL closes it without touching stock, from any open status | doc 3 §2 cancel |
 */
export type InventoryEvent =
  | { type: 'ASSIGN_USER' }
  | { type: 'WORK_POSITION' }
  | { type: 'POSITIONS_CHANGED'; statuses: readonly InventoryPositionStatus[] }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' };

type Args = { event: InventoryEvent };
const derivesTo =
  (status: InventoryStatus) =>
  ({ event }: Args): boolean =>
    event.type === 'POSITIONS_CHANGED' && derivedInventoryStatus(event.statuses) === status;

const positionsChanged = [
  { guard: 'derivesRecounting', target: 'RECOUNTING' },
  { guard: 'derivesPending', target: 'PENDING' },
  { guard: 'derivesWaiting', target: 'WAITING' },
  { guard: 'derivesInProgress', target: 'INPROGRESS' },
] as const;

// a targetless transition with no action is "not accepted" by snapshot.can: name the state itself
const openState = (name: string, finalize: boolean) => ({
  on: {
    ASSIGN_USER: { target: name },
    WORK_POSITION: { target: name },
    POSITIONS_CHANGED: positionsChanged.map((t) => ({ ...t, reenter: true })),
    ...(finalize ? { FINALIZE: { target: 'CLOSED' } } : {}),
    CANCEL: { target: 'CANCELLED' },
  },
});

export const inventoryMachine = setup({
  types: { events: {} as InventoryEvent },
  guards: {
    derivesRecounting: derivesTo('RECOUNTING'),
    derivesPending: derivesTo('PENDING'),
    derivesWaiting: derivesTo('WAITING'),
    derivesInProgress: derivesTo('INPROGRESS'),
  },
}).createMachine({
  id: 'inventory',
  initial: 'PENDING',
  states: {
    PENDING: openState('PENDING', true),
    INPROGRESS: openState('INPROGRESS', true),
    WAITING: openState('WAITING', true),
    // a divergence must be settled by the recount before the stock is adjusted
    RECOUNTING: openState('RECOUNTING', false),
    CLOSED: {},
    CANCELLED: {},
  },
});

export const inventoryLifecycle = lifecycle(inventoryMachine, (i: { status: string }) => i.status);
