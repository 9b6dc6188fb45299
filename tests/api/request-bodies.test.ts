import { describe, expect, it } from 'vitest';
import { DEMO_WAREHOUSE_OPERATION_IDS as W } from '../../simulator/seed/demo/warehouse';
import { operationsSetup } from './operations-helpers';
import { expectStatus } from './orders-helpers';
import { simulator } from './sim-client';

// Request bodies, one rule (DESIGN §5 "Unknown body fields are ignored; a message never shows an
// internal word"; simulator/OPERATIONS-CONTRACT.md "Bodies"): a platform call reads the fields its
// schema names and ignores any other; the four warehouse kinds' finalize and cancel read none; a
// 400 names the field and its problem, and no answer says "never" (arktype's impossible type).
const app = simulator();

/** Fields no call reads, sent where a call reads nothing or something else. */
const unread = { note: 'not read', user: 'usr-operator', zz: 1 };
const INTERNAL_WORD = /\bnever\b/i;

describe('finalize and cancel of the four kinds: unread fields are ignored', () => {
  it('finalizes inbound, picking and packing whatever else the body holds', async () => {
    const t = await operationsSetup(app);
    for (const url of [
      `/api/inbound/${W.inboundPending}?action=COMPLETED`,
      `/api/picking/${W.pickingOccurrence}?action=COMPLETED`,
      `/api/packing/${W.packingPending}?action=COMPLETED`,
    ])
      expect((await t.ok('PUT', url, unread)).record.status).toBe('DONE');
  });

  it('cancels each kind whatever else the body holds', async () => {
    const t = await operationsSetup(app);
    const inbound = await t.newRecord('inbound', [[{ sku: 'SKU-00001', quantity: 1 }]]);
    const storage = await t.newRecord('storage', [[{ sku: 'SKU-00001', quantity: 1 }]]);
    const cancelled = [
      await t.ok('PUT', `/api/inbound/${inbound.id}?action=CANCEL`, unread),
      await t.ok('PATCH', `/api/storage/${storage.id}`, unread),
      await t.ok('PATCH', `/api/picking/${W.pickingPending}`, unread),
      await t.ok('PATCH', `/api/packing/${W.packingPending}`, unread),
    ];
    for (const answer of cancelled) expect(answer.record.status).toBe('CANCELLED');
  });

  it('a call that confirms lines names the operator: without `user`, 400 naming it, nothing changed', async () => {
    const t = await operationsSetup(app);
    const orders = [{ order: 'o1', items: [{ id: 'l1', quantity: 1, position: 'p1', product: 'S' }] }];
    for (const url of [
      `/api/storage/${W.storagePending}?origin=app`,
      `/api/picking/${W.pickingPending}?origin=app`,
    ]) {
      const body = await t.expectRefused(400, () => t.send('PUT', url, { orders, note: 'not read' }));
      expect(body.problems.map((p: { field: string }) => p.field)).toEqual(['user']);
      expect(body.message).toBe('Invalid body: user must be a string (was missing)');
    }
  });
});

describe('no answer says "never"', () => {
  it('the route schemas at /docs hold no impossible type', async () => {
    const docs = expectStatus(await app.inject({ method: 'GET', url: '/docs/json' }), 200);
    // arktype's `never` is an empty enum in JSON Schema (`Record<string, never>` → `{ enum: [] }`)
    expect(JSON.stringify(docs)).not.toContain('"enum":[]');
  });

  it('every call with a body answers bad or unread fields without an internal word', async () => {
    const t = await operationsSetup(app);
    const docs = expectStatus(await app.inject({ method: 'GET', url: '/docs/json' }), 200) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const bodies: unknown[] = [{ zz: 1 }, { id: 5, user: 5, orders: [{ zz: 1 }] }, [1], {}];
    let answered = 0;
    for (const [path, methods] of Object.entries(docs.paths))
      for (const method of Object.keys(methods).filter((m) => ['post', 'put', 'patch'].includes(m))) {
        const url = path.replace(/\{[^}]+\}/g, 'x');
        for (const body of bodies) {
          const res = await t.sim.request(method.toUpperCase() as 'POST', url, { token: t.token, body });
          if (res.statusCode < 400 || !res.body) continue;
          answered++;
          const answer = res.json() as { message?: string; problems?: Array<{ message: string }> };
          const texts = [answer.message ?? '', ...(answer.problems ?? []).map((p) => p.message)];
          for (const text of texts)
            expect(text, `${method} ${url} ${JSON.stringify(body)}`).not.toMatch(INTERNAL_WORD);
        }
      }
    expect(answered).toBeGreaterThan(50);
  });
});
