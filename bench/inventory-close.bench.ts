import type { FastifyInstance } from 'fastify';
import { buildApp } from '../simulator/app';
import { DEMO_DOCUMENTS } from '../simulator/seed/demo/companies';
import { DEMO_POSITION_IDS } from '../simulator/seed/demo/positions';

/**
 * Closing a 3,500-line inventory server-side (issue 13: goal < 1 s): 3,500 products stored in one
 * position, an inventory opened over it, a count of every line (every line off by one — the worst
 * close: 3,500 stock changes — so the recount by a second operator settles it), then PUT
 * ?action=COMPLETED — every line's stock set to its count and written to the stock history, in one
 * transaction. Each run starts from the same snapshot; after one warm-up run the median of RUNS is
 * printed, wall time and the process's CPU time (on a shared, loaded machine the wall time of the
 * same close went from 0.3 to 1.6 s; the CPU time is the steadier figure).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LINES = 3_500;
const GOAL_MS = 1000;
const SESSION = 'bench-inventory';

type Call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: string }>;

function client(app: FastifyInstance, token: string): Call {
  return async (method, url, body) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'x-sim-session': SESSION },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.body };
  };
}

/** 3,500 products of the principal, each with 10 units at the bench position. */
function stockPosition(app: FastifyInstance, positionId: string): string[] {
  const store = app.stores.get(SESSION);
  const now = new Date().toISOString();
  const ids: string[] = [];
  store.db.transaction(() => {
    for (let i = 0; i < LINES; i += 1) {
      const id = `prd-bench-inv-${i}`;
      store.products.insert({
        id,
        companyDocument: DEMO_DOCUMENTS.principal,
        sku: `INV-BENCH-${i}`,
        description: `Inventory bench ${i}`,
        barcode: `789100${String(i).padStart(7, '0')}`,
        rfidcode: null,
        manufactorCode: null,
        un: 'UN',
        price: 1,
        isActive: true,
        productBatch: null,
        productExpire: null,
        createdAt: now,
      } as Parameters<typeof store.products.insert>[0]);
      store.stock.adjust(positionId, id, 10, now);
      ids.push(id);
    }
  })();
  return ids;
}

export async function inventoryCloseBench(): Promise<void> {
  console.log(`\ninventory: server-side close of a ${LINES}-line count (median of ${RUNS}, app.inject)`);
  const app = buildApp({ dbPath: ':memory:' });
  await app.ready();
  await app.inject({ method: 'POST', url: '/__sim/reset', headers: { 'x-sim-session': SESSION } });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-sim-session': SESSION },
    payload: { username: 'admin', password: 'demo' },
  });
  const call = client(app, login.json().access_token);
  const position = DEMO_POSITION_IDS.storage;
  const products = stockPosition(app, position);
  const created = await call('POST', '/api/inventory', { positions: [position] });
  if (created.status !== 201)
    throw new Error(`POST /inventory ${created.status} ${created.body.slice(0, 200)}`);
  const record = JSON.parse(created.body).record;
  const item = record.positions[0].id;
  const reads = products.map((product, i) => ({ product, countRealized: i % 2 === 0 ? 9 : 11 }));
  const url = `/api/inventory/${record.id}/${item}?action=COUNT`;
  for (const user of ['usr-operator', 'usr-admin']) {
    const counted = await call('PUT', url, { user, items: reads });
    if (counted.status !== 200) throw new Error(`count ${counted.status} ${counted.body.slice(0, 200)}`);
  }
  await call('POST', '/__sim/snapshots', { id: 'before-close' });
  const times: number[] = [];
  const cpuTimes: number[] = [];
  try {
    for (let run = 0; run <= RUNS; run += 1) {
      await call('POST', '/__sim/snapshots/before-close/restore');
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const res = await call('PUT', `/api/inventory/${record.id}?action=COMPLETED`, {});
      const cpu = process.cpuUsage(cpu0);
      if (run > 0) {
        times.push(performance.now() - t0);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
      }
      if (res.status !== 200) throw new Error(`close ${res.status} ${res.body.slice(0, 300)}`);
    }
  } finally {
    await app.close();
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ms = median(times);
  console.log(
    `  ${'inventory PUT ?action=COMPLETED'.padEnd(38)} ${ms.toFixed(0).padStart(6)} ms (CPU ${median(cpuTimes).toFixed(0)} ms) — goal < ${GOAL_MS} ms: ${ms < GOAL_MS ? 'OK' : 'OVER'}`,
  );
}

// `npx tsx bench/inventory-close.bench.ts` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await inventoryCloseBench();
}
