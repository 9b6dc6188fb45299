import { describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { SimClient, simulator } from './sim-client';

const app = simulator();
const verify = (sim: SimClient, code = 'NPS-OPEN') => sim.get(`/api/nps/verify/${code}`);
const statuses = async (sim: SimClient, n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await verify(sim)).statusCode);
  return out;
};

describe('POST /__sim/faults (DESIGN §5 fault rules)', () => {
  it('forces a status with a body on the first N matching calls, and journals each firing', async () => {
    const sim = new SimClient(app);
    const res = await sim.request('POST', '/__sim/faults', {
      body: { method: 'GET', path: '/api/nps/verify/:code', status: 503, body: { down: true }, first: 2 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: 'f1', status: 503, first: 2, seen: 0, fired: 0 });
    expect(await statuses(sim, 3)).toEqual([503, 503, 200]);
    expect((await verify(sim)).json().code).toBe('NPS-OPEN');
    const first = await new SimClient(app, sim.session).request('POST', '/__sim/faults', {
      body: { path: '/api/nps/verify/NPS-DONE', status: 500 },
    });
    expect(first.statusCode).toBe(201);
    const answered = await verify(sim, 'NPS-DONE');
    expect(answered.statusCode).toBe(500);
    expect(answered.json()).toMatchObject({ statusCode: 500, message: 'Fault injected by rule f2' });

    const rules = (await sim.get('/__sim/faults')).json().rules;
    expect(rules.map((r: { seen: number; fired: number }) => [r.seen, r.fired])).toEqual([
      [5, 2],
      [1, 1],
    ]);
    const { entries } = (await sim.get('/__sim/journal?fault=true')).json();
    expect(entries.map((e: { status: number; fault: unknown }) => [e.status, e.fault])).toEqual([
      [503, { rules: ['f1'], effects: ['status 503'] }],
      [503, { rules: ['f1'], effects: ['status 503'] }],
      [500, { rules: ['f2'], effects: ['status 500'] }],
    ]);
  });

  it('answers the given body as is', async () => {
    const sim = new SimClient(app);
    await sim.fault({ path: '/api/nps/*', status: 418, body: { teapot: true } });
    const res = await verify(sim);
    expect([res.statusCode, res.json()]).toEqual([418, { teapot: true }]);
  });

  it('fires on every Nth match', async () => {
    const sim = new SimClient(app);
    await sim.fault({ path: '/api/nps/verify/*', status: 502, every: 3 });
    expect(await statuses(sim, 6)).toEqual([200, 200, 502, 200, 200, 502]);
  });

  it('fires with a seeded probability: the same seed, the same calls', async () => {
    const run = async (seed: number) => {
      const sim = new SimClient(app);
      await sim.fault({ path: '/api/nps/verify/:code', status: 503, probability: 0.5, seed });
      return statuses(sim, 20);
    };
    const a = await run(7);
    expect(a).toEqual(await run(7));
    expect(a).not.toEqual(await run(8));
    expect(a.filter((s) => s === 503).length).toBeGreaterThan(3);
    expect(a.filter((s) => s === 200).length).toBeGreaterThan(3);
  });

  it('matches the method: a PUT rule leaves GETs alone', async () => {
    const sim = new SimClient(app);
    await sim.fault({ method: 'PUT', path: '/api/nps/:code', status: 503 });
    expect((await verify(sim)).statusCode).toBe(200);
    expect((await sim.request('PUT', '/api/nps/NPS-OPEN', { body: { rating: 5 } })).statusCode).toBe(503);
    expect((await verify(sim)).json().answered).toBe(false);
  });

  it.each([
    [{ kind: 'fixed', ms: 40 }, 40, 40],
    [{ kind: 'uniform', minMs: 20, maxMs: 60 }, 20, 60],
    [{ kind: 'lognormal', medianMs: 30, sigma: 0.1, maxMs: 80 }, 1, 80],
  ])('delays the answer: %j', async (delay, min, max) => {
    const sim = new SimClient(app);
    await sim.fault({ path: '/api/nps/verify/:code', delay: delay as never });
    const started = performance.now();
    expect((await verify(sim)).statusCode).toBe(200);
    const [entry] = (await sim.get('/__sim/journal?fault=true')).json().entries;
    const ms = Number(/^delay (\d+)ms$/.exec(entry.fault.effects[0])?.[1]);
    expect(ms).toBeGreaterThanOrEqual(min);
    expect(ms).toBeLessThanOrEqual(max);
    // the answer waited at least that long (timers may fire a millisecond early), and the
    // entry's time counts the wait (the journal times a call from its arrival)
    expect(performance.now() - started).toBeGreaterThanOrEqual(ms - 2);
    expect(entry.ms).toBeGreaterThanOrEqual(ms - 2);
    expect(entry.ms).toBeLessThanOrEqual(performance.now() - started);
  });

  it('drops the connection: inject rejects, a real client sees the socket closed; journaled with status 0', async () => {
    const sim = new SimClient(app);
    await sim.fault({ path: '/api/nps/verify/:code', drop: true, first: 1 });
    await expect(verify(sim)).rejects.toThrow(/dropped by fault rule f1/);
    expect((await verify(sim)).statusCode).toBe(200);
    const { entries } = (await sim.get('/__sim/journal?route=/api/nps/verify/:code')).json();
    expect(entries.map((e: { status: number }) => e.status)).toEqual([0, 200]);
    expect(entries[0].fault).toEqual({ rules: ['f1'], effects: ['drop'] });

    const served = buildApp({ dbPath: ':memory:' });
    try {
      await served.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.server.address() as { port: number };
      const headers = { 'x-sim-session': 'drop' };
      await fetch(`http://127.0.0.1:${port}/__sim/faults`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/api/nps/*', drop: true }),
      });
      await expect(fetch(`http://127.0.0.1:${port}/api/nps/verify/NPS-OPEN`, { headers })).rejects.toThrow(
        /fetch failed/,
      );
    } finally {
      await served.close();
    }
  });

  it('never faults the control API', async () => {
    const sim = new SimClient(app);
    await sim.fault({ path: '*', status: 500 });
    expect((await sim.get('/__sim/faults')).statusCode).toBe(200);
    expect((await verify(sim)).statusCode).toBe(500);
  });

  it('keeps rules to their session', async () => {
    const sim = new SimClient(app);
    await sim.fault({ path: '/api/nps/*', status: 500 });
    expect((await verify(new SimClient(app))).statusCode).toBe(200);
  });

  it.each([
    [{ status: 500 }, 'path'],
    [{ path: '/api/x', topic: 'wh/#', status: 500 }, 'path'],
    [{ path: '/api/x' }, 'delay'],
    [{ path: '/api/x', status: 500, drop: true }, 'drop'],
    [{ path: '/api/x', status: 500, first: 1, every: 2 }, 'probability'],
    [{ topic: 'wh/#', status: 500 }, 'topic'],
    [{ path: '/api/x', status: 99 }, 'status'],
    [{ path: '/api/x', status: 500, probability: 2 }, 'probability'],
    [{ path: '/api/x', delay: { kind: 'uniform', minMs: 50, maxMs: 10 } }, 'delay.minMs'],
    [{ path: '/api/x', delay: { kind: 'gamma', ms: 10 } }, 'delay.kind'],
    [{ path: '/api/x', status: 500, method: 'TRACE' }, 'method'],
  ])('answers 400 for %j and adds nothing', async (body, field) => {
    const sim = new SimClient(app);
    const res = await sim.request('POST', '/__sim/faults', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems[0].field).toBe(field);
    expect((await sim.get('/__sim/faults')).json().rules).toEqual([]);
  });

  it('accepts MQTT topic rules (delay or drop) for the devices side', async () => {
    const sim = new SimClient(app);
    const res = await sim.request('POST', '/__sim/faults', {
      body: { topic: 'wh/+/portal/#', drop: true, every: 2 },
    });
    expect(res.statusCode).toBe(201);
    const faults = app.faultsOf(sim.session);
    expect(faults.forTopic('wh/c1/light/l1/state')).toBeNull();
    expect(faults.forTopic('wh/c1/portal/p1/evt/read')).toBeNull();
    expect(faults.forTopic('wh/c1/portal/p1/evt/read')).toMatchObject({ drop: true, rules: ['f1'] });
  });
});

describe('GET, DELETE /__sim/faults/:id and DELETE /__sim/faults', () => {
  it('reads and removes one rule, 404 for an unknown one, 400 for a malformed id', async () => {
    const sim = new SimClient(app);
    const id = await sim.fault({ path: '/api/nps/*', status: 500 });
    expect((await sim.get(`/__sim/faults/${id}`)).json()).toMatchObject({ id, status: 500 });
    expect((await sim.request('DELETE', `/__sim/faults/${id}`)).statusCode).toBe(200);
    expect((await sim.get(`/__sim/faults/${id}`)).statusCode).toBe(404);
    expect((await sim.request('DELETE', `/__sim/faults/${id}`)).statusCode).toBe(404);
    expect((await sim.get('/__sim/faults/nope')).statusCode).toBe(400);
    expect((await verify(sim)).statusCode).toBe(200);
  });

  it('PUT replaces a rule in place (same id, counters restart); 404 unknown, 400 a bad body changes nothing', async () => {
    const sim = new SimClient(app);
    const id = await sim.fault({ path: '/api/nps/*', status: 500 });
    expect(await statuses(sim, 1)).toEqual([500]);
    const edited = await sim.request('PUT', `/__sim/faults/${id}`, {
      body: { path: '/api/nps/*', status: 503, first: 1 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, status: 503, first: 1, seen: 0, fired: 0 });
    expect(await statuses(sim, 2)).toEqual([503, 200]);
    const bad = await sim.request('PUT', `/__sim/faults/${id}`, { body: { path: '/api/nps/*' } });
    expect(bad.statusCode).toBe(400);
    expect((await sim.get(`/__sim/faults/${id}`)).json()).toMatchObject({ status: 503, first: 1 });
    const unknown = await sim.request('PUT', '/__sim/faults/f999', { body: { path: '/x', status: 500 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('removes every rule; so does POST /__sim/reset', async () => {
    const sim = new SimClient(app);
    await sim.fault({ path: '/api/nps/*', status: 500 });
    expect((await sim.request('DELETE', '/__sim/faults')).statusCode).toBe(200);
    expect((await verify(sim)).statusCode).toBe(200);
    await sim.fault({ path: '/api/nps/*', status: 500 });
    await sim.request('POST', '/__sim/reset');
    expect((await verify(sim)).statusCode).toBe(200);
  });
});
