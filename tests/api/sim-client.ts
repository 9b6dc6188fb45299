import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../simulator/app';

// The client lives with the scenario runner (it drives the same in-process simulator).
export { SimClient } from '../../simulator/scenarios/sim-client';

/** One in-memory simulator per test file, closed after it. */
export function simulator(): FastifyInstance {
  const app = buildApp({ dbPath: ':memory:' });
  afterAll(() => app.close());
  return app;
}

/** Asserts the error body of docs/CONTRACTS.md. */
export function errorOf(res: LightMyRequestResponse) {
  const body = res.json();
  return { status: res.statusCode, message: body.message as string, body };
}
