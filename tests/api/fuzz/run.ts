import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../../simulator/seed/demo/users';
import { check, type FuzzContext } from './checks';
import { type OpenApiDocument, type Operation, operationsOf } from './operations';
import { type FuzzRequest, preview, requestArbitrary } from './requests';
import type { KnownValues } from './schema-arbitrary';

/**
 * The fuzz of every operation of the simulator's OpenAPI document (issue 18): `runs` requests
 * shared out over the operations, each operation a fast-check property over its requests
 * (requests.ts) whose failures are shrunk to the smallest request that still fails. Every
 * operation starts from the same data (a snapshot of the demo seed taken after sign-in), so a
 * seed reproduces a run.
 */
export interface FuzzOptions {
  runs: number;
  seed: number;
  /** fuzz only the operations whose name contains this ("POST /api/orders"); the others are
   * skipped but keep their seeds, so a failure found in a whole run is found again alone */
  only?: string;
  /** called after each operation (progress of `npm run fuzz`) */
  onOperation?: (result: OperationResult) => void;
}

export interface OperationResult {
  operation: string;
  runs: number;
  /** the shrunk failing request and what was wrong with it */
  failure?: { request: FuzzRequest; problems: string; seed: number; path?: string };
}

export interface FuzzReport {
  operations: number;
  requests: number;
  results: OperationResult[];
  failures: OperationResult[];
}

const SESSION = 'fuzz';
/** A reproduction shows a payload whole up to this length (the 5 MB one is said by its `how`). */
const SHOWN_PAYLOAD = 20_000;
const BASE_SNAPSHOT = 'fuzz-base';

/** Seeding a large dataset takes seconds: the fuzz seeds the two small sizes only. */
const SEED_SIZES = ['demo', 'small'];

export async function runFuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const thrown: FuzzContext['thrown'] = {};
  app.addHook('onError', async (_request, _reply, error) => {
    thrown.last = error;
  });
  await app.ready();
  const operations = operationsOf(app.swagger() as unknown as OpenApiDocument).map(bounded);
  const context = await signIn(app, thrown);
  const known = await knownValues(context, operations);
  await control(context, 'POST', '/__sim/snapshots', { id: BASE_SNAPSHOT }, 201);

  const perOperation = Math.max(1, Math.ceil(options.runs / operations.length));
  const results: OperationResult[] = [];
  for (const [index, operation] of operations.entries()) {
    if (options.only && !operation.name.includes(options.only)) continue;
    await restoreBase(context);
    const resetsState = operation.path.startsWith('/__sim/') && operation.method !== 'GET';
    const property = fc.asyncProperty(requestArbitrary(operation, known), async (request) => {
      const problems = await check(context, request);
      // a control call that worked may have reseeded, added fault rules or moved the clock
      if (resetsState) await restoreBase(context);
      if (problems.length) throw new Error(problems.join('\n'));
    });
    const seed = options.seed + index;
    const details = await fc.check(property, { numRuns: perOperation, seed, endOnFailure: false });
    const result: OperationResult = { operation: operation.name, runs: details.numRuns };
    if (details.failed && details.counterexample) {
      const error = details.errorInstance;
      result.failure = {
        request: details.counterexample[0],
        problems: error instanceof Error ? error.message : String(error),
        seed,
        path: details.counterexamplePath ?? undefined,
      };
    }
    results.push(result);
    options.onOperation?.(result);
  }
  return {
    operations: operations.length,
    requests: results.reduce((sum, r) => sum + r.runs, 0),
    results,
    failures: results.filter((r) => r.failure),
  };
}

/** A failure as a reproduction: the request to send again (app.inject options) and what failed. */
export function reproduction(result: OperationResult): string {
  const failure = result.failure;
  if (!failure) return '';
  const { request } = failure;
  const shown = {
    method: request.method,
    url: request.url,
    headers: {
      'accept-language': request.language,
      authorization: 'Bearer <admin token of the demo seed>',
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: preview(request.payload, SHOWN_PAYLOAD) }),
  };
  return [
    `✗ ${result.operation}${request.broken ? ` — ${request.broken.how}` : ' — a valid request'}`,
    `  ${failure.problems.split('\n').join('\n  ')}`,
    `  reproduce: app.inject(${JSON.stringify(shown)})`,
    `  replay: fc.check(…, { seed: ${failure.seed}, path: '${failure.path ?? ''}' }) (runFuzz, operation ${result.operation})`,
  ].join('\n');
}

/** The operation as fuzzed: a control call's costly choices left out (SEED_SIZES). */
function bounded(operation: Operation): Operation {
  if (operation.name !== 'POST /__sim/seed' || !operation.body?.properties?.size) return operation;
  return {
    ...operation,
    body: {
      ...operation.body,
      properties: { ...operation.body.properties, size: { enum: SEED_SIZES } },
    },
  };
}

async function signIn(app: FastifyInstance, thrown: FuzzContext['thrown']): Promise<FuzzContext> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-sim-session': SESSION },
    payload: { username: 'admin', password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`fuzz sign-in: ${res.statusCode} ${res.body}`);
  return { app, session: SESSION, token: res.json().access_token, thrown };
}

async function restoreBase(context: FuzzContext): Promise<void> {
  context.writes = undefined;
  await control(context, 'POST', `/__sim/snapshots/${BASE_SNAPSHOT}/restore`, undefined, 200);
}

async function control(
  context: FuzzContext,
  method: 'POST',
  url: string,
  payload: Record<string, unknown> | undefined,
  status: number,
): Promise<void> {
  const res = await context.app.inject({
    method,
    url,
    headers: { 'x-sim-session': context.session },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
}

/** Strings of the seeded data by field name (ids, codes, documents…), read from every list of
 * the platform API; a path parameter named `…Id` also draws from the `id`s. */
async function knownValues(context: FuzzContext, operations: Operation[]): Promise<KnownValues> {
  const known = new Map<string, Set<string>>();
  const lists = operations.filter(
    (o) => o.method === 'GET' && o.pathParams.length === 0 && o.path.startsWith('/api/'),
  );
  for (const list of lists) {
    const res = await context.app.inject({
      method: 'GET',
      url: list.path,
      headers: { 'x-sim-session': context.session, authorization: `Bearer ${context.token}` },
    });
    if (res.statusCode === 200) collect(res.json(), known);
  }
  const ids = known.get('id') ?? new Set<string>();
  for (const operation of operations)
    for (const { name } of operation.pathParams)
      if (!known.has(name) && /id$/i.test(name)) known.set(name, ids);
  return new Map([...known].map(([name, values]) => [name, [...values].slice(0, 30)]));
}

function collect(value: unknown, known: Map<string, Set<string>>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, known);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string' && inner.length <= 64) {
      const values = known.get(key) ?? new Set<string>();
      values.add(inner);
      known.set(key, values);
    } else collect(inner, known);
  }
}
