import type { InventoryPositionStatus } from '../../../src/domain/inventory';
import { can } from '../../../src/machines/ask';
import { type InventoryEvent, inventoryMachine } from '../../../src/machines/inventory.machine';
import { inventoryPositionLifecycle, positionMoves } from '../../../src/machines/inventory-position.machine';
import { expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { countReads, type InventoryWorld, openInventory, positionCall } from './inventory-support';
import { adminToken } from './orders-area-support';

/**
 * inventoryMachine (doc 3 §2 Inventory, §4) against the simulator, every step a real API call.
 * LOADED makes a fresh two-position inventory (POST /inventory). ASSIGN_USER is PUT
 * /inventory/{id} `{user}`; WORK_POSITION a call on a position that moves none (`workedPosition`;
 * any position call is refused with 409 once the inventory is closed); FINALIZE and CANCEL are PUT ?action=COMPLETED /
 * CANCEL (409 while RECOUNTING, or closed).
 *
 * POSITIONS_CHANGED is the simulator's own step after every position change: the handler makes the
 * position calls that move each position from the machine's statuses to the event's (`moveCall`),
 * and the simulator derives the status. A refused one makes the calls of the moves that are refused
 * (a count of a counted position, any call once closed — 409); a move back to PENDING has no call.
 */
type Changed = Extract<InventoryEvent, { type: 'POSITIONS_CHANGED' }>;
const changed = (...statuses: InventoryPositionStatus[]): Changed => ({
  type: 'POSITIONS_CHANGED',
  statuses,
});

/** who counts first, and who recounts (issue 13: a recount settles only by another operator) */
export const FIRST_COUNTER = 'usr-admin';
export const RECOUNTER = 'usr-operator';

export interface PositionMove {
  /** the position's index in `POSITIONS` */
  index: number;
  from: InventoryPositionStatus;
  to: InventoryPositionStatus;
}

/** The positions a POSITIONS_CHANGED moves, from the machine's statuses before it. */
export const movesOf = (before: readonly InventoryPositionStatus[], event: Changed): PositionMove[] =>
  event.statuses.flatMap((to, index) => (before[index] === to ? [] : [{ index, from: before[index], to }]));

/** The position call of a move: a count to WAITING (matching: the first counter's, or the
 * recounter's of a RECOUNTING one) or to RECOUNTING (one unit off), the finalize to DONE, the
 * cancel to CANCELLED; nothing moves a position back to PENDING (null). */
export function moveCall(api: ScenarioApi, world: InventoryWorld, { index, from, to }: PositionMove) {
  const item = world.items[index];
  if (to === 'WAITING' || to === 'RECOUNTING')
    return positionCall(api, world, item, 'COUNT', {
      user: from === 'RECOUNTING' ? RECOUNTER : FIRST_COUNTER,
      items: countReads(world, index, to === 'RECOUNTING'),
    });
  if (to === 'DONE') return positionCall(api, world, item, 'COMPLETED', {});
  if (to === 'CANCELLED') return positionCall(api, world, item, 'CANCEL', {});
  return null;
}

const positionsOf = (snapshot: { context: unknown }) =>
  (snapshot.context as { positions: readonly InventoryPositionStatus[] }).positions;

const record = (api: ScenarioApi, world: InventoryWorld, action: string, body: unknown, status: number) =>
  api
    .request('PUT', `/api/inventory/${world.id}${action ? `?action=${action}` : ''}`, {
      token: world.token,
      body,
    })
    .then((res) => expectStatus(res, status, `PUT /inventory/{id}${action ? `?action=${action}` : ''}`));

/** The position WORK_POSITION works: the first one still taking an operator (assign), else the
 * first one, finalized again (always allowed, doc 3 §4: a finished position stays as it is). */
export function workedPosition(positions: readonly InventoryPositionStatus[]) {
  const open = positions.findIndex((status) =>
    can(inventoryPositionLifecycle, { status }, { type: 'ASSIGN_USER' }),
  );
  return open >= 0 ? { index: open, call: 'assign' as const } : { index: 0, call: 'finalize' as const };
}

const workPosition = (
  api: ScenarioApi,
  world: InventoryWorld,
  positions: readonly InventoryPositionStatus[],
  status: number,
) => {
  const { index, call } = workedPosition(positions);
  return (
    call === 'assign'
      ? positionCall(api, world, world.items[index], null, { user: 'usr-operator' })
      : positionCall(api, world, world.items[index], 'COMPLETED', {})
  ).then((res) => expectStatus(res, status, `PUT /inventory/{id}/{item} (${call})`));
};

/** the world before LOADED: no inventory yet */
const NONE: InventoryWorld = { token: '', id: '', items: [], reads: [] };

export const inventoryScenario = defineScenarioMachine({
  name: 'inventory',
  machine: inventoryMachine,
  events: [
    { type: 'LOADED', positions: ['PENDING', 'PENDING'] },
    { type: 'ASSIGN_USER' },
    { type: 'WORK_POSITION' },
    changed('WAITING', 'PENDING'),
    changed('RECOUNTING', 'PENDING'),
    changed('WAITING', 'WAITING'),
    changed('DONE', 'PENDING'),
    changed('WAITING', 'RECOUNTING'),
    changed('DONE', 'DONE'),
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
  ] satisfies InventoryEvent[],

  setup: async (api): Promise<InventoryWorld> => ({ ...NONE, token: await adminToken(api) }),

  steps: {
    LOADED: {
      allowed: async ({ api, world }) => {
        Object.assign(world, await openInventory(api, world.token));
      },
    },
    ASSIGN_USER: {
      allowed: ({ api, world }) => record(api, world, '', { user: 'usr-operator' }, 200),
      refused: async ({ api, world }) => {
        if (world.id) await record(api, world, '', { user: 'usr-operator' }, 409);
      },
    },
    WORK_POSITION: {
      allowed: ({ api, world, before }) => workPosition(api, world, positionsOf(before), 200),
      refused: async ({ api, world, before }) => {
        if (world.id) await workPosition(api, world, positionsOf(before), 409);
      },
    },
    POSITIONS_CHANGED: {
      allowed: async ({ api, world, before, event }) => {
        for (const move of movesOf(positionsOf(before), event)) {
          const call = moveCall(api, world, move);
          if (!call) throw new Error(`no position call moves ${move.from} to ${move.to}`);
          expectStatus(await call, 200, `position ${move.index}: ${move.from} → ${move.to}`);
        }
      },
      refused: async ({ api, world, before, event }) => {
        if (!world.id) return;
        const closed = !before.can({ type: 'WORK_POSITION' });
        for (const move of movesOf(positionsOf(before), event)) {
          const call = closed || !positionMoves(move.from, move.to) ? moveCall(api, world, move) : null;
          if (call) expectStatus(await call, 409, `position ${move.index}: ${move.from} → ${move.to}`);
        }
      },
    },
    FINALIZE: {
      allowed: ({ api, world }) => record(api, world, 'COMPLETED', {}, 200),
      refused: async ({ api, world }) => {
        if (world.id) await record(api, world, 'COMPLETED', {}, 409);
      },
    },
    CANCEL: {
      allowed: ({ api, world }) => record(api, world, 'CANCEL', {}, 200),
      refused: async ({ api, world }) => {
        if (world.id) await record(api, world, 'CANCEL', {}, 409);
      },
    },
  },

  async read(world, api) {
    if (!world.id) return null;
    const res = await api.get(`/api/inventory/${world.id}`, world.token);
    return res.statusCode === 200 ? res.json().status : `HTTP ${res.statusCode}`;
  },
  expected: (snapshot) => (snapshot.value === 'loading' ? null : String(snapshot.value)),
  // which positions moved where decides what a change may do next: tell those states apart
  serializeState: (snapshot) => `${String(snapshot.value)}|${positionsOf(snapshot).join(',')}`,
});
