import { describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import type { DeviceView } from '../../src/domain/device-records';
import { errorOf, SimClient, simulator } from './sim-client';

// doc 3 §7 "Devices": GET /devices, GET /devices/dashboard, controllers, POST /devices/import,
// PUT /devices/{street}/{position}/{id}, PATCH /devices/{id}. Demo layout: simulator/seed/demo-devices.ts.
const app = simulator();

async function signedIn(user = 'admin') {
  const sim = new SimClient(app);
  return { sim, token: await sim.login(user) };
}

const devicesOf = async (sim: SimClient, token: string, query = '') =>
  (await sim.get(`/api/devices${query}`, token)).json() as { devices: DeviceView[]; total: number };

describe('GET /devices', () => {
  it("answers the viewed company's devices of every kind", async () => {
    const { sim, token } = await signedIn();
    const res = await sim.get('/api/devices', token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { devices: DeviceView[]; total: number };
    expect(body.total).toBe(body.devices.length);
    const kinds = new Set(body.devices.map((d) => d.type));
    expect(kinds).toEqual(new Set(['light', 'controller', 'portal', 'counter']));
    expect(body.devices.every((d) => d.companyDocument === DEMO_DOCUMENTS.principal)).toBe(true);
    const light = body.devices.find((d) => d.id === 'L-A-01');
    expect(light).toMatchObject({
      optimizedId: 'L-A-01',
      street: 'A',
      position: 1,
      controller: 'CTRL-A-1',
      status: 'unknown',
    });
  });

  it('filters by type and street', async () => {
    const { sim, token } = await signedIn();
    const lights = await devicesOf(sim, token, '?type=light&street=B');
    expect(lights.devices.map((d) => d.id)).toEqual(['L-B-01', 'L-B-02', 'L-B-04', 'L-B-05']);
  });

  it('answers 400 to an unknown type, 401 without a token', async () => {
    const { sim, token } = await signedIn();
    expect((await sim.get('/api/devices?type=robot', token)).statusCode).toBe(400);
    expect((await sim.get('/api/devices')).statusCode).toBe(401);
  });

  it('a company without devices answers an empty list (the "no layouts" state)', async () => {
    const { sim, token } = await signedIn();
    const switched = await sim.request('POST', '/api/auth/switch-company', {
      token,
      body: { companyDocument: DEMO_DOCUMENTS.subsidiary2 },
    });
    const other = switched.json().access_token as string;
    expect(await devicesOf(sim, other)).toEqual({ devices: [], total: 0 });
  });

  it('403 for a token naming a company the user may not view', async () => {
    const { sim } = await signedIn();
    const forged = sim.forge({ sub: 'usr-admin', type: 'ADMIN', companyDocument: DEMO_DOCUMENTS.outsider });
    expect((await sim.get('/api/devices', forged)).statusCode).toBe(403);
  });
});

describe('GET /devices/controllers and /devices/dashboard', () => {
  it('lists controllers with deviceName (doc 3 §3) and their light count', async () => {
    const { sim, token } = await signedIn();
    const res = await sim.get('/api/devices/controllers', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { deviceName: 'CTRL-A-1', street: 'A', position: 3, lights: 4 },
      { deviceName: 'CTRL-A-2', street: 'A', position: 8, lights: 4 },
      { deviceName: 'CTRL-B-1', street: 'B', position: 3, lights: 4 },
      { deviceName: 'CTRL-C-1', street: 'C', position: 3, lights: 4 },
    ]);
  });

  it('counts devices by type', async () => {
    const { sim, token } = await signedIn();
    const res = await sim.get('/api/devices/dashboard', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      portal: { total: 2, online: 0, lost: 0 },
      light: { total: 16, on: 0 },
      counter: { total: 2 },
      controller: { total: 4 },
      confirmations24h: 0,
    });
    expect((await sim.get('/api/devices/dashboard')).statusCode).toBe(401);
  });
});

describe('POST /devices/import', () => {
  const csv = [
    'type;id;street;position;controller',
    'controller;CTRL-D-1;D;3;',
    'light;L-D-01;D;1;CTRL-D-1',
    'light;L-D-02;D;2;',
  ].join('\n');

  it('imports a CSV (text/csv): controllers of the same file count, empty controller = nearest', async () => {
    const { sim, token } = await signedIn();
    const res = await sim.request('POST', '/api/devices/import', {
      token,
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 3, created: 3, updated: 0, message: expect.any(String) });
    const lights = await devicesOf(sim, token, '?street=D&type=light');
    expect(lights.devices.map((d) => [d.id, d.controller])).toEqual([
      ['L-D-01', 'CTRL-D-1'],
      ['L-D-02', 'CTRL-D-1'],
    ]);
  });

  it('accepts JSON {csv} and updates existing devices', async () => {
    const { sim, token } = await signedIn();
    const res = await sim.request('POST', '/api/devices/import', {
      token,
      body: { csv: 'id,street,position,controller\nL-A-01,A,2,CTRL-A-1\nL-A-02,A,1,CTRL-A-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, created: 0, updated: 2 });
  });

  it('refuses the whole file with the bad lines (400) and changes nothing', async () => {
    const { sim, token } = await signedIn();
    const before = await devicesOf(sim, token);
    const bad =
      'type;id;street;position;controller\nlight;L-Z-01;Z;1;\nlight;L-A-01;A;2;CTRL-A-1\nlight;X;A;4;CTRL-A-2';
    const res = await sim.request('POST', '/api/devices/import', {
      token,
      body: bad,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(400);
    const lines = (res.json().lines as Array<{ line: number; message: string }>).map((l) => l.line);
    expect(lines).toEqual([2, 3, 4]);
    expect(await devicesOf(sim, token)).toEqual(before);
  });

  it('400 for an empty body, a file without an id column; 401 without a token', async () => {
    const { sim, token } = await signedIn();
    expect((await sim.request('POST', '/api/devices/import', { token, body: { csv: '' } })).statusCode).toBe(
      400,
    );
    const noId = await sim.request('POST', '/api/devices/import', {
      token,
      body: { csv: 'street;position\nA;1' },
    });
    expect(errorOf(noId).status).toBe(400);
    expect(errorOf(noId).message).toMatch(/id/);
    expect((await sim.request('POST', '/api/devices/import', { body: { csv } })).statusCode).toBe(401);
  });

  it("refuses ids that belong to another company's device", async () => {
    const { sim, token } = await signedIn();
    const switched = await sim.request('POST', '/api/auth/switch-company', {
      token,
      body: { companyDocument: DEMO_DOCUMENTS.subsidiary2 },
    });
    const other = switched.json().access_token as string;
    const res = await sim.request('POST', '/api/devices/import', {
      token: other,
      body: { csv: 'type;id\nportal;PORTAL-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/another company/);
  });
});

describe('PUT /devices/{street}/{position}/{id}', () => {
  it('moves a light; 409 when the position is taken or no controller reaches it', async () => {
    const { sim, token } = await signedIn();
    const taken = await sim.request('PUT', '/api/devices/A/6/L-A-05', { token, body: {} });
    expect(taken.statusCode).toBe(409);
    const far = await sim.request('PUT', '/api/devices/A/11/L-A-10', { token, body: {} });
    expect(errorOf(far)).toMatchObject({ status: 409, message: expect.stringMatching(/No controller/) });
    // off the map, then back at a free position
    const off = await sim.request('PATCH', '/api/devices/L-B-05', {
      token,
      body: { street: null, position: null },
    });
    expect(off.statusCode).toBe(200);
    const back = await sim.request('PUT', '/api/devices/B/5/L-B-05', { token, body: {} });
    expect(back.statusCode).toBe(200);
    expect(back.json().device).toMatchObject({ street: 'B', position: 5, controller: 'CTRL-B-1' });
  });

  it('creates a new light at a free position, hanging from the nearest controller', async () => {
    const { sim, token } = await signedIn();
    await sim.request('PATCH', '/api/devices/L-C-04', { token, body: { street: null, position: null } });
    const res = await sim.request('PUT', '/api/devices/C/4/L-C-NEW', { token, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      device: { id: 'L-C-NEW', type: 'light', controller: 'CTRL-C-1' },
    });
    const lights = await devicesOf(sim, token, '?type=light&street=C');
    expect(lights.devices.map((d) => d.id)).toContain('L-C-NEW');
  });

  it('409 when the controller is more than 2 steps away (doc 3 §9) or unknown', async () => {
    const { sim, token } = await signedIn();
    const far = await sim.request('PUT', '/api/devices/A/1/L-A-01', {
      token,
      body: { controller: 'CTRL-A-2' },
    });
    expect(errorOf(far)).toMatchObject({ status: 409, message: expect.stringMatching(/2 positions/) });
    const unknown = await sim.request('PUT', '/api/devices/A/1/L-A-01', {
      token,
      body: { controller: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(409);
  });

  it('400 for a bad position or street, 409 for a portal, 401 without a token', async () => {
    const { sim, token } = await signedIn();
    expect((await sim.request('PUT', '/api/devices/A/0/L-A-01', { token, body: {} })).statusCode).toBe(400);
    expect((await sim.request('PUT', '/api/devices/A/x/L-A-01', { token, body: {} })).statusCode).toBe(400);
    expect((await sim.request('PUT', '/api/devices/A/3/PORTAL-01', { token, body: {} })).statusCode).toBe(
      409,
    );
    expect((await sim.request('PUT', '/api/devices/A/20/L-A-01', { body: {} })).statusCode).toBe(401);
  });
});

describe('PATCH /devices/{id}', () => {
  it("changes a device's fields", async () => {
    const { sim, token } = await signedIn();
    const res = await sim.request('PATCH', '/api/devices/COUNTER-01', {
      token,
      body: { deviceName: 'Contador doca 1', deviceIP: '192.168.10.99' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().device).toMatchObject({ deviceName: 'Contador doca 1', deviceIP: '192.168.10.99' });
    const portal = await sim.request('PATCH', '/api/devices/PORTAL-02', { token, body: { dock: 'DOCA-09' } });
    expect(portal.json().device.dock).toBe('DOCA-09');
  });

  it('409 when the change breaks a layout rule; 400 for an empty body', async () => {
    const { sim, token } = await signedIn();
    const res = await sim.request('PATCH', '/api/devices/L-A-01', {
      token,
      body: { controller: 'CTRL-A-2' },
    });
    expect(res.statusCode).toBe(409);
    const portal = await sim.request('PATCH', '/api/devices/PORTAL-01', {
      token,
      body: { street: 'A', position: 30 },
    });
    expect(portal.statusCode).toBe(409);
    expect((await sim.request('PATCH', '/api/devices/L-A-01', { token, body: {} })).statusCode).toBe(400);
  });

  it("404 for an unknown device or another company's", async () => {
    const { sim, token } = await signedIn();
    expect((await sim.request('PATCH', '/api/devices/NOPE', { token, body: { dock: 'X' } })).statusCode).toBe(
      404,
    );
    expect(
      (await sim.request('PATCH', '/api/devices/CPS-PORTAL-01', { token, body: { dock: 'X' } })).statusCode,
    ).toBe(404);
    expect((await sim.request('PATCH', '/api/devices/L-A-01', { body: { dock: 'X' } })).statusCode).toBe(401);
  });
});
