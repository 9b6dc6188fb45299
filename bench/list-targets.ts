import { parentPort } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../simulator/app';
import { DEFAULT_SESSION } from '../simulator/store/registry';
import { addBenchProducts } from './bench-products';
import { dumpOrders } from './orders-dump';

/**
 * Runs in a worker thread (bench/list-forms.ts, issue 33): the simulator seeded with size `large`
 * (85k orders for admin's company) plus 20,000 products, and one bare Fastify route answering, for
 * every URL a row of the bench asks, the very bytes the simulator answers to it — so each ratio is
 * the simulator's own cost for the same answers. The main thread sends the rows' base paths; the
 * worker resolves their pages (a row's "random pages" are a sample of its real pages), reads every
 * answer once, and posts back the URLs.
 */
export interface RowSpec {
  /** the path without `page` (it carries `take`) */
  base: string;
  /** pages 1…n, or a sample of `sample` pages over the list's pages up to `deepest` */
  pages: { upTo: number } | { sample: number; deepest: number };
}
export interface ListTargets {
  simulatorBase: string;
  bareBase: string;
  token: string;
  companyDocument: string;
  /** row name → the paths it asks, at random */
  paths: Record<string, string[]>;
  /** a value of each orders filter that the seed holds (the most common one) */
  samples: Record<string, string>;
  seedMs: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

const started = performance.now();
const sim = buildApp({ dbPath: ':memory:', size: 'large', seed: 1 });
await sim.ready();
const store = sim.stores.get(DEFAULT_SESSION);
addBenchProducts(store);
const login = await sim.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'admin', password: 'demo' },
});
const token = login.json().access_token as string;
const companyDocument = login.json().user.companyDocument as string;
const headers = { authorization: `Bearer ${token}` };
const seedMs = performance.now() - started;

/** The most common value of `sql`'s column among the company's orders. */
const common = (column: string) =>
  String(
    store.db
      .prepare(
        `SELECT ${column} FROM orders WHERE companyDocument = ? AND ${column} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      )
      .pluck()
      .get(companyDocument),
  );
const samples: Record<string, string> = {
  client: common("substr(recipientName, 1, instr(recipientName || ' ', ' ') - 1)"),
  orderNumber: common('substr(orderNumber, 1, 2)'),
  invoiceNumber: common('invoiceNumber'),
  saleschannel: common('saleschannelCode'),
  state: common('recipientState'),
  city: common('recipientCity'),
  postalCode: common('recipientPostalCode'),
  origin: common('origin'),
  type: common('type'),
  plate: common('plate'),
  mechanic: common('mechanic'),
  transporter: common('(SELECT nameTransporter FROM transporters t WHERE t.id = transporterId)'),
  status: common('status'),
};

const bodies = new Map<string, string>();
const answer = async (path: string) => {
  const res = await sim.inject({ url: path, headers });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  bodies.set(path, res.body);
  return res.json() as { total?: number };
};
const withPage = (base: string, page: number) => `${base}${base.includes('?') ? '&' : '?'}page=${page}`;

/** Every path of `spec`, each answer read once (the bare route's bytes). */
async function pathsOf(spec: RowSpec): Promise<string[]> {
  if ('upTo' in spec.pages) {
    const paths = Array.from({ length: spec.pages.upTo }, (_, i) => withPage(spec.base, i + 1));
    for (const path of paths) await answer(path);
    return paths;
  }
  const first = await answer(withPage(spec.base, 1));
  const take = Number(new URL(spec.base, 'http://x').searchParams.get('take') ?? 25);
  const last = Math.max(1, Math.min(spec.pages.deepest, Math.ceil((first.total ?? 0) / take)));
  const pages = new Set([1, last]);
  // spread over the pages, deterministic: the same sample in every run
  for (let i = 1; pages.size < Math.min(spec.pages.sample, last); i++) pages.add(1 + ((i * 7919) % last));
  const paths = [...pages].map((page) => withPage(spec.base, page));
  for (const path of paths) await answer(path);
  return paths;
}

const bare = Fastify();
bare.get('/*', (request, reply) => {
  reply.type('application/json; charset=utf-8').send(bodies.get(request.url));
});
const simulatorBase = await listen(sim);
const bareBase = await listen(bare);

parentPort?.postMessage({ samples, companyDocument });
parentPort?.on('message', async (message) => {
  if (message.rows) {
    const rows = message.rows as Record<string, RowSpec[]>;
    const paths: Record<string, string[]> = {};
    for (const [name, specs] of Object.entries(rows)) {
      paths[name] = [];
      for (const spec of specs) paths[name].push(...(await pathsOf(spec)));
    }
    const targets: ListTargets = { simulatorBase, bareBase, token, companyDocument, paths, samples, seedMs };
    parentPort?.postMessage(targets);
    return;
  }
  if (message.dump) {
    dumpOrders(store, companyDocument, message.dump);
    parentPort?.postMessage('ok');
    return;
  }
  await Promise.all([sim.close(), bare.close()]);
  process.exit(0);
});
