import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../../simulator/app';
import { DEMO_DOCUMENTS } from '../../../simulator/seed/demo/companies';
import type { TokenClaims } from '../../../src/domain/user';
import { isStream } from '../fuzz/operations';
import type { SimClient } from '../sim-client';

// What the sweeps share: the app's every route (collected as Fastify registers them, so a route
// added later is swept the day it lands), the routes that take no token and why, tokens that must
// be refused, and the demo group's records the outsider must never see.

export interface SweptRoute {
  method: string;
  /** Fastify's pattern, e.g. /api/orders/:id */
  url: string;
  /** path parameter names, in order */
  params: string[];
  /** the body's JSON Schema (as /docs shows it), when the route reads a body */
  body?: JsonSchema;
}

export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

/** An in-memory simulator whose routes are all collected (onRoute sees every registration,
 * including hidden ones, before the app is ready). Closed after the file. */
export function sweptSimulator(): { app: FastifyInstance; routes: () => SweptRoute[] } {
  const app = buildApp({ dbPath: ':memory:' });
  const seen: SweptRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // HEAD is Fastify's automatic twin of a GET: the GET is swept
      if (method === 'HEAD') continue;
      // the dashboard's change feed is a stream that never ends (fuzz/operations.ts isStream)
      if (isStream(route.url)) continue;
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      seen.push({ method, url: route.url, params, body: route.schema?.body as JsonSchema | undefined });
    }
  });
  afterAll(() => app.close());
  return {
    app,
    routes: () => {
      if (seen.length === 0) throw new Error('await app.ready() before asking the routes');
      return seen;
    },
  };
}

/**
 * The routes that take no token, each with the reason. Every other route must answer 401 to a
 * missing or bad token; a new public route has to be added here, on purpose.
 */
export const PUBLIC_ROUTES: Record<string, string> = {
  'POST /api/auth/login': 'signing in (doc 1 §2.3)',
  'POST /api/company/register': 'registration is done signed out (doc 1 §3.1)',
  'GET /api/search/cep/:code': 'registration form lookups, signed out (doc 1 §3.1)',
  'GET /api/search/cnpj/:document': 'registration form lookups, signed out (doc 1 §3.1)',
  'GET /api/nps/verify/:code': 'public survey page (doc 1 §2.5)',
  'PUT /api/nps/:code': 'public survey page (doc 1 §2.5)',
  'GET /api/orders-attachment/file/:id': 'a download link, authorised by its signed `key` instead',
  'GET /api/company-logo/:document':
    "the login page shows the remembered company's logo, signed out (doc 1 §3.1, §5; issue 35)",
};
/** The control API (simulator/README.md "Control API") and the OpenAPI documentation take no
 * token: they hold no company's data. */
export const isControlRoute = (route: SweptRoute) => /^\/(__sim|docs)(\/|$)/.test(route.url);
export const routeKey = (route: Pick<SweptRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
export const isPublic = (route: SweptRoute) => isControlRoute(route) || routeKey(route) in PUBLIC_ROUTES;

/** The route's URL with its parameters filled from `values` (in order), or 'x'. */
export function urlOf(route: SweptRoute, values: string[] = []): string {
  let i = 0;
  return route.url.replace(/:(\w+)/g, () => encodeURIComponent(values[i++] ?? 'x'));
}

/** Values for fields whose rule the JSON Schema cannot say (a date, a CEP, a CNPJ's digits). */
const FIELD_VALUES: Record<string, string> = {
  dueDate: '2025-01-06T12:00:00.000Z',
  postalCode: '01310100',
  document: '27183456000190',
  documentTransporter: '27183456000190',
  state: 'SP',
};

/**
 * A plain body that passes a route's schema as far as plain values can (required fields, the
 * first enum value, the shortest strings, the minimum numbers), so a sweep reaches the route's
 * own checks — whose record, whose company — instead of stopping at the body's validation.
 * Rules JSON Schema cannot say (dates, check digits) may still refuse it: that is a 400.
 */
export function plainBody(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return {};
  if (name in FIELD_VALUES && schema.type === 'string') return FIELD_VALUES[name];
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return plainBody(schema.anyOf[0]);
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      // a body with nothing required still needs one field (PATCH refuses an empty change)
      const names = schema.required?.length ? schema.required : Object.keys(properties).slice(0, 1);
      return Object.fromEntries(names.map((field) => [field, plainBody(properties[field], field)]));
    }
    case 'array':
      return [];
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'sweep@example.com';
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 64));
    default:
      return {};
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed with `secret` (HS256), as anyone holding that secret could make one. */
export function signedWith(secret: string, claims: object): string {
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** `token` with its payload replaced by `claims` and its signature kept. */
export function tampered(token: string, claims: object): string {
  const [head, , signature] = token.split('.');
  return `${head}.${base64url(claims)}.${signature}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** Tokens every signed-in route must refuse with 401, by name. `adminToken` is a valid one. */
export function refusedTokens(sim: SimClient, adminToken: string): Record<string, string | undefined> {
  const admin: TokenClaims = { sub: 'usr-admin', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.principal };
  return {
    'no token': undefined,
    'not a JWT': 'not-a-token',
    expired: sim.expired(admin),
    'signed with another secret': signedWith('another-secret-of-at-least-32-characters', {
      ...admin,
      iat: now(),
    }),
    'unsigned (alg none)': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...admin, iat: now() })}.`,
    // doc 1 §6: SERVICE accounts are refused a session, so their token opens nothing either
    'SERVICE account': sim.forge({
      sub: 'usr-service',
      type: 'SERVICE',
      companyDocument: admin.companyDocument,
    }),
    'SERVICE account claiming ADMIN': sim.forge({ ...admin, sub: 'usr-service' }),
    'tampered payload (outsider made ADMIN of the demo group)': tampered(adminToken, {
      sub: 'usr-outsider',
      type: 'ADMIN',
      companyDocument: DEMO_DOCUMENTS.principal,
      iat: now(),
      exp: now() + 3600,
    }),
    'a user this session does not have': sim.forge({ ...admin, sub: 'usr-nobody' }),
  };
}

/** The demo group (principal and subsidiaries): the outsider must see none of it. */
export const DEMO_GROUP = [DEMO_DOCUMENTS.principal, DEMO_DOCUMENTS.subsidiary1, DEMO_DOCUMENTS.subsidiary2];

export interface GroupRecords {
  /** every id of a record of the group (with a company column), for "no data" checks */
  ids: Set<string>;
  /** one id per table (and kind of operation) of the group: what an outsider tries at each `:id` */
  samples: string[];
  /** per path parameter other than `id`, values of the group's records */
  byParam: Record<string, string[]>;
  /** [record id, item id] pairs of the group's operations, for `/:id/:item` routes */
  items: Array<[string, string]>;
  /** [street, position, id] of the group's devices, for PUT /devices/:street/:position/:id */
  devicePlaces: Array<[string, string, string]>;
}

type Row = Record<string, string | number | null>;

/** Reads the group's records straight from the session's database (every table that has an `id`
 * and a `companyDocument`, so a new table joins the sweep by itself). */
export function groupRecords(app: FastifyInstance, session: string, group: string[]): GroupRecords {
  const { db } = app.stores.get(session);
  const inGroup = `companyDocument IN (${group.map(() => '?').join(',')})`;
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Row[]).map((t) =>
    String(t.name),
  );
  const ids = new Set<string>();
  const samples: string[] = [];
  let turn = 0;
  for (const table of tables) {
    const columns = (db.prepare(`PRAGMA table_info("${table}")`).all() as Row[]).map((c) => c.name);
    if (!columns.includes('id') || !columns.includes('companyDocument')) continue;
    // One sample per kind of record (inbound, picking…: their routes differ), each from the next
    // company of the group in turn, so every company is tried and the sweep stays short.
    const kind = columns.includes('kind') ? 'kind' : "''";
    const rows = db
      .prepare(`SELECT id, companyDocument, ${kind} AS kind FROM "${table}" WHERE ${inGroup} ORDER BY id`)
      .all(...group) as Row[];
    for (const row of rows) ids.add(String(row.id));
    for (const k of new Set(rows.map((r) => r.kind))) {
      const ofKind = rows.filter((r) => r.kind === k);
      const company = group[turn++ % group.length];
      samples.push(String((ofKind.find((r) => r.companyDocument === company) ?? ofKind[0]).id));
    }
  }
  // records without a company column belong to the company of their order (attachments, items…)
  for (const table of tables) {
    const columns = (db.prepare(`PRAGMA table_info("${table}")`).all() as Row[]).map((c) => c.name);
    if (!columns.includes('id') || !columns.includes('orderId') || columns.includes('companyDocument'))
      continue;
    const rows = db
      .prepare(
        `SELECT c.id FROM "${table}" c JOIN orders o ON o.id = c.orderId WHERE o.${inGroup} ORDER BY c.id`,
      )
      .all(...group) as Row[];
    for (const row of rows) ids.add(String(row.id));
    if (rows.length > 0) samples.push(String(rows[0].id));
  }
  for (const c of db
    .prepare(`SELECT id FROM companies WHERE cnpj IN (${group.map(() => '?').join(',')})`)
    .all(...group) as Row[])
    samples.push(String(c.id));
  const column = (sql: string) =>
    (db.prepare(sql).all(...group) as Row[]).map((r) => Object.values(r).map(String));
  return {
    ids,
    samples,
    byParam: {
      orderNumber: column(`SELECT orderNumber FROM orders WHERE ${inGroup} LIMIT 3`).map((r) => r[0]),
      userId: column(`SELECT id FROM users WHERE ${inGroup}`).map((r) => r[0]),
      name: column(`SELECT name FROM integrations WHERE ${inGroup}`).map((r) => r[0]),
      document: group,
      // building codes (doc 3 §7 /building/{code}) only the group has: a code names a building of
      // the viewed company, so one the caller's company also has would be its own
      code: (
        db
          .prepare(
            `SELECT code FROM buildings WHERE ${inGroup} AND code NOT IN (SELECT code FROM buildings WHERE NOT ${inGroup})`,
          )
          .pluck()
          .all(...group, ...group) as string[]
      ).slice(0, 3),
    },
    items: [
      ...column(
        `SELECT o.id, MIN(i.id) FROM operations o JOIN operation_items i ON i.operationId = o.id WHERE o.${inGroup} GROUP BY o.kind`,
      ),
      ...column(
        `SELECT o.id, MIN(l.id) FROM operations o JOIN operation_lines l ON l.operationId = o.id WHERE o.${inGroup} GROUP BY o.kind`,
      ),
    ] as Array<[string, string]>,
    devicePlaces: column(
      `SELECT street, position, id FROM devices WHERE ${inGroup} AND street IS NOT NULL GROUP BY type`,
    ) as Array<[string, string, string]>,
  };
}

/** A digest of every row of `group`'s (the tables with a company column, and those hanging from
 * its orders): equal digests, the group's data untouched, whatever else was written. */
export function groupDigest(app: FastifyInstance, session: string, group: string[]): string {
  const { db } = app.stores.get(session);
  const inGroup = `IN (${group.map(() => '?').join(',')})`;
  const hash = createHash('sha1');
  for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Row[]) {
    const columns = (db.prepare(`PRAGMA table_info("${name}")`).all() as Row[]).map((c) => c.name);
    const sql = columns.includes('companyDocument')
      ? `SELECT * FROM "${name}" WHERE companyDocument ${inGroup} ORDER BY rowid`
      : columns.includes('orderId')
        ? `SELECT c.* FROM "${name}" c JOIN orders o ON o.id = c.orderId WHERE o.companyDocument ${inGroup} ORDER BY c.rowid`
        : null;
    if (sql) hash.update(JSON.stringify(db.prepare(sql).all(...group)));
  }
  return hash.digest('hex');
}

/** The first of `markers` an answer's body holds as a whole JSON string (`"ord-docs"`, not a
 * part of a longer value), or undefined. */
export function leakIn(res: LightMyRequestResponse, markers: Iterable<string>): string | undefined {
  const body = res.body;
  for (const marker of markers) if (body.includes(JSON.stringify(marker))) return marker;
  return undefined;
}
