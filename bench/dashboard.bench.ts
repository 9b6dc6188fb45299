import { buildApp } from '../simulator/app';
import { SEED_EPOCH } from '../simulator/seed/epoch';

/**
 * GET /api/dashboard over size `large` (100k generated orders, simulator/seed/sizes.ts) for the
 * principal, default range (the last 7 days, doc 1 §2.8) and the widest preset (90 days). Goal
 * (issue 15): p95 under 50 ms. In process (app.inject), so the figure is the route's own cost
 * without a socket. Reads interleaved with writes, as the TV wall sees them: before each timed ask
 * (the write itself not timed) nothing, or one write of the kind the pass names —
 * - an order's status (a PICKUP order of the principal, in the range): the worst case, every order
 *   block of the company counts again (simulator/dashboard/indicator-cache.ts);
 * - an operation's status (a picking of the principal): its operation blocks count again;
 * - the company's settings (PUT of the order-monitoring operations): nothing counts again.
 * Written through the store's connection, so the same triggers fire as for any route's write.
 */
const REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

export async function dashboardBench(): Promise<void> {
  const app = buildApp({ dbPath: ':memory:' });
  await app.ready();
  const seeded = await app.inject({
    method: 'POST',
    url: '/__sim/seed',
    payload: { seed: 1, size: 'large' },
  });
  if (seeded.statusCode !== 200) throw new Error(`seed: ${seeded.statusCode} ${seeded.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: 'demo' },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const { db } = app.stores.get('default');
  const principal = (db
    .prepare('SELECT cnpj FROM companies WHERE parentDocument IS NULL ORDER BY rowid LIMIT 1')
    .pluck()
    .get() ?? '') as string;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const ids = (sql: string) =>
    db
      .prepare(sql)
      .pluck()
      .all(principal, new Date(SEED_EPOCH - 6 * 86_400_000).toISOString()) as string[];
  const orders = ids(
    "SELECT id FROM orders WHERE companyDocument = ? AND type = 'PICKUP' AND status IN ('PENDING', 'INPROGRESS') AND orderDate >= ? LIMIT 50",
  );
  const operations = ids(
    "SELECT id FROM operations WHERE companyDocument = ? AND kind = 'picking' AND status IN ('PENDING', 'INPROGRESS') AND operationDate >= ? LIMIT 50",
  );
  if (orders.length === 0 || operations.length === 0) throw new Error('no open order or operation to write');
  let turn = 0;
  // each write flips one record between PENDING and INPROGRESS (both open: the figures stay alike)
  const flip = (table: string, list: string[]) => () => {
    const id = list[turn++ % list.length];
    db.prepare(
      `UPDATE ${table} SET status = CASE status WHEN 'PENDING' THEN 'INPROGRESS' ELSE 'PENDING' END WHERE id = ?`,
    ).run(id);
  };
  const settings = async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/configure/dashboard-order-operations',
      headers,
      payload: { operations: ['INBOUND', 'PICKING', 'PICKUP'] },
    });
    if (res.statusCode !== 200) throw new Error('PUT order operations');
  };
  const passes: Array<[string, (() => unknown) | null]> = [
    ['repeated', null],
    ['after an order write', flip('orders', orders)],
    ['after an operation write', flip('operations', operations)],
    ['after a settings write', settings],
  ];
  for (const [pass, before] of passes) {
    for (const days of [7, 90]) {
      const url = `/api/dashboard?initialDate=${day(SEED_EPOCH - (days - 1) * 86_400_000)}&finalDate=${day(SEED_EPOCH)}`;
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + 20; i++) {
        await before?.();
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`GET /dashboard: ${res.statusCode}`);
        if (i >= 20) times.push(performance.now() - start); // the first 20 warm the statements up
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      console.log(
        `GET /dashboard, large seed, ${days} days, ${pass}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal < 50 ms: ${p95 < 50 ? 'met' : 'NOT met'})`,
      );
    }
  }
  await app.close();
}
