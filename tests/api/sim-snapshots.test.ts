import { describe, expect, it } from 'vitest';
import { SimClient, simulator } from './sim-client';

const app = simulator();
const answered = async (sim: SimClient, code = 'NPS-OPEN') =>
  (await sim.get(`/api/nps/verify/${code}`)).json().answered;
const answer = (sim: SimClient, code = 'NPS-OPEN') =>
  sim.request('PUT', `/api/nps/${code}`, { body: { rating: 7 } });
const state = async (sim: SimClient) => (await sim.get('/__sim/state')).json();

describe('/__sim/snapshots (DESIGN §5: snapshot and restore)', () => {
  it("restores a session's data, clock and fault rules, into the same or another session", async () => {
    const a = new SimClient(app);
    await answer(a, 'NPS-PLAIN');
    await a.request('PUT', '/__sim/clock', { body: { at: '2025-05-05T05:05:05.000Z' } });
    await a.fault({ path: '/api/nps/verify/NPS-XSS', status: 503 });
    const taken = await a.request('POST', '/__sim/snapshots', { body: { id: 'plain-answered' } });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ id: 'plain-answered', session: a.session, faults: 1 });
    expect(taken.json().bytes).toBeGreaterThan(0);

    // later changes in a…
    await answer(a);
    await a.request('DELETE', '/__sim/faults');
    await a.request('PUT', '/__sim/clock', { body: { at: null } });
    expect(await answered(a)).toBe(true);
    // …are undone by a restore
    const restored = await a.request('POST', '/__sim/snapshots/plain-answered/restore');
    expect(restored.statusCode).toBe(200);
    expect(await answered(a)).toBe(false);
    expect(await answered(a, 'NPS-PLAIN')).toBe(true);
    expect((await a.get('/__sim/clock')).json().now).toBe('2025-05-05T05:05:05.000Z');
    expect((await a.get('/api/nps/verify/NPS-XSS')).statusCode).toBe(503);

    const b = new SimClient(app);
    await b.restore('plain-answered');
    expect(await answered(b, 'NPS-PLAIN')).toBe(true);
    expect((await state(b)).digest).toBe((await state(a)).digest);
    // the two sessions stay independent after the restore
    await answer(b);
    expect(await answered(a)).toBe(false);
  });

  it('restores one snapshot into many sessions, each independent (speed is in npm run bench)', async () => {
    const base = new SimClient(app);
    await base.request('POST', '/__sim/snapshots', { body: { id: 'base' } });
    for (let i = 0; i < 20; i++) {
      const sim = new SimClient(app);
      await sim.restore('base');
      expect(await answered(sim)).toBe(false);
      await answer(sim);
    }
    expect(await answered(base)).toBe(false);
  });

  it('names snapshots snap-N when no id is given; lists, reads and forgets them', async () => {
    const sim = new SimClient(app);
    const res = await sim.request('POST', '/__sim/snapshots');
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(/^snap-\d+$/);
    expect((await sim.get('/__sim/snapshots')).json().snapshots.map((s: { id: string }) => s.id)).toContain(
      id,
    );
    expect((await sim.get(`/__sim/snapshots/${id}`)).json()).toMatchObject({ id, session: sim.session });
    expect((await sim.request('DELETE', `/__sim/snapshots/${id}`)).statusCode).toBe(200);
    expect((await sim.get(`/__sim/snapshots/${id}`)).statusCode).toBe(404);
    expect((await sim.request('POST', `/__sim/snapshots/${id}/restore`)).statusCode).toBe(404);
    expect((await sim.request('DELETE', `/__sim/snapshots/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['POST', '/__sim/snapshots', { id: 'has space' }],
    ['POST', '/__sim/snapshots', { id: '' }],
    ['POST', '/__sim/snapshots', { name: 'x' }],
    ['POST', '/__sim/snapshots/base/restore', { everything: true }],
    ['GET', '/__sim/snapshots/no%20way', undefined],
  ] as const)('%s %s %j answers 400 and changes nothing', async (method, url, body) => {
    const sim = new SimClient(app);
    await answer(sim);
    const before = await state(sim);
    const res = await sim.request(method, url, { body });
    expect(res.statusCode).toBe(400);
    expect((await state(sim)).digest).toBe(before.digest);
  });
});

describe('GET /__sim/state', () => {
  it('tells the seed, rows written, a digest that changes with the data only, the clock, faults and journal', async () => {
    const sim = new SimClient(app);
    const first = await state(sim);
    expect(first).toMatchObject({ session: sim.session, seed: 1, size: 'demo', faults: 0 });
    expect(first.digest).toMatch(/^[0-9a-f]{40}$/);
    await sim.get('/api/nps/verify/NPS-OPEN');
    expect(await state(sim)).toMatchObject({ digest: first.digest, writes: first.writes });
    expect((await answer(sim, 'NPS-DONE')).statusCode).toBe(409);
    expect(await state(sim)).toMatchObject({ digest: first.digest, writes: first.writes });
    await answer(sim);
    const after = await state(sim);
    expect(after.digest).not.toBe(first.digest);
    expect(after.writes).toBe(first.writes + 1);
  });

  it('leaves the digest out with digest=false; 400 for another value', async () => {
    const sim = new SimClient(app);
    const res = await sim.get('/__sim/state?digest=false');
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('digest');
    expect(res.json().writes).toEqual(expect.any(Number));
    expect((await sim.get('/__sim/state?digest=maybe')).statusCode).toBe(400);
  });
});
