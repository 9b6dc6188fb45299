import type { SimResponse } from './scenario-api';

/** A failed expectation of a scenario step (plain errors: the runner works outside vitest). */
export class ScenarioError extends Error {
  override name = 'ScenarioError';
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ScenarioError(message);
}

/** The call answered `status` (the message names the call and shows the answer otherwise). */
export function expectStatus(res: SimResponse, status: number, call: string): void {
  if (res.statusCode !== status)
    throw new ScenarioError(`${call}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
}

/** The call never got an answer (a fault rule dropped the connection). */
export async function expectDropped(call: Promise<unknown>, name: string): Promise<void> {
  try {
    const res = (await call) as SimResponse;
    throw new ScenarioError(`${name}: expected a dropped connection, got ${res.statusCode}`);
  } catch (error) {
    if (error instanceof ScenarioError) throw error;
  }
}
