import type { CrossdockingStatus } from '../../../src/domain/crossdocking';
import {
  type CrossdockingEvent,
  type CrossLineState,
  crossdockingMachine,
} from '../../../src/machines/crossdocking.machine';
import { DEMO_CROSSDOCKING as X } from '../../seed/demo/crossdockings';
import { check, expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { adminToken } from './orders-area-support';

/**
 * crossdockingMachine (ours: simulator/README.md "Crossdocking") against the simulator. LOADED
 * opens the seeded crossdock in that status (xdk-000001 PENDING with one line, xdk-000002
 * INPROGRESS with one line crossed and one open, xdk-000003 DONE, xdk-000004 CANCELLED); `l1`,
 * `l2` name its lines (INPROGRESS: l1 the crossed one). The machine's line quantity is above any
 * seeded one, so "1" is a valid read for both and "1001" too much for both. A refused call answers
 * 400 (a quantity or dock the machine would refuse, explained), 404 (a line the record lacks) or
 * 409 (the machine's refusal); the runner checks nothing changed.
 */
interface CrossWorld {
  token: string;
  id: string | null;
  lines: Record<string, string>;
}

const RECORD_OF: Record<CrossdockingStatus, string> = {
  PENDING: X.pending,
  INPROGRESS: X.inProgress,
  DONE: X.done,
  CANCELLED: X.cancelled,
};
const EXPECTED = 1000;
const line = (id: string, status: CrossLineState['status']): CrossLineState => ({
  id,
  status,
  quantity: EXPECTED,
});
const dispatch = { id: X.dispatchDock, typeOperation: 'dispatch' as const };
const receiving = { id: X.receivingDock, typeOperation: 'receiving' as const };
const confirm = (lineId: string, quantity: number | null, dock: typeof dispatch | typeof receiving | null) =>
  ({ type: 'CONFIRM_LINE', lineId, quantity, dock }) satisfies CrossdockingEvent;

const put = (api: ScenarioApi, world: CrossWorld, query: string, body: unknown = {}) =>
  api.request('PUT', `/api/crossdocking/${world.id}?${query}`, { token: world.token, body });
const refusedAs = async (res: Promise<{ statusCode: number; body: string }>, call: string) => {
  const answer = await res;
  check(
    [400, 404, 409].includes(answer.statusCode),
    `${call}: refused expected, got ${answer.statusCode} ${answer.body}`,
  );
};
const confirmCall = (
  api: ScenarioApi,
  world: CrossWorld,
  e: Extract<CrossdockingEvent, { type: 'CONFIRM_LINE' }>,
) =>
  put(api, world, 'action=CONFIRM', {
    line: world.lines[e.lineId] ?? 'xdl-999999',
    quantity: e.quantity,
    dock: e.dock?.id ?? null,
  });

export const crossdockingScenario = defineScenarioMachine({
  name: 'crossdocking',
  machine: crossdockingMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', lines: [line('l1', 'PENDING')] },
    { type: 'LOADED', status: 'INPROGRESS', lines: [line('l1', 'DONE'), line('l2', 'PENDING')] },
    { type: 'LOADED', status: 'DONE', lines: [line('l1', 'DONE'), line('l2', 'DONE')] },
    { type: 'LOADED', status: 'CANCELLED', lines: [line('l1', 'CANCELLED')] },
    { type: 'ASSIGN_USER' },
    confirm('l1', 1, dispatch),
    confirm('l2', 1, dispatch),
    confirm('l1', 0, dispatch),
    confirm('l1', EXPECTED + 1, dispatch),
    confirm('l1', 1, receiving),
    confirm('l1', 1, null),
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
  ] satisfies CrossdockingEvent[],

  setup: async (api): Promise<CrossWorld> => ({ token: await adminToken(api), id: null, lines: {} }),

  steps: {
    LOADED: {
      allowed: async ({ event, api, world }) => {
        world.id = RECORD_OF[event.status];
        const res = await api.get(`/api/crossdocking/${world.id}`, world.token);
        expectStatus(res, 200, 'GET /crossdocking/{id}');
        const lines = res.json().lines as Array<{ id: string; status: string }>;
        // the crossed line first, so l1/l2 mean what the event's lines say
        const ordered = [
          ...lines.filter((l) => l.status !== 'PENDING'),
          ...lines.filter((l) => l.status === 'PENDING'),
        ];
        ordered.forEach((l, i) => {
          world.lines[`l${i + 1}`] = l.id;
        });
      },
    },
    ASSIGN_USER: {
      allowed: async ({ api, world }) =>
        expectStatus(
          await put(api, world, 'operation=USER', { user: 'usr-admin' }),
          200,
          'PUT ?operation=USER',
        ),
      refused: async ({ api, world }) => {
        if (world.id)
          await refusedAs(put(api, world, 'operation=USER', { user: 'usr-admin' }), 'PUT ?operation=USER');
      },
    },
    CONFIRM_LINE: {
      allowed: async ({ event, api, world }) =>
        expectStatus(await confirmCall(api, world, event), 200, 'PUT ?action=CONFIRM'),
      refused: async ({ event, api, world }) => {
        if (world.id) await refusedAs(confirmCall(api, world, event), 'PUT ?action=CONFIRM');
      },
    },
    FINALIZE: {
      allowed: async ({ api, world }) =>
        expectStatus(await put(api, world, 'action=COMPLETED'), 200, 'PUT ?action=COMPLETED'),
      refused: async ({ api, world }) => {
        if (world.id) expectStatus(await put(api, world, 'action=COMPLETED'), 409, 'PUT ?action=COMPLETED');
      },
    },
    CANCEL: {
      allowed: async ({ api, world }) =>
        expectStatus(await put(api, world, 'action=CANCEL'), 200, 'PUT ?action=CANCEL'),
      refused: async ({ api, world }) => {
        if (world.id) expectStatus(await put(api, world, 'action=CANCEL'), 409, 'PUT ?action=CANCEL');
      },
    },
  },

  async read(world, api) {
    if (!world.id) return null;
    const res = await api.get(`/api/crossdocking/${world.id}`, world.token);
    return res.statusCode === 200 ? res.json().status : `HTTP ${res.statusCode}`;
  },
  expected: (snapshot) => (snapshot.value === 'loading' ? null : String(snapshot.value)),
  serializeState: (snapshot) =>
    `${String(snapshot.value)} ${snapshot.context.lines.map((l: CrossLineState) => `${l.id}:${l.status}`).join(',')}`,
});
