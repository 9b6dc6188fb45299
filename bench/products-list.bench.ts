import { Worker } from 'node:worker_threads';
import { type LoadOptions, load } from './load';

/**
 * GET /api/product over 20,000 more products (issue 12 "Bench: GET /product with 20,000 products
 * filtered and sorted ≥ 0.5× a bare Fastify route, SQL on every request"): the simulator answers
 * from SQL on every request (no answer cache: simulator/store/product-register.repo.ts), the bare
 * route sends the same bytes. Servers run in a worker (products-targets.ts) so the load generator
 * does not share their event loop.
 */
const GOAL = 0.5;

interface ProductsTargets {
  simulatorUrl: string;
  bareUrl: string;
  /** a bare route running the same store call on every request (the ceiling, see products-targets) */
  bareSqlUrl: string;
  /** the page's rows read as finished JSON by primary key in a bare route (the bound of any design) */
  preSerialisedUrl: string;
  token: string;
  total: number;
}

export async function productsListBench(options: LoadOptions): Promise<boolean> {
  const url = new URL('./products-targets.ts', import.meta.url).href;
  const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(url)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(loader, { eval: true });
  const targets = await new Promise<ProductsTargets>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const headers = { authorization: `Bearer ${targets.token}` };
  const warmup = { requests: 300, seconds: 2, concurrency: options.concurrency };
  await load(targets.simulatorUrl, headers, warmup);
  await load(targets.bareUrl, {}, warmup);
  await load(targets.bareSqlUrl, {}, warmup);
  await load(targets.preSerialisedUrl, {}, warmup);
  const simulator = await load(targets.simulatorUrl, headers, options);
  const bare = await load(targets.bareUrl, {}, options);
  const bareSql = await load(targets.bareSqlUrl, {}, options);
  const preSerialised = await load(targets.preSerialisedUrl, {}, options);
  worker.postMessage('stop');
  await new Promise((resolve) => worker.once('exit', resolve));
  const ratio = simulator.perSecond / bare.perSecond;
  console.log(
    `GET /product (20,000 extra products, ${targets.total} matching, filtered + sorted): ` +
      `${simulator.perSecond.toFixed(0)} req/s (p99 ${simulator.p99Ms.toFixed(1)} ms) vs bare ${bare.perSecond.toFixed(0)} req/s — ` +
      `ratio ${ratio.toFixed(2)} (goal ≥ ${GOAL}) ${ratio >= GOAL ? 'OK' : 'BELOW GOAL'}`,
  );
  const ceiling = bareSql.perSecond / bare.perSecond;
  console.log(
    `  the same SQL in a bare route (no platform path): ${bareSql.perSecond.toFixed(0)} req/s — ratio ${ceiling.toFixed(2)}, ` +
      `the ceiling of a route reading the store on every request; the simulator reaches ${(ratio / ceiling).toFixed(2)} of it`,
  );
  console.log(
    `  the page's rows as finished JSON read by primary key, bare route: ${preSerialised.perSecond.toFixed(0)} req/s — ratio ` +
      `${(preSerialised.perSecond / bare.perSecond).toFixed(2)}, the bound of any design reading SQL per request before the platform path`,
  );
  return ratio >= GOAL;
}

// `npx tsx bench/products-list.bench.ts` runs it alone
if (import.meta.url === `file://${process.argv[1]}`) {
  await productsListBench({ requests: 5_000, seconds: 5, concurrency: 16 });
}
