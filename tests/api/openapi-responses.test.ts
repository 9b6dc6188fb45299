import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { DEMO_ROUTE_IDS } from '../../simulator/seed/demo/routes';
import { CNPJ_RECORDS, POSTAL_ADDRESSES } from '../../simulator/seed/lookup-registry';
import { SimClient, simulator } from './sim-client';
import { UNDESCRIBED_ANSWERS } from './undescribed-answers';

// issue 17 "OpenAPI answers": every route documents its success answer at /docs, and what it
// really answers fits that description. Answers are serialised from these schemas
// (fast-json-stringify), so a wrong one would also change what the console receives.
const app = simulator();
/** The last answer as its handler returned it, before serialisation. */
let returned: unknown;
app.addHook('preSerialization', (_request, _reply, payload, done) => {
  returned = payload;
  done(null, payload);
});

type Schema = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let doc: OpenApi;
beforeAll(async () => {
  await app.ready();
  doc = app.swagger() as unknown as OpenApi;
});

/** The documented JSON schema of a 2xx answer of `method path` (OpenAPI path, `{id}` params). */
function successSchema(method: string, path: string): Schema | undefined {
  const responses = doc.paths[path]?.[method.toLowerCase()]?.responses ?? {};
  const status = Object.keys(responses).find((s) => /^2/.test(s));
  return status ? responses[status].content?.['application/json']?.schema : undefined;
}

const ajv = new Ajv({ strict: false, allErrors: true });

describe('OpenAPI document (/docs)', () => {
  it('declares a JSON 2xx answer schema for every operation', () => {
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        operations += 1;
        if (!successSchema(method, path)) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  // The placeholder schema (http/answers.ts ANY_ANSWER) is a description and nothing else.
  it('describes every answer field by field, but for the routes listed in undescribed-answers.ts', () => {
    const undescribed: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const schema = successSchema(method, path) ?? {};
        if (Object.keys(schema).every((key) => key === 'description'))
          undescribed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    // a new route without an answer type…
    expect(undescribed.filter((op) => !UNDESCRIBED_ANSWERS.includes(op))).toEqual([]);
    // …and a listed one that has one now (remove its line)
    expect(UNDESCRIBED_ANSWERS.filter((op) => !undescribed.includes(op))).toEqual([]);
  });
});

interface Sample {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** the URL called */
  url: string;
  /** its OpenAPI path */
  path: string;
  body?: unknown;
  signedIn?: boolean;
}

const [cep] = Object.keys(POSTAL_ADDRESSES);
const [cnpj] = Object.keys(CNPJ_RECORDS);
/** The demo data's days (seed dates lead up to SIM_EPOCH, pinned by vitest.config.ts). */
const DASHBOARD_RANGE = 'initialDate=2024-12-01&finalDate=2025-01-06';
const DASHBOARD_DATES = '2024-12-10T2025-01-06';
const SAMPLES: Sample[] = [
  {
    method: 'POST',
    url: '/api/auth/login',
    path: '/api/auth/login',
    body: { username: 'admin', password: 'demo' },
  },
  {
    method: 'POST',
    url: '/api/auth/switch-company',
    path: '/api/auth/switch-company',
    body: { companyDocument: DEMO_DOCUMENTS.subsidiary1 },
    signedIn: true,
  },
  { method: 'GET', url: '/api/configure', path: '/api/configure', signedIn: true },
  { method: 'GET', url: '/api/company', path: '/api/company', signedIn: true },
  {
    method: 'GET',
    url: '/api/company/cmp-principal',
    path: '/api/company/{id}',
    signedIn: true,
  },
  { method: 'GET', url: '/api/users/me', path: '/api/users/me', signedIn: true },
  {
    method: 'PUT',
    url: '/api/users/usr-admin',
    path: '/api/users/{id}',
    body: { language: 'es' },
    signedIn: true,
  },
  { method: 'GET', url: `/api/search/cep/${cep}`, path: '/api/search/cep/{code}' },
  { method: 'GET', url: `/api/search/cnpj/${cnpj}`, path: '/api/search/cnpj/{document}' },
  { method: 'GET', url: '/api/nps/verify/NPS-OPEN', path: '/api/nps/verify/{code}' },
  { method: 'PUT', url: '/api/nps/NPS-OPEN', path: '/api/nps/{code}', body: { rating: 9 } },
  { method: 'POST', url: '/__sim/faults', path: '/__sim/faults', body: { path: '/api/nope', status: 503 } },
  { method: 'GET', url: '/__sim/faults', path: '/__sim/faults' },
  { method: 'GET', url: '/__sim/faults/f1', path: '/__sim/faults/{id}' },
  { method: 'GET', url: '/__sim/journal', path: '/__sim/journal' },
  { method: 'PUT', url: '/__sim/journal', path: '/__sim/journal', body: { cap: 300 } },
  { method: 'GET', url: '/__sim/clock', path: '/__sim/clock' },
  { method: 'POST', url: '/__sim/clock/advance', path: '/__sim/clock/advance', body: { ms: 1000 } },
  { method: 'POST', url: '/__sim/snapshots', path: '/__sim/snapshots', body: { id: 'openapi' } },
  { method: 'GET', url: '/__sim/snapshots', path: '/__sim/snapshots' },
  { method: 'GET', url: '/__sim/state', path: '/__sim/state' },
  ...(
    [
      ['/api/dashboard', `?${DASHBOARD_RANGE}`],
      ['/api/dashboard/order-monitoring', `?${DASHBOARD_RANGE}&operations=INBOUND,ROUTE,PICKUP`],
      ['/api/dashboard/monitoring-checklist-operation', `?dates=${DASHBOARD_DATES}`],
      ['/api/dashboard/monitoring-service-order-operation', `?dates=${DASHBOARD_DATES}`],
    ] as const
  ).map(([path, query]): Sample => ({ method: 'GET', url: `${path}${query}`, path, signedIn: true })),
  // the warehouse operations: a page of rows and a record in each kind's own shape
  ...(
    [
      ['inbound', 'inb-partial'],
      ['storage', 'sto-inprogress'],
      ['picking', 'pic-occurrence'],
      ['packing', 'pac-pending'],
      ['conference', 'con-inprogress'],
      ['outbound', 'out-started'],
    ] as const
  ).flatMap(([kind, id]): Sample[] => [
    { method: 'GET', url: `/api/${kind}?take=5`, path: `/api/${kind}`, signedIn: true },
    { method: 'GET', url: `/api/${kind}/${id}`, path: `/api/${kind}/{id}`, signedIn: true },
  ]),
  // the orders area's registers and the invoices list
  ...(
    [
      ['/api/users?take=5', '/api/users'],
      ['/api/users/usr-admin', '/api/users/{id}'],
      ['/api/company-customers?take=5', '/api/company-customers'],
      ['/api/courrier?take=5', '/api/courrier'],
      ['/api/invoices?take=5', '/api/invoices'],
      ['/api/category?take=5', '/api/category'],
      ['/api/vehicle?take=5', '/api/vehicle'],
      ['/api/saleschannel?take=5', '/api/saleschannel'],
      // the order detail (doc 2 §3) and its checklists
      ['/api/orders/ord-docs', '/api/orders/{id}'],
      ['/api/orders-checklist/ord-docs', '/api/orders-checklist/{id}'],
      // the NPS page and the new-order page's pickers
      ['/api/nps?take=5', '/api/nps'],
      ['/api/nps/summary', '/api/nps/summary'],
      ['/api/product/light?take=5', '/api/product/light'],
      ['/api/recipients?take=5', '/api/recipients'],
      ['/api/senders?take=5', '/api/senders'],
      // the devices area
      ['/api/devices?take=5', '/api/devices'],
      ['/api/devices/dashboard', '/api/devices/dashboard'],
      ['/api/devices/controllers', '/api/devices/controllers'],
      ['/api/position-handling/history?take=5', '/api/position-handling/history'],
      // the inventory area
      ['/api/inventory?take=5&complete=true', '/api/inventory'],
      ['/api/inventory-planning', '/api/inventory-planning'],
      ['/api/inventory/report/positions?take=5', '/api/inventory/report/positions'],
      // the yard and crossdocking
      ['/api/yard?take=5', '/api/yard'],
      ['/api/yard-appointment', '/api/yard-appointment'],
      ['/api/crossdocking?take=5', '/api/crossdocking'],
      ['/api/crossdocking/docks', '/api/crossdocking/docks'],
      // a route in progress with its items and files, and the driver activities
      [`/api/routes/${DEMO_ROUTE_IDS[6]}`, '/api/routes/{id}'],
      ['/api/routes/driver-activities?take=5', '/api/routes/driver-activities'],
      // the stock screens
      ['/api/warehouse/report?take=5', '/api/warehouse/report'],
      ['/api/warehouse/infos-filter', '/api/warehouse/infos-filter'],
      ['/api/warehouse/history?take=5', '/api/warehouse/history'],
      ['/api/dashboard/charts-stock', '/api/dashboard/charts-stock'],
    ] as const
  ).map(([url, path]): Sample => ({ method: 'GET', url, path, signedIn: true })),
  { method: 'POST', url: '/__sim/reset', path: '/__sim/reset' },
];

describe('sampled real answers fit their documented schema', () => {
  const sim = new SimClient(app);
  let token: string;
  beforeAll(async () => {
    token = await sim.login('admin');
  });

  // In order: the fault rule sampled by id is the one added before it.
  it.each(SAMPLES.map((s) => [`${s.method} ${s.url}`, s] as const))('%s', async (_, sample) => {
    const res = await sim.request(sample.method, sample.url, {
      body: sample.body,
      token: sample.signedIn ? token : undefined,
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    const schema = successSchema(sample.method, sample.path);
    expect(schema).toBeDefined();
    // What the handler returned fits the schema (ajv does not coerce)…
    const answer = JSON.parse(JSON.stringify(returned));
    const validate = ajv.compile(schema as Schema);
    const valid = validate(answer);
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(valid).toBe(true);
    // …and serialising it from the schema (fast-json-stringify) changed nothing.
    expect(res.json()).toEqual(answer);
  });
});

describe('serialising from a schema keeps what it does not name', () => {
  it('answers a fault rule with every field it was given (the schema names id, seen, fired)', async () => {
    const sim = new SimClient(app);
    const rule = { method: 'GET', path: '/api/nps/:code', status: 418, first: 2, note: 'kept' };
    const res = await sim.request('POST', '/__sim/faults', { body: rule });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'f1', ...rule, seen: 0, fired: 0 });
  });

  it('answers a forced fault body as given, whatever the route answers otherwise', async () => {
    const sim = new SimClient(app);
    await sim.request('POST', '/__sim/faults', {
      body: { path: '/api/configure', status: 200, body: { not: 'a configuration list' } },
    });
    const res = await sim.get('/api/configure', await sim.login('admin'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ not: 'a configuration list' });
  });
});
