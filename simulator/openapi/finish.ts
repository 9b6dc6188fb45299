import { SIM_SESSION_NAME } from '../../src/domain/sim-session-name';
import { SIM_SESSION_HEADER } from '../plugins/sim-session';
import { DEFAULT_SESSION } from '../store/session-values';
import {
  ERROR_BODY_SCHEMA,
  ERROR_RESPONSE_NAMES,
  ERROR_SCHEMA_NAME,
  errorResponses,
  errorStatuses,
} from './error-answers';
import { referToNamedSchemas } from './named-schemas';
import { exclusiveBoundsAs30, optionalBodies } from './openapi30';

/**
 * The last step of /docs (@fastify/swagger `transformObject`, issue 28): what every operation
 * shares is added here once, from what the operation does, instead of in each of the routes —
 * an `operationId`, the `x-sim-session` header, `security: []` on a public call, its error answers
 * (error-answers.ts) — then the document is made valid OpenAPI 3.0.3 (openapi30.ts) and refers to
 * the named records (named-schemas.ts).
 */

type Json = Record<string, unknown>;
type Operation = Json & {
  parameters?: Array<Json>;
  responses?: Record<string, unknown>;
  requestBody?: Json;
  security?: unknown[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export const SESSION_PARAMETER = 'SimSession';

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/** `GET /api/orders/{id}/items` → `getOrdersByIdItems`; `/__sim/clock` → `getSimClock`. Stable:
 * it is the method and path; the platform's `/api` prefix is left out. */
export function operationIdOf(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const words = segments.map((s) => (/^\{.+\}$/.test(s) ? `By${pascal(s.slice(1, -1))}` : pascal(s)));
  return method.toLowerCase() + words.join('');
}

const template = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

/**
 * Paths equal but for their parameters' names are one path to OpenAPI (`PUT /api/nps/{code}` and
 * `GET /api/nps/{id}`): the later one's operations move under the first, their parameters renamed
 * and described by the name the route gives them.
 */
function mergeIdenticalPaths(paths: Record<string, Record<string, Operation>>): void {
  const first = new Map<string, string>();
  for (const path of Object.keys(paths)) {
    const key = template(path);
    const kept = first.get(key);
    if (kept === undefined) {
      first.set(key, path);
      continue;
    }
    const rename = new Map(paramNames(path).map((name, i) => [name, paramNames(kept)[i]]));
    for (const [method, operation] of Object.entries(paths[path])) {
      for (const parameter of operation.parameters ?? []) {
        const to = parameter.in === 'path' ? rename.get(parameter.name as string) : undefined;
        if (to === undefined || to === parameter.name) continue;
        parameter.description = `the ${parameter.name} (this operation's name for \`{${to}}\`)`;
        parameter.name = to;
      }
      paths[kept][method] = operation;
    }
    delete paths[path];
  }
}

/** Every operation of the document with its method and path. */
function* operations(doc: Json): Generator<[string, string, Operation]> {
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>))
    for (const method of METHODS) if (item[method]) yield [method, path, item[method]];
}

function uniqueOperationIds(doc: Json): void {
  const seen = new Set<string>();
  for (const [method, path, operation] of operations(doc)) {
    const base = operationIdOf(method, path);
    let id = base;
    for (let n = 2; seen.has(id); n++) id = `${base}${n}`;
    seen.add(id);
    operation.operationId = id;
  }
}

function finishOperation(method: string, path: string, operation: Operation): void {
  const signedIn = (operation.security ?? []).length > 0;
  // a public call says so: without `security` it would take a root one (issue 28)
  operation.security ??= [];
  const parameters = operation.parameters ?? [];
  parameters.push({ $ref: `#/components/parameters/${SESSION_PARAMETER}` });
  operation.parameters = parameters;
  if (operation.requestBody) optionalBodies(operation.requestBody);
  const statuses = errorStatuses({
    method,
    path,
    signedIn,
    hasPathParams: parameters.some((p) => p.in === 'path'),
    hasBody: operation.requestBody !== undefined,
  });
  const responses = operation.responses ?? {};
  for (const status of statuses)
    responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSE_NAMES[status]}` };
  operation.responses = responses;
}

/** The `x-sim-session` header (plugins/sim-session.ts; DESIGN §5), optional on every call. */
const SESSION_HEADER = {
  name: SIM_SESSION_HEADER,
  in: 'header',
  required: false,
  description:
    `The simulator session this call belongs to (each holds its own data, clock, fault rules and journal; ` +
    `none: \`${DEFAULT_SESSION}\`). Type a session's name to try a call in it; a name the rule refuses answers 400.`,
  schema: { type: 'string', pattern: SIM_SESSION_NAME.source, example: DEFAULT_SESSION },
};

/** @fastify/swagger `transformObject`: the finished document. */
export function finishDocument(doc: Json): Json {
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  uniqueOperationIds(doc);
  mergeIdenticalPaths(paths);
  for (const [method, path, operation] of operations(doc)) finishOperation(method, path, operation);
  const components = (doc.components ?? {}) as Json;
  components.schemas = {
    ...(components.schemas as Json),
    [ERROR_SCHEMA_NAME]: structuredClone(ERROR_BODY_SCHEMA),
  };
  components.responses = { ...(components.responses as Json), ...errorResponses() };
  components.parameters = { ...(components.parameters as Json), [SESSION_PARAMETER]: SESSION_HEADER };
  doc.components = components;
  exclusiveBoundsAs30(doc);
  referToNamedSchemas(doc);
  return doc;
}
