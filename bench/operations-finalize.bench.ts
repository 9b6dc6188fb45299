import type { FastifyInstance } from 'fastify';
import { buildApp } from '../simulator/app';
import { BENCH_LINES } from '../simulator/seed/demo/bench-operations';
import { DEMO_POSITION_IDS } from '../simulator/seed/demo/positions';
import { DEMO_WAREHOUSE_OPERATION_IDS as W } from '../simulator/seed/demo/warehouse';

/**
 * Server-side finalize of the seeded 5,000-line picking (`PIC-BENCH5K`) and storage
 * (`STO-BENCH5K`), seeded for sizes above demo (simulator/seed/demo-warehouse.ts): each call runs
 * every line through its machines, moves the stock and answers the record's detail, in one
 * SQLite transaction (issue 4: goal < 1 s each). Each run starts from the same snapshot; after
 * one warm-up run, the median of RUNS is printed.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `BENCH_ONLY=storage` (or picking) runs only the cases whose name starts with it. */
const ONLY = process.env.BENCH_ONLY ?? '';
const GOAL_MS = 1000;
const SESSION = 'bench-operations';

type Inject = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: string }>;

function client(app: FastifyInstance, token: string): Inject {
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

/** Every storage line with its full quantity into one storable position (bulk confirm). */
async function storageBody(call: Inject) {
  const record = JSON.parse((await call('GET', `/api/storage/${W.benchStorage}`)).body);
  return {
    user: 'usr-operator',
    action: null,
    orders: record.items.map(
      (i: { order: { id: string; items: Array<{ id: string; quantity: number }> } }) => ({
        order: i.order.id,
        items: i.order.items.map((l) => ({
          id: l.id,
          quantity: l.quantity,
          position: DEMO_POSITION_IDS.storage,
        })),
      }),
    ),
  };
}

/** Every picking row at its expected quantity (origin=app: FINALIZE_ALL then FINALIZE_ROW each). */
async function pickingBody(call: Inject) {
  const record = JSON.parse((await call('GET', `/api/picking/${W.benchPicking}`)).body);
  type Row = { id: string; quantity: number; position: { id: string } | null };
  return {
    user: 'usr-operator',
    orders: record.items.map((i: { order: { id: string }; itemPositions: Row[] }) => ({
      order: i.order.id,
      items: i.itemPositions.map((r) => ({
        id: r.id,
        position: r.position?.id ?? null,
        quantity: r.quantity,
      })),
    })),
  };
}

export async function operationsFinalizeBench(): Promise<void> {
  console.log(
    `\nwarehouse operations: server-side finalize of ${BENCH_LINES} lines (median of ${RUNS}, app.inject)`,
  );
  const started = performance.now();
  const app = buildApp({ dbPath: ':memory:' });
  await app.ready();
  await app.inject({
    method: 'POST',
    url: '/__sim/seed',
    headers: { 'x-sim-session': SESSION },
    payload: { seed: 1, size: 'small' },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-sim-session': SESSION },
    payload: { username: 'admin', password: 'demo' },
  });
  const call = client(app, login.json().access_token);
  await call('POST', '/__sim/snapshots', { id: 'before-finalize' });
  console.log(`  seeded size small in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const cases: Array<[string, () => Promise<[string, string, unknown]>]> = [
    [
      'picking  PUT ?action=COMPLETED',
      async () => ['PUT', `/api/picking/${W.benchPicking}?action=COMPLETED`, {}],
    ],
    [
      'picking  PUT ?origin=app (all rows)',
      async () => ['PUT', `/api/picking/${W.benchPicking}?origin=app`, await pickingBody(call)],
    ],
    [
      'storage  PUT ?origin=app (all lines)',
      async () => ['PUT', `/api/storage/${W.benchStorage}?origin=app`, await storageBody(call)],
    ],
  ];
  try {
    for (const [name, request] of cases) {
      if (!name.startsWith(ONLY)) continue;
      const times: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      for (let run = 0; run <= RUNS; run += 1) {
        await call('POST', '/__sim/snapshots/before-finalize/restore');
        const [method, url, body] = await request();
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const res = await call(method as 'PUT', url, body);
        const used = process.cpuUsage(c0);
        if (run > 0) {
          // run 0 warms the code paths up
          times.push(performance.now() - t0);
          cpu.push((used.user + used.system) / 1000);
        }
        if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.body.slice(0, 300)}`);
        bytes = res.body.length;
      }
      const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
      const ms = median(times);
      console.log(
        `  ${name.padEnd(38)} ${ms.toFixed(0).padStart(6)} ms, CPU ${median(cpu).toFixed(0)} ms  (answer ${(bytes / 1e6).toFixed(1)} MB) — goal < ${GOAL_MS} ms: ${ms < GOAL_MS ? 'OK' : 'OVER'}`,
      );
    }
  } finally {
    await app.close();
  }
}

// `npx tsx bench/operations-finalize.bench.ts` runs this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await operationsFinalizeBench();
}
