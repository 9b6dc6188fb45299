import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { SEED_EPOCH } from '../simulator/seed/epoch';
import { FILTER_FIELDS, SORT_FIELDS } from '../src/screens/orders/list/orders-query';
import { startJsonServer } from './json-server';
import type { ListTargets, RowSpec } from './list-targets';
import { mockoonQuery, startMockoon } from './mockoon';

/**
 * Issue 33 "Lists hold under load": every list a user of the simulator meets, under autocannon at
 * 32 connections over the large seed (85k orders, 20k products), each request a random page of
 * its row (so no answer cache could help), each ratio against a bare Fastify route serving the
 * same bytes in the same run (bench/list-targets.ts). Goals: a form the console sends ≥ 0.25×,
 * p99 ≤ 50 ms; a form without dates, deep pages included, ≥ 0.10×, p99 ≤ 100 ms; ours ≥ 10× Mockoon.
 */
export interface ListFormsOptions {
  seconds: number;
  connections: number;
}

const CONSOLE = { ratio: 0.25, p99: 50 };
const UNDATED = { ratio: 0.1, p99: 100 };
const PEER_GOAL = 10;

/** `dates` of the last `days` days of the seed (its orders span 90 days up to its epoch). */
function lastDays(days: number): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `${day(SEED_EPOCH - (days - 1) * 86_400_000)}T${day(SEED_EPOCH)}`;
}
const orders = (q: Record<string, string>) => `/api/orders?${new URLSearchParams(q)}`;
const SORTS = Object.values(SORT_FIELDS).flatMap((f) => [`${f}|ASC`, `${f}|DESC`]);

interface Row {
  name: string;
  goal: { ratio: number; p99: number };
  specs: RowSpec[];
  /** the same question in Mockoon's and json-server's syntax, when they can ask it */
  peers?: (company: string, page: number) => { mockoon: string; jsonServer: string };
}

/** The issue's table, then every filter × sort of doc 2 §2 (7 and 90 days, first and tenth page),
 * the same without dates (deep pages included), and the other lists. */
function rows(samples: Record<string, string>): Row[] {
  const d7 = lastDays(7);
  const d90 = lastDays(90);
  const first = { upTo: 4 };
  const deep = { sample: 40, deepest: 3000 };
  const range = (dates: string) => {
    const [from, to] = dates.split('T');
    return { from: `${from}T00:00:00.000Z`, to: `${to}T23:59:59.999Z` };
  };
  const issue: Row[] = [
    {
      name: 'console: 7 days, pages 1–4',
      goal: CONSOLE,
      specs: [{ base: orders({ take: '25', dates: d7 }), pages: first }],
      peers: (company, page) => ({
        mockoon: mockoonQuery({ companyDocument: company, ...range(d7) }, 'orderDate', 'desc', page, 25),
        jsonServer: `companyDocument=${company}&orderDate_gte=${range(d7).from}&orderDate_lte=${range(d7).to}&_sort=orderDate&_order=desc&_page=${page}&_limit=25`,
      }),
    },
    {
      name: 'console: 90 days, status DONE, city ASC',
      goal: CONSOLE,
      specs: [
        {
          base: orders({ take: '25', dates: d90, filter: 'status|DONE', sort: 'city|ASC' }),
          pages: { upTo: 10 },
        },
      ],
    },
    {
      name: 'console: 90 days, type PICKUP, number DESC, 100/page',
      goal: CONSOLE,
      specs: [
        {
          base: orders({ take: '100', dates: d90, filter: 'type|PICKUP', sort: 'orderNumber|DESC' }),
          pages: { upTo: 10 },
        },
      ],
      peers: (company, page) => ({
        mockoon: mockoonQuery(
          { companyDocument: company, type: 'PICKUP', ...range(d90) },
          'orderNumber',
          'desc',
          page,
          100,
        ),
        jsonServer: `companyDocument=${company}&type=PICKUP&orderDate_gte=${range(d90).from}&orderDate_lte=${range(d90).to}&_sort=orderNumber&_order=desc&_page=${page}&_limit=100`,
      }),
    },
    {
      name: 'API client, no range: city filter, number DESC',
      goal: UNDATED,
      specs: [
        {
          base: orders({ take: '25', filter: `city|${samples.city}`, sort: 'orderNumber|DESC' }),
          pages: deep,
        },
      ],
    },
    {
      name: 'API client: status DONE, city DESC, 100/page',
      goal: UNDATED,
      specs: [{ base: orders({ take: '100', filter: 'status|DONE', sort: 'city|DESC' }), pages: deep }],
    },
    {
      name: 'API client: deep pages (to page 3,000), date DESC',
      goal: UNDATED,
      specs: [{ base: orders({ take: '25', sort: 'orderDate|DESC' }), pages: deep }],
      peers: (company, page) => ({
        mockoon: mockoonQuery({ companyDocument: company }, 'orderDate', 'desc', page, 25),
        jsonServer: `companyDocument=${company}&_sort=orderDate&_order=desc&_page=${page}&_limit=25`,
      }),
    },
  ];
  const filters: Array<[string, string | null]> = [
    ['no filter', null],
    ...Object.values(FILTER_FIELDS).map((f): [string, string] => [f, `${f}|${samples[f]}`]),
  ];
  const sweep = (dated: boolean): Row[] =>
    filters.map(([label, filter]) => ({
      name: `${dated ? 'console, 7/90 days' : 'no range'}: ${label}, every sort`,
      goal: dated ? CONSOLE : UNDATED,
      specs: (dated ? [d7, d90] : [undefined]).flatMap((dates) =>
        SORTS.map((sort) => ({
          base: orders({ take: '25', ...(dates ? { dates } : {}), ...(filter ? { filter } : {}), sort }),
          // dated: the first and the tenth page; undated: pages to the deepest, a few of each sort
          pages: dates ? { sample: 2, deepest: 10 } : { sample: 4, deepest: 3000 },
        })),
      ),
    }));
  const page = (base: string, pages: RowSpec['pages'] = { upTo: 10 }) => [{ base, pages }];
  const others: Row[] = [
    { name: 'GET /product (20k): every sort, pages 1–10', goal: CONSOLE, specs: productSpecs(null) },
    { name: 'GET /product: description filter, every sort', goal: CONSOLE, specs: productSpecs('Filtro') },
    {
      name: 'GET /product: deep pages, sku ASC',
      goal: UNDATED,
      specs: [{ base: '/api/product?take=25&sort=sku|ASC', pages: deep }],
    },
    {
      name: 'GET /routes, 5 days, take 200',
      goal: CONSOLE,
      specs: page(
        `/api/routes?take=200&initialDate=${lastDays(5).split('T')[0]}&finalDate=${lastDays(5).split('T')[1]}`,
        {
          upTo: 1,
        },
      ),
    },
    { name: 'GET /inventory', goal: CONSOLE, specs: page('/api/inventory?perPage=25', { upTo: 1 }) },
    ...[
      'inbound',
      'storage',
      'picking',
      'packing',
      'outbound',
      'conference',
      'position-handling',
      'crossdocking',
    ].map(
      (kind): Row => ({
        name: `GET /${kind}`,
        goal: CONSOLE,
        specs: page(`/api/${kind}?take=25`, { sample: 10, deepest: 10 }),
      }),
    ),
  ];
  return [...issue, ...sweep(true), ...sweep(false), ...others];
}

function productSpecs(description: string | null): RowSpec[] {
  return ['sku', 'description', 'brand', 'quantity', 'balance', 'createdAt'].flatMap((field) =>
    ['ASC', 'DESC'].map((direction) => ({
      base: `/api/product?${new URLSearchParams({ take: '25', ...(description ? { description } : {}), sort: `${field}|${direction}` })}`,
      pages: { sample: 2, deepest: 10 },
    })),
  );
}

async function startTargets() {
  // Same loader as bench/run.ts: on Node 20 a worker's entry loads before `--import` hooks.
  const url = new URL('./list-targets.ts', import.meta.url).href;
  const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(url)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(loader, { eval: true });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const ready = await next<{ samples: Record<string, string>; companyDocument: string }>();
  return {
    ready,
    resolve: async (specs: Record<string, RowSpec[]>) => {
      worker.postMessage({ rows: specs });
      return next<ListTargets>();
    },
    dump: async (file: string) => {
      worker.postMessage({ dump: file });
      await next();
    },
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

export interface Rate {
  perSecond: number;
  p99: number;
  errors: number;
}

/** autocannon at `connections` for `seconds`, each request one of `paths` at random. */
export async function cannon(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  o: ListFormsOptions,
): Promise<Rate> {
  const result = await autocannon({
    url: base,
    connections: o.connections,
    duration: o.seconds,
    headers,
    requests: [
      { setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) },
    ],
  });
  return {
    // answers completed over the run's length (a per-second average would read 0 for answers
    // slower than a second, as the peers' are)
    perSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** a ratio to a peer; none of its answers came back in the run: more than ours × the run */
const peerRatio = (ratio: number, seconds: number) =>
  Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : `∞ (no answer in ${seconds} s)`;
const n = (x: number) => x.toFixed(0).padStart(6);
const verdict = (ok: boolean) => (ok ? 'OK' : 'UNDER');

export async function listFormsBench(o: ListFormsOptions): Promise<void> {
  console.log(
    `\nlists under load (issue 33): autocannon, ${o.connections} connections, ${o.seconds} s a side, random pages; ratio = simulator ÷ a bare route serving the same bytes`,
  );
  const targets = await startTargets();
  const all = rows(targets.ready.samples);
  const t = await targets.resolve(Object.fromEntries(all.map((r) => [r.name, r.specs])));
  console.log(
    `  seeded in ${(t.seedMs / 1000).toFixed(1)} s; filter values: ${Object.entries(t.samples)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );
  const headers = { authorization: `Bearer ${t.token}` };
  // each path asked once first: what is measured is paging through lists already looked at (a
  // filter's total and a deep list's ordering are read once per data version, data-version.ts);
  // the first look of each is this pass, timed apart
  const firstLook = performance.now();
  let looked = 0;
  for (const path of new Set(Object.values(t.paths).flat())) {
    await fetch(`${t.simulatorBase}${path}`, { headers }).then((res) => res.arrayBuffer());
    looked += 1;
  }
  console.log(
    `  first look at each of ${looked} paths, one at a time: ${((performance.now() - firstLook) / looked).toFixed(1)} ms on average`,
  );
  const warm = { ...o, seconds: 1 };
  const ours: Record<string, Rate> = {};
  let under = 0;
  for (const row of all) {
    const paths = t.paths[row.name];
    await cannon(t.simulatorBase, paths, headers, warm);
    const sim = await cannon(t.simulatorBase, paths, headers, o);
    const bare = await cannon(t.bareBase, paths, {}, o);
    const ratio = sim.perSecond / bare.perSecond;
    const ok = ratio >= row.goal.ratio && sim.p99 <= row.goal.p99 && sim.errors === 0;
    if (!ok) under += 1;
    ours[row.name] = sim;
    console.log(
      `  ${row.name.padEnd(52)} ${n(sim.perSecond)} req/s p99 ${String(sim.p99).padStart(4)} ms (bare ${n(bare.perSecond)}, p99 ${bare.p99}) ratio ${ratio.toFixed(2)}${sim.errors ? `, ${sim.errors} errors` : ''} — goal ≥ ${row.goal.ratio}, p99 ≤ ${row.goal.p99} ms: ${verdict(ok)}`,
    );
  }
  console.log(`  ${all.length - under} of ${all.length} rows OK`);
  const dir = mkdtempSync(join(tmpdir(), 'lists-peers-'));
  try {
    await targets.dump(join(dir, 'orders.json'));
    await peers(all, ours, t, join(dir, 'orders.json'), o);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await targets.stop();
  }
}

/** Ours ÷ Mockoon's CLI and json-server over the same orders, for the rows they can ask. */
async function peers(
  all: Row[],
  ours: Record<string, Rate>,
  t: ListTargets,
  file: string,
  o: ListFormsOptions,
) {
  const asked = all.filter((r) => r.peers);
  // their answers take seconds each: a longer run, so that some complete
  const peerRun = { ...o, seconds: Math.max(o.seconds, 10) };
  const pagesOf = (row: Row) =>
    t.paths[row.name].map((p) => Number(new URL(p, 'http://x').searchParams.get('page')));
  console.log('\nlists side by side: ours (above) vs Mockoon CLI and json-server 0.17 over the same orders');
  const mockoon = await startMockoon(file).catch((error: Error) => error);
  if (mockoon instanceof Error) console.log(`  Mockoon CLI did not start: ${mockoon.message}`);
  else
    try {
      for (const row of asked) {
        const paths = pagesOf(row).map((page) => row.peers?.(t.companyDocument, page).mockoon as string);
        const theirs = await cannon(mockoon.url, paths, {}, peerRun);
        const ratio = ours[row.name].perSecond / theirs.perSecond;
        console.log(
          `  ${row.name.padEnd(52)} Mockoon ${theirs.perSecond.toFixed(1).padStart(7)} req/s (p99 ${theirs.p99} ms, ${theirs.errors} errors)  ours ÷ Mockoon ${peerRatio(ratio, peerRun.seconds)} — goal ≥ ${PEER_GOAL}×: ${verdict(ratio >= PEER_GOAL)}`,
        );
      }
    } finally {
      mockoon.stop();
    }
  const jsonServer = await startJsonServer(file);
  try {
    for (const row of asked) {
      const paths = pagesOf(row).map((page) => `/orders?${row.peers?.(t.companyDocument, page).jsonServer}`);
      // json-server answers one request at a time: more connections only queue
      const theirs = await cannon(jsonServer.url, paths, {}, { ...peerRun, connections: 4 });
      const ratio = ours[row.name].perSecond / theirs.perSecond;
      console.log(
        `  ${row.name.padEnd(52)} json-server ${theirs.perSecond.toFixed(1).padStart(7)} req/s (p99 ${theirs.p99} ms)  ours ÷ json-server ${peerRatio(ratio, peerRun.seconds)} — goal ≥ 5×: ${verdict(ratio >= 5)}`,
      );
    }
  } finally {
    jsonServer.stop();
  }
}

// `tsx bench/list-forms.ts` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await listFormsBench({
    seconds: Number(process.env.BENCH_LIST_SECONDS ?? 3),
    connections: Number(process.env.BENCH_CONCURRENCY ?? 32),
  });
}
