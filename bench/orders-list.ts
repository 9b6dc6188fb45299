import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SEED_EPOCH } from '../simulator/seed/epoch';
import { parseApiRange } from '../src/domain/api-dates';
import { jsonServerQuery, startJsonServer } from './json-server';
import { type LoadOptions, type LoadResult, load } from './load';
import type { OrdersTargets } from './orders-targets';

/**
 * GET /api/orders over size `large` (85k orders for the viewed company), filtered and sorted,
 * against a bare Fastify route answering the same bytes, measured in one run (issue 17 "Lists in
 * SQL": ratio ≥ 0.5, p99 ≤ 20 ms), then against json-server over the same orders ("Side by side":
 * ≥ 5×). There is no answer cache: every request reads its page in SQL; a filter's total is
 * counted once and reused until a write (simulator/store/data-version.ts). The second pass counts
 * it on every request, which is what the first look at a new filter costs.
 */
export interface ListQuery {
  page: number;
  take: number;
  /** a `dates` range of doc 1 §7.1 and the instants it stands for */
  range?: { api: string; from: string; to: string };
  filter?: [field: string, value: string];
  sort?: [field: string, direction: 'ASC' | 'DESC'];
}

/** The last `days` days of the seed (its orders span 90 days up to the seed's epoch). */
function lastDays(days: number): ListQuery['range'] {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const api = `${day(SEED_EPOCH - (days - 1) * 86_400_000)}T${day(SEED_EPOCH)}`;
  const range = parseApiRange(api);
  if (!range) throw new Error(`bad range ${api}`);
  return { api, from: range.from.toISOString(), to: range.to.toISOString() };
}

export const ORDERS_LIST_QUERIES: Record<string, ListQuery> = {
  // the occurrence page / a status filter, newest first (the list's default sort)
  'status, orderDate DESC': { page: 3, take: 25, filter: ['status', 'PENDING'], sort: ['orderDate', 'DESC'] },
  // a type filter inside a month, oldest first
  'type + 30 days, orderDate ASC': {
    page: 1,
    take: 50,
    range: lastDays(30),
    filter: ['type', 'NEW'],
    sort: ['orderDate', 'ASC'],
  },
  // a city sort over the whole company
  'city ASC': { page: 2, take: 25, sort: ['city', 'ASC'] },
  // the console's first screen: the last 7 days (doc 1 §2.8), newest first
  '7 days, newest first': { page: 1, take: 25, range: lastDays(7) },
  // a client name typed in the filter (a substring of name or fantasy name, doc 2 §2)
  'client name + 7 days': { page: 1, take: 25, range: lastDays(7), filter: ['client', 'silva'] },
};
/** The other lists of issue 17 measured here: GET /routes (doc 2 §7 lookup: 5 days, take 200) and
 * GET /inventory (the inventory list's first page as the console asks it, doc 3 §2 Inventory).
 * GET /product is measured on its own over 20,000 extra products (bench/products-list.bench.ts,
 * its path in bench/bench-products.ts; bench/request-cpu.ts also takes it). */
export const ROUTES_PATH = `/api/routes?${new URLSearchParams({
  initialDate: new Date(SEED_EPOCH - 4 * 86_400_000).toISOString().slice(0, 10),
  finalDate: new Date(SEED_EPOCH).toISOString().slice(0, 10),
  page: '1',
  take: '200',
})}`;
export const INVENTORY_PATH = '/api/inventory?page=1&perPage=25';
const OTHER_LISTS: Record<string, string> = {
  'GET /routes, 5 days': ROUTES_PATH,
  'GET /inventory, first page': INVENTORY_PATH,
};
const GOAL = 0.5;
const P99_GOAL_MS = 20;
const JSON_SERVER_GOAL = 5;

/** `q` as the console sends it (doc 1 §7.1). */
export function apiQuery(q: ListQuery): string {
  const params = new URLSearchParams({ page: String(q.page), take: String(q.take) });
  if (q.range) params.set('dates', q.range.api);
  if (q.filter) params.set('filter', q.filter.join('|'));
  if (q.sort) params.set('sort', q.sort.join('|'));
  return params.toString();
}

async function startTargets() {
  // Same loader as bench/run.ts: on Node 20 a worker's entry loads before `--import` hooks.
  const url = new URL('./orders-targets.ts', import.meta.url).href;
  const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(url)}, ${JSON.stringify(import.meta.url)}))`;
  const orders = Object.entries(ORDERS_LIST_QUERIES).map(([n, q]) => [n, `/api/orders?${apiQuery(q)}`]);
  const paths = Object.fromEntries([...orders, ...Object.entries(OTHER_LISTS)]);
  const worker = new Worker(loader, { eval: true, workerData: { paths } });
  const targets = await new Promise<OrdersTargets>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const ask = async (message: unknown) => {
    worker.postMessage(message);
    await new Promise((resolve) => worker.once('message', resolve));
  };
  return {
    targets,
    /** the second pass: the total counted on every request */
    countEveryTime: () => ask('count-every-time'),
    /** writes the viewed company's list rows to `file` as json-server's database */
    dump: (file: string) => ask({ dump: file }),
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

const fmt = (n: number) => n.toFixed(0).padStart(6);
const verdict = (ok: boolean) => (ok ? 'OK' : 'UNDER');

export async function ordersListBench(options: LoadOptions): Promise<void> {
  console.log(
    `\norders list: GET /api/orders over size large vs a bare Fastify route (${options.concurrency} connections)`,
  );
  const { targets, stop, countEveryTime, dump } = await startTargets();
  console.log(
    `  seeded ${targets.orders} orders (the viewed company's total) in ${(targets.seedMs / 1000).toFixed(1)} s`,
  );
  const headers = { authorization: `Bearer ${targets.token}` };
  const warmup = { requests: 300, seconds: 1, concurrency: options.concurrency };
  // `bound`: also the pre-serialised rows (first pass only: they reuse the total, as that pass does)
  const pass = async (label: string, names: string[], bound: boolean) => {
    console.log(`  ${label}`);
    const rates: Record<string, LoadResult> = {};
    for (const name of names) {
      await load(targets.simulatorUrls[name], headers, warmup);
      await load(targets.bareUrls[name], {}, warmup);
      const simulator = await load(targets.simulatorUrls[name], headers, options);
      const bare = await load(targets.bareUrls[name], {}, options);
      const ratio = simulator.perSecond / bare.perSecond;
      console.log(
        `    ${name.padEnd(30)} simulator ${fmt(simulator.perSecond)} req/s (${simulator.failed} failed, p99 ${simulator.p99Ms.toFixed(1)} ms — goal ≤ ${P99_GOAL_MS}: ${verdict(simulator.p99Ms <= P99_GOAL_MS)})  bare ${fmt(bare.perSecond)} req/s  ratio ${ratio.toFixed(2)} — goal ≥ ${GOAL}: ${verdict(ratio >= GOAL)}`,
      );
      const sqlUrl = targets.bareSqlUrls[name];
      if (sqlUrl) {
        // the same store call in a bare route: what any route reading SQL on every request can reach
        await load(sqlUrl, {}, warmup);
        const sql = await load(sqlUrl, {}, options);
        const ceiling = sql.perSecond / bare.perSecond;
        console.log(
          `    ${''.padEnd(30)} the same SQL in a bare route ${fmt(sql.perSecond)} req/s: ratio ${ceiling.toFixed(2)} (the ceiling); the simulator reaches ${(ratio / ceiling).toFixed(2)} of it`,
        );
      }
      if (bound && targets.preSerialisedUrls[name]) {
        await load(targets.preSerialisedUrls[name], {}, warmup);
        const rows = await load(targets.preSerialisedUrls[name], {}, options);
        console.log(
          `    ${''.padEnd(30)} its rows as finished JSON by primary key, bare route ${fmt(rows.perSecond)} req/s: ratio ${(rows.perSecond / bare.perSecond).toFixed(2)} (the bound of any design, before the platform path)`,
        );
      }
      rates[name] = simulator;
    }
    return rates;
  };
  const dir = mkdtempSync(join(tmpdir(), 'orders-json-server-'));
  try {
    const orders = Object.keys(ORDERS_LIST_QUERIES);
    const ours = await pass(
      'page in SQL on every request, each filter’s total counted once until a write:',
      [...orders, ...Object.keys(OTHER_LISTS)],
      true,
    );
    await countEveryTime();
    await pass('first look at a filter (page and total counted on every request):', orders, false);
    await sideBySide(options, ours, { targets, headers, file: join(dir, 'db.json'), dump });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stop();
  }
}

/** Our req/s (first pass) ÷ json-server's, per query, over the same orders; both totals are
 * printed so a reader sees the two answer the same question. */
async function sideBySide(
  options: LoadOptions,
  ours: Record<string, LoadResult>,
  run: {
    targets: OrdersTargets;
    headers: Record<string, string>;
    file: string;
    dump: (file: string) => Promise<void>;
  },
) {
  console.log(
    '\norders list side by side: ours (first pass) vs json-server 0.17 over the same orders (a JSON file, 4 connections)',
  );
  await run.dump(run.file);
  const server = await startJsonServer(run.file);
  try {
    for (const [name, q] of Object.entries(ORDERS_LIST_QUERIES)) {
      const url = `${server.url}/orders?${jsonServerQuery(q, run.targets.companyDocument)}`;
      const theirs = (await fetch(url)).headers.get('x-total-count');
      const our = (await (await fetch(run.targets.simulatorUrls[name], { headers: run.headers })).json())
        .total;
      // json-server answers one request at a time (a whole-array filter and sort each): more
      // connections only queue, and 32 queued answers of ~0.2 s would outlast the time budget
      const one = { ...options, concurrency: Math.min(4, options.concurrency) };
      await load(url, {}, { requests: 4, seconds: 1, concurrency: one.concurrency });
      const other = await load(url, {}, one);
      const ratio = ours[name].perSecond / other.perSecond;
      console.log(
        `    ${name.padEnd(30)} ours ${fmt(ours[name].perSecond)} req/s  json-server ${fmt(other.perSecond)} req/s (${other.failed} failed, p99 ${other.p99Ms.toFixed(0)} ms, total ${theirs} vs our ${our})  ratio ${ratio.toFixed(1)}× — goal ≥ ${JSON_SERVER_GOAL}×: ${verdict(ratio >= JSON_SERVER_GOAL)}`,
      );
    }
  } finally {
    server.stop();
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
