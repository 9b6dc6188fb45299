import { describe, expect, it } from 'vitest';
import { errorOf, SimClient, simulator } from '../sim-client';

const app = simulator();
const addStub = (sim: SimClient, body: unknown) => sim.request('POST', '/__sim/stubs', { body });

describe('POST /__sim/stubs (issue 29 "Stubs")', () => {
  it('answers a matching call with a templated status, headers and body, N times, and journals it', async () => {
    const sim = new SimClient(app);
    await sim.request('PUT', '/__sim/clock', { body: { at: '2030-01-02T03:04:05.000Z' } });
    const added = await addStub(sim, {
      request: {
        method: 'POST',
        path: '/api/stubbed/:code',
        query: { lang: 'pt' },
        bodyFields: { 'item.qty': 2 },
      },
      response: {
        status: 201,
        headers: { 'x-stub': 'for {{path.code}}' },
        body: {
          code: '{{path.code}}',
          lang: '{{query.lang}}',
          qty: '{{body.item.qty}}',
          at: '{{now}}',
          n: '{{counter}}',
          text: 'n={{counter}}',
        },
      },
      times: 2,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id: 's1', times: 2, seen: 0, fired: 0, remaining: 2 });

    const call = (qty: number, lang = 'pt') =>
      sim.request('POST', `/api/stubbed/AB-1?lang=${lang}`, { body: { item: { qty } } });
    const first = await call(2);
    expect([first.statusCode, first.headers['x-stub'], first.json()]).toEqual([
      201,
      'for AB-1',
      { code: 'AB-1', lang: 'pt', qty: 2, at: '2030-01-02T03:04:05.000Z', n: 1, text: 'n=1' },
    ]);
    // a call the matchers refuse goes on to the platform (here: no such route, 404)
    expect((await call(3)).statusCode).toBe(404);
    expect((await call(2, 'es')).statusCode).toBe(404);
    expect((await call(2)).json()).toMatchObject({ n: 2 });
    expect((await call(2)).statusCode).toBe(404); // used up: twice only

    const listed = (await sim.get('/__sim/stubs')).json();
    expect(listed.stubs).toMatchObject([{ id: 's1', seen: 2, fired: 2, remaining: 0 }]);
    const { entries } = (await sim.get('/__sim/journal?fault=true')).json();
    expect(entries.map((e: { status: number; fault: unknown }) => [e.status, e.fault])).toEqual([
      [201, { rules: ['s1'], effects: ['stub 201'] }],
      [201, { rules: ['s1'], effects: ['stub 201'] }],
    ]);
  });

  it('answers in the place of a platform route, before its own checks, and a header or body text must match', async () => {
    const sim = new SimClient(app);
    await addStub(sim, {
      request: { path: '/api/nps/verify/*', headers: { 'X-Test': 'yes' } },
      response: { status: 418, body: 'teapot {{headers.x-test}}' },
    });
    await addStub(sim, {
      request: { method: 'POST', path: '/api/auth/login', bodyContains: 'ghost' },
      response: { status: 200, body: { access_token: 'stubbed' } },
    });
    const stubbed = await sim.request('GET', '/api/nps/verify/NPS-OPEN', { headers: { 'x-test': 'yes' } });
    expect([stubbed.statusCode, stubbed.body, stubbed.headers['content-type']]).toEqual([
      418,
      'teapot yes',
      'text/plain; charset=utf-8',
    ]);
    expect((await sim.get('/api/nps/verify/NPS-OPEN')).statusCode).toBe(200);
    const login = await sim.request('POST', '/api/auth/login', {
      body: { username: 'ghost', password: 'x' },
    });
    expect(login.json()).toEqual({ access_token: 'stubbed' });
    expect(
      (await sim.request('POST', '/api/auth/login', { body: { username: 'other', password: 'x' } }))
        .statusCode,
    ).not.toBe(200);
  });

  it('refuses bad input with 400 and a message, and adds nothing', async () => {
    const sim = new SimClient(app);
    const bad = [
      { request: { method: 'GET' } },
      { request: { path: '/api/x' }, response: { status: 99 } },
      { request: { path: '/api/x' }, response: { body: '{{path.code}}' } },
      { request: { path: '/api/:id' }, response: { body: { a: '{{secret}}' } } },
      { request: { path: '/api/x' }, times: 0 },
    ];
    for (const body of bad) {
      const res = await addStub(sim, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message.length).toBeGreaterThan(0);
    }
    expect(errorOf(await addStub(sim, bad[2])).message).toContain('{{path.code}}');
    expect((await sim.get('/__sim/stubs')).json().stubs).toEqual([]);
    expect((await sim.get('/__sim/stubs/s9')).statusCode).toBe(404);
    expect((await sim.request('DELETE', '/__sim/stubs/s9')).statusCode).toBe(404);
    expect((await sim.get('/__sim/stubs/x1')).statusCode).toBe(400);
  });

  it('keeps each session its own stubs; removing one, clearing, a reset and a snapshot act on the caller only', async () => {
    const a = new SimClient(app);
    const b = new SimClient(app);
    await addStub(a, { request: { path: '/api/nps/verify/:code' }, response: { status: 299 } });
    await addStub(a, { request: { path: '/api/other' } });
    expect((await a.get('/api/nps/verify/NPS-OPEN')).statusCode).toBe(299);
    expect((await b.get('/api/nps/verify/NPS-OPEN')).statusCode).toBe(200);
    expect((await b.get('/__sim/stubs')).json().stubs).toEqual([]);

    const snap = await a.request('POST', '/__sim/snapshots', { body: { id: `stubs-${a.session}` } });
    expect(snap.json()).toMatchObject({ stubs: 2 });
    expect((await a.request('DELETE', '/__sim/stubs/s1')).json()).toMatchObject({ id: 's1' });
    expect((await a.get('/__sim/stubs')).json().stubs.map((s: { id: string }) => s.id)).toEqual(['s2']);
    expect((await a.request('DELETE', '/__sim/stubs')).statusCode).toBe(200);
    expect((await a.get('/__sim/state?digest=false')).json().stubs).toBe(0);

    await b.restore(`stubs-${a.session}`);
    expect((await b.get('/api/nps/verify/NPS-OPEN')).statusCode).toBe(299);
    await b.request('POST', '/__sim/reset', {});
    expect((await b.get('/__sim/stubs')).json().stubs).toEqual([]);
  });
});
