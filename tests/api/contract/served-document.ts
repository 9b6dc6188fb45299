import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** An OpenAPI document as JSON. */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

/** The document a tester's tools read: what GET /docs/json serves (issue 28). */
export async function servedDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}
