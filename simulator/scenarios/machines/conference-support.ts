import { expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import {
  call,
  type Drive,
  detail,
  itemUrlOf,
  LINE_QUANTITY,
  type OperationWorld,
} from './operations-support';

/**
 * What the conference and conference-item scenarios share: the read of one line (COUNT, PUT
 * /conference/{id}/{item} `{conferenceItemId, order, item, quantity}` — doc 3 §7) of the path's one
 * order, `l1` / `l2` being its order items (operations-support.ts `openOperation`); the line id
 * (`conferenceItemId`) is read from the detail.
 */
export const conferenceItemUrl = itemUrlOf('conference');

export async function countBody(api: ScenarioApi, world: OperationWorld, sample: string, quantity: number) {
  const record = (await detail(api, 'conference', world)) as unknown as {
    items: Array<{ id: string; order: { items: Array<{ id: string; lineId: string }> } }>;
  };
  const orderItem = world.lines[sample] ?? sample;
  const line = record.items.find((i) => i.id === world.item)?.order.items.find((l) => l.id === orderItem);
  return { conferenceItemId: line?.lineId ?? 'unknown', order: world.order, item: orderItem, quantity };
}

/** COUNT of sample line `sample`: 200 when `ok`, else the refusal (409, or 400 for a bad quantity). */
export async function count(
  api: ScenarioApi,
  world: OperationWorld,
  sample: string,
  quantity: number,
  ok: boolean,
): Promise<void> {
  await call(api, world, 'PUT', conferenceItemUrl(world), await countBody(api, world, sample, quantity), ok);
}

/** Reads every line of the path's order as expected, then finalizes it: the order ends DONE. */
export const countAllAndFinalize: Drive = async (api, world) => {
  for (const sample of Object.keys(world.lines)) await count(api, world, sample, LINE_QUANTITY, true);
  const res = await api.request('PUT', conferenceItemUrl(world, 'COMPLETED'), {
    token: world.token,
    body: {},
  });
  expectStatus(res, 200, 'PUT conference item COMPLETED');
};

/** Reads l1 as expected: the order (and the conference) go INPROGRESS. */
export const countFirst: Drive = (api, world) => count(api, world, 'l1', LINE_QUANTITY, true);

/** Finalizes the order as it is: an unread line reads 0, a divergence → OCCURRENCE. */
export const finalizeAsIs: Drive = async (api, world) => {
  const res = await api.request('PUT', conferenceItemUrl(world, 'COMPLETED'), {
    token: world.token,
    body: {},
  });
  expectStatus(res, 200, 'PUT conference item COMPLETED');
};

export const cancelOrder: Drive = async (api, world) => {
  const res = await api.request('PATCH', conferenceItemUrl(world), { token: world.token });
  expectStatus(res, 200, 'PATCH conference item');
};
