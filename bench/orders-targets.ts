import { parentPort, workerData } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../simulator/app';
import { pageOf } from '../simulator/orders-area/http';
import { decodeFilters, decodeSort } from '../src/domain/list-query';
import { dumpOrders } from './orders-dump';
import { preSerialisedPage } from './pre-serialised';

/** Runs in a worker thread: the simulator seeded with size `large` (100k orders) and, for each
 * list path it is given (`workerData.paths`: name → /api/… with its query), a bare Fastify route
 * answering the very same bytes, so the ratio is the simulator's own cost (token, tenancy,
 * validation, the SQL page and count, serialisation, journal). Posts back the URLs. */
export interface OrdersTargets {
  simulatorUrls: Record<string, string>;
  bareUrls: Record<string, string>;
  /** per GET /api/orders path: a bare route running the same store call on every request (no
   * token, tenancy, validation, journal; JSON.stringify) — the ceiling of a route reading SQL */
  bareSqlUrls: Record<string, string>;
  /** per GET /api/orders path: its page's rows read as finished JSON by primary key in a bare route
   * (bench/pre-serialised.ts) — the bound of any design reading SQL on every request */
  preSerialisedUrls: Record<string, string>;
  token: string;
  /** the viewed company (admin's principal) */
  companyDocument: string;
  orders: number;
  seedMs: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

const paths = workerData.paths as Record<string, string>;
const started = performance.now();
const sim = buildApp({ dbPath: ':memory:', size: 'large', seed: 1 });
await sim.ready();
const login = await sim.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'admin', password: 'demo' },
});
const token = login.json().access_token as string;
const companyDocument = login.json().user.companyDocument as string;
const seedMs = performance.now() - started;
const headers = { authorization: `Bearer ${token}` };
const orders = (await sim.inject({ url: '/api/orders?take=1', headers })).json().total as number;

const bare = Fastify();
const bodies: Record<string, string> = {};
for (const [name, path] of Object.entries(paths)) {
  bodies[name] = (await sim.inject({ url: path, headers })).body;
  bare.get(`/bare/${name}`, async (_, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies[name]),
  );
}
const store = sim.stores.get('default');
const bareSql: Record<string, string> = {};
for (const [name, path] of Object.entries(paths)) {
  const url = new URL(path, 'http://bench');
  if (url.pathname !== '/api/orders') continue;
  const q = Object.fromEntries(url.searchParams) as Record<string, string | undefined>;
  // the handler's own store call (simulator/routes/order-reads.routes.ts), on a validated query
  const listOf = () =>
    store.orders.list({
      companyDocument,
      byShipper: false,
      ...pageOf(q),
      dates: q.dates,
      filters: decodeFilters(q.filter),
      sort: decodeSort(q.sort),
    });
  bare.get(`/bare-sql/${name}`, async (_, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(listOf())),
  );
  bareSql[name] = `/bare-sql/${name}`;
  const preSerialised = preSerialisedPage(store.db, bodies[name], 'orders');
  bare.get(`/pre-serialised/${name}`, async (_, reply) =>
    reply.type('application/json; charset=utf-8').send(preSerialised()),
  );
}
const simBase = await listen(sim);
const bareBase = await listen(bare);
const targets: OrdersTargets = {
  simulatorUrls: Object.fromEntries(Object.entries(paths).map(([n, path]) => [n, `${simBase}${path}`])),
  bareUrls: Object.fromEntries(Object.keys(paths).map((n) => [n, `${bareBase}/bare/${n}`])),
  bareSqlUrls: Object.fromEntries(Object.entries(bareSql).map(([n, path]) => [n, `${bareBase}${path}`])),
  preSerialisedUrls: Object.fromEntries(
    Object.keys(bareSql).map((n) => [n, `${bareBase}/pre-serialised/${n}`]),
  ),
  token,
  companyDocument,
  orders,
  seedMs,
};
parentPort?.postMessage(targets);
parentPort?.on('message', async (message) => {
  const store = sim.stores.get('default');
  if (message === 'count-every-time') {
    // the second pass counts the total on every request, as a first look at a filter does
    store.orders.setTotalReuse(false);
    parentPort?.postMessage('ok');
    return;
  }
  if (typeof message === 'object' && message.dump) {
    dumpOrders(store, companyDocument, message.dump);
    parentPort?.postMessage('ok');
    return;
  }
  await Promise.all([sim.close(), bare.close()]);
  process.exit(0);
});
