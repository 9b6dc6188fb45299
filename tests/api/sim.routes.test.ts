import { describe, expect, it } from 'vitest';
import { SimClient, simulator } from './sim-client';

const app = simulator();
const answered = async (sim: SimClient, code: string) =>
  (await sim.get(`/api/nps/verify/${code}`)).json().answered;
const answer = (sim: SimClient, code: string) =>
  sim.request('PUT', `/api/nps/${code}`, { body: { rating: 7 } });

describe('x-sim-session isolation (DESIGN §5)', () => {
  it('keeps each session’s changes to itself', async () => {
    const a = new SimClient(app);
    const b = new SimClient(app);
    expect((await answer(a, 'NPS-OPEN')).statusCode).toBe(200);
    expect(await answered(a, 'NPS-OPEN')).toBe(true);
    expect(await answered(b, 'NPS-OPEN')).toBe(false);
    expect(await answered(new SimClient(app, 'default'), 'NPS-OPEN')).toBe(false);
  });

  it('takes the session from a cookie when a browser cannot send the header (issue 19)', async () => {
    const a = new SimClient(app);
    await answer(a, 'NPS-OPEN');
    const byCookie = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/nps/verify/NPS-OPEN', headers: { cookie } });
    expect((await byCookie(`theme=dark; x-sim-session=${a.session}`)).json().answered).toBe(true);
    expect((await byCookie('x-sim-session=someone-else')).json().answered).toBe(false);
    expect((await byCookie('x-sim-session=bad%20name')).statusCode).toBe(400);
  });
});

describe('POST /__sim/reset', () => {
  it("reloads the session's seed", async () => {
    const sim = new SimClient(app);
    await answer(sim, 'NPS-OPEN');
    const res = await sim.request('POST', '/__sim/reset');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ session: sim.session, seed: 1, size: 'demo' });
    expect(await answered(sim, 'NPS-OPEN')).toBe(false);
  });

  it('reloads over records pointing at later tables (an outbound holding a dispatch position)', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    const [position] = (await sim.get('/api/position?isActive=true&inInventory=false&take=1', token)).json()
      .positions;
    const set = await sim.request('PUT', '/api/outbound/out-pending?action=ADD_POSITION', {
      token,
      body: { position: position.id },
    });
    expect(set.statusCode).toBe(200);
    expect((await sim.request('POST', '/__sim/reset')).statusCode).toBe(200);
    expect((await sim.get('/api/outbound/out-pending', token)).json().position).toBeNull();
  });

  it('answers 400 to a body with fields', async () => {
    const res = await new SimClient(app).request('POST', '/__sim/reset', { body: { everything: true } });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /__sim/seed', () => {
  it('replaces the data with a generated dataset; reset keeps that seed', async () => {
    const sim = new SimClient(app);
    const res = await sim.request('POST', '/__sim/seed', { body: { seed: 7, size: 'small' } });
    expect(res.statusCode).toBe(200);
    expect((await sim.get('/api/nps/verify/NPS-G000020')).statusCode).toBe(200);
    expect((await sim.get('/api/nps/verify/NPS-G000021')).statusCode).toBe(404);
    expect((await sim.request('POST', '/__sim/reset')).json()).toMatchObject({ seed: 7, size: 'small' });
    expect((await sim.get('/api/nps/verify/NPS-OPEN')).statusCode).toBe(200);
  });

  it('is deterministic: the same seed gives the same records, another seed others', async () => {
    const views = async (seed: number) => {
      const sim = new SimClient(app);
      await sim.request('POST', '/__sim/seed', { body: { seed, size: 'small' } });
      const codes = Array.from({ length: 20 }, (_, i) => `NPS-G${String(i + 1).padStart(6, '0')}`);
      return Promise.all(codes.map(async (c) => (await sim.get(`/api/nps/verify/${c}`)).json()));
    };
    expect(await views(42)).toEqual(await views(42));
    expect(await views(42)).not.toEqual(await views(43));
  });

  it.each([
    [{ seed: -1, size: 'demo' }, 'seed'],
    [{ seed: 1.5, size: 'demo' }, 'seed'],
    [{ seed: 1, size: 'huge' }, 'size'],
    [{ size: 'demo' }, 'seed'],
  ])('answers 400 for %j and changes nothing', async (body, field) => {
    const sim = new SimClient(app);
    await answer(sim, 'NPS-OPEN');
    const res = await sim.request('POST', '/__sim/seed', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems[0].field).toBe(field);
    expect(await answered(sim, 'NPS-OPEN')).toBe(true);
  });
});

describe('GET /__sim/journal', () => {
  it("lists this session's calls only, with status and duration", async () => {
    const sim = new SimClient(app);
    await sim.get('/api/nps/verify/NPS-OPEN');
    await sim.get('/api/nps/verify/NPS-NOPE');
    const { entries } = (await sim.get('/__sim/journal')).json();
    expect(entries).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/nps/verify/NPS-OPEN',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({ url: '/api/nps/verify/NPS-NOPE', status: 404 }),
    ]);
  });

  it('keeps only the last 500 calls', async () => {
    const sim = new SimClient(app);
    for (let i = 0; i < 510; i++) await sim.get(`/api/nps/verify/NPS-${i}`);
    const { entries } = (await sim.get('/__sim/journal')).json();
    expect(entries).toHaveLength(500);
    expect(entries[0].url).toBe('/api/nps/verify/NPS-10');
    expect(entries[499].url).toBe('/api/nps/verify/NPS-509');
  });
});
