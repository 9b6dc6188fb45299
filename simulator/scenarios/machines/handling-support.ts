import type { HandlingStatus } from '../../../src/domain/handling';
import { check, expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { adminToken } from './orders-area-support';

/**
 * What the handling and handling-item scenarios share (doc 3 §2 Handling, §7): each path opens a
 * seeded handling of the principal (simulator/seed/demo/handlings.ts, fixed for every seed) in the
 * sampled status — phd-000006 PENDING with one PENDING item, phd-000003 DONE, phd-000004
 * CANCELLED — in its own session restored from the snapshot, and acts on it with the calls the
 * console makes: PUT /position-handling/{id} ?operation=USER, ?action=COMPLETED, ?action=CANCEL
 * (the whole handling, or one item with `item`).
 */
export const HANDLING_OF: Record<HandlingStatus, string> = {
  PENDING: 'phd-000006',
  DONE: 'phd-000003',
  CANCELLED: 'phd-000004',
};
export const ASSIGNEE = 'usr-admin';

export interface HandlingWorld {
  token: string;
  /** the path's handling, once LOADED */
  id: string | null;
  /** its first item and that item's origin and destination positions */
  item: string | null;
  origin: string | null;
  destination: string | null;
}

interface HandlingJson {
  status: HandlingStatus;
  items: Array<{
    id: string;
    status: HandlingStatus;
    positionOrigin: { id: string };
    positionDestiny: { id: string } | null;
  }>;
}

export const emptyHandlingWorld = async (api: ScenarioApi): Promise<HandlingWorld> => ({
  token: await adminToken(api),
  id: null,
  item: null,
  origin: null,
  destination: null,
});

export async function handlingDetail(api: ScenarioApi, world: HandlingWorld): Promise<HandlingJson> {
  const res = await api.get(`/api/position-handling/${world.id}`, world.token);
  expectStatus(res, 200, 'GET /position-handling/{id}');
  return res.json();
}

/** LOADED: the seeded handling in `status`, its first item the path's item. */
export async function openHandling(api: ScenarioApi, world: HandlingWorld, status: HandlingStatus) {
  world.id = HANDLING_OF[status];
  const record = await handlingDetail(api, world);
  check(record.status === status, `${world.id} should be ${status}, is ${record.status}`);
  const [first] = record.items;
  check(first, `${world.id} has no items`);
  world.item = first.id;
  world.origin = first.positionOrigin.id;
  world.destination = first.positionDestiny?.id ?? null;
}

export const handlingPut = (api: ScenarioApi, world: HandlingWorld, query: string, body: unknown = {}) =>
  api.request('PUT', `/api/position-handling/${world.id}?${query}`, { token: world.token, body });

type Answer = Promise<{ statusCode: number; body: string }>;

/** A call the machine allows: 200. */
export async function accepted(res: Answer, call: string) {
  const answer = await res;
  check(
    answer.statusCode === 200,
    `${call}: 200 expected, got ${answer.statusCode} ${answer.body.slice(0, 200)}`,
  );
}

/** A call the machine refuses: 409, or 400 when doc 3 §5 explains the bad move first. */
export async function refused(res: Answer, call: string) {
  const answer = await res;
  check(
    answer.statusCode === 409 || answer.statusCode === 400,
    `${call}: refusal expected, got ${answer.statusCode} ${answer.body.slice(0, 200)}`,
  );
}

/** The step of one PUT: 200 when the machine takes the event, the refusal otherwise (nothing is
 * called before LOADED: the screen has no button yet). */
export const putStep = <E>(query: string, bodyOf: (world: HandlingWorld, event: E) => unknown) => ({
  allowed: ({ api, world, event }: { api: ScenarioApi; world: HandlingWorld; event: E }) =>
    accepted(handlingPut(api, world, query, bodyOf(world, event)), `PUT ?${query}`),
  refused: async ({ api, world, event }: { api: ScenarioApi; world: HandlingWorld; event: E }) => {
    if (world.id) await refused(handlingPut(api, world, query, bodyOf(world, event)), `PUT ?${query}`);
  },
});
