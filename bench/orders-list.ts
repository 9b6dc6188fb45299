import { Worker } from 'node:worker_threads';
import { type LoadOptions, load } from './load';
import type { OrdersTargets } from './orders-targets';

/**
 * GET /api/orders over 100k seeded orders (size `large`), filtered and sorted, against a bare
 * Fastify route answering the same bytes, measured in one run (issue 3: goal ratio ≥ 0.5). The
 * list filters, sorts and pages in SQL over indexes; the total is cached until the data changes.
 */
export const ORDERS_LIST_QUERIES: Record<string, string> = {
  // the occurrence page / a status filter, newest first (the list's default sort)
  'status, orderDate DESC': 'page=3&take=25&filter=status|PENDING&sort=orderDate|DESC',
  // a type filter inside a date range, oldest first
  'type + dates, orderDate ASC':
    'page=1&take=50&dates=2024-11-01T2025-01-06&filter=type|NEW&sort=orderDate|ASC',
  // a city sort over the whole company
  'city ASC': 'page=2&take=25&sort=city|ASC',
};
const GOAL = 0.5;

async function startTargets(): Promise<{
  targets: OrdersTargets;
  stop: () => Promise<void>;
  noCache: () => Promise<void>;
}> {
  // Same loader as bench/run.ts: on Node 20 a worker's entry loads before `--import` hooks.
  const url = new URL('./orders-targets.ts', import.meta.url).href;
  const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(url)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(loader, { eval: true, workerData: { queries: ORDERS_LIST_QUERIES } });
  const targets = await new Promise<OrdersTargets>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    targets,
    noCache: async () => {
      worker.postMessage('nocache');
      await new Promise((resolve) => worker.once('message', resolve));
    },
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

export async function ordersListBench(options: LoadOptions): Promise<void> {
  const fmt = (n: number) => n.toFixed(0).padStart(7);
  console.log(
    `\norders list: GET /api/orders over size large vs a bare Fastify route (${options.concurrency} connections)`,
  );
  const { targets, stop, noCache } = await startTargets();
  console.log(
    `  seeded ${targets.orders} orders (the viewed company's total) in ${(targets.seedMs / 1000).toFixed(1)} s`,
  );
  const headers = { authorization: `Bearer ${targets.token}` };
  const warmup = { requests: 300, seconds: 2, concurrency: options.concurrency };
  const pass = async (label: string) => {
    console.log(`  ${label}`);
    for (const [name] of Object.entries(ORDERS_LIST_QUERIES)) {
      await load(targets.simulatorUrls[name], headers, warmup);
      await load(targets.bareUrls[name], {}, warmup);
      const simulator = await load(targets.simulatorUrls[name], headers, options);
      const bare = await load(targets.bareUrls[name], {}, options);
      const ratio = simulator.perSecond / bare.perSecond;
      console.log(
        `    ${name.padEnd(30)} simulator ${fmt(simulator.perSecond)} req/s (${simulator.failed} failed)  bare ${fmt(bare.perSecond)} req/s  ratio ${ratio.toFixed(2)} — goal ≥ ${GOAL}: ${ratio >= GOAL ? 'OK' : 'UNDER'}`,
      );
    }
  };
  try {
    await pass('as a polling console sees it (answers reused until the data changes):');
    await noCache();
    await pass('SQL page and count on every request (caches off):');
  } finally {
    await stop();
  }
}

// `tsx bench/orders-list.ts` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await ordersListBench({
    requests: Number(process.env.BENCH_REQUESTS ?? 20_000),
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
  });
}
