import { buildApp } from '../simulator/app';
import { DEMO_DOCUMENTS } from '../simulator/seed/demo/companies';

/**
 * Server-side finalize of a 1,000-item handling (issue 11: goal < 1 s): every item runs through
 * the handling-item machine, moves stock between two positions, writes a history row, and the
 * record is answered with its items — one SQLite transaction. The handling is created by POST
 * /position-handling/{origin} (1,000 lines of 0.01 of one product); each run starts from the same
 * snapshot; after a warm-up run, the median of RUNS is printed.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ITEMS = 1000;
const GOAL_MS = 1000;
const SESSION = 'bench-handling';

export async function handlingFinalizeBench(): Promise<void> {
  console.log(`\nhandling: server-side finalize of ${ITEMS} items (median of ${RUNS}, app.inject)`);
  const app = buildApp({ dbPath: ':memory:' });
  await app.ready();
  const headers = { 'x-sim-session': SESSION };
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { username: 'admin', password: 'demo' },
  });
  const auth = { ...headers, authorization: `Bearer ${login.json().access_token}` };
  const db = app.stores.get(SESSION).db;
  const origin = db
    .prepare(`SELECT p.id, p.warehouseId, pi.productId FROM positions p JOIN warehouse_position_items pi ON pi.positionId = p.id
      WHERE p.companyDocument = ? AND p.isActive = 1 AND p.inInventory = 0 AND p.type IN ('STORAGE','GENERAL')
        AND pi.quantity >= ? ORDER BY pi.quantity DESC LIMIT 1`)
    .get(DEMO_DOCUMENTS.principal, ITEMS * 0.01) as { id: string; warehouseId: string; productId: string };
  const destination = db
    .prepare(`SELECT id FROM positions WHERE warehouseId = ? AND id != ? AND isActive = 1 AND inInventory = 0
      AND type IN ('STORAGE','GENERAL') LIMIT 1`)
    .pluck()
    .get(origin.warehouseId, origin.id) as string;
  const handling = Array.from({ length: ITEMS }, () => ({
    product: origin.productId,
    quantity: 0.01,
    positionDestiny: destination,
  }));
  const created = await app.inject({
    method: 'POST',
    url: `/api/position-handling/${origin.id}`,
    headers: auth,
    payload: { handling },
  });
  if (created.statusCode !== 201)
    throw new Error(`create: ${created.statusCode} ${created.body.slice(0, 300)}`);
  const id = created.json().id as string;
  await app.inject({ method: 'POST', url: '/__sim/snapshots', headers, payload: { id: 'before-handling' } });
  const times: number[] = [];
  try {
    for (let run = 0; run <= RUNS; run += 1) {
      await app.inject({ method: 'POST', url: '/__sim/snapshots/before-handling/restore', headers });
      const t0 = performance.now();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/position-handling/${id}?action=COMPLETED`,
        headers: auth,
        payload: {},
      });
      if (run > 0) times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`finalize: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
  } finally {
    await app.close();
  }
  const ms = times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(
    `  PUT /position-handling/{id}?action=COMPLETED ${ms.toFixed(0).padStart(6)} ms — goal < ${GOAL_MS} ms: ${ms < GOAL_MS ? 'OK' : 'OVER'}`,
  );
}

// `npx tsx bench/handling-finalize.bench.ts` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await handlingFinalizeBench();
}
