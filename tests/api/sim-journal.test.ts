import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION } from '../../simulator/store/registry';
import { SimClient, simulator } from './sim-client';

const app = simulator();
const journal = async (sim: SimClient, query = '') => (await sim.get(`/__sim/journal${query}`)).json();
const urls = (entries: Array<{ url?: string; topic?: string }>) => entries.map((e) => e.url ?? e.topic);

describe('GET /__sim/journal filters (DESIGN §5: bounded journal, HTTP and MQTT in one log)', () => {
  it('numbers entries and records the route that answered', async () => {
    const sim = new SimClient(app);
    await sim.get('/api/nps/verify/NPS-OPEN');
    await sim.get('/api/nowhere');
    const { entries, cap } = await journal(sim);
    expect(cap).toBe(500);
    expect(entries).toEqual([
      expect.objectContaining({ seq: 1, kind: 'http', route: '/api/nps/verify/:code', status: 200 }),
      expect.objectContaining({ seq: 2, kind: 'http', route: null, status: 404 }),
    ]);
  });

  it('times a call from its arrival, also one the first hook refuses (a malformed session name)', async () => {
    const started = performance.now();
    const refused = await app.inject({
      url: '/api/nps/verify/NPS-OPEN',
      headers: { 'x-sim-session': 'a b' },
    });
    const elapsed = performance.now() - started;
    expect(refused.statusCode).toBe(400);
    const entry = app.journalOf(DEFAULT_SESSION).list().at(-1);
    expect(entry).toMatchObject({ kind: 'http', url: '/api/nps/verify/NPS-OPEN', status: 400 });
    expect((entry as { ms: number }).ms).toBeGreaterThanOrEqual(0);
    expect((entry as { ms: number }).ms).toBeLessThanOrEqual(elapsed);
  });

  it('filters by route pattern, status (exact or class), kind, fault and limit', async () => {
    const sim = new SimClient(app);
    await sim.get('/api/nps/verify/NPS-OPEN');
    await sim.get('/api/nps/verify/NPS-NOPE');
    await sim.request('PUT', '/api/nps/NPS-DONE', { body: { rating: 3 } });
    await sim.get('/api/users/me');
    app
      .journalOf(sim.session)
      .add({ kind: 'mqtt', topic: 'wh/c1/portal/p1/evt/read', direction: 'in', bytes: 42 });

    expect(urls((await journal(sim, '?route=/api/nps/verify/:code')).entries)).toEqual([
      '/api/nps/verify/NPS-OPEN',
      '/api/nps/verify/NPS-NOPE',
    ]);
    expect(urls((await journal(sim, '?route=/api/nps/*')).entries)).toHaveLength(3);
    expect(urls((await journal(sim, '?status=404')).entries)).toEqual(['/api/nps/verify/NPS-NOPE']);
    expect(urls((await journal(sim, '?status=4xx')).entries)).toEqual([
      '/api/nps/verify/NPS-NOPE',
      '/api/nps/NPS-DONE',
      '/api/users/me',
    ]);
    expect(urls((await journal(sim, '?kind=mqtt')).entries)).toEqual(['wh/c1/portal/p1/evt/read']);
    expect(urls((await journal(sim, '?route=wh/%2B/portal/%23')).entries)).toEqual([
      'wh/c1/portal/p1/evt/read',
    ]);
    expect((await journal(sim, '?fault=true')).entries).toEqual([]);
    expect(urls((await journal(sim, '?limit=2&route=/api/*')).entries)).toEqual([
      '/api/nps/NPS-DONE',
      '/api/users/me',
    ]);
  });

  it('filters by time on the simulated clock', async () => {
    const sim = new SimClient(app);
    await sim.request('PUT', '/__sim/clock', { body: { at: '2025-01-01T00:00:00.000Z' } });
    await sim.get('/api/nps/verify/NPS-OPEN');
    await sim.request('POST', '/__sim/clock/advance', { body: { ms: 3_600_000 } });
    await sim.get('/api/nps/verify/NPS-DONE');
    const since = await journal(sim, '?since=2025-01-01T00:30:00.000Z&kind=http&route=/api/*');
    expect(urls(since.entries)).toEqual(['/api/nps/verify/NPS-DONE']);
    const until = await journal(sim, '?until=2025-01-01T00:30:00.000Z&route=/api/*');
    expect(urls(until.entries)).toEqual(['/api/nps/verify/NPS-OPEN']);
  });

  it.each(['?status=abc', '?status=600', '?since=yesterday', '?kind=ftp', '?limit=0', '?fault=maybe'])(
    'answers 400 to %s',
    async (query) => {
      const res = await new SimClient(app).get(`/__sim/journal${query}`);
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('PUT and DELETE /__sim/journal', () => {
  it('sets the size cap (newest kept) and empties the journal', async () => {
    const sim = new SimClient(app);
    for (let i = 0; i < 5; i++) await sim.get(`/api/nps/verify/NPS-${i}`);
    const res = await sim.request('PUT', '/__sim/journal', { body: { cap: 3 } });
    expect(res.json()).toMatchObject({ cap: 3, size: 3 });
    await sim.get('/api/nps/verify/NPS-5');
    // the PUT is a control call: not journaled by default (issue 29)
    expect(urls((await journal(sim, '?route=/api/*')).entries)).toEqual([
      '/api/nps/verify/NPS-3',
      '/api/nps/verify/NPS-4',
      '/api/nps/verify/NPS-5',
    ]);
    expect((await sim.request('DELETE', '/__sim/journal')).statusCode).toBe(200);
    expect((await journal(sim)).entries).toEqual([]);
  });

  it.each([{ cap: 0 }, { cap: 1.5 }, { cap: 1_000_000 }, {}])('answers 400 to %j', async (body) => {
    const sim = new SimClient(app);
    expect((await sim.request('PUT', '/__sim/journal', { body })).statusCode).toBe(400);
    expect((await journal(sim)).cap).toBe(500);
  });
});

describe('GET /__sim/journal/:seq (issue 19: body on demand)', () => {
  it("answers an HTTP call's request and response bodies and an MQTT payload, capped, without journaling the read", async () => {
    const sim = new SimClient(app);
    await sim.request('PUT', '/api/nps/NPS-DONE', { body: { rating: 3, note: 'é' } });
    await sim.get('/api/nps/verify/NPS-OPEN');
    const big = Buffer.from('x'.repeat(40_000));
    app
      .journalOf(sim.session)
      .add({ kind: 'mqtt', topic: 'wh/c/portal/p/evt/read', direction: 'in', payload: big });
    const [put, get, mqtt] = (await journal(sim)).entries;

    const putBodies = (await sim.get(`/__sim/journal/${put.seq}`)).json();
    expect(putBodies).toMatchObject({ seq: put.seq, kind: 'http' });
    expect(JSON.parse(putBodies.request.text)).toEqual({ rating: 3, note: 'é' });
    expect(putBodies.request).toMatchObject({ truncated: false, omitted: false });
    expect(JSON.parse(putBodies.response.text)).toHaveProperty('message');

    const getBodies = (await sim.get(`/__sim/journal/${get.seq}`)).json();
    expect(getBodies.request).toBeUndefined();
    expect(JSON.parse(getBodies.response.text)).toMatchObject({ code: 'NPS-OPEN' });
    expect(getBodies.response.bytes).toBe(Buffer.byteLength(getBodies.response.text));

    const payload = (await sim.get(`/__sim/journal/${mqtt.seq}`)).json();
    expect(payload).toMatchObject({
      kind: 'mqtt',
      payload: { bytes: 40_000, truncated: true, omitted: false },
    });
    expect(payload.payload.text).toHaveLength(16 * 1024);
    // the reads above wrote nothing
    expect((await journal(sim)).entries).toHaveLength(3);
  });

  it('answers 404 for an entry no longer held (in the caller’s language), 400 for a bad number', async () => {
    const sim = new SimClient(app);
    const gone = await sim.request('GET', '/__sim/journal/999', { headers: { 'accept-language': 'pt-BR' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('A entrada 999 não está mais no diário desta sessão');
    expect((await sim.get('/__sim/journal/0')).statusCode).toBe(400);
    expect((await sim.get('/__sim/journal/x')).statusCode).toBe(400);
  });
});
