import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SIM_SESSION_HEADER } from '../../../simulator/plugins/sim-session';
import { CLIENT_LANGUAGE } from '../../../simulator/scenarios/sim-client';
import type { operationsSetup } from '../operations-helpers';

// Real HTTP against a listening simulator: `app.inject` runs each call to its end inside one
// process turn far more often than sockets do, so a decide-then-write split by an await would
// rarely show there. Here every call has its own connection and the server interleaves them.

export type Setup = Awaited<ReturnType<typeof operationsSetup>>;

export interface Call {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  body?: unknown;
}

/** Listens on a free port of the loopback interface; answers the base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Answers one HTTP call's status (its body read and dropped) over `agent`. */
function statusOf(agent: Agent, url: URL, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end(body);
  });
}

/**
 * `count` identical calls sent at once, each on its own connection; answers their statuses.
 * The connections are opened first (a GET each, kept alive), then every call is written in the
 * same turn of the event loop, so the server reads them all before it answers any: a decision
 * and its write split by an await let several calls decide on the same state.
 */
export async function sendAtOnce(base: string, t: Setup, call: Call, count: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: count });
  const headers: Record<string, string> = {
    authorization: `Bearer ${t.token}`,
    'accept-language': CLIENT_LANGUAGE,
    [SIM_SESSION_HEADER]: t.sim.session,
  };
  try {
    const warm = new URL('/__sim/clock', base);
    await Promise.all(Array.from({ length: count }, () => statusOf(agent, warm, 'GET', headers)));
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = new URL(call.url, base);
    return await Promise.all(
      Array.from({ length: count }, () => statusOf(agent, url, call.method, headers, body)),
    );
  } finally {
    agent.destroy();
  }
}

/** Stock as quantities by key: each product's quantity and quantityVirtual, each position item. */
export function stockOf(t: Setup): Map<string, number> {
  const db = t.store().db;
  const stock = new Map<string, number>();
  const products = db.prepare('SELECT id, quantity, quantityVirtual FROM products').all() as Array<{
    id: string;
    quantity: number;
    quantityVirtual: number;
  }>;
  for (const p of products) {
    stock.set(`product ${p.id} quantity`, p.quantity);
    stock.set(`product ${p.id} virtual`, p.quantityVirtual);
  }
  const items = db
    .prepare('SELECT positionId, productId, quantity FROM warehouse_position_items')
    .all() as Array<{
    positionId: string;
    productId: string;
    quantity: number;
  }>;
  for (const i of items) stock.set(`position ${i.positionId} ${i.productId}`, i.quantity);
  return stock;
}

/** What changed between two stock readings (keys whose quantity moved, rounded to cents). */
export function stockMoves(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const moves: Record<string, number> = {};
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const delta = Math.round(((after.get(key) ?? 0) - (before.get(key) ?? 0)) * 100) / 100;
    if (delta !== 0) moves[key] = delta;
  }
  return moves;
}
