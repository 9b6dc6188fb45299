import Fastify from 'fastify';
import { buildApp } from '../simulator/app';
import { DEFAULT_SESSION } from '../simulator/store/registry';
import { addBenchProducts, PRODUCTS_PATH } from './bench-products';
import { apiQuery, ORDERS_LIST_QUERIES, ROUTES_PATH } from './orders-list';

/**
 * CPU time per request in one process (`app.inject`), the measure that survives a shared machine
 * (bench/README.md "Session 26"): for each path, the server's CPU µs per request (best of ROUNDS
 * rounds of BATCH requests, process.cpuUsage around each) next to a bare Fastify route answering
 * the same bytes through the same inject, and their ratio. The simulator is seeded with size
 * `large` (85k orders for admin's company) plus 20,000 products, as the list benches do. Each
 * orders query is measured twice: its total reused while the data version is unchanged (paging
 * through one filter) and counted on every request (a first look). Alone:
 * `npx tsx bench/request-cpu.ts [name-substring]`.
 */
const BATCH = Number(process.env.BENCH_BATCH ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** Best-of-ROUNDS CPU µs per request of `call`. */
async function perRequest(call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i += 1) await call();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = cpuMicros();
    for (let i = 0; i < BATCH; i += 1) await call();
    best = Math.min(best, (cpuMicros() - start) / BATCH);
  }
  return best;
}

export async function requestCpuBench(only = ''): Promise<void> {
  const sim = buildApp({ dbPath: ':memory:', size: 'large', seed: 1 });
  await sim.ready();
  const login = await sim.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: 'demo' },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const store = sim.stores.get(DEFAULT_SESSION);
  addBenchProducts(store);
  const paths: Array<[string, string]> = [
    ['GET /api/configure', '/api/configure'],
    ...Object.entries(ORDERS_LIST_QUERIES).map(([n, q]): [string, string] => [
      `orders: ${n}`,
      `/api/orders?${apiQuery(q)}`,
    ]),
    ['GET /routes, 5 days', ROUTES_PATH],
    ['GET /product (filtered, sorted)', PRODUCTS_PATH],
  ];
  const bare = Fastify();
  const bodies = new Map<string, string>();
  bare.get('/bare/:n', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies.get((request.params as { n: string }).n)),
  );
  await bare.ready();
  console.log(`\nCPU µs per request, in process (best of ${ROUNDS} × ${BATCH}; bare = same bytes)`);
  for (const [index, [name, url]] of paths.entries()) {
    if (!name.includes(only)) continue;
    const answer = await sim.inject({ url, headers });
    if (answer.statusCode !== 200)
      throw new Error(`${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    bodies.set(String(index), answer.body);
    const bareUs = await perRequest(() => bare.inject({ url: `/bare/${index}` }));
    const passes: Array<[string, boolean]> = name.startsWith('orders')
      ? [
          ['total reused', true],
          ['counted each time', false],
        ]
      : [['', true]];
    for (const [pass, reuse] of passes) {
      store.orders.setTotalReuse(reuse);
      const us = await perRequest(() => sim.inject({ url, headers }));
      console.log(
        `  ${`${name}${pass ? ` (${pass})` : ''}`.padEnd(58)} ${us.toFixed(0).padStart(6)} µs  bare ${bareUs.toFixed(0).padStart(4)} µs  ratio ${(bareUs / us).toFixed(2)}  (${(answer.body.length / 1024).toFixed(1)} KB)`,
      );
    }
    store.orders.setTotalReuse(true);
  }
  await Promise.all([sim.close(), bare.close()]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await requestCpuBench(process.argv[2] ?? '');
}
