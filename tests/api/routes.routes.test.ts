import { describe, expect, it } from 'vitest';
import { DEMO_OPERATION_IDS, DEMO_ORDER_IDS } from '../../simulator/seed/demo/order-ids';
import { DEMO_ROUTE_IDS } from '../../simulator/seed/demo/routes';
import { call, expectBadRequest, expectStatus, multipart, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// The route calls of doc 3 §7 (issue 14): each asks the route or route-item machine first (409),
// checks its input (400), and keeps to the viewed company (403 / 404).
const app = simulator();
const [unrouted, routedNoUser, replanning, pending, awaiting, , inProgress, occurrence, done, cancelled] =
  DEMO_ROUTE_IDS;

async function setup() {
  const sim = new SimClient(app);
  const token = await tokenFor(sim, 'admin');
  // the seed's dates follow the pinned SIM_EPOCH: "the past 5 days" is read from the same instant
  await sim.request('PUT', '/__sim/clock', { body: { at: process.env.SIM_EPOCH } });
  const get = async (id: string) => expectStatus(await call(sim, token, 'GET', `/api/routes/${id}`), 200);
  return { sim, token, get };
}
type Item = {
  id: string;
  status: string;
  sequence: number | null;
  order: { id: string; orderNumber: string };
};

describe('GET /api/routes', () => {
  it('filters by status, code, driver and order number, sorts in SQL, pages, and get-all', async () => {
    const { sim, token, get } = await setup();
    const byStatus = expectStatus(
      await call(sim, token, 'GET', '/api/routes?status=DONE,CANCELLED&take=50'),
      200,
    );
    expect(byStatus.routes.map((r: { status: string }) => r.status).sort()).toEqual([
      'CANCELLED',
      'DONE',
      'DONE',
    ]);
    const byCode = expectStatus(await call(sim, token, 'GET', '/api/routes?code=000104'), 200);
    expect(byCode.routes.map((r: { id: string }) => r.id)).toEqual([pending]);
    const byDriver = expectStatus(
      await call(sim, token, 'GET', '/api/routes?driverIds=usr-driver&take=100'),
      200,
    );
    expect(byDriver.routes.every((r: { user: { id: string } }) => r.user?.id === 'usr-driver')).toBe(true);
    const first = ((await get(pending)).items as Item[])[0];
    const byOrder = expectStatus(
      await call(sim, token, 'GET', `/api/routes?orderNumber=${first.order.orderNumber}`),
      200,
    );
    expect(byOrder.routes.map((r: { id: string }) => r.id)).toContain(pending);
    const sorted = expectStatus(
      await call(sim, token, 'GET', '/api/routes?sort=code|ASC&take=3&page=2'),
      200,
    );
    const codes = sorted.routes.map((r: { code: string }) => r.code);
    expect(codes).toEqual([...codes].sort());
    expect(sorted.total).toBeGreaterThanOrEqual(12);
    const all = expectStatus(await call(sim, token, 'GET', '/api/routes?action=get-all'), 200);
    expect(all.routes).toHaveLength(all.total);
  });
  it('sorts by vehicle plate (what the column shows), not by the vehicle id', async () => {
    const { sim, token } = await setup();
    const store = app.stores.get(sim.session);
    const plateOf = (r: { vehicle: { plate: string } | null }) => r.vehicle?.plate ?? null;
    // two routes whose vehicle ids and plates sort opposite ways
    store.db.prepare("UPDATE vehicles SET plate = 'ZZZ9Z99' WHERE id = 'VEH-0001'").run();
    store.db.prepare("UPDATE vehicles SET plate = 'AAA0A00' WHERE id = 'VEH-0002'").run();
    store.db.prepare("UPDATE routes SET vehicleId = 'VEH-0002' WHERE id = ?").run(pending);
    const asc = expectStatus(await call(sim, token, 'GET', '/api/routes?sort=vehicle|ASC&take=200'), 200);
    const plates = (asc.routes as Array<{ vehicle: { plate: string } | null }>).map(plateOf).filter(Boolean);
    expect(new Set(plates)).toEqual(new Set(['AAA0A00', 'ZZZ9Z99']));
    expect(plates).toEqual([...plates].sort());
    const desc = expectStatus(await call(sim, token, 'GET', '/api/routes?sort=vehicle|DESC&take=200'), 200);
    const back = (desc.routes as Array<{ vehicle: { plate: string } | null }>).map(plateOf).filter(Boolean);
    expect(back).toEqual([...back].sort().reverse());
  });
  it('refuses a bad sort, a bad status and a bad date', async () => {
    const { sim, token } = await setup();
    expectBadRequest(await call(sim, token, 'GET', '/api/routes?sort=password|ASC'));
    expectBadRequest(await call(sim, token, 'GET', '/api/routes?status=LOST'));
    expectBadRequest(await call(sim, token, 'GET', '/api/routes?initialDate=yesterday'));
  });
  it('another company sees none of the principal routes; its detail is 403, a missing one 404', async () => {
    const { sim } = await setup();
    const other = await tokenFor(sim, 'outsider');
    const list = expectStatus(await call(sim, other, 'GET', '/api/routes?action=get-all'), 200);
    expect(list.routes.map((r: { id: string }) => r.id)).not.toContain(pending);
    expect((await call(sim, other, 'GET', `/api/routes/${pending}`)).statusCode).toBe(403);
    expect((await call(sim, other, 'PUT', `/api/routes/${pending}?action=end-route`, {})).statusCode).toBe(
      403,
    );
    const { token } = await setup();
    expect((await call(sim, token, 'GET', '/api/routes/rot-nope')).statusCode).toBe(404);
  });
});

describe('POST /api/routes/routing/{id}', () => {
  it('needs a vehicle (409), then sequences every pending stop from the base', async () => {
    const { sim, token, get } = await setup();
    expect((await call(sim, token, 'POST', `/api/routes/routing/${unrouted}`, {})).statusCode).toBe(409);
    const body = expectStatus(
      await call(sim, token, 'POST', `/api/routes/routing/${unrouted}`, { vehicle: 'VEH-0001' }),
      200,
    );
    expect(body.route.status).toBe('PENDING');
    const items = (await get(unrouted)).items as Item[];
    expect(items.map((i) => i.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(JSON.parse(body.route.maps).type).toBe('LineString');
    expect(body.route.distance).toBeGreaterThan(0);
  });
  it("starts at the company's principal building, wherever it is moved to", async () => {
    const { sim, token } = await setup();
    const start = (maps: string) => (JSON.parse(maps) as { coordinates: number[][] }).coordinates[0];
    const main = expectStatus(await call(sim, token, 'GET', '/api/building/MATRIZ'), 200);
    const routed = expectStatus(
      await call(sim, token, 'POST', `/api/routes/routing/${unrouted}`, { vehicle: 'VEH-0001' }),
      200,
    );
    expect(start(routed.route.maps)).toEqual([main.lng, main.lat]);
    // the building moves (POST /building updates by code): the next routing leaves from there
    const { id, companyDocument, ...input } = main;
    expectStatus(await call(sim, token, 'POST', '/api/building', { ...input, lat: -23.6, lng: -46.7 }), 200);
    const again = expectStatus(
      await call(sim, token, 'POST', `/api/routes/routing/${routedNoUser}`, { vehicle: 'VEH-0001' }),
      200,
    );
    expect(start(again.route.maps)).toEqual([-46.7, -23.6]);
  });
  it('a locked route cannot be routed; a bad vehicle is 400', async () => {
    const { sim, token } = await setup();
    expect((await call(sim, token, 'POST', `/api/routes/routing/${done}`, {})).statusCode).toBe(409);
    expectBadRequest(await call(sim, token, 'POST', `/api/routes/routing/${routedNoUser}`, { vehicle: 7 }));
  });
});

describe('PUT /api/routes/{id}: assign user and vehicle', () => {
  it('a driver brings the profile vehicle to a route without one', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(sim, token, 'PUT', `/api/routes/${unrouted}`, { user: 'usr-driver' }),
      200,
    );
    expect(body.route).toMatchObject({
      user: { id: 'usr-driver' },
      vehicle: { id: 'VEH-0001', plate: expect.stringMatching(/^[A-Z]{3}/) },
    });
    expect((await call(sim, token, 'POST', `/api/routes/routing/${unrouted}`, {})).statusCode).toBe(200);
  });
  it('only an active DRIVER user may be the driver (doc 3 §6): a USER, a SELLER, an inactive driver are 409', async () => {
    const { sim, token, get } = await setup();
    const users = async (query: string) =>
      expectStatus(await call(sim, token, 'GET', `/api/users?${query}&take=200`), 200).users as Array<{
        id: string;
        companyDocument: string;
        profile: { name: string; vehicleId: string | null };
      }>;
    const before = await get(unrouted);
    const ours = (u: { companyDocument: string }) => u.companyDocument === before.companyDocument;
    const seller = (await users('type=SELLER&isActive=true')).find(ours);
    const driver = (await users('type=DRIVER&isActive=true')).find((u) => ours(u) && u.id !== 'usr-driver');
    expect(seller && driver, 'the seed has an active seller and a second driver').toBeTruthy();
    const inactiveDriver = driver as NonNullable<typeof driver>;
    expectStatus(
      await call(sim, token, 'PUT', `/api/users/${inactiveDriver.id}`, {
        name: inactiveDriver.profile.name,
        type: 'DRIVER',
        isActive: false,
        vehicleId: inactiveDriver.profile.vehicleId,
      }),
      200,
    );
    for (const user of ['usr-operator', seller?.id, inactiveDriver.id]) {
      const refused = await call(sim, token, 'PUT', `/api/routes/${unrouted}`, { user });
      expect(refused.statusCode, user).toBe(409);
      expect(refused.json().message).toMatch(/Only an active DRIVER user/);
    }
    const after = await get(unrouted);
    expect({ user: after.user, vehicle: after.vehicle, status: after.status }).toEqual({
      user: before.user,
      vehicle: before.vehicle,
      status: before.status,
    });
  });
  it('assigns a vehicle; refuses an unknown user (400), a locked route (409), no payload (400)', async () => {
    const { sim, token } = await setup();
    expectStatus(await call(sim, token, 'PUT', `/api/routes/${replanning}`, { vehicle: 'VEH-0002' }), 200);
    expectBadRequest(await call(sim, token, 'PUT', `/api/routes/${replanning}`, { user: 'usr-nobody' }));
    expectBadRequest(await call(sim, token, 'PUT', `/api/routes/${replanning}`, { vehicle: 'VEH-NONE' }));
    expect(
      (await call(sim, token, 'PUT', `/api/routes/${cancelled}`, { vehicle: 'VEH-0002' })).statusCode,
    ).toBe(409);
    expectBadRequest(await call(sim, token, 'PUT', `/api/routes/${replanning}`, {}));
  });
});

describe('PUT /api/routes/{id}: item actions', () => {
  it('completed and occurrence settle pending items; the last one makes the route DONE', async () => {
    const { sim, token, get } = await setup();
    const items = (await get(inProgress)).items as Item[];
    const open = items.filter((i) => i.status === 'PENDING');
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/routes/${inProgress}`, {
        action: 'occurrence',
        orders: [open[0].order.id],
        reason: ' ',
      }),
    );
    const occ = expectStatus(
      await call(sim, token, 'PUT', `/api/routes/${inProgress}`, {
        action: 'occurrence',
        orders: [open[0].order.id],
        reason: 'Fechado',
      }),
      200,
    );
    expect(occ.route.status).toBe('OCCURRENCE');
    const rest = open.slice(1).map((i) => i.order.id);
    const fin = expectStatus(
      await call(sim, token, 'PUT', `/api/routes/${inProgress}`, { action: 'completed', orders: rest }),
      200,
    );
    expect(fin.route.status).toBe('DONE');
    // a DONE item cannot be finalized again; the DONE route locks its actions
    expect(
      (await call(sim, token, 'PUT', `/api/routes/${inProgress}`, { action: 'completed', orders: [rest[0]] }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(sim, token, 'POST', `/api/routes/sequence/${inProgress}?action=CANCEL`, {})).statusCode,
    ).toBe(409);
  });
  it('remove needs a reason; moving needs a valid destination; a sequenced route then needs replanning', async () => {
    const { sim, token, get } = await setup();
    const items = (await get(pending)).items as Item[];
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/routes/${pending}`, {
        action: 'remove',
        orders: [items[0].order.id],
      }),
    );
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/routes/${pending}`, {
        action: 'move',
        orders: [items[0].order.id],
      }),
    );
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/routes/${pending}`, {
        action: 'move',
        orders: [items[0].order.id],
        destinationRoute: done,
      }),
    );
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/routes/${pending}`, { action: 'completed', orders: ['ord-nope'] }),
    );
    const moved = expectStatus(
      await call(sim, token, 'PUT', `/api/routes/${pending}`, {
        action: 'move',
        orders: [items[0].order.id],
        destinationRoute: awaiting,
      }),
      200,
    );
    expect(moved.route.status).toBe('PENDING REPLANNING');
    expect(((await get(awaiting)).items as Item[]).map((i) => i.order.id)).toContain(items[0].order.id);
    const removed = expectStatus(
      await call(sim, token, 'PUT', `/api/routes/${pending}/${items[1].id}?action=delete`, {
        description: 'Cliente desistiu',
      }),
      200,
    );
    expect((removed.route.items as Item[]).map((i) => i.id)).not.toContain(items[1].id);
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/routes/${pending}/${items[2].id}?action=delete`, {}),
    );
  });
});

describe('finalize, cancel, sequence and reorder', () => {
  it('end-route settles what is pending; cancel cancels; both refused once locked', async () => {
    const { sim, token, get } = await setup();
    const fin = expectStatus(
      await call(sim, token, 'PUT', `/api/routes/${occurrence}?action=end-route`, {}),
      200,
    );
    expect(fin.route.status).toBe('DONE');
    expect(((await get(occurrence)).items as Item[]).some((i) => i.status === 'PENDING')).toBe(false);
    expect((await call(sim, token, 'PUT', `/api/routes/${occurrence}?action=end-route`, {})).statusCode).toBe(
      409,
    );
    const can = expectStatus(
      await call(sim, token, 'POST', `/api/routes/sequence/${awaiting}?action=CANCEL`, {}),
      200,
    );
    expect(can.route.status).toBe('CANCELLED');
  });
  it("a broker's sequence routes a route; reordering renumbers and checks the list", async () => {
    const { sim, token, get } = await setup();
    const items = (await get(replanning)).items as Item[];
    const data = items.map((i, k) => ({
      order: i.order.id,
      sequence: items.length - k,
      distance: 1000,
      duration: 600,
    }));
    const seq = expectStatus(
      await call(sim, token, 'POST', `/api/routes/sequence/${replanning}`, { data }),
      200,
    );
    expect(seq.route.status).toBe('PENDING');
    expectBadRequest(
      await call(sim, token, 'POST', `/api/routes/sequence/${replanning}`, {
        data: [{ order: 'x', sequence: 1 }],
      }),
    );
    const current = await get(pending);
    expect(typeof current.maps).toBe('string');
    const now = current.items as Item[];
    const reversed = [...now].reverse().map((i) => i.id);
    const re = expectStatus(
      await call(sim, token, 'PUT', `/api/route-sequence/${pending}`, { items: reversed }),
      200,
    );
    expect((re.route.items as Item[]).map((i) => i.id)).toEqual(reversed);
    // the broker's path ran through the old order: a reorder by hand drops it (the map joins the
    // stops in their new sequence instead)
    expect(re.route.maps).toBeNull();
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/route-sequence/${pending}`, { items: reversed.slice(1) }),
    );
    expect((await call(sim, token, 'PUT', `/api/route-sequence/${done}`, { items: ['a'] })).statusCode).toBe(
      409,
    );
    expect(
      (
        await call(sim, token, 'PUT', `/api/route-sequence/${unrouted}`, {
          items: ((await get(unrouted)).items as Item[]).map((i) => i.id),
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('proof of delivery and driver activities', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  it('a photo finalizes one order; an occurrence with a reason and photo marks it; bad types are 400', async () => {
    const { sim, token, get } = await setup();
    const items = ((await get(pending)).items as Item[]).filter((i) => i.status === 'PENDING');
    const send = (fields: Record<string, string>, files: Array<{ name: string; content: Buffer }>) => {
      const { body, headers } = multipart(fields, files);
      return sim.request('POST', '/api/routes/files/upload', { token, body, headers });
    };
    const ok = await send({ orderId: items[0].order.id, routeId: pending, fileTypes: 'route-ok' }, [
      { name: 'a.png', content: png },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const occ = await send(
      {
        orderId: items[1].order.id,
        routeId: pending,
        fileTypes: 'route-occurrence',
        occurrenceReason: 'Portão fechado',
      },
      [{ name: 'b.jpg', content: png }],
    );
    expect(occ.statusCode, occ.body).toBe(201);
    const after = await get(pending);
    expect(after.status).toBe('OCCURRENCE');
    expect(after.files).toHaveLength(2);
    expectBadRequest(
      await send({ orderId: items[2].order.id, routeId: pending, fileTypes: 'image' }, [
        { name: 'c.png', content: png },
      ]),
    );
    expectBadRequest(
      await send(
        { orderId: items[2].order.id, routeId: pending, fileTypes: 'route-occurrence', occurrenceReason: '' },
        [{ name: 'c.png', content: png }],
      ),
    );
    expect(
      (
        await send({ orderId: items[0].order.id, routeId: pending, fileTypes: 'route-ok' }, [
          { name: 'a.png', content: png },
        ])
      ).statusCode,
    ).toBe(409);
  });
  it('GET /routes/driver-activities lists one row per delivered order, by driver', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(sim, token, 'GET', '/api/routes/driver-activities?driverIds=usr-driver&take=200'),
      200,
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.activities[0]).toMatchObject({
      Pedido: expect.any(String),
      Rota: expect.any(String),
      EntregadorId: 'usr-driver',
    });
    const none = expectStatus(
      await call(sim, token, 'GET', '/api/routes/driver-activities?driverIds=usr-nobody'),
      200,
    );
    expect(none.total).toBe(0);
    expectBadRequest(await call(sim, token, 'GET', '/api/routes/driver-activities?initialDate=x'));
  });
  it('GET /routes/driver-activities counts every row of the filters in doc 1 §9 buckets', async () => {
    const { sim, token } = await setup();
    const url = '/api/routes/driver-activities?driverIds=usr-driver';
    const all = expectStatus(await call(sim, token, 'GET', `${url}&take=200`), 200);
    const page = expectStatus(await call(sim, token, 'GET', `${url}&take=1`), 200);
    // the summary covers the filters, not the page
    expect(page.summary).toEqual(all.summary);
    const rows = all.activities as { TempoRotaEntrega: number | null; KM: number }[];
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(all.summary.distanceKm)).toBe(all.total);
    expect(sum(all.summary.deliveryMinutes) + all.summary.notDelivered).toBe(all.total);
    expect(all.summary.notDelivered).toBe(rows.filter((r) => r.TempoRotaEntrega === null).length);
    expect(all.summary.distanceKm[0]).toBe(rows.filter((r) => r.KM <= 5).length);
    const none = expectStatus(
      await call(sim, token, 'GET', '/api/routes/driver-activities?driverIds=usr-nobody'),
      200,
    );
    expect(none.summary).toEqual({
      deliveryMinutes: [0, 0, 0, 0, 0, 0],
      distanceKm: [0, 0, 0, 0, 0],
      notDelivered: 0,
    });
  });
  it('keeps the old routes: the RFID dock route and the DONE one', async () => {
    const { get } = await setup();
    expect((await get(DEMO_OPERATION_IDS.routeOpen)).status).toBe('PENDING');
  });
});

describe("another company's route (doc 1 §6 tenancy): every state-changing call is 403 and writes nothing", () => {
  it('routing, sequence, cancel, assign, actions, item delete, reorder, upload; activities stay its own', async () => {
    const { sim, get } = await setup();
    const other = await tokenFor(sim, 'outsider');
    const before = await get(pending);
    const items = before.items as Item[];
    const order = items[0].order.id;
    const calls: Array<['POST' | 'PUT', string, unknown]> = [
      ['POST', `/api/routes/routing/${pending}`, { vehicle: 'VEH-0001' }],
      ['POST', `/api/routes/sequence/${pending}`, { data: [{ order, sequence: 1 }] }],
      ['POST', `/api/routes/sequence/${pending}?action=CANCEL`, {}],
      ['PUT', `/api/routes/${pending}`, { user: 'usr-driver' }],
      ['PUT', `/api/routes/${pending}`, { vehicle: 'VEH-0002' }],
      ['PUT', `/api/routes/${pending}`, { action: 'completed', orders: [order] }],
      ['PUT', `/api/routes/${pending}`, { action: 'occurrence', orders: [order], reason: 'x' }],
      ['PUT', `/api/routes/${pending}`, { action: 'remove', orders: [order], reason: 'x' }],
      ['PUT', `/api/routes/${pending}`, { action: 'move', orders: [order], destinationRoute: awaiting }],
      ['PUT', `/api/routes/${pending}?action=end-route`, {}],
      ['PUT', `/api/routes/${pending}/${items[0].id}?action=delete`, { description: 'x' }],
      ['PUT', `/api/route-sequence/${pending}`, { items: [...items].reverse().map((i) => i.id) }],
      // its own order into our route (POST /routes with routeId, doc 3 §7)
      ['POST', '/api/routes', { orders: [DEMO_ORDER_IDS.outsider], routeId: pending }],
    ];
    for (const [method, url, body] of calls)
      expect((await call(sim, other, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    const { body, headers } = multipart({ orderId: order, routeId: pending, fileTypes: 'route-ok' }, [
      { name: 'a.png', content: Buffer.from('89504e470d0a1a0a', 'hex') },
    ]);
    const upload = await sim.request('POST', '/api/routes/files/upload', { token: other, body, headers });
    expect(upload.statusCode).toBe(403);
    const after = await get(pending);
    expect({ status: after.status, user: after.user, vehicle: after.vehicle, files: after.files }).toEqual({
      status: before.status,
      user: before.user,
      vehicle: before.vehicle,
      files: before.files,
    });
    expect(after.items).toEqual(before.items);
    const theirs = expectStatus(
      await call(sim, other, 'GET', '/api/routes/driver-activities?driverIds=usr-driver&take=200'),
      200,
    );
    expect(theirs.total).toBe(0);
  });
});
