import { type ArkErrors, type Type, type } from 'arktype';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { type Problem, problemsOf } from '../../src/domain/validation';
import { type InputPart, MESSAGES, typeMismatchText } from '../i18n/messages/platform';
import { type AnswerSpec, responseSchemas } from './answers';
import { badRequest } from './http-error';
import { type TypeMismatch, typeMismatchOf } from './type-mismatch';

/**
 * Routes declare arktype schemas (from src/domain wherever the rule lives there) for params,
 * query and body. A preValidation hook runs them (`checked`) and answers 400 with `problems` (the
 * same locale keys the console's forms use, doc 1 §8). The schemas' JSON Schema is attached to
 * the Fastify route only for the OpenAPI document at /docs: Fastify's own validator is a no-op
 * (see `documentationOnlyValidator`), so input is validated once, by arktype.
 *
 * Bodies of the platform API (DESIGN §5): a call reads the fields its schema names; a field it
 * does not name is ignored, never refused (arktype keeps undeclared keys by default, and no
 * schema here lists a field as forbidden), so no message can name an internal type such as
 * arktype's `never`. Only the control API refuses fields (`emptyBody`), and names them.
 */

/** doc 1 §7.1: every call may carry `origin=web`; no route reads other query parameters yet. */
export const apiQuery = type({ 'origin?': 'string' });
/** Platform calls that read nothing from their body (finalize, cancel, reprocess…): no body, or
 * any JSON object, whose fields are ignored (DESIGN §5 "Unknown body fields are ignored"). */
export const noBody = type('undefined | Record<string, unknown>');
/** Control calls (/__sim) with nothing to send: no body, or `{}`. A field is refused by name
 * ("everything must be removed"): a tester's typo must not reset or restore unnoticed. */
export const emptyBody = type({}).onUndeclaredKey('reject').or('undefined');
/** What /docs says of a `noBody` call. */
const NO_BODY_NOTE = 'Reads no body: send none or `{}`; any field sent is ignored.';

export interface RouteSpec<P, Q, B> {
  method: HTTPMethods;
  url: string;
  summary: string;
  /** the OpenAPI description, below the summary (a route whose body is `noBody` says so by itself) */
  description?: string;
  tags: string[];
  /** signed in: bearer token (401) whose viewed company the user may view (403) */
  auth?: boolean;
  params?: Type<P>;
  querystring?: Type<Q>;
  body?: Type<B>;
  /** what a success answers (http/answers.ts): documented at /docs, serialised from its schema */
  response?: AnswerSpec;
  /** the largest body this call takes, when it is not the server's (app.ts BODY_LIMIT_BYTES) */
  bodyLimit?: number;
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

type Checked =
  | { ok: true; value: unknown }
  | { ok: false; problems: Problem[]; mismatches: Array<TypeMismatch | undefined> };

/** One part of a request through its schema. A field of the wrong type is said by
 * `typeMismatchText` (the caller's language names the kinds it takes), also in the problem's
 * English `message`: arktype's own sentence for it may name an internal type ("undefined"). */
export function checked(t: Type<unknown>, data: unknown): Checked {
  const out = t(data);
  return out instanceof type.errors ? refusal(out) : { ok: true, value: out };
}

function refusal(errors: ArkErrors): Checked & { ok: false } {
  const mismatches = [...errors].map(typeMismatchOf);
  const problems = problemsOf(errors).map((problem, i) => {
    const mismatch = mismatches[i];
    return mismatch ? { ...problem, message: typeMismatchText('en-US', problem.field, mismatch) } : problem;
  });
  return { ok: false, problems, mismatches };
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
  const description = spec.description ?? (spec.body === noBody ? NO_BODY_NOTE : undefined);
  const documented: FastifySchema & Record<string, unknown> = {
    summary: spec.summary,
    ...(description ? { description } : {}),
    tags: spec.tags,
    ...(spec.auth ? { security: [{ bearerAuth: [] }] } : {}),
    response: responseSchemas(spec.response),
  };
  for (const [part, t] of Object.entries(schemas) as Array<[Part, Type<unknown> | undefined]>) {
    if (t) documented[part] = docSchema(t);
  }

  // Hooks in callback style (no promise per hook and request); a thrown error answers.
  const checks = (Object.entries(schemas) as Array<[Part, Type<unknown> | undefined]>)
    .filter((entry): entry is [Part, Type<unknown>] => entry[1] !== undefined)
    .map(([part, t]) => ({ part, t, key: part === 'querystring' ? 'query' : part }));
  app.route({
    method: spec.method,
    url: spec.url,
    schema: documented,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    onRequest: spec.auth
      ? (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
          app.authenticate(request);
          app.enforceTenancy(request);
          done();
        }
      : undefined,
    preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      const input = request as unknown as Record<string, unknown>;
      for (const { part, t, key } of checks) {
        // `checked` without its result object: a valid part (nearly every call) allocates nothing
        const out = t(input[key]);
        if (out instanceof type.errors) {
          const { problems, mismatches } = refusal(out);
          throw badRequest(MESSAGES.invalidInput(PART_NAMES[part], problems, mismatches), problems);
        }
        input[key] = out;
      }
      done();
    },
    handler: spec.handler as never,
  });
}
