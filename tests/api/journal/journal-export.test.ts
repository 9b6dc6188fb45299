import { describe, expect, it } from 'vitest';
import { parseTraffic } from '../../../simulator/devices/tools/jsonl';
import { harDocument } from '../../../simulator/har/har-input';
import { SimClient, simulator } from '../sim-client';

// issue 29 "Journal": the HAR 1.2 export, the MQTT export `npm run devices -- replay` reads, and
// POST /__sim/journal/count and /find (WireMock's verify).

const app = simulator();

async function someCalls(sim: SimClient) {
  const token = await sim.login('admin');
  await sim.get('/api/nps/verify/NPS-OPEN?origin=web');
  await sim.request('PUT', '/api/nps/NPS-DONE', { body: { rating: 3, note: 'ok' } });
  await sim.get('/api/users/me', token);
  return token;
}

describe('GET /__sim/journal/har', () => {
  it('is HAR 1.2 with headers, query and bodies, named after the session', async () => {
    const sim = new SimClient(app);
    const token = await someCalls(sim);
    const res = await sim.get('/__sim/journal/har');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="journal-${sim.session}.har"`);
    const har = res.json();
    // the same reading replay does: every field HAR 1.2 requires of what replay reads
    expect(harDocument(har)).not.toBeInstanceOf(Error);
    expect(har.log).toMatchObject({ version: '1.2', creator: { name: expect.any(String) } });
    const [login, verify, put, me] = har.log.entries;
    expect(login.request.postData.text).toContain('"username":"admin"');
    expect(verify.request.queryString).toEqual([{ name: 'origin', value: 'web' }]);
    expect(JSON.parse(verify.response.content.text)).toMatchObject({ code: 'NPS-OPEN' });
    expect(put.request).toMatchObject({
      method: 'PUT',
      postData: { mimeType: expect.stringContaining('json') },
    });
    expect(JSON.parse(put.request.postData.text)).toEqual({ rating: 3, note: 'ok' });
    expect(me.request.headers).toContainEqual({ name: 'authorization', value: 'Bearer [redacted]' });
    // no request carries the credential (the login's answer does: it is that answer's body)
    expect(JSON.stringify(har.log.entries.map((e: { request: unknown }) => e.request))).not.toContain(token);
    for (const entry of har.log.entries) {
      expect(entry).toMatchObject({
        startedDateTime: expect.any(String),
        time: expect.any(Number),
        cache: {},
      });
      expect(entry.response).toMatchObject({
        status: expect.any(Number),
        content: { mimeType: expect.any(String) },
      });
    }
  });

  it('holds only the caller’s session, and answers 400 to a bad filter', async () => {
    const a = new SimClient(app);
    const b = new SimClient(app);
    await someCalls(a);
    expect((await b.get('/__sim/journal/har')).json().log.entries).toEqual([]);
    expect((await a.get('/__sim/journal/har?status=abc')).statusCode).toBe(400);
  });
});

describe('GET /__sim/journal/mqtt', () => {
  it('carries the payloads as a device traffic file', async () => {
    const sim = new SimClient(app);
    const journal = app.journalOf(sim.session);
    const envelope = { id: 'e1', companyDocument: '1', data: { epc: 'E1' } };
    journal.add({
      kind: 'mqtt',
      topic: 'wh/1/portal/p1/evt/read',
      direction: 'in',
      qos: 1,
      payload: JSON.stringify(envelope),
    });
    journal.add({ kind: 'mqtt', topic: 'wh/1/portal/p1/evt/read', direction: 'in', dropped: true });
    const res = await sim.get('/__sim/journal/mqtt');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="mqtt-${sim.session}.jsonl"`);
    expect(res.headers['x-sim-left-out']).toBe('1');
    const lines = parseTraffic(res.body, 'export');
    expect(lines).toEqual([
      { t: 0, topic: 'wh/1/portal/p1/evt/read', qos: 1, retain: false, payload: envelope },
    ]);
  });
});

describe('POST /__sim/journal/count and /find', () => {
  it('count and list the calls a matcher selects', async () => {
    const sim = new SimClient(app);
    await someCalls(sim);
    const count = async (body: unknown) =>
      (await sim.request('POST', '/__sim/journal/count', { body })).json().count;
    expect(await count({})).toBe(4);
    expect(await count({ method: 'put', path: '/api/nps/:code' })).toBe(1);
    expect(await count({ path: '/api/nps/*', query: { origin: 'web' } })).toBe(1);
    expect(await count({ status: '2xx' })).toBe(3);
    expect(await count({ status: '4xx' })).toBe(1); // NPS-DONE was answered already
    expect(await count({ status: '404' })).toBe(0);
    expect(await count({ headers: { 'X-Sim-Session': sim.session }, bodyContains: '"rating":3' })).toBe(1);
    expect(await count({ jsonPath: { path: '$.rating', equals: 3 } })).toBe(1);
    expect(await count({ jsonPath: { path: '$.rating', equals: 4 } })).toBe(0);
    expect(await count({ since: '2000-01-01T00:00:00.000Z', until: '2000-01-02T00:00:00.000Z' })).toBe(0);

    const found = (await sim.request('POST', '/__sim/journal/find', { body: { method: 'PUT' } })).json();
    expect(found.entries).toHaveLength(1);
    expect(found.entries[0]).toMatchObject({ method: 'PUT', url: '/api/nps/NPS-DONE', session: sim.session });
    expect(JSON.parse(found.entries[0].request.text)).toEqual({ rating: 3, note: 'ok' });
    // asking wrote nothing
    expect(await count({})).toBe(4);
  });

  it('count only the caller’s session', async () => {
    const a = new SimClient(app);
    await someCalls(a);
    const b = new SimClient(app);
    expect((await b.request('POST', '/__sim/journal/count', { body: {} })).json().count).toBe(0);
  });

  it.each([
    { jsonPath: { path: 'rating', equals: 3 } },
    { jsonPath: { path: '$..rating', equals: 3 } },
    { status: 'abc' },
    { path: 'no-slash' },
    { method: 'GET', colour: 'red' },
    { since: 'yesterday' },
  ])('answer 400 with a message to a matcher that does not parse: %j', async (body) => {
    const sim = new SimClient(app);
    for (const url of ['/__sim/journal/count', '/__sim/journal/find']) {
      const res = await sim.request('POST', url, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
