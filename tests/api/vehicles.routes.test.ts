import { describe, expect, it } from 'vitest';
import { formatRegisterMessage, REGISTER_MESSAGES } from '../../simulator/i18n/messages/registers';
import { DEMO_VEHICLE_IDS } from '../../simulator/seed/demo/vehicles';
import {
  call,
  expectBadRequest,
  expectStatus,
  outsider,
  principal,
  subsidiary1,
  tokenFor,
} from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Vehicles (doc 3 §2 "Vehicles", §3, §5, §7 GET/POST /vehicle, GET/PATCH/DELETE /vehicle/{id}).
const app = simulator();

async function setup(user = 'admin', company?: string) {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, user, company) };
}

interface Vehicle {
  id: string;
  companyDocument: string;
  plate: string;
  type: string;
  capacityVolume: number;
  capacityWeight: number;
  status: boolean;
}
const NEW = { plate: 'abc1d23', type: 'TRUCK', capacityVolume: 40, capacityWeight: 12000 };
const list = async (s: { sim: SimClient; token: string }, query = '') =>
  expectStatus(await call(s.sim, s.token, 'GET', `/api/vehicle?${query}`), 200) as {
    vehicles: Vehicle[];
    total: number;
  };

describe('GET /vehicle (doc 3 §7)', () => {
  it("answers the viewed company's vehicles by plate, a page of them and the total", async () => {
    const s = await setup();
    const body = await list(s, 'page=1&take=25');
    expect(body.total).toBe(80);
    expect(body.vehicles).toHaveLength(25);
    const plates = body.vehicles.map((v) => v.plate);
    expect(plates).toEqual([...plates].sort());
    expect(body.vehicles.every((v) => v.companyDocument === principal)).toBe(true);
    const last = await list(s, 'page=4&take=25');
    expect(last.vehicles).toHaveLength(5);
  });

  it('filters by part of the plate, type and status, and sorts by a column', async () => {
    const s = await setup();
    const all = await list(s, 'take=200');
    const first = all.vehicles[10];
    const part = first.plate.slice(1, 4).toLowerCase();
    const byPlate = await list(s, `plate=${part}&take=200`);
    expect(byPlate.vehicles.map((v) => v.id)).toContain(first.id);
    expect(byPlate.vehicles.every((v) => v.plate.includes(part.toUpperCase()))).toBe(true);
    const cars = await list(s, 'type=CAR&take=200');
    expect(cars.total).toBe(all.vehicles.filter((v) => v.type === 'CAR').length);
    expect(cars.vehicles.every((v) => v.type === 'CAR')).toBe(true);
    const inactive = await list(s, 'status=false&take=200');
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.vehicles.every((v) => !v.status)).toBe(true);
    const heavy = await list(s, 'sort=capacityWeight%7CDESC&take=200');
    const weights = heavy.vehicles.map((v) => v.capacityWeight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(await list(s, 'plate=%25')).toEqual({ vehicles: [], total: 0 });
  });

  it("never shows another company's vehicles", async () => {
    const sub = await list(await setup('admin', subsidiary1), 'take=200');
    expect(sub.total).toBe(30);
    expect(sub.vehicles.every((v) => v.companyDocument === subsidiary1)).toBe(true);
    const theirs = await list(await setup('outsider'), 'take=200');
    expect(theirs.vehicles.every((v) => v.companyDocument === outsider)).toBe(true);
  });

  it.each([
    ['take above 200', 'take=201'],
    ['an unknown type', 'type=PLANE'],
    ['a status other than true/false', 'status=yes'],
    ['a sort by an unknown column', 'sort=companyDocument%7CASC'],
  ])('answers 400 for %s', async (_, query) => {
    const s = await setup();
    expectBadRequest(await call(s.sim, s.token, 'GET', `/api/vehicle?${query}`));
  });

  it('answers 401 without a token', async () => {
    expect((await new SimClient(app).get('/api/vehicle')).statusCode).toBe(401);
  });
});

describe('POST, GET, PATCH, DELETE /vehicle (doc 3 §5)', () => {
  it('creates (plate upper-cased, status true by default), reads, edits and deletes a vehicle', async () => {
    const s = await setup();
    const created = expectStatus(await call(s.sim, s.token, 'POST', '/api/vehicle', NEW), 201);
    expect(created.message).toBe(formatRegisterMessage('en-US', 'vehicleCreated'));
    expect(created.vehicle).toMatchObject({
      ...NEW,
      plate: 'ABC1D23',
      status: true,
      companyDocument: principal,
    });
    const id = created.vehicle.id;
    expect(expectStatus(await call(s.sim, s.token, 'GET', `/api/vehicle/${id}`), 200)).toEqual(
      created.vehicle,
    );
    const edited = expectStatus(
      await call(s.sim, s.token, 'PATCH', `/api/vehicle/${id}`, {
        type: 'BUS',
        capacityWeight: 3000,
        status: false,
      }),
      200,
    );
    expect(edited.message).toBe(formatRegisterMessage('en-US', 'vehicleUpdated'));
    expect(edited.vehicle).toMatchObject({
      plate: 'ABC1D23',
      type: 'BUS',
      capacityVolume: 40,
      capacityWeight: 3000,
      status: false,
    });
    expect(expectStatus(await call(s.sim, s.token, 'GET', `/api/vehicle/${id}`), 200)).toEqual(
      edited.vehicle,
    );
    expectStatus(await call(s.sim, s.token, 'DELETE', `/api/vehicle/${id}`), 200);
    expectStatus(await call(s.sim, s.token, 'GET', `/api/vehicle/${id}`), 404);
  });

  it.each([
    ['no plate', { ...NEW, plate: undefined }, 'plate'],
    ['a plate with spaces inside', { ...NEW, plate: 'AB C12' }, 'plate'],
    ['a plate over 10 characters', { ...NEW, plate: 'ABCDEFGHIJK' }, 'plate'],
    ['an unknown type', { ...NEW, type: 'PLANE' }, 'type'],
    ['a lower-case type', { ...NEW, type: 'truck' }, 'type'],
    ['no capacityVolume', { ...NEW, capacityVolume: undefined }, 'capacityVolume'],
    ['a capacity of 0', { ...NEW, capacityWeight: 0 }, 'capacityWeight'],
    ['a capacity over 10 characters', { ...NEW, capacityWeight: 12345678901 }, 'capacityWeight'],
    ['a capacity as text', { ...NEW, capacityVolume: '40' }, 'capacityVolume'],
  ])('answers 400 for %s and creates nothing', async (_, body, field) => {
    const s = await setup();
    expectBadRequest(await call(s.sim, s.token, 'POST', '/api/vehicle', body), field);
    expect((await list(s)).total).toBe(80);
  });

  it('says a refusal in the caller language', async () => {
    const s = await setup();
    const [v] = (await list(s, 'take=1')).vehicles;
    const res = await s.sim.request('POST', '/api/vehicle', {
      token: s.token,
      body: { ...NEW, plate: v.plate },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(expectStatus(res, 409).message).toBe(`A placa ${v.plate} já está em uso`);
  });

  it('answers 409 for a plate the company already has; another company may have it', async () => {
    const s = await setup();
    const { vehicles } = await list(s, 'take=1');
    const dup = await call(s.sim, s.token, 'POST', '/api/vehicle', {
      ...NEW,
      plate: vehicles[0].plate.toLowerCase(),
    });
    expect(expectStatus(dup, 409).message).toBe(REGISTER_MESSAGES.vehiclePlateInUse(vehicles[0].plate));
    const other = await setup('outsider');
    expectStatus(
      await call(other.sim, other.token, 'POST', '/api/vehicle', { ...NEW, plate: vehicles[0].plate }),
      201,
    );
  });

  it('refuses a changed plate (400) and edits nothing', async () => {
    const s = await setup();
    const [v] = (await list(s, 'take=1')).vehicles;
    const res = await call(s.sim, s.token, 'PATCH', `/api/vehicle/${v.id}`, {
      plate: 'ZZZ9Z99',
      type: 'CAR',
    });
    expect(expectStatus(res, 400).message).toBe(REGISTER_MESSAGES.vehiclePlateFixed);
    expect(expectStatus(await call(s.sim, s.token, 'GET', `/api/vehicle/${v.id}`), 200)).toEqual(v);
    // the same plate (any case) is no change
    expectStatus(
      await call(s.sim, s.token, 'PATCH', `/api/vehicle/${v.id}`, { plate: v.plate.toLowerCase() }),
      200,
    );
    expectBadRequest(
      await call(s.sim, s.token, 'PATCH', `/api/vehicle/${v.id}`, { capacityVolume: -1 }),
      'capacityVolume',
    );
  });

  it("refuses to delete a vehicle in a user's profile (409), and it stays", async () => {
    const s = await setup();
    for (const id of Object.values(DEMO_VEHICLE_IDS)) {
      const res = await call(s.sim, s.token, 'DELETE', `/api/vehicle/${id}`);
      expect(expectStatus(res, 409).message).toBe(REGISTER_MESSAGES.vehicleInProfile);
      expectStatus(await call(s.sim, s.token, 'GET', `/api/vehicle/${id}`), 200);
    }
  });

  it("points the demo driver's and seller's profiles at real vehicles of their company", async () => {
    const s = await setup();
    const users = expectStatus(
      await call(s.sim, s.token, 'GET', '/api/users?type=DRIVER,SELLER&take=200'),
      200,
    );
    // the viewed company's drivers and sellers (the group's others are checked by their company)
    for (const user of users.users as Array<{
      companyDocument: string;
      profile: { vehicleId: string | null };
    }>) {
      if (!user.profile.vehicleId || user.companyDocument !== principal) continue;
      const vehicle = expectStatus(
        await call(s.sim, s.token, 'GET', `/api/vehicle/${user.profile.vehicleId}`),
        200,
      );
      expect(vehicle.companyDocument).toBe(principal);
    }
    expect(
      users.users.filter((u: { profile: { vehicleId: string | null } }) => u.profile.vehicleId),
    ).not.toHaveLength(0);
  });

  it("answers 403 for another company's vehicle and 404 for an unknown one", async () => {
    const s = await setup();
    const [theirs] = (await list(await setup('outsider'), 'take=1')).vehicles;
    expectStatus(await call(s.sim, s.token, 'GET', `/api/vehicle/${theirs.id}`), 403);
    expectStatus(await call(s.sim, s.token, 'PATCH', `/api/vehicle/${theirs.id}`, { status: false }), 403);
    expectStatus(await call(s.sim, s.token, 'DELETE', `/api/vehicle/${theirs.id}`), 403);
    expectStatus(await call(s.sim, s.token, 'DELETE', '/api/vehicle/veh-999999'), 404);
    expectStatus(await call(s.sim, s.token, 'PATCH', '/api/vehicle/veh-999999', { status: false }), 404);
  });
});
