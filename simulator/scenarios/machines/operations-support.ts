import type { AnyStateMachine } from 'xstate';
import type { LineState } from '../../../src/domain/operation-rules';
import type { OperationStatus } from '../../../src/domain/operations';
import type { VolumeLine } from '../../../src/domain/packing-volumes';
import { DEMO_PRODUCT_BARCODE } from '../../seed/demo/order-ids';
import { check, expectStatus, ScenarioError } from '../check';
import type { ScenarioApi } from '../scenario-api';
import type { ScenarioMachine } from '../types';
import { adminToken, SCENARIO_PARTY } from './orders-area-support';

/**
 * What the inbound, storage, picking and packing scenarios share (OPERATIONS-CONTRACT.md): each
 * path creates a fresh order with two product lines and the operation for it, so the lines the
 * machine samples name (`l1`, `l2`) map to the record's real ids, and drives it into the status a
 * LOADED sample asks for with the same calls the console makes.
 */
export type OperationKind = 'inbound' | 'storage' | 'picking' | 'packing' | 'outbound' | 'conference';

/** Both lines are the demo product with stock (SKU-00001, the seeded barcode), 2 units each. */
export const LINE_QUANTITY = 2;
export const SAMPLE_BARCODE = DEMO_PRODUCT_BARCODE;
export const ASSIGNEE = 'usr-admin';

export interface OperationWorld {
  token: string;
  id: string;
  /** the operation item (the order inside the record) */
  item: string;
  order: string;
  /** sample line id (l1, l2) → the real line id (order item for inbound/storage, row for picking) */
  lines: Record<string, string>;
  /** a position to store into / picked from (storage, picking) */
  position: string | null;
}

/** The sample lines a LOADED event carries, `l1`… in these statuses (the path's record is
 * created with as many lines). */
export const sampleLines = (...statuses: OperationStatus[]): LineState[] =>
  statuses.map((status, i) => ({ id: `l${i + 1}`, status, quantity: LINE_QUANTITY }));

/** `/api/{kind}/{id}` of the path's record, with `?action=…` when given. */
export const recordUrlOf =
  (kind: OperationKind) =>
  (w: { id: string }, action?: string): string =>
    `/api/${kind}/${w.id}${action ? `?action=${action}` : ''}`;

/** `/api/{kind}/{id}/{item}` of the path's order, with `?action=…` when given. */
export const itemUrlOf =
  (kind: OperationKind) =>
  (w: OperationWorld, action?: string): string =>
    `/api/${kind}/${w.id}/${w.item}${action ? `?action=${action}` : ''}`;

/** A path's world before its LOADED event opens the record (the events before it are refused
 * without a call: the screen is still loading). */
export const emptyWorld = async (api: ScenarioApi): Promise<OperationWorld> => ({
  token: await adminToken(api),
  id: '',
  item: '',
  order: '',
  lines: {},
  position: null,
});

/** Creates the path's record: an order with `lineCount` lines and the operation for it. */
/** The body of a fresh NEW order of the scenarios (doc 2 §7 POST /orders) with these items. */
export const scenarioOrder = (items: Array<Record<string, unknown>>) => ({
  orderDate: '2025-01-06 10:00',
  deliveryDate: '2025-01-08 10:00',
  type: 'NEW',
  sender: SCENARIO_PARTY,
  recipient: SCENARIO_PARTY,
  items,
});

export async function openOperation(
  api: ScenarioApi,
  world: OperationWorld,
  kind: OperationKind,
  lineCount = 2,
): Promise<void> {
  const { token } = world;
  const order = await api.request('POST', '/api/orders', {
    token,
    body: scenarioOrder(
      Array.from({ length: lineCount }, () => ({
        sku: 'SKU-00001',
        barcode: SAMPLE_BARCODE,
        description: 'Item',
        quantity: LINE_QUANTITY,
        priceUnit: 1,
      })),
    ),
  });
  expectStatus(order, 201, 'POST /orders');
  const orderId: string = order.json().order.id;
  const created = await api.request('POST', `/api/${kind}`, { token, body: { orders: [orderId] } });
  expectStatus(created, 201, `POST /${kind}`);
  world.id = created.json().id;
  world.order = orderId;
  const record = await detail(api, kind, world);
  const item = record.items[0];
  world.item = item.id;
  const ids: string[] =
    kind === 'picking'
      ? item.itemPositions.map((r: { id: string }) => r.id)
      : kind === 'packing'
        ? item.volumes.map((v: { orderItem: string }) => v.orderItem)
        : item.order.items.map((l: { id: string }) => l.id);
  check(ids.length === lineCount, `${kind} ${world.id} should have ${lineCount} lines, has ${ids.length}`);
  world.lines = Object.fromEntries(ids.map((id, i) => [`l${i + 1}`, id]));
  if (kind === 'picking') world.position = item.itemPositions[0].position?.id ?? null;
  if (kind === 'storage' || kind === 'outbound') world.position = await storablePosition(api, token);
}

async function storablePosition(api: ScenarioApi, token: string): Promise<string> {
  const res = await api.get('/api/position?isActive=true&inInventory=false&take=1', token);
  expectStatus(res, 200, 'GET /position');
  const [first] = res.json().positions;
  if (!first) throw new ScenarioError('no active position outside inventory in the seed');
  return first.id;
}

/** The parts of a detail answer the scenarios read (the full shapes: src/domain/operations.ts). */
interface RecordJson {
  status: string;
  items: Array<{
    id: string;
    status: string;
    itemPositions: Array<{ id: string; status: string; position: { id: string } | null }>;
    volumes: VolumeLine[];
    order: { items: Array<{ id: string; status?: string }> };
  }>;
}

export async function detail(
  api: ScenarioApi,
  kind: OperationKind,
  world: { id: string; token: string },
): Promise<RecordJson> {
  const res = await api.get(`/api/${kind}/${world.id}`, world.token);
  expectStatus(res, 200, `GET /${kind}/${world.id}`);
  return res.json();
}

/** A call that changes the record: `ok` true expects 200, false the refusal (409, or 400 when
 * the refused input is malformed, e.g. no position chosen). */
export async function call(
  api: ScenarioApi,
  world: { token: string },
  method: 'PUT' | 'PATCH',
  url: string,
  body: unknown,
  ok: boolean,
): Promise<void> {
  const res = await api.request(method, url, { token: world.token, body });
  if (ok) return expectStatus(res, 200, `${method} ${url}`);
  if (res.statusCode !== 409 && res.statusCode !== 400)
    throw new ScenarioError(
      `${method} ${url}: expected a refusal (409/400), got ${res.statusCode} ${res.body.slice(0, 200)}`,
    );
}

export async function recordStatus(
  api: ScenarioApi,
  kind: OperationKind,
  world: OperationWorld,
): Promise<string> {
  const res = await api.get(`/api/${kind}/${world.id}`, world.token);
  return res.statusCode === 200 ? res.json().status : `HTTP ${res.statusCode}`;
}

export async function itemStatus(
  api: ScenarioApi,
  kind: OperationKind,
  world: OperationWorld,
): Promise<string> {
  const res = await api.get(`/api/${kind}/${world.id}`, world.token);
  if (res.statusCode !== 200) return `HTTP ${res.statusCode}`;
  const item = res.json().items.find((i: { id: string }) => i.id === world.item);
  return item ? item.status : 'missing item';
}

/** An operation scenario's registry entry: the machine's own name, samples and steps, and what
 * every operation scenario shares — a fresh world per path, and the status read back (the
 * record's at `record` level, the path's order's at `item` level) compared with the machine's
 * state once loaded. */
export const defineOperationScenario = <M extends AnyStateMachine>(
  kind: OperationKind,
  level: 'record' | 'item',
  entry: Omit<ScenarioMachine<M, OperationWorld>, 'setup' | 'read' | 'expected'>,
): ScenarioMachine<M, OperationWorld> => ({
  ...entry,
  setup: async (api: ScenarioApi) => emptyWorld(api),
  read: (world: OperationWorld, api: ScenarioApi) =>
    level === 'record' ? recordStatus(api, kind, world) : itemStatus(api, kind, world),
  expected: loadedExpected,
});

/** Graph identity of a lines machine: its state and its lines' statuses. */
export const linesIdentity = (snapshot: { value: unknown; context: { lines: LineState[] } }) =>
  `${String(snapshot.value)}|${snapshot.context.lines.map((l) => `${l.id}:${l.status}`).join(',')}`;

export const loadedExpected = (snapshot: { value: unknown }) =>
  snapshot.value === 'loading' ? null : String(snapshot.value);

/**
 * The step of an event that is one call: `allowed` expects 200, `refused` expects the refusal
 * (nothing is called while the screen is still loading: there is no button yet).
 */
export function callStep<E>(
  method: 'PUT' | 'PATCH',
  urlOf: (world: OperationWorld, event: E) => string,
  bodyOf: (world: OperationWorld, event: E) => unknown = () => ({}),
) {
  type Step = { event: E; world: OperationWorld; api: ScenarioApi; before: { value: unknown } };
  return {
    allowed: ({ event, world, api }: Step) =>
      call(api, world, method, urlOf(world, event), bodyOf(world, event), true),
    refused: ({ event, world, api, before }: Step) =>
      before.value === 'loading'
        ? Promise.resolve()
        : call(api, world, method, urlOf(world, event), bodyOf(world, event), false),
  };
}

export const assignBody = () => ({ user: ASSIGNEE });

/** ASSIGN_USER of every kind, record or item: a PUT of the assignee on its URL (doc 3 §7). */
export const assignStep = (urlOf: (world: OperationWorld) => string) =>
  callStep('PUT', (w) => urlOf(w), assignBody);

/** A call a LOADED sample's record takes on its way to the sampled status (it must succeed). */
export type Drive = (api: ScenarioApi, world: OperationWorld) => Promise<void>;

/** The Drive of one call that must answer 200 (its URL and body read the world once it is open). */
export const accepted =
  (
    method: 'PUT' | 'PATCH',
    urlOf: (world: OperationWorld) => string,
    bodyOf: (world: OperationWorld) => unknown = () => ({}),
  ): Drive =>
  (api, world) =>
    call(api, world, method, urlOf(world), bodyOf(world), true);

/** The sample line ids (l1, l2…) of the path's order whose line (`order.items`, or the picking
 * rows) is not settled yet, read from the record's detail. */
export async function openSampleLines(api: ScenarioApi, kind: OperationKind, world: OperationWorld) {
  const item = (await detail(api, kind, world)).items.find((i) => i.id === world.item);
  const lines: Array<{ id: string; status?: string }> =
    kind === 'picking' ? (item?.itemPositions ?? []) : (item?.order.items ?? []);
  const open = new Set(lines.filter((l) => l.status !== 'DONE' && l.status !== 'CANCELLED').map((l) => l.id));
  return Object.entries(world.lines)
    .filter(([, id]) => open.has(id))
    .map(([sample]) => sample);
}

/**
 * ITEMS_CHANGED of a record machine (doc 3 §4 derived status): no API call sends it — the
 * simulator sends it after an item-level change — so its step is the call that causes it: the
 * path's one order changed into the sample's item status by `into[status]` (its finalize, its
 * cancel…), and the record read back must be in the state the machine leads to. A refused one
 * calls nothing: the machine refuses it where no item change could lead anywhere.
 */
export const itemsChangedStep = (into: Partial<Record<OperationStatus, Drive>>) => ({
  allowed: async ({
    event,
    api,
    world,
  }: {
    event: { items: OperationStatus[] };
    api: ScenarioApi;
    world: OperationWorld;
  }) => {
    const [status] = event.items;
    const drive = into[status];
    if (event.items.length !== 1 || !drive)
      throw new ScenarioError(`no call makes the path's one order ${event.items.join(', ')}`);
    await drive(api, world);
  },
});

/** What sizes a LOADED sample's record: its lines, or the packing item's volume lines (one per
 * order line in the samples); a sample without either gets `openOperation`'s two lines. */
interface LoadedSample {
  status: OperationStatus;
  lines?: readonly unknown[];
  volumes?: readonly unknown[];
}

/**
 * The LOADED step of every operation scenario: a fresh record of `kind` sized by the sample, then
 * driven into the sampled status by `into[status]` with the calls the console makes (PENDING, a
 * fresh record's status, needs none). Each scenario keeps its own `into`: how a status is reached
 * differs per kind and level.
 */
export const loadedStep = (kind: OperationKind, into: Partial<Record<OperationStatus, Drive>>) => ({
  allowed: async ({
    event,
    api,
    world,
  }: {
    event: LoadedSample;
    api: ScenarioApi;
    world: OperationWorld;
  }) => {
    await openOperation(api, world, kind, event.lines?.length ?? event.volumes?.length);
    await into[event.status]?.(api, world);
  },
});
