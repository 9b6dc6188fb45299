import type { LightMyRequestResponse } from 'fastify';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIM_SESSION_HEADER } from '../../../simulator/plugins/sim-session';
import { DEMO_DOCUMENTS } from '../../../simulator/seed/demo/companies';
import { SimClient, simulator } from '../sim-client';
import { type OpenApiDocument, servedDocument } from './served-document';

// issue 28 "A contract third-party tools accept": real answers checked against the served
// document by a kept third-party validator, openapi-backend (devDependency), the way a proxy
// validator would: it matches each call to its operation, and validates the answer's body against
// the schema of the answer's status, which the operation must declare. The calls cover every tag,
// refused ones included (400, 401, 403, 404, 409, 413, 415, 429).

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Checked {
  tag: string;
  status: number;
  call: string;
}

const app = simulator();
const sim = new SimClient(app);
let api: OpenAPIBackend;
let doc: OpenApiDocument;
let token: string;
/** every call checked, for the coverage assertions at the end */
const checked: Checked[] = [];

beforeAll(async () => {
  doc = await servedDocument(app);
  // quick: no definition check of its own — openapi-schema-validator 12, which it uses, takes 3.0's
  // boolean `exclusiveMinimum` for draft-07's number; Redocly lints the document
  // (openapi-lint.test.ts) — and validators compiled on first use (a few operations, not 240).
  api = new OpenAPIBackend({ definition: structuredClone(doc) as never, quick: true, strict: true });
  await api.init();
  token = await sim.login('admin');
}, 60_000);

/** Calls `method url`, then has openapi-backend find the operation and check the answer. */
async function check(
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string | undefined> } = {},
): Promise<LightMyRequestResponse> {
  const res = await sim.request(method, url, options);
  const [path, query = ''] = url.split('?');
  const operation = api.matchOperation({
    method,
    path,
    query,
    headers: {},
  }) as Operation | undefined;
  const call = `${method} ${url} → ${res.statusCode}`;
  expect(operation, `${call}: no operation of the document matches`).toBeDefined();
  const op = operation as Operation;
  const responses = op.responses ?? {};
  const declared = responses[String(res.statusCode)] ?? responses[`${Math.floor(res.statusCode / 100)}XX`];
  expect(declared, `${call} (${op.operationId}) is not declared: ${Object.keys(responses)}`).toBeDefined();
  if (/^application\/json/.test(String(res.headers['content-type']))) {
    const result = api.validateResponse(res.json(), op, res.statusCode);
    expect(result.errors ?? [], `${call} (${op.operationId}): ${res.body.slice(0, 300)}`).toEqual([]);
  }
  checked.push({ tag: String(op.tags?.[0]), status: res.statusCode, call });
  return res;
}

/** The document's operations, each once, with what a sweep needs to call it. */
function operations() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const responses = (op.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
      const success = Object.entries(responses).find(([s]) => s.startsWith('2'))?.[1];
      return {
        method: method.toUpperCase() as Method,
        path,
        tag: String((op.tags as string[])[0]),
        signedIn: ((op.security as unknown[]) ?? []).length > 0,
        hasParams: path.includes('{'),
        answersJson: Object.keys(success?.content ?? {}).includes('application/json'),
      };
    }),
  );
}

/** A path with every parameter naming nothing that exists. */
const unknownIn = (path: string) => path.replace(/\{[^}]+\}/g, 'zz-unknown-0');

/** One operation per tag matching `pick`, the first in the document. */
function onePerTag(pick: (op: ReturnType<typeof operations>[number]) => boolean) {
  const seen = new Map<string, ReturnType<typeof operations>[number]>();
  for (const op of operations()) if (pick(op) && !seen.has(op.tag)) seen.set(op.tag, op);
  return [...seen.values()];
}

describe('real answers fit the served document (openapi-backend)', () => {
  it("a read of each tag, signed in: declared, and its body the operation's schema", async () => {
    for (const op of onePerTag((o) => o.method === 'GET' && !o.hasParams && o.answersJson))
      await check('GET', `${op.path}?take=5`, { token: op.signedIn ? token : undefined });
  });

  it('a record of each tag that does not exist: a declared refusal (404, or 400 for a malformed name)', async () => {
    for (const op of onePerTag((o) => o.method === 'GET' && o.hasParams)) {
      const res = await check('GET', unknownIn(op.path), { token: op.signedIn ? token : undefined });
      expect([400, 404], `GET ${op.path}`).toContain(res.statusCode);
    }
  });

  it('a signed-in call of each tag without a token: 401', async () => {
    for (const op of onePerTag((o) => o.signedIn)) {
      const res = await check(op.method, unknownIn(op.path), { body: op.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
    }
  });

  it('a malformed x-sim-session on a call of each tag: 400', async () => {
    for (const op of onePerTag((o) => o.method === 'GET')) {
      const res = await check('GET', unknownIn(op.path), {
        headers: { [SIM_SESSION_HEADER]: 'not a name!' },
      });
      expect(res.statusCode, `GET ${op.path}`).toBe(400);
    }
  });

  it('bad input: 400 naming its problems', async () => {
    const res = await check('POST', '/api/auth/switch-company', { body: {}, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems.length).toBeGreaterThan(0);
  });

  it("another group's company: 403", async () => {
    const res = await check('POST', '/api/auth/switch-company', {
      body: { companyDocument: DEMO_DOCUMENTS.outsider },
      token,
    });
    expect(res.statusCode).toBe(403);
  });

  it('a survey answered twice: 200, then 409 (the survey machine refuses SEND)', async () => {
    expect((await check('PUT', '/api/nps/NPS-XSS', { body: { rating: 6 } })).statusCode).toBe(200);
    expect((await check('PUT', '/api/nps/NPS-XSS', { body: { rating: 3 } })).statusCode).toBe(409);
  });

  it('a body over the limit: 413; a body of a type no call reads: 415', async () => {
    const big = { companyDocument: 'x'.repeat(1024 * 1024 + 1) };
    expect((await check('POST', '/api/auth/switch-company', { body: big, token })).statusCode).toBe(413);
    const text = await check('POST', '/api/auth/switch-company', {
      body: 'companyDocument=1',
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('a user name signed in wrongly too often: 401s, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await check('POST', '/api/auth/login', {
        body: { username: 'operator', password: 'wrong' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(0)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });

  it('covered every tag, and every refusal the issue names', () => {
    const tags = new Set(operations().map((op) => op.tag));
    expect(new Set(checked.map((c) => c.tag))).toEqual(tags);
    const statuses = new Set(checked.map((c) => c.status));
    for (const status of [200, 400, 401, 403, 404, 409, 413, 415, 429]) expect(statuses).toContain(status);
  });
});
