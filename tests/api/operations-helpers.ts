import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { WarehouseKind } from '../../src/domain/warehouse-kinds';
import { call, expectStatus, NEW_ORDER, principal, tokenFor } from './orders-helpers';
import { SimClient } from './sim-client';

// What the inbound, storage, picking and packing API tests share (simulator/OPERATIONS-CONTRACT.md):
// a session signed in as the principal's admin, calls, fresh orders and records, and the stock
// invariants of the contract's "Stock" section read straight from the session's store.

export type Kind = WarehouseKind;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function operationsSetup(app: FastifyInstance) {
  const sim = new SimClient(app);
  const token = await tokenFor(sim, 'admin');
  const store = () => sim.app.stores.get(sim.session);
  const send = (method: Method, url: string, body?: unknown) => call(sim, token, method, url, body);
  const ok = async (method: Method, url: string, body?: unknown) =>
    expectStatus(await send(method, url, body), 200);
  // biome-ignore lint/suspicious/noExplicitAny: records differ per kind; the tests read their fields
  const detail = async (kind: Kind, id: string): Promise<any> => ok('GET', `/api/${kind}/${id}`);

  /** A new principal order with these product lines (by sku), PENDING. */
  const newOrder = async (lines: Array<{ sku: string; quantity: number }>): Promise<string> => {
    const items = lines.map((l) => ({
      sku: l.sku,
      description: `Item ${l.sku}`,
      quantity: l.quantity,
      priceUnit: 1,
    }));
    const created = await send('POST', '/api/orders', { ...NEW_ORDER, items });
    return expectStatus(created, 201).order.id;
  };

  /** A new record of `kind` for fresh orders with these lines (one order per entry). */
  const newRecord = async (kind: Kind, orders: Array<Array<{ sku: string; quantity: number }>>) => {
    const ids: string[] = [];
    for (const lines of orders) ids.push(await newOrder(lines));
    const created = expectStatus(await send('POST', `/api/${kind}`, { orders: ids }), 201);
    return { id: created.id as string, orders: ids, record: await detail(kind, created.id) };
  };

  /** The stored lines of a record (product, expected and done quantities, position, volumes). */
  const linesOf = (id: string) => store().operations.lines.ofOperation(id);

  /** The stock of a principal's product, by id or sku. */
  const stockOf = (product: string) => {
    const id = store()
      .db.prepare('SELECT id FROM products WHERE companyDocument = ? AND (sku = ? OR id = ?)')
      .pluck()
      .get(principal, product, product) as string;
    const s = store().stock.of(id);
    if (!s) throw new Error(`no product ${product}`);
    return {
      ...s,
      at: (positionId: string) => s.positions.find((p) => p.positionId === positionId)?.quantity ?? 0,
    };
  };

  /** The contract's invariants over every product and position of the session. */
  const expectInvariants = () => {
    const db = store().db;
    expect(db.prepare('SELECT count(*) FROM warehouse_position_items WHERE quantity < 0').pluck().get()).toBe(
      0,
    );
    const broken = db
      .prepare(`
        SELECT p.sku, p.quantity, p.quantityVirtual, p.balance, COALESCE(x.total, 0) AS stored FROM products p
        LEFT JOIN (SELECT productId, round(sum(quantity), 2) AS total FROM warehouse_position_items GROUP BY productId) x
          ON x.productId = p.id
        WHERE round(COALESCE(x.total, 0), 2) != round(p.quantity, 2)
           OR round(p.balance, 2) != round(p.quantity + p.quantityVirtual, 2) OR p.quantityVirtual < 0`)
      .all();
    expect(broken).toEqual([]);
  };

  /** Runs a call that must be refused with `status`, and checks it changed nothing. */
  const expectRefused = async (status: number, run: () => Promise<LightMyRequestResponse>) => {
    const before = await sim.digest();
    const res = await run();
    const body = expectStatus(res, status);
    expect(body.message).toEqual(expect.any(String));
    expect(await sim.digest()).toBe(before);
    return body;
  };

  return {
    sim,
    token,
    store,
    send,
    ok,
    detail,
    newOrder,
    newRecord,
    linesOf,
    stockOf,
    expectInvariants,
    expectRefused,
  };
}

/** Two identical calls at once (Promise.all of two injects): exactly one 200 and one 409. */
export async function expectOneWins(run: () => Promise<LightMyRequestResponse>) {
  const answers = await Promise.all([run(), run()]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  return answers;
}
