import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { connect, type MqttClient } from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvelopeWriter, encode } from '../../../simulator/devices/envelope';
import { DEMO_PASSWORD } from '../../../simulator/seed/demo/users';
import { EVENTS, eventTopic, SCHEMAS } from '../../../src/domain/devices';
import { NEW_ORDER, principal } from '../orders-helpers';
import { freePort, ready, type ServerProcess, startServer, stopServer } from './server-process';

// Issue 18 "Nothing lost": a client writes 1,000 changes — orders created and changed, inbound
// orders finalized, counter reads at MQTT QoS 1 — to a simulator running as a process of its
// own; the process is killed (SIGKILL, no shutdown) midway, started again on the same data
// folder, and every change that was acknowledged (a 2xx answer, a PUBACK) is there, none of them
// half-applied. DURABILITY_CHANGES (default 1000) and DURABILITY_KILL_AT (default 500) make it
// longer.

const CHANGES = Number(process.env.DURABILITY_CHANGES ?? 1000);
const KILL_AT = Number(process.env.DURABILITY_KILL_AT ?? Math.floor(CHANGES / 2));
const WORKERS = 6;
/** one change in ten is an inbound order finalized, one in four a counter read; the rest are
 * order creations each followed by a change of its type */
const FINALIZES = Math.floor(CHANGES / 10);
const COUNTS = Math.floor(CHANGES / 4);
const PAIRS = Math.floor((CHANGES - FINALIZES - COUNTS) / 2);
const SKU = 'SKU-00007';
const COUNTER = 'COUNTER-01';
/** counter totals no emulator reaches: the reads of this test are told apart by them */
const FIRST_COUNT = 9_000_000;

const folder = mkdtempSync(join(tmpdir(), 'sim-durability-'));
const dbPath = join(folder, 'sim.db');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What the client got an acknowledgement for. */
const acked = {
  created: new Map<string, string>(), // order number → id
  retyped: new Set<string>(), // order ids
  finalized: new Set<string>(), // inbound item ids
  counted: new Set<number>(), // counter totals
};
const ackCount = () => acked.created.size + acked.retyped.size + acked.finalized.size + acked.counted.size;

type Task = () => Promise<void>;

class Client {
  constructor(
    readonly base: string,
    readonly token: string,
  ) {}

  async send(method: string, url: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        'accept-language': 'en-US',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.json();
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }
}

async function signIn(base: string): Promise<Client> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  return new Client(base, ((await res.json()) as { access_token: string }).access_token);
}

const order = (orderNumber?: string) => ({
  ...NEW_ORDER,
  ...(orderNumber ? { orderNumber } : {}),
  items: [{ sku: SKU, description: `Item ${SKU}`, quantity: 1, priceUnit: 1 }],
});

/** One inbound record of FINALIZES new orders: its id and its items (one per order). */
async function inboundToFinalize(client: Client) {
  const create = async () =>
    ((await client.send('POST', '/api/orders', order())) as { order: { id: string } }).order.id;
  const orders: string[] = [];
  while (orders.length < FINALIZES)
    orders.push(
      ...(await Promise.all(Array.from({ length: Math.min(WORKERS, FINALIZES - orders.length) }, create))),
    );
  const { id } = (await client.send('POST', '/api/inbound', { orders })) as { id: string };
  const detail = (await client.send('GET', `/api/inbound/${id}`)) as { items: Array<{ id: string }> };
  return { id, items: detail.items.map((i) => i.id) };
}

function countPublisher(
  mqttUrl: string,
): Promise<{ client: MqttClient; count: (total: number) => Promise<void> }> {
  const client = connect(mqttUrl, { clientId: 'durability-counter', reconnectPeriod: 0 });
  client.on('error', () => undefined);
  const writer = new EnvelopeWriter(COUNTER, () => new Date());
  const topic = eventTopic(principal, 'counter', COUNTER, EVENTS.count);
  const count = async (total: number) => {
    const data = { deviceName: COUNTER, deviceIP: '192.168.10.21', counter: total, increment: 1 };
    await client.publishAsync(topic, encode(writer.next(SCHEMAS.count, data)), { qos: 1 });
  };
  return new Promise((resolve) => client.once('connect', () => resolve({ client, count })));
}

/** The planned changes, interleaved so every kind is in flight when the process dies. */
function plan(
  client: Client,
  inboundId: string,
  items: string[],
  count: (total: number) => Promise<void>,
): Task[] {
  const pairs: Task[] = Array.from({ length: PAIRS }, (_, i) => async () => {
    const number = `DUR-${i + 1}`;
    const created = (await client.send('POST', '/api/orders', order(number))) as { order: { id: string } };
    acked.created.set(number, created.order.id);
    await client.send('PUT', `/api/orders/type/${created.order.id}`, { type: 'DROPOFF' });
    acked.retyped.add(created.order.id);
  });
  const finalizes: Task[] = items.map((item) => async () => {
    await client.send('PUT', `/api/inbound/${inboundId}/${item}?action=COMPLETED`, {});
    acked.finalized.add(item);
  });
  const counts: Task[] = Array.from({ length: COUNTS }, (_, i) => async () => {
    await count(FIRST_COUNT + i);
    acked.counted.add(FIRST_COUNT + i);
  });
  const tasks: Task[] = [];
  for (let i = 0; i < Math.max(pairs.length, finalizes.length, counts.length); i += 1) {
    for (const list of [pairs, counts, finalizes]) if (list[i]) tasks.push(list[i]);
  }
  return tasks;
}

/** Runs `tasks` on WORKERS workers; SIGKILLs the server once KILL_AT changes are acknowledged.
 * A worker stops at its first failed call (the server is gone). */
async function runUntilKilled(server: ServerProcess, tasks: Task[]): Promise<void> {
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed && next < tasks.length) {
      const task = tasks[next];
      next += 1;
      try {
        await Promise.race([task(), server.exited.then(() => Promise.reject(new Error('killed')))]);
      } catch {
        return;
      }
      if (!killed && ackCount() >= KILL_AT) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

describe('kill -9 while a client writes, then restart on the same data folder', () => {
  it(`keeps every acknowledged change of ${CHANGES}, none half-applied`, { timeout: 180_000 }, async () => {
    const env = { DB_PATH: dbPath, PORT: String(await freePort()), MQTT_PORT: String(await freePort()) };
    const base = `http://127.0.0.1:${env.PORT}`;
    const first = startServer(env);
    await ready(first);
    const client = await signIn(base);
    const inbound = await inboundToFinalize(client);
    const virtualBefore = productVirtual();
    // the simulator's operator user (devices/broker-auth.ts): anonymous clients are refused
    const publisher = await countPublisher(`mqtt://wh-operator:wh-operator@127.0.0.1:${env.MQTT_PORT}`);

    await runUntilKilled(first, plan(client, inbound.id, inbound.items, publisher.count));
    publisher.client.end(true);
    const death = await first.exited;
    expect(death.signal).toBe('SIGKILL');
    expect(ackCount()).toBeGreaterThanOrEqual(KILL_AT);

    const second = startServer(env);
    try {
      await ready(second);
      // the token of before the crash still opens the data (its secret is kept in the folder)
      const last = [...acked.retyped].at(-1);
      await expect(client.send('GET', `/api/orders/${last}`)).resolves.toMatchObject({ type: 'DROPOFF' });

      const db = new Database(dbPath, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        // every acknowledged order, with its line, and its type change
        const byNumber = db.prepare('SELECT id, type FROM orders WHERE orderNumber = ?');
        const lines = db.prepare('SELECT count(*) FROM order_items WHERE orderId = ?').pluck();
        for (const [number, id] of acked.created) {
          const row = byNumber.get(number) as { id: string; type: string } | undefined;
          expect(row?.id, number).toBe(id);
          expect(lines.get(id), number).toBe(1);
          if (acked.retyped.has(id)) expect(row?.type, number).toBe('DROPOFF');
        }
        // every acknowledged finalize, and the stock moved exactly for the orders received
        const items = db
          .prepare('SELECT id, status FROM operation_items WHERE operationId = ?')
          .all(inbound.id) as Array<{ id: string; status: string }>;
        const done = items.filter((i) => i.status === 'DONE');
        for (const item of acked.finalized) expect(done.map((i) => i.id)).toContain(item);
        const lineStates = db
          .prepare('SELECT itemId, status, readQuantity FROM operation_lines WHERE operationId = ?')
          .all(inbound.id) as Array<{ itemId: string; status: string; readQuantity: number }>;
        for (const item of items) {
          const own = lineStates.filter((l) => l.itemId === item.id);
          expect(
            own.every((l) => l.status === item.status && l.readQuantity === (item.status === 'DONE' ? 1 : 0)),
          ).toBe(true);
        }
        expect(productVirtual(db)).toBeCloseTo(virtualBefore + done.length, 2);
        // every acknowledged counter read
        const counted = new Set(
          db
            .prepare('SELECT counter FROM smart_counter_activities WHERE deviceId = ? AND counter >= ?')
            .pluck()
            .all(COUNTER, FIRST_COUNT) as number[],
        );
        expect([...acked.counted].filter((c) => !counted.has(c))).toEqual([]);
      } finally {
        db.close();
      }
    } finally {
      await stopServer(second);
    }
  });
});

/** The principal's quantityVirtual of SKU, read from the data folder. */
function productVirtual(open?: Database.Database): number {
  const db = open ?? new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare('SELECT quantityVirtual FROM products WHERE companyDocument = ? AND sku = ?')
      .pluck()
      .get(principal, SKU) as number;
  } finally {
    if (!open) db.close();
  }
}
