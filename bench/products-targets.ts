import { parentPort } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../simulator/app';
import { DEFAULT_SESSION } from '../simulator/store/registry';
import { addBenchProducts, PRODUCTS_PATH, PRODUCTS_QUERY } from './bench-products';
import { preSerialisedPage } from './pre-serialised';

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
// the bound of pre-serialised rows (bench/pre-serialised.ts)
const preSerialised = preSerialisedPage(store.db, body, 'products');
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
