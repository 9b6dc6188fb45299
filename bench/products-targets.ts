import { parentPort } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../simulator/app';
import { DEFAULT_SESSION } from '../simulator/store/registry';
import { addBenchProducts, PRODUCTS_PATH, PRODUCTS_QUERY } from './bench-products';

/** Runs in a worker thread (as orders-targets.ts): the simulator with 20,000 more products in the
 * principal company, and a bare Fastify route answering the same bytes as the measured GET /product
 * (filtered and sorted). Posts back the URLs. */

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

const sim = buildApp({ dbPath: ':memory:', seed: 1 });
await sim.ready();
const login = await sim.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'admin', password: 'demo' },
});
const token = login.json().access_token as string;
addBenchProducts(sim.stores.get(DEFAULT_SESSION));
const headers = { authorization: `Bearer ${token}` };
const body = (await sim.inject({ url: PRODUCTS_PATH, headers })).body;
const total = JSON.parse(body).total as number;
const bare = Fastify();
bare.get('/bare', async (_, reply) => reply.type('application/json; charset=utf-8').send(body));
// The ceiling of any route that reads the store on every request: the same store call as GET
// /product (PRODUCTS_QUERY) in a bare route — no token, tenancy, validation, journal — answered
// with JSON.stringify. The simulator's ratio cannot pass this one's.
const store = sim.stores.get(DEFAULT_SESSION);
const companyDocument = login.json().user.companyDocument as string;
bare.get('/bare-sql', async (_, reply) =>
  reply
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(store.productArea.productRegister.list({ companyDocument, ...PRODUCTS_QUERY }))),
);
// The bound of the one design that could move that ceiling (bench/README.md "The bound"): every
// product's list row kept as finished JSON in a table, so a request reads the page's 25 strings by
// primary key and joins them — the rows found for free (the same 25 ids every time) and no
// platform path. Built here in a side table of the bench's store only; the simulator has no such
// table.
const page = JSON.parse(body) as { products: Array<{ id: string }> };
store.db.exec('CREATE TABLE bench_product_json (id TEXT PRIMARY KEY, json TEXT NOT NULL) WITHOUT ROWID');
const keep = store.db.prepare('INSERT INTO bench_product_json VALUES (?, ?)');
store.db.transaction(() => {
  for (const p of page.products) keep.run(p.id, JSON.stringify(p));
})();
const ids = page.products.map((p) => p.id);
const idsJson = JSON.stringify(ids);
// in the page's order: json_each numbers the ids
const rowsOfPage = store.db
  .prepare('SELECT p.json FROM json_each(?) j JOIN bench_product_json p ON p.id = j.value ORDER BY j.key')
  .pluck();
const pageRest = JSON.stringify({ ...page, products: undefined }).slice(1);
const preSerialised = () => `{"products":[${(rowsOfPage.all(idsJson) as string[]).join(',')}],${pageRest}`;
if (preSerialised() !== body) throw new Error('the pre-serialised page differs from the answer');
bare.get('/pre-serialised', async (_, reply) =>
  reply.type('application/json; charset=utf-8').send(preSerialised()),
);
const bareBase = await listen(bare);
const simulatorUrl = `${await listen(sim)}${PRODUCTS_PATH}`;
parentPort?.postMessage({
  simulatorUrl,
  bareUrl: `${bareBase}/bare`,
  bareSqlUrl: `${bareBase}/bare-sql`,
  preSerialisedUrl: `${bareBase}/pre-serialised`,
  token,
  total,
});
parentPort?.once('message', async () => {
  await Promise.all([sim.close(), bare.close()]);
  process.exit(0);
});
