import { BODY_LIMIT_BYTES } from '../app';

/**
 * The error answers each operation of /docs declares (issue 28 "A contract third-party tools
 * accept"), decided from what the operation does, the way the simulator answers them: every error
 * is the errors plugin's one body (plugins/errors.ts, docs/CONTRACTS.md), `ErrorBody` below.
 * A fault rule a tester sets (/__sim/faults) may answer any status on any call: not declared.
 */

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** What the document says of one operation, all the rules below read. */
export interface OperationFacts {
  method: string;
  /** the OpenAPI path, `{id}` params */
  path: string;
  /** carries `security` with the bearer scheme (addRoute `auth: true`) */
  signedIn: boolean;
  hasPathParams: boolean;
  hasBody: boolean;
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const PLATFORM = /^\/api\//;
const LOGIN = 'post /api/auth/login';

/** Operations answering a status the rules do not give them, each with the handler line that
 * answers it. A path ending in `*` covers the paths it starts. */
const EXTRA: ReadonlyArray<{ op: string; statuses: ErrorStatus[] }> = [
  // routes/auth.routes.ts: wrong credentials 401, a SERVICE account 403, a locked name 429
  // (plugins/login-attempts.ts)
  { op: LOGIN, statuses: [401, 403, 429] },
  // routes/sim-devices.routes.ts: every replay call 409 while the simulator runs without devices
  { op: '* /__sim/devices/replays*', statuses: [409] },
  // routes/sim-route-confirmations.routes.ts: an unknown route 404, one not waiting 409
  { op: 'post /__sim/devices/route-confirmations', statuses: [404, 409] },
  // routes/sim-scenarios.routes.ts: a run is going already
  { op: 'post /__sim/scenarios/runs', statuses: [409] },
  // routes/sim-data-reset.routes.ts: a snapshot named in the body that does not exist
  { op: 'post /__sim/reset/data', statuses: [404] },
];

function matches(pattern: string, method: string, path: string): boolean {
  const [m, p] = pattern.split(' ');
  if (m !== '*' && m !== method) return false;
  return p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : p === path;
}

/** The error statuses `op` answers, ascending. */
export function errorStatuses(op: OperationFacts): ErrorStatus[] {
  const method = op.method.toLowerCase();
  // every call: a malformed `x-sim-session` (plugins/sim-session.ts), and the query, path and
  // body each checked by its arktype schema (http/validate.ts), malformed JSON (Fastify)
  const out = new Set<ErrorStatus>([400]);
  // addRoute `auth`: no or a bad token 401, a viewed company the user may not view 403 (doc 1 §6)
  if (op.signedIn) for (const s of [401, 403] as const) out.add(s);
  const platformChange =
    STATE_CHANGING.has(method) && PLATFORM.test(op.path) && `${method} ${op.path}` !== LOGIN;
  // a record named in the path, or in a platform change's body (the orders a new inbound takes…),
  // that does not exist, or is another company's (doc 1 §6 hides it)
  if (op.hasPathParams || (platformChange && op.hasBody)) out.add(404);
  // a body over BODY_LIMIT_BYTES 413, a content type no parser reads 415 (Fastify's own)
  if (op.hasBody) for (const s of [413, 415] as const) out.add(s);
  // a platform change the lifecycle machine refuses, or a duplicate (http/decide.ts; doc 3)
  if (platformChange) out.add(409);
  for (const extra of EXTRA)
    if (matches(extra.op, method, op.path)) for (const s of extra.statuses) out.add(s);
  return [...out].sort((a, b) => a - b);
}

/** The name of each status's shared response under `components.responses`. */
export const ERROR_RESPONSE_NAMES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

/** Read when the document is built: app.ts imports this module's plugin (no value of it at load). */
const why = (): Record<ErrorStatus, string> => ({
  400: 'Bad input: `problems` names each field and its problem (also a malformed `x-sim-session` or JSON).',
  401: 'No bearer token, or one that is invalid, expired or names no active user of this session.',
  403: 'The token views a company the user may not view, or the user may not do this.',
  404: 'The record named in the path (or body) does not exist, or belongs to a company the user does not view.',
  409: 'Refused in the current state (the lifecycle machine refuses the event), or a duplicate.',
  413: `The body is larger than ${BODY_LIMIT_BYTES} bytes.`,
  415: 'The body is sent with a content type this call does not read.',
  429: 'Too many failed sign-ins for this user name: locked until `Retry-After` seconds have passed.',
});

export const ERROR_SCHEMA_NAME = 'ErrorBody';

/** The one error body (http/http-error.ts `errorBody`), OpenAPI 3.0. */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  description:
    "Every error answer (docs/CONTRACTS.md); `message` in the caller's language (Accept-Language).",
  required: ['statusCode', 'error', 'message'],
  additionalProperties: false,
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    error: { type: 'string', description: 'the status text (e.g. "Bad Request")' },
    message: { type: 'string' },
    problems: {
      type: 'array',
      description: 'one per refused field (400 only)',
      items: {
        type: 'object',
        required: ['field', 'key', 'message'],
        additionalProperties: false,
        properties: {
          field: { type: 'string', description: 'dotted path of the field' },
          key: { type: 'string', description: "the console's locale key of the problem" },
          values: {
            type: 'object',
            additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          },
          message: { type: 'string', description: 'in English' },
        },
      },
    },
  },
};

/** `components.responses`: one per error status, each the shared body. */
export function errorResponses(): Record<string, unknown> {
  const ref = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` };
  const texts = why();
  return Object.fromEntries(
    (Object.keys(ERROR_RESPONSE_NAMES) as unknown as ErrorStatus[]).map((status) => [
      ERROR_RESPONSE_NAMES[status],
      {
        description: texts[status],
        ...(Number(status) === 429
          ? {
              headers: {
                'Retry-After': {
                  description: 'seconds until the name may sign in again',
                  schema: { type: 'integer' },
                },
              },
            }
          : {}),
        content: { 'application/json': { schema: ref } },
      },
    ]),
  );
}
