import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIM_SESSION_HEADER } from '../../simulator/plugins/sim-session';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { DEMO_POSITION_IDS } from '../../simulator/seed/demo/positions';
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
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: Schema };

let doc: OpenApi;
beforeAll(async () => {
  await app.ready();
  doc = app.swagger() as unknown as OpenApi;
});

const JSON_MEDIA = 'application/json';

/** Every operation at /docs as `METHOD /path` (OpenAPI path, `{id}` params). */
function operations(): string[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The documented 2xx answer of an operation: its schema per media type (none when it declares
 * no 2xx answer or one without content). */
function successContent(operation: string): Record<string, Schema | undefined> | undefined {
  const [method, path] = operation.split(' ');
  const responses = doc.paths[path]?.[method.toLowerCase()]?.responses ?? {};
  const status = Object.keys(responses).find((s) => /^2/.test(s));
  const content = status ? responses[status].content : undefined;
  return content && Object.fromEntries(Object.entries(content).map(([media, { schema }]) => [media, schema]));
}

/** The documented JSON schema of a 2xx answer of `method path`, with the document's components
 * its `#/components/schemas/…` references name (the named records, issue 28). */
function successSchema(method: string, path: string): Schema | undefined {
  const schema = successContent(`${method} ${path}`)?.[JSON_MEDIA];
  return schema && { ...schema, components: doc.components };
}

/** A body that is not JSON is documented as what it is: bytes (a file) or text. */
const BYTES = { type: 'string', format: 'binary' };
const TEXT = { type: 'string' };

/** The operations answering something else than JSON, each sampled below
 * ("answers that are not JSON are sent as documented"). */
const NOT_JSON = [
  'GET /api/orders-attachment/file/{id}',
  'GET /api/dashboard/changes',
  'GET /__sim/scenarios/runs/{id}/report',
  'GET /api/company-logo/{document}',
  'GET /__sim/journal/mqtt',
];
/** Media types that are text though not `text/*`: JSON Lines (the journal's MQTT export). */
const TEXT_MEDIA = new Set(['application/jsonl']);

const ajv = new Ajv({ strict: false, allErrors: true });

describe('OpenAPI document (/docs)', () => {
  it('declares a 2xx answer with a schema for every operation', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const missing = all.filter((op) => {
      const content = successContent(op) ?? {};
      return Object.keys(content).length === 0 || Object.values(content).some((schema) => !schema);
    });
    expect(missing).toEqual([]);
  });

  // The placeholder schema (http/answers.ts ANY_ANSWER) is a description and nothing else.
  it('describes every JSON answer field by field, but for the routes listed in undescribed-answers.ts', () => {
    const undescribed = operations().filter((op) => {
      const schema = successContent(op)?.[JSON_MEDIA];
      return schema !== undefined && Object.keys(schema).every((key) => key === 'description');
    });
    // a new route without an answer type…
    expect(undescribed.filter((op) => !UNDESCRIBED_ANSWERS.includes(op))).toEqual([]);
    // …and a listed one that has one now (remove its line)
    expect(UNDESCRIBED_ANSWERS.filter((op) => !undescribed.includes(op))).toEqual([]);
  });

  // A route that answers bytes or text says so (http/answers.ts MediaAnswer), never JSON, and is
  // sampled: a JSON route cannot pass for one without its answer being looked at.
  it('documents an answer that is not JSON as bytes or text, and only the sampled ones', () => {
    const notJson = operations().filter((op) =>
      Object.keys(successContent(op) ?? {}).some((m) => m !== JSON_MEDIA),
    );
    expect(notJson.sort()).toEqual([...NOT_JSON].sort());
    for (const op of notJson) {
      const content = successContent(op) ?? {};
      expect(Object.keys(content), op).not.toContain(JSON_MEDIA);
      for (const [media, schema] of Object.entries(content))
        expect(schema, `${op} ${media}`).toEqual(
          media.startsWith('text/') || TEXT_MEDIA.has(media) ? TEXT : BYTES,
        );
    }
  });
});

/** What earlier samples answered, by the name they were kept under: a later sample changes or
 * names a record the seed or an earlier sample gave (real ids, not guessed ones). */
// biome-ignore lint/suspicious/noExplicitAny: answers read by field, each checked by its own sample
type Kept = Record<string, any>;

interface Sample {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the URL called */
  url: string | ((kept: Kept) => string);
  /** its OpenAPI path */
  path: string;
  body?: Record<string, unknown> | ((kept: Kept) => unknown);
  signedIn?: boolean;
  /** keep the answer under this name for the samples after it */
  keep?: string;
}

const [cep] = Object.keys(POSTAL_ADDRESSES);
const [cnpj] = Object.keys(CNPJ_RECORDS);
/** The demo data's days (seed dates lead up to SIM_EPOCH, pinned by vitest.config.ts). */
const DASHBOARD_RANGE = 'initialDate=2024-12-01&finalDate=2025-01-06';
const DASHBOARD_DATES = '2024-12-10T2025-01-06';
/** Where the handling samples move stock to: another storable position of the same warehouse. */
const MOVE_TO = 'pos-000001';
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
    { method: 'GET', url: `/api/${kind}/${id}`, path: `/api/${kind}/{id}`, signedIn: true, keep: kind },
  ]),
  // a conference spreadsheet counting one of its own lines (doc 3 §7 'type conference')
  {
    method: 'POST',
    url: '/api/conference/con-inprogress/import',
    path: '/api/conference/{id}/import',
    body: ({ conference }) => {
      const [item] = conference.items;
      const line = item.order.items.find((l: { barcode: string | null }) => l.barcode);
      return {
        type: 'conference',
        rows: [{ order: item.order.orderNumber, product: line.barcode, quantity: 1 }],
      };
    },
    signedIn: true,
  },
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
      // the lists: orders, routes, products (the register's page and the pickers' short one)
      ['/api/orders?take=5', '/api/orders'],
      ['/api/routes?take=5', '/api/routes'],
      ['/api/product?take=5', '/api/product'],
      ['/api/product?simple=true', '/api/product'],
      ['/api/position?take=5', '/api/position'],
      ['/api/position-handling?take=5', '/api/position-handling'],
      ['/api/warehouse?take=5', '/api/warehouse'],
    ] as const
  ).map(([url, path]): Sample => ({ method: 'GET', url, path, signedIn: true })),
  // the positions register: a seeded position holding stock, then one created, edited, deleted
  ...(
    [
      {
        method: 'GET',
        url: `/api/position/${DEMO_POSITION_IDS.storage}`,
        path: '/api/position/{id}',
        keep: 'stored',
      },
      {
        method: 'POST',
        url: '/api/position',
        path: '/api/position',
        body: {
          warehouse: 'whs-000001',
          type: 'STORAGE',
          code: 'Z-09-1-1',
          height: '100',
          width: '120',
          depth: '80',
          weight: '500',
          volume: '0.96',
        },
        keep: 'position',
      },
      {
        method: 'PATCH',
        url: ({ position }) => `/api/position/${position.id}`,
        path: '/api/position/{id}',
        body: { rfidCode: 'E200-OPENAPI' },
      },
      { method: 'DELETE', url: ({ position }) => `/api/position/${position.id}`, path: '/api/position/{id}' },
      // handling: a line of the stored position moved to another, then everything it holds
      {
        method: 'POST',
        url: `/api/position-handling/${DEMO_POSITION_IDS.storage}`,
        path: '/api/position-handling/{id}',
        body: ({ stored }) => ({
          handling: [{ product: stored.storageItems[0].product.id, quantity: 1, positionDestiny: MOVE_TO }],
        }),
        keep: 'handling',
      },
      {
        method: 'POST',
        url: '/api/position-handling',
        path: '/api/position-handling',
        body: { position: MOVE_TO, origin: [DEMO_POSITION_IDS.storage] },
      },
      {
        method: 'GET',
        url: ({ handling }) => `/api/position-handling/${handling.id}`,
        path: '/api/position-handling/{id}',
      },
      {
        method: 'PUT',
        url: ({ handling }) => `/api/position-handling/${handling.id}?action=CANCEL`,
        path: '/api/position-handling/{id}',
        body: {},
      },
      // the warehouses register: a seeded one, then one created in its building, renamed, deleted
      { method: 'GET', url: '/api/warehouse/whs-000001', path: '/api/warehouse/{id}', keep: 'warehouse' },
      {
        method: 'POST',
        url: '/api/warehouse',
        path: '/api/warehouse',
        body: ({ warehouse }) => ({ building: warehouse.building.id, name: 'OpenAPI', code: 'OAPI' }),
        keep: 'created',
      },
      {
        method: 'POST',
        url: '/api/warehouse',
        path: '/api/warehouse',
        body: ({ warehouse, created }) => ({
          id: created.warehouse.id,
          building: warehouse.building.id,
          name: 'OpenAPI renamed',
          code: 'OAPI',
        }),
      },
      {
        method: 'DELETE',
        url: ({ created }) => `/api/warehouse/${created.warehouse.id}`,
        path: '/api/warehouse/{id}',
      },
    ] satisfies Sample[]
  ).map((sample): Sample => ({ ...sample, signedIn: true })),
  { method: 'POST', url: '/__sim/reset', path: '/__sim/reset' },
];

describe('sampled real answers fit their documented schema', () => {
  const sim = new SimClient(app);
  let token: string;
  beforeAll(async () => {
    token = await sim.login('admin');
  });

  const kept: Kept = {};
  const label = (s: Sample) => `${s.method} ${typeof s.url === 'string' ? s.url : s.path}`;

  // In order: the fault rule sampled by id is the one added before it; kept answers likewise.
  it.each(SAMPLES.map((s) => [label(s), s] as const))('%s', async (_, sample) => {
    const url = typeof sample.url === 'function' ? sample.url(kept) : sample.url;
    const body = typeof sample.body === 'function' ? sample.body(kept) : sample.body;
    const res = await sim.request(sample.method, url, { body, token: sample.signedIn ? token : undefined });
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
    if (sample.keep) kept[sample.keep] = answer;
  });
});

describe('answers that are not JSON are sent as documented', () => {
  const sim = new SimClient(app);
  let token: string;
  beforeAll(async () => {
    token = await sim.login('admin');
  });
  /** The media type of a content-type header, as /docs keys it. */
  const mediaOf = (contentType: unknown) => String(contentType).split(';')[0].trim();
  const documented = (operation: string) => Object.keys(successContent(operation) ?? {});

  it("GET /api/orders-attachment/file/{id}: each of an order's files, its bytes with its own content type", async () => {
    const { attachments } = (await sim.get('/api/orders/ord-docs', token)).json();
    const types = new Set<string>();
    for (const file of attachments as Array<{ url: string; contentType: string; size: number }>) {
      const res = await sim.get(file.url); // the key in the URL stands in for the token
      expect(res.statusCode, file.url).toBe(200);
      expect(mediaOf(res.headers['content-type'])).toBe(file.contentType);
      expect(documented('GET /api/orders-attachment/file/{id}')).toContain(file.contentType);
      expect(res.rawPayload.length).toBe(file.size);
      types.add(file.contentType);
    }
    // the seed's files are PDFs, an NF-e XML and a PNG label
    expect(types.size).toBeGreaterThanOrEqual(3);
  });

  it('GET /api/dashboard/changes: an event stream, open (a real socket: inject cannot stream)', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const res = await fetch(`${base}/api/dashboard/changes`, {
        headers: { authorization: `Bearer ${token}`, [SIM_SESSION_HEADER]: sim.session },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      expect(documented('GET /api/dashboard/changes')).toEqual([mediaOf(res.headers.get('content-type'))]);
      const first = await (res.body as ReadableStream<Uint8Array>).getReader().read();
      expect(new TextDecoder().decode(first.value)).toBe(': connected\n\n');
    } finally {
      controller.abort();
    }
  });

  it("GET /__sim/scenarios/runs/{id}/report: a finished run's HTML page", async () => {
    const started = await sim.request('POST', '/__sim/scenarios/runs', {
      body: { machines: ['survey'], walks: 0 },
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json();
    await expect
      .poll(async () => (await sim.get(`/__sim/scenarios/runs/${id}`)).json().status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('done');
    const res = await sim.get(`/__sim/scenarios/runs/${id}/report`);
    expect(res.statusCode).toBe(200);
    expect(documented('GET /__sim/scenarios/runs/{id}/report')).toEqual([
      mediaOf(res.headers['content-type']),
    ]);
    expect(res.body).toMatch(/^<!doctype html>/i);
  }, 90_000);

  it("GET /__sim/journal/mqtt: the session's MQTT messages as JSON Lines", async () => {
    const session = new SimClient(app);
    app
      .journalOf(session.session)
      .add({ kind: 'mqtt', topic: 'wh/1/x', direction: 'in', payload: '{"a":1}' });
    const res = await session.get('/__sim/journal/mqtt');
    expect(res.statusCode).toBe(200);
    expect(documented('GET /__sim/journal/mqtt')).toEqual([mediaOf(res.headers['content-type'])]);
    expect(JSON.parse(res.body.trim())).toMatchObject({ topic: 'wh/1/x', payload: { a: 1 } });
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
