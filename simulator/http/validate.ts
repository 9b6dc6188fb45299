import { type Type, type } from 'arktype';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { validate } from '../../src/domain/validation';
import { type InputPart, MESSAGES } from '../i18n/messages/platform';
import { badRequest } from './http-error';

/**
 * Routes declare arktype schemas (from src/domain wherever the rule lives there) for params,
 * query and body. A preValidation hook runs `validate()` and answers 400 with `problems` (the
 * same locale keys the console's forms use, doc 1 §8). The schemas' JSON Schema is attached to
 * the Fastify route only for the OpenAPI document at /docs: Fastify's own validator is a no-op
 * (see `documentationOnlyValidator`), so input is validated once, by arktype.
 */

/** doc 1 §7.1: every call may carry `origin=web`; no route reads other query parameters yet. */
export const apiQuery = type({ 'origin?': 'string' });
/** Calls with nothing to send (e.g. POST /__sim/reset): no body, or an empty JSON object. */
export const noBody = type('undefined | Record<string, never>');

export interface RouteSpec<P, Q, B> {
  method: HTTPMethods;
  url: string;
  summary: string;
  tags: string[];
  /** signed in: bearer token (401) whose viewed company the user may view (403) */
  auth?: boolean;
  params?: Type<P>;
  querystring?: Type<Q>;
  body?: Type<B>;
  handler: (
    request: FastifyRequest<{ Params: P; Querystring: Q; Body: B }>,
    reply: FastifyReply,
  ) => Promise<unknown>;
}

type Part = 'params' | 'querystring' | 'body';
const PART_NAMES: Record<Part, InputPart> = { params: 'path', querystring: 'query', body: 'body' };
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Fastify's validator compiler for every route: accepts everything (arktype validates). */
export const documentationOnlyValidator = () => () => true;

/** JSON Schema of an arktype type for the docs; rules JSON Schema cannot express (predicates
 * such as CNPJ check digits) fall back to their base type. */
export function docSchema(t: Type<unknown>): Record<string, unknown> {
  return t.toJsonSchema({ dialect: null, fallback: (ctx) => ctx.base }) as Record<string, unknown>;
}

function checkSpec(spec: RouteSpec<unknown, unknown, unknown>): void {
  // Every route has a schema for each part it can receive (issue: "every route has a schema").
  if (spec.url.includes(':') && !spec.params) throw new Error(`${spec.url}: path parameters need a schema`);
  if (BODY_METHODS.has(spec.method as string) && !spec.body)
    throw new Error(`${spec.url}: body needs a schema`);
}

export function addRoute<P = unknown, Q = unknown, B = unknown>(
  app: FastifyInstance,
  spec: RouteSpec<P, Q, B>,
): void {
  const generic = spec as unknown as RouteSpec<unknown, unknown, unknown>;
  checkSpec(generic);
  const schemas: Partial<Record<Part, Type<unknown>>> = {
    params: generic.params,
    querystring: generic.querystring ?? apiQuery,
    body: generic.body,
  };
  const documented: FastifySchema & Record<string, unknown> = {
    summary: spec.summary,
    tags: spec.tags,
    ...(spec.auth ? { security: [{ bearerAuth: [] }] } : {}),
  };
  for (const [part, t] of Object.entries(schemas) as Array<[Part, Type<unknown> | undefined]>) {
    if (t) documented[part] = docSchema(t);
  }

  app.route({
    method: spec.method,
    url: spec.url,
    schema: documented,
    onRequest: spec.auth ? [app.authenticate, app.enforceTenancy] : undefined,
    preValidation: async (request) => {
      const input = request as unknown as Record<string, unknown>;
      for (const [part, t] of Object.entries(schemas) as Array<[Part, Type<unknown> | undefined]>) {
        if (!t) continue;
        const key = part === 'querystring' ? 'query' : part;
        const result = validate(t, input[key]);
        if (!result.ok)
          throw badRequest(MESSAGES.invalidInput(PART_NAMES[part], result.problems), result.problems);
        input[key] = result.value;
      }
    },
    handler: spec.handler as never,
  });
}
