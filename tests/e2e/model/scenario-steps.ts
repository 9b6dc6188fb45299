import type { APIRequestContext } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { graphOf } from '../../../simulator/scenarios/graph';
import type { SimClient } from '../../../simulator/scenarios/sim-client';
import type { AnyScenarioMachine } from '../../../simulator/scenarios/types';

/**
 * The UI models' bridge to the API scenarios (simulator/scenarios/machines): a record is made the
 * way the API level makes it — the scenario's own steps — so no rule of how a status is reached is
 * written a second time in the browser suite.
 */

/**
 * The scenario steps call the simulator through a SimClient (in-process `inject`); in the browser
 * run the same calls go over HTTP on the browser's simulator session (the `request` fixture carries
 * its `x-sim-session`). The steps read only `statusCode`, `body` and `json()` of an answer.
 */
export function browserSessionApi(request: APIRequestContext): SimClient {
  const call = async (method: string, url: string, options: { body?: unknown; token?: string } = {}) => {
    const res = await request.fetch(url, {
      method,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body === undefined ? {} : { data: options.body }),
    });
    const body = await res.text();
    return { statusCode: res.status(), body, json: () => JSON.parse(body) };
  };
  const api = { request: call, get: (url: string, token?: string) => call('GET', url, { token }) };
  return api as unknown as SimClient;
}

/** Makes the path's record for its first event (a LOADED) with `entry`'s own LOADED step, on the
 * browser's simulator session; the step writes what it made (ids…) into `world`. */
export async function loadedByScenario<World>(
  entry: AnyScenarioMachine,
  first: AnyEventObject | undefined,
  request: APIRequestContext,
  world: World,
): Promise<World> {
  const loaded = entry.steps.LOADED?.allowed;
  if (first?.type !== 'LOADED' || !loaded)
    throw new Error(`${entry.name}: a path starts with LOADED, made by the scenario's LOADED step`);
  const g = graphOf(entry);
  const before = g.initial();
  await loaded({
    event: first,
    before,
    after: g.step(before, first).next,
    world,
    api: browserSessionApi(request),
  });
  return world;
}
